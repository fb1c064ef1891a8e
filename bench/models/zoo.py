#!/usr/bin/env python3
"""The benchmark model zoo: remat MLIR generated from size parameters.

  zoo.py mlp --layers 16 --batch 256 --width 1024 [--train-step]
  zoo.py resmlp --blocks 4 --batch 256 --width 1024
  zoo.py transformer --blocks 2 --batch 2 --seq 16 --width 64 --heads 4
  zoo.py transformer --preset gpt2-small          (12 blocks, 768 wide, ...)
  zoo.py resnet --blocks 4 [--stages 2] [--channels 16] [--image 16]
  zoo.py unet --depth 2 [--channels 16] [--image 16]
  zoo.py dag --ops 300 --seed 0 [--skip 0.3] [--width 8]
  zoo.py chain --ops 100000 [--shape 64x64]
  zoo.py mlp|transformer|resnet ... --dialect upstream

Every family but `chain` (and `mlp --train-step`) emits a forward function
returning its loss, trainable parameters marked {remat.param}, for
`remat-opt --remat-autodiff` to turn into a training step named
<name>_grad. `chain` and `mlp --train-step` write their backward pass out by
hand (the runner's and the analysis' scaling benchmarks use them).
`--dialect upstream` emits the training step of the same model in upstream
ops only (linalg, tensor, arith, math), forward and backward written out,
the backward ops marked {remat.backward} (bench/models/upstream.py).
The output is deterministic: the same arguments give the same text.
"""
import argparse
import math
import random
import sys


def tensor(shape, dtype="f32"):
    return "tensor<" + "".join(f"{d}x" for d in shape) + dtype + ">"


class Emitter:
    """Collects a function's parameters and body lines."""

    def __init__(self, dtype="f32"):
        self.dtype = dtype
        self.args, self.body = [], []

    def t(self, *shape):
        return tensor(shape, self.dtype)

    def arg(self, name, shape, param=False):
        attr = " {remat.param}" if param else ""
        self.args.append(f"%{name}: {self.t(*shape)}{attr}")
        return f"%{name}"

    def op(self, name, text):
        self.body.append(f"  %{name} = {text}")
        return f"%{name}"

    def checkpoint(self, name, operands, types, result_type, build):
        """A remat.checkpoint region over `operands` (of `types`): `build`
        gets the region's block arguments and emits its body through this
        emitter, returning the value it yields (of `result_type`)."""
        args = [f"%{name}_in{i}" for i in range(len(operands))]
        outer, self.body = self.body, []
        result = build(*args)
        inner = self.body
        self.body = outer
        sig = ", ".join(types)
        self.body.append(f"  %{name} = remat.checkpoint ({', '.join(operands)})"
                         f" : ({sig}) -> {result_type} {{")
        self.body.append("  ^bb0(" + ", ".join(
            f"{a}: {t}" for a, t in zip(args, types)) + "):")
        self.body += ["  " + line for line in inner]
        self.body.append(f"    remat.yield {result} : {result_type}")
        self.body.append("  }")
        return f"%{name}"

    def function(self, name, results, returned):
        head = f"func.func @{name}(\n    " + ",\n    ".join(self.args)
        head += f")\n    -> ({', '.join(results)}) {{"
        ret = f"  return {', '.join(returned)} : {', '.join(results)}"
        return "\n".join([head] + self.body + [ret, "}"]) + "\n"


# ---------------------------------------------------------------- mlp


