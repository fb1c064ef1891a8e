"""Small PyTorch models that remat-import-torch imports today, used by the
gradient checks against PyTorch (test/Integration/Torch/)."""
import math

import torch
import torch.nn as nn


class MLP(nn.Module):
    """Linear + ReLU layers, e.g. MLP(sizes=[32, 64, 64, 10])."""

    def __init__(self, sizes=(32, 64, 64, 10)):
        super().__init__()
        self.layers = nn.ModuleList(
            nn.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:]))
        self.act = nn.ReLU()

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i + 1 < len(self.layers):
                x = self.act(x)
        return x


class SmallCNN(nn.Module):
    """Two conv blocks (conv, ReLU, max-pool) and a classifier, NCHW input
    [N, channels, size, size]."""

    def __init__(self, channels=3, width=8, size=16, classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(channels, width, 3, padding=1), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1, stride=1),
            nn.ReLU(inplace=True), nn.MaxPool2d(2))
        self.classifier = nn.Linear(2 * width * (size // 4) ** 2, classes)

    def forward(self, x):
        return self.classifier(torch.flatten(self.features(x), 1))


class Attention(nn.Module):
    """Multi-head self-attention written with standard modules."""

    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        b, t, d = x.shape
        h = self.heads
        q, k, v = self.qkv(x).split(d, dim=-1)
        q, k, v = (y.reshape(b, t, h, d // h).transpose(1, 2)
                   .reshape(b * h, t, d // h) for y in (q, k, v))
        scores = torch.bmm(q, k.transpose(1, 2)) / math.sqrt(d // h)
        y = torch.bmm(torch.softmax(scores, dim=-1), v)
        y = y.reshape(b, h, t, d // h).transpose(1, 2).reshape(b, t, d)
        return self.proj(y)


class Block(nn.Module):
    """A pre-norm transformer block: x + attn(ln(x)), x + mlp(ln(x))."""

    def __init__(self, dim=32, heads=4, hidden=64):
        super().__init__()
        self.ln1 = nn.LayerNorm(dim)
        self.attn = Attention(dim, heads)
        self.ln2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden),
                                 nn.GELU(approximate="tanh"),
                                 nn.Linear(hidden, dim))

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class TinyTransformer(nn.Module):
    """`layers` blocks on [batch, tokens, dim] inputs, then a linear head."""

    def __init__(self, dim=32, heads=4, hidden=64, layers=2, classes=10):
        super().__init__()
        self.blocks = nn.Sequential(*[Block(dim, heads, hidden)
                                      for _ in range(layers)])
        self.ln = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        return self.head(self.ln(self.blocks(x)))


def transformer_encoder(dim=32, heads=4, hidden=64, layers=2,
                        activation="gelu"):
    """torch.nn.TransformerEncoder of batch-first TransformerEncoderLayers,
    dropout 0, GELU (the erf form by default; "tanh" for the tanh
    approximation)."""
    act = nn.GELU(approximate="tanh") if activation == "tanh" else activation
    layer = nn.TransformerEncoderLayer(dim, heads, hidden, dropout=0.0,
                                       activation=act, batch_first=True)
    return nn.TransformerEncoder(layer, layers)


class BatchNormCNN(nn.Module):
    """Conv + BatchNorm2d (training mode) + ReLU blocks, a residual, global
    average pooling and a classifier: the pieces of a ResNet."""

    def __init__(self, channels=3, width=8, classes=10):
        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv2d(channels, width, 3, padding=1, bias=False),
            nn.BatchNorm2d(width), nn.ReLU(inplace=True),
            nn.MaxPool2d(3, stride=2, padding=1))
        self.conv1 = nn.Conv2d(width, width, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(width)
        self.conv2 = nn.Conv2d(width, width, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(width)
        self.relu = nn.ReLU(inplace=True)
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(width, classes)

    def forward(self, x):
        x = self.stem(x)
        y = self.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        y = self.relu(y + x)
        return self.fc(torch.flatten(self.pool(y), 1))


class LogSoftmaxMLP(nn.Module):
    """An MLP ending in log_softmax (trained with mse here, so the output's
    log-probabilities are what the loss reads)."""

    def __init__(self, sizes=(32, 64, 10)):
        super().__init__()
        self.mlp = MLP(sizes)

    def forward(self, x):
        return torch.log_softmax(self.mlp(x), dim=-1)


class Unsupported(nn.Module):
    """Uses ops remat-import-torch does not support yet (ELU, cumsum, a
    buffer read by an op, eval-mode batch norm): the importer's error lists
    them."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4).eval()
        self.act = nn.ELU()
        self.fc = nn.Linear(4, 2)
        self.register_buffer("offset", torch.ones(2))

    def forward(self, x):
        y = self.act(self.bn(self.conv(x)))
        y = self.act(y.mean(dim=(2, 3)))
        return torch.cumsum(self.fc(y) + self.offset, dim=-1)


class UnsupportedMask(nn.Module):
    """Masks and integer inputs remat-import-torch does not express: a mask
    set below the diagonal, a fill other than -inf, arithmetic on the integer
    input, and a mask read by an op other than masked_fill."""

    def __init__(self, dim=8):
        super().__init__()
        self.fc = nn.Linear(dim, dim)

    def forward(self, x, idx):
        t = x.shape[-1]
        lower = torch.ones(t, t, dtype=torch.bool).tril()
        h = self.fc(x)
        y1 = h.masked_fill(lower, float("-inf"))
        y2 = h.masked_fill(~lower, 0.0)
        y3 = h + torch.ones(t, t)
        return y1 + y2 + y3 + (idx * 2).sum()


class ClampCastMLP(nn.Module):
    """ReLU6 (hardtanh), a one-sided clamp, and the input rounded through
    bf16 (two casts) before an MLP: the pieces MobileNet and mixed precision
    need."""

    def __init__(self, sizes=(16, 32, 10)):
        super().__init__()
        self.fc1 = nn.Linear(sizes[0], sizes[1])
        self.act = nn.ReLU6()
        self.fc2 = nn.Linear(sizes[1], sizes[2])

    def forward(self, x):
        x = x.to(torch.bfloat16).to(torch.float32)
        h = torch.clamp(self.act(self.fc1(x) * 4.0), min=0.5)
        return self.fc2(h)
