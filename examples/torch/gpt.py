"""A GPT-2-style decoder written with standard nn modules, the shape of
nanoGPT's model at small sizes: token and learned position embeddings,
pre-norm blocks of causal multi-head self-attention and a GELU MLP, a final
layer norm and a language-model head tied to the token embedding (or
untied). Its input is a [batch, tokens] tensor of token indices; the logits
are [batch, tokens, vocab], trained with cross-entropy on the next tokens.

The causal mask is built in forward from `torch.ones(t, t).tril()`, which
remat-import-torch turns into `remat.causal_mask` (no mask tensor); a mask
kept as a registered buffer (nanoGPT's `self.bias`) is a constant operand
the importer does not read. Position embeddings are `wpe.weight[:t]`, which
is what `wpe(torch.arange(t))` gathers.
"""
import math

import torch
import torch.nn as nn


class CausalSelfAttention(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.c_attn = nn.Linear(dim, 3 * dim)
        self.c_proj = nn.Linear(dim, dim)

    def forward(self, x):
        b, t, d = x.shape
        h = self.heads
        q, k, v = self.c_attn(x).split(d, dim=2)
        q, k, v = (y.view(b, t, h, d // h).transpose(1, 2) for y in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(d // h))
        mask = torch.ones(t, t, dtype=torch.bool, device=x.device).tril()
        att = att.masked_fill(~mask, float("-inf"))
        att = torch.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, d)
        return self.c_proj(y)


class GPTBlock(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.ln_1 = nn.LayerNorm(dim)
        self.attn = CausalSelfAttention(dim, heads)
        self.ln_2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(),
                                 nn.Linear(4 * dim, dim))

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    def __init__(self, vocab=64, context=16, dim=32, heads=4, layers=2,
                 tied=True):
        super().__init__()
        self.wte = nn.Embedding(vocab, dim)
        self.wpe = nn.Embedding(context, dim)
        self.h = nn.ModuleList([GPTBlock(dim, heads) for _ in range(layers)])
        self.ln_f = nn.LayerNorm(dim)
        self.lm_head = nn.Linear(dim, vocab, bias=False)
        if tied:
            self.lm_head.weight = self.wte.weight

    def forward(self, idx):
        t = idx.shape[1]
        x = self.wte(idx) + self.wpe.weight[:t]
        for block in self.h:
            x = block(x)
        return self.lm_head(self.ln_f(x))