def mlp(a):
    """A ReLU MLP with softmax cross-entropy (matmul, bias_add, relu)."""
    e = Emitter(a.dtype)
    L, B = a.layers, a.batch
    dims = [a.inputs or a.width] + [a.width] * (L - 1) + [a.classes]
    x = e.arg("x", [B, dims[0]])
    labels = e.arg("labels", [B, dims[-1]])
    for i in range(L):
        e.arg(f"w{i}", [dims[i], dims[i + 1]], param=True)
        e.arg(f"b{i}", [dims[i + 1]], param=True)
    act = x
    for i in range(L):
        h = e.op(f"h{i}", f"remat.matmul {act}, %w{i} : ({e.t(B, dims[i])}, "
                 f"{e.t(dims[i], dims[i + 1])}) -> {e.t(B, dims[i + 1])}")
        if a.rescale:
            h = e.op(f"hs{i}", f"remat.scale {h} {{factor = "
                     f"{math.sqrt(6.0 / dims[i]):.6e} : f64}} : "
                     f"{e.t(B, dims[i + 1])}")
        z = e.op(f"z{i}", f"remat.bias_add {h}, %b{i} : {e.t(B, dims[i + 1])}, "
                 f"{e.t(dims[i + 1])}")
        act = e.op(f"a{i}", f"remat.relu {z} : {e.t(B, dims[i + 1])}") \
            if i < L - 1 else z
    scalar = f"tensor<{a.dtype}>"
    loss = e.op("loss", f"remat.softmax_cross_entropy {act}, {labels} : "
                f"{e.t(B, dims[-1])} -> {scalar}")
    if a.train_step and a.rescale:
        sys.exit("zoo.py: --rescale has no hand-written backward pass")
    if not a.train_step:
        return e.function(a.name, [scalar], [loss])
    # The backward pass written out: what remat-autodiff would derive, kept
    # as a fixed reference program for the runner's speed benchmark.
    e.op("one", f"arith.constant dense<1.0> : {scalar}")
    e.op(f"dz{L - 1}", f"remat.softmax_cross_entropy_grad %one, {act}, "
         f"{labels} : {scalar}, {e.t(B, dims[-1])}")
    grads = {}
    for i in reversed(range(L)):
        inp = x if i == 0 else f"%a{i - 1}"
        grads[i] = [
            e.op(f"dw{i}", f"remat.matmul {inp}, %dz{i} {{transpose_a = true}}"
                 f" : ({e.t(B, dims[i])}, {e.t(B, dims[i + 1])}) -> "
                 f"{e.t(dims[i], dims[i + 1])}"),
            e.op(f"db{i}", f"remat.reduce_sum %dz{i} {{axes = array<i64: 0>}}"
                 f" : {e.t(B, dims[i + 1])} -> {e.t(dims[i + 1])}")]
        if i > 0:
            e.op(f"da{i - 1}", f"remat.matmul %dz{i}, %w{i} "
                 f"{{transpose_b = true}} : ({e.t(B, dims[i + 1])}, "
                 f"{e.t(dims[i], dims[i + 1])}) -> {e.t(B, dims[i])}")
            e.op(f"dz{i - 1}", f"remat.relu_grad %da{i - 1}, %a{i - 1} : "
                 f"{e.t(B, dims[i])}")
    results = [scalar] + [e.t(dims[i], dims[i + 1]) if k == 0 else
                          e.t(dims[i + 1]) for i in range(L) for k in (0, 1)]
    returned = [loss] + [g for i in range(L) for g in grads[i]]
    return e.function(a.name + "_train_step", results, returned)


def resmlp(a):
    """A residual ReLU MLP: an input layer, then blocks
    h <- h + W2 relu(W1 h + b1) + b2, softmax cross-entropy."""
    e = Emitter(a.dtype)
    B, W, C = a.batch, a.width, a.classes
    x = e.arg("x", [B, a.inputs or W])
    labels = e.arg("labels", [B, C])
    e.arg("w_in", [a.inputs or W, W], param=True)
    e.arg("b_in", [W], param=True)
    for i in range(a.blocks):
        for j in (1, 2):
            e.arg(f"w{i}_{j}", [W, W], param=True)
            e.arg(f"b{i}_{j}", [W], param=True)
    e.arg("w_out", [W, C], param=True)
    e.arg("b_out", [C], param=True)
    tw = e.t(B, W)

    def linear(name, v, w, b, cin, cout):
        m = e.op(f"{name}_m", f"remat.matmul {v}, {w} : ({e.t(B, cin)}, "
                 f"{e.t(cin, cout)}) -> {e.t(B, cout)}")
        return e.op(f"{name}_z", f"remat.bias_add {m}, {b} : {e.t(B, cout)}, "
                    f"{e.t(cout)}")

    z = linear("in", x, "%w_in", "%b_in", a.inputs or W, W)
    h = e.op("h_in", f"remat.relu {z} : {tw}")
    def block(i, v, w1, b1, w2, b2):
        z = linear(f"blk{i}a", v, w1, b1, W, W)
        r = e.op(f"r{i}", f"remat.relu {z} : {tw}")
        return linear(f"blk{i}b", r, w2, b2, W, W)

    for i in range(a.blocks):
        params = [f"%w{i}_1", f"%b{i}_1", f"%w{i}_2", f"%b{i}_2"]
        if a.checkpoint:
            # The block's inner computation in a checkpoint (PyTorch's
            # per-block torch.utils.checkpoint); the residual add outside.
            f = e.checkpoint(f"blk{i}", [h] + params,
                             [tw, e.t(W, W), e.t(W), e.t(W, W), e.t(W)], tw,
                             lambda *args, i=i: block(i, *args))
        else:
            f = block(i, h, *params)
        h = e.op(f"h{i}", f"remat.add {h}, {f} : {tw}")
    logits = linear("out", h, "%w_out", "%b_out", W, C)
    scalar = f"tensor<{a.dtype}>"
    loss = e.op("loss", f"remat.softmax_cross_entropy {logits}, {labels} : "
                f"{e.t(B, C)} -> {scalar}")
    return e.function(a.name, [scalar], [loss])


# ---------------------------------------------------------------- transformer

GPT2_SMALL = dict(blocks=12, batch=1, seq=1024, width=768, heads=12)


def transformer(a):
    """Pre-LayerNorm encoder blocks (attention + GELU MLP), mse loss."""
    if a.preset == "gpt2-small":
        for k, v in GPT2_SMALL.items():
            setattr(a, k, v)
    B, S, W, H = a.batch, a.seq, a.width, a.heads
    if W % H:
        sys.exit(f"zoo.py: width {W} is not a multiple of heads {H}")
    D, T, M = W // H, B * S, W * a.mlp_ratio
    e = Emitter(a.dtype)
    x = e.arg("x", [B, S, W])
    target = e.arg("target", [B, S, W])
    for b in range(a.blocks):
        for n in ("ln_a", "ln_m"):
            e.arg(f"{n}{b}_g", [W], True)
            e.arg(f"{n}{b}_b", [W], True)
        for n in ("wq", "wk", "wv", "wo"):
            e.arg(f"{n}{b}", [W, W], True)
        e.arg(f"bo{b}", [W], True)
        e.arg(f"w1_{b}", [W, M], True)
        e.arg(f"b1_{b}", [M], True)
        e.arg(f"w2_{b}", [M, W], True)
        e.arg(f"b2_{b}", [W], True)
    e.arg("lnf_g", [W], True)
    e.arg("lnf_b", [W], True)
    tw, heads4, headsT, headsB = (e.t(T, W), e.t(B, S, H, D), e.t(B, H, S, D),
                                  e.t(B * H, S, D))
    mm = lambda l, r, o: f"({l}, {r}) -> {o}"
    h = e.op("x0", f"remat.reshape {x} : {e.t(B, S, W)} -> {tw}")
    perm = "{permutation = array<i64: 0, 2, 1, 3>}"
    for b in range(a.blocks):
        n = e.op(f"n{b}", f"remat.layernorm {h}, %ln_a{b}_g, %ln_a{b}_b : "
                 f"{tw}, {e.t(W)}")
        split = {}
        for p in ("q", "k", "v"):
            v = e.op(f"{p}{b}", f"remat.matmul {n}, %w{p}{b} : "
                     + mm(tw, e.t(W, W), tw))
            v = e.op(f"{p}4_{b}", f"remat.reshape {v} : {tw} -> {heads4}")
            v = e.op(f"{p}t_{b}", f"remat.transpose {v} {perm} : {heads4} -> "
                     f"{headsT}")
            split[p] = e.op(f"{p}h_{b}", f"remat.reshape {v} : {headsT} -> "
                            f"{headsB}")
        ss = e.t(B * H, S, S)
        s = e.op(f"s{b}", f"remat.matmul {split['q']}, {split['k']} "
                 f"{{transpose_b = true}} : " + mm(headsB, headsB, ss))
        s = e.op(f"ss{b}", f"remat.scale {s} {{factor = "
                 f"{1.0 / math.sqrt(D):.6e} : f64}} : {ss}")
        p = e.op(f"p{b}", f"remat.softmax {s} : {ss}")
        c = e.op(f"c{b}", f"remat.matmul {p}, {split['v']} : "
                 + mm(ss, headsB, headsB))
        c = e.op(f"c4_{b}", f"remat.reshape {c} : {headsB} -> {headsT}")
        c = e.op(f"ct_{b}", f"remat.transpose {c} {perm} : {headsT} -> "
                 f"{heads4}")
        c = e.op(f"cm_{b}", f"remat.reshape {c} : {heads4} -> {tw}")
        o = e.op(f"o{b}", f"remat.matmul {c}, %wo{b} : " + mm(tw, e.t(W, W), tw))
        o = e.op(f"ob{b}", f"remat.bias_add {o}, %bo{b} : {tw}, {e.t(W)}")
        r = e.op(f"r{b}", f"remat.add {h}, {o} : {tw}")
        m = e.op(f"m{b}", f"remat.layernorm {r}, %ln_m{b}_g, %ln_m{b}_b : "
                 f"{tw}, {e.t(W)}")
        tm = e.t(T, M)
        f = e.op(f"f1_{b}", f"remat.matmul {m}, %w1_{b} : "
                 + mm(tw, e.t(W, M), tm))
        f = e.op(f"f1b_{b}", f"remat.bias_add {f}, %b1_{b} : {tm}, {e.t(M)}")
        g = e.op(f"g{b}", f"remat.gelu {f} : {tm}")
        f = e.op(f"f2_{b}", f"remat.matmul {g}, %w2_{b} : "
                 + mm(tm, e.t(M, W), tw))
        f = e.op(f"f2b_{b}", f"remat.bias_add {f}, %b2_{b} : {tw}, {e.t(W)}")
        h = e.op(f"y{b}", f"remat.add {r}, {f} : {tw}")
    y = e.op("yf", f"remat.layernorm {h}, %lnf_g, %lnf_b : {tw}, {e.t(W)}")
    y = e.op("out", f"remat.reshape {y} : {tw} -> {e.t(B, S, W)}")
    scalar = f"tensor<{a.dtype}>"
    loss = e.op("loss", f"remat.mse_loss {y}, {target} : {e.t(B, S, W)} -> "
                f"{scalar}")
    return e.function(a.name, [scalar], [loss])


# ---------------------------------------------------------------- conv nets


def conv(e, name, x, x_shape, w, cout, k, bias):
    """conv2d (pad k//2, NHWC/HWCF) + bias_add; returns (value, shape)."""
    n, hh, ww, _ = x_shape
    out = [n, hh, ww, cout]
    p = k // 2
    pad = f" {{padding = array<i64: {p}, {p}, {p}, {p}>}}" if p else ""
    c = e.op(f"{name}_c", f"remat.conv2d {x}, {w}{pad} : ({e.t(*x_shape)}, "
             f"{e.t(k, k, x_shape[3], cout)}) -> {e.t(*out)}")
    z = e.op(f"{name}_z", f"remat.bias_add {c}, {bias} : {e.t(*out)}, "
             f"{e.t(cout)}")
    return z, out


def pool(e, name, x, shape):
    out = [shape[0], shape[1] // 2, shape[2] // 2, shape[3]]
    return e.op(name, f"remat.max_pool2d {x} : {e.t(*shape)} -> "
                f"{e.t(*out)}"), out


def resnet(a):
    """Conv residual stages; each later stage pools and widens 2x first."""
    # Each stage needs a block (a stage without one would declare weights
    # no op uses and leave the head at the wrong width: invalid IR).
    if a.stages < 1 or a.blocks < a.stages:
        sys.exit(f"zoo.py: resnet needs 1 <= --stages <= --blocks, got "
                 f"--stages {a.stages} --blocks {a.blocks}")
    e = Emitter(a.dtype)
    shape = [a.batch, a.image, a.image, a.in_channels]
    x = e.arg("x", shape)
    labels = e.arg("labels", [a.batch, a.classes])
    stage_of = [min(i * a.stages // a.blocks, a.stages - 1)
                for i in range(a.blocks)]
    widths = [a.channels * 2 ** s for s in range(a.stages)]
    e.arg("ws", [3, 3, a.in_channels, widths[0]], True)
    e.arg("bs", [widths[0]], True)
    for s in range(1, a.stages):
        e.arg(f"wp{s}", [1, 1, widths[s - 1], widths[s]], True)
        e.arg(f"bp{s}", [widths[s]], True)
    for i in range(a.blocks):
        c = widths[stage_of[i]]
        for j in (1, 2):
            e.arg(f"w{i}_{j}", [3, 3, c, c], True)
            e.arg(f"b{i}_{j}", [c], True)
    e.arg("wfc", [widths[-1], a.classes], True)
    e.arg("bfc", [a.classes], True)
    z, shape = conv(e, "stem", x, shape, "%ws", widths[0], 3, "%bs")
    h = e.op("h_stem", f"remat.relu {z} : {e.t(*shape)}")
    stage = 0
    for i in range(a.blocks):
        if stage_of[i] != stage:
            stage = stage_of[i]
            h, shape = pool(e, f"pool{stage}", h, shape)
            h, shape = conv(e, f"proj{stage}", h, shape, f"%wp{stage}",
                            widths[stage], 1, f"%bp{stage}")
        t, _ = conv(e, f"blk{i}a", h, shape, f"%w{i}_1", shape[3], 3,
                    f"%b{i}_1")
        t = e.op(f"t{i}", f"remat.relu {t} : {e.t(*shape)}")
        u, _ = conv(e, f"blk{i}b", t, shape, f"%w{i}_2", shape[3], 3,
                    f"%b{i}_2")
        s = e.op(f"sum{i}", f"remat.add {u}, {h} : {e.t(*shape)}")
        h = e.op(f"h{i}", f"remat.relu {s} : {e.t(*shape)}")
    g = e.op("gap", f"remat.reduce_mean {h} {{axes = array<i64: 1, 2>}} : "
             f"{e.t(*shape)} -> {e.t(shape[0], shape[3])}")
    fc = e.op("fc", f"remat.matmul {g}, %wfc : ({e.t(shape[0], shape[3])}, "
              f"{e.t(shape[3], a.classes)}) -> {e.t(a.batch, a.classes)}")
    logits = e.op("logits", f"remat.bias_add {fc}, %bfc : "
                  f"{e.t(a.batch, a.classes)}, {e.t(a.classes)}")
    scalar = f"tensor<{a.dtype}>"
    loss = e.op("loss", f"remat.softmax_cross_entropy {logits}, {labels} : "
                f"{e.t(a.batch, a.classes)} -> {scalar}")
    return e.function(a.name, [scalar], [loss])


def unet(a):
    """Conv encoder-decoder; each decoder level concatenates its encoder's
    output (a long skip), so early activations live to the end."""
    if a.image % (2 ** a.depth):
        sys.exit(f"zoo.py: image {a.image} is not divisible by 2^{a.depth}")
    e = Emitter(a.dtype)
    shape = [a.batch, a.image, a.image, a.in_channels]
    x = e.arg("x", shape)
    target = e.arg("target", shape)
    widths = [a.channels * 2 ** d for d in range(a.depth + 1)]
    cin = a.in_channels
    for d in range(a.depth + 1):
        e.arg(f"we{d}", [3, 3, cin, widths[d]], True)
        e.arg(f"be{d}", [widths[d]], True)
        cin = widths[d]
    for d in reversed(range(a.depth)):
        e.arg(f"wd{d}", [3, 3, widths[d + 1] + widths[d], widths[d]], True)
        e.arg(f"bd{d}", [widths[d]], True)
    e.arg("wout", [1, 1, widths[0], a.in_channels], True)
    e.arg("bout", [a.in_channels], True)
    skips, h = [], x
    for d in range(a.depth + 1):
        z, shape = conv(e, f"enc{d}", h, shape, f"%we{d}", widths[d], 3,
                        f"%be{d}")
        h = e.op(f"e{d}", f"remat.relu {z} : {e.t(*shape)}")
        if d < a.depth:
            skips.append((h, shape))
            h, shape = pool(e, f"p{d}", h, shape)
    for d in reversed(range(a.depth)):
        skip, sshape = skips[d]
        up = [shape[0], shape[1] * 2, shape[2] * 2, shape[3]]
        cat = up[:3] + [up[3] + sshape[3]]
        out = cat[:3] + [widths[d]]

        def level(v, s, w, b, d=d, shape=shape, up=up, sshape=sshape,
                  cat=cat, out=out):
            u = e.op(f"u{d}", f"remat.upsample_nearest2d {v} : "
                     f"{e.t(*shape)} -> {e.t(*up)}")
            c = e.op(f"cat{d}", f"remat.concat {u}, {s} {{axis = 3 : i64}} : "
                     f"({e.t(*up)}, {e.t(*sshape)}) -> {e.t(*cat)}")
            z, _ = conv(e, f"dec{d}", c, cat, w, widths[d], 3, b)
            return e.op(f"d{d}", f"remat.relu {z} : {e.t(*out)}")

        if a.checkpoint:
            # Each decoder level in a checkpoint: the upsampled input and
            # the concatenation with the skip, which the level's filter
            # gradient reads, are recomputed, not kept.
            wshape = [3, 3, cat[3], widths[d]]
            h = e.checkpoint(f"lvl{d}", [h, skip, f"%wd{d}", f"%bd{d}"],
                             [e.t(*shape), e.t(*sshape), e.t(*wshape),
                              e.t(widths[d])], e.t(*out), level)
        else:
            h = level(h, skip, f"%wd{d}", f"%bd{d}")
        shape = out
    out, shape = conv(e, "out", h, shape, "%wout", a.in_channels, 1, "%bout")
    scalar = f"tensor<{a.dtype}>"
    loss = e.op("loss", f"remat.mse_loss {out}, {target} : {e.t(*shape)} -> "
                f"{scalar}")
    return e.function(a.name, [scalar], [loss])


# ---------------------------------------------------------------- graphs


def dag(a):
    """A random forward DAG of elementwise layers: each op an activation of
    the previous value or, with probability --skip, a sum/product with an
    earlier one (a skip connection); mse loss. Deterministic for a seed."""
    rng = random.Random(a.seed)
    e = Emitter(a.dtype)
    # Elementwise ops need one shape; the batch varies with the seed instead
    # so that different seeds have different byte sizes.
    t = e.t(rng.choice([1, 2, 4]), a.width)
    e.args = [f"%x0: {t} {{remat.param}}", f"%target: {t}"]
    values = ["%x0"]
    for i in range(1, a.ops + 1):
        last = values[-1]
        if len(values) > 2 and rng.random() < a.skip:
            # Indexing instead of rng.choice(values[:-1]), which copied the
            # list per op (O(n^2)); choice draws the same index, so every
            # seed still gives the same graph.
            other = values[rng.randrange(len(values) - 1)]
            op = rng.choice(["add", "mul"])
            e.op(f"x{i}", f"remat.{op} {last}, {other} : {t}")
        else:
            op = rng.choice(["tanh", "sigmoid", "relu", "exp", "gelu"])
            # tanh stands in for exp to keep values bounded; the draw keeps
            # the historical sequence of graphs per seed.
            op = "tanh" if op == "exp" else op
            e.op(f"x{i}", f"remat.{op} {last} : {t}")
        values.append(f"%x{i}")
    scalar = f"tensor<{a.dtype}>"
    loss = e.op("loss", f"remat.mse_loss {values[-1]}, %target : {t} -> "
                f"{scalar}")
    return e.function(a.name, [scalar], [loss])


def chain(a):
    """A training step of a chain of elementwise layers with its backward
    pass written out, about --ops ops in total:
      x_{i+1} = act_i(x_i)   (tanh, sigmoid, relu, cycling), mse loss,
      dy_i = act_i_grad(dy_{i+1}, saved)   (tanh/sigmoid save the output,
                                            relu the input)."""
    layers = max(1, (a.ops - 4) // 2)
    t = f"tensor<{a.shape}x{a.dtype}>"
    scalar = f"tensor<{a.dtype}>"
    acts = ["tanh", "sigmoid", "relu"]
    e = Emitter(a.dtype)
    e.args = [f"%x0: {t}", f"%target: {t}"]
    for i in range(layers):
        e.op(f"x{i + 1}", f"remat.{acts[i % 3]} %x{i} : {t}")
    loss = e.op("loss", f"remat.mse_loss %x{layers}, %target : {t} -> "
                f"{scalar}")
    e.op("one", f"arith.constant dense<1.0> : {scalar}")
    e.op(f"dy{layers}", f"remat.mse_loss_grad %one, %x{layers}, %target : "
         f"{scalar}, {t}")
    for i in reversed(range(layers)):
        act = acts[i % 3]
        saved = f"%x{i}" if act == "relu" else f"%x{i + 1}"
        e.op(f"dy{i}", f"remat.{act}_grad %dy{i + 1}, {saved} : {t}")
    return e.function(a.name, [scalar, t], [loss, "%dy0"])


def parser():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="family", required=True)

    def family(name, fn, help_):
        s = sub.add_parser(name, help=help_)
        s.set_defaults(build=fn, name=name)
        s.add_argument("--name", help="function name (default: the family)")
        s.add_argument("--dtype", default="f32")
        s.add_argument("--dialect", choices=["remat", "upstream"],
                       default="remat",
                       help="remat: the forward function in remat ops; "
                            "upstream: the training step, forward and "
                            "backward written out in linalg/tensor/arith/"
                            "math ops (mlp, transformer, resnet)")
        return s

    s = family("mlp", mlp, "ReLU MLP, softmax cross-entropy")
    s.add_argument("--layers", type=int, default=8)
    s.add_argument("--batch", type=int, default=32)
    s.add_argument("--width", type=int, default=256)
    s.add_argument("--in", dest="inputs", type=int)
    s.add_argument("--classes", type=int, default=16)
    s.add_argument("--rescale", action="store_true",
                   help="scale each matmul by sqrt(6/fan_in), so that with "
                        "the runner's uniform [-1, 1) inputs activations keep "
                        "their magnitude at any depth (without it a deep MLP "
                        "overflows to inf)")
    s.add_argument("--train-step", action="store_true",
                   help="write the backward pass out (function <name>_train_step)")
    s = family("resmlp", resmlp, "residual ReLU MLP, softmax cross-entropy")
    s.add_argument("--blocks", type=int, default=4)
    s.add_argument("--batch", type=int, default=32)
    s.add_argument("--width", type=int, default=256)
    s.add_argument("--in", dest="inputs", type=int)
    s.add_argument("--classes", type=int, default=16)
    s.add_argument("--checkpoint", action="store_true",
                   help="each block's inner computation in a "
                        "remat.checkpoint region (for strategy=regions)")
    s = family("transformer", transformer, "pre-LN transformer encoder")
    s.add_argument("--blocks", type=int, default=2)
    s.add_argument("--batch", type=int, default=2)
    s.add_argument("--seq", type=int, default=16)
    s.add_argument("--width", type=int, default=64)
    s.add_argument("--heads", type=int, default=4)
    s.add_argument("--mlp-ratio", type=int, default=4)
    s.add_argument("--preset", choices=["gpt2-small"],
                   help="GPT-2 small sizes (12 blocks, width 768, 12 heads, "
                        "sequence 1024, batch 1)")
    s = family("resnet", resnet, "conv residual stages")
    s.add_argument("--blocks", type=int, default=4)
    s.add_argument("--stages", type=int, default=2)
    s.add_argument("--batch", type=int, default=4)
    s.add_argument("--image", type=int, default=16)
    s.add_argument("--in-channels", type=int, default=8)
    s.add_argument("--channels", type=int, default=16)
    s.add_argument("--classes", type=int, default=10)
    s = family("unet", unet, "conv encoder-decoder with long skips")
    s.add_argument("--depth", type=int, default=2)
    s.add_argument("--batch", type=int, default=2)
    s.add_argument("--image", type=int, default=16)
    s.add_argument("--in-channels", type=int, default=4)
    s.add_argument("--channels", type=int, default=16)
    s.add_argument("--checkpoint", action="store_true",
                   help="each decoder level (upsample, concatenation with "
                        "the skip, conv, bias, relu) in a remat.checkpoint "
                        "region (for strategy=regions)")
    s = family("dag", dag, "random DAG of elementwise ops with skips")
    s.add_argument("--ops", type=int, required=True)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--skip", type=float, default=0.3,
                   help="probability that an op also reads an earlier value")
    s.add_argument("--width", type=int, default=8)
    s = family("chain", chain, "elementwise chain with its backward pass")
    s.add_argument("--ops", type=int, required=True,
                   help="approximate total number of ops")
    s.add_argument("--shape", default="64x64")
    return p


def main(argv=None):
    a = parser().parse_args(argv)
    a.name = a.name or a.family
    if a.dialect == "upstream":
        import upstream
        if a.family not in upstream.BUILDERS:
            sys.exit(f"zoo.py: --dialect upstream has no {a.family} "
                     f"(it has {', '.join(sorted(upstream.BUILDERS))})")
        a.build = upstream.BUILDERS[a.family]
    sys.stdout.write(a.build(a))


if __name__ == "__main__":
    main()
