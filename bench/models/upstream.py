"""Training steps of the zoo's models written in upstream MLIR ops only.

`zoo.py --dialect upstream` uses this module. The remat autodiff derives
backward passes of remat ops only, so here the forward AND the backward pass
are written out, in linalg named ops (matmul, batch_matmul,
conv_2d_nhwc_hwcf, pooling_nhwc_max, transpose), `linalg.generic`
elementwise ops and reductions, arith/math scalar bodies, `tensor.empty`,
`tensor.pad` and `tensor.collapse_shape`/`expand_shape`.

Each layer computes what the remat op of the same name computes when
`convert-remat-to-linalg` lowers it (same formulas, same order of the scalar
arithmetic where the structure allows), so that the step's results match the
remat-dialect model differentiated by `remat-autodiff` (the executed test
test/Integration/Upstream checks it). Arguments and results come in the same
order as `remat-autodiff`'s `<name>_grad`: the forward function's arguments,
then the loss and one gradient per `{remat.param}` argument.

Every op of the backward pass carries the unit attribute `remat.backward`,
the phase hook for IR without remat gradient ops.
"""
import math

from upstream_ops import Upstream

# ---------------------------------------------------------------- models


class Params:
    """The {remat.param} arguments in order, and their gradients."""

    def __init__(self, up):
        self.up, self.order, self.vals, self.grads = up, [], {}, {}

    def __call__(self, name, shape):
        v = self.up.arg(name, shape, param=True)
        self.order.append(name)
        self.vals[name] = v
        return v

    def __getitem__(self, name):
        return self.vals[name]

    def grad(self, name, value):
        self.grads[name] = value

    def results(self, loss):
        missing = [n for n in self.order if n not in self.grads]
        if missing:
            raise ValueError(f"no gradient for {missing}")
        return [loss] + [self.grads[n] for n in self.order]


def _finish(up, params, name, loss):
    res = params.results(loss)
    return up.function(name, res, res)


def mlp(a):
    """The zoo's ReLU MLP (matmul, bias_add, relu, softmax cross-entropy)
    and its backward pass."""
    if a.rescale:
        raise SystemExit("zoo.py: --dialect upstream has no --rescale")
    u = Upstream(a.dtype)
    L, B = a.layers, a.batch
    dims = [a.inputs or a.width] + [a.width] * (L - 1) + [a.classes]
    x = u.arg("x", [B, dims[0]])
    labels = u.arg("labels", [B, dims[-1]])
    p = Params(u)
    for i in range(L):
        p(f"w{i}", [dims[i], dims[i + 1]])
        p(f"b{i}", [dims[i + 1]])
    acts, act = [], x
    for i in range(L):
        z = u.bias_add(u.matmul(act, p[f"w{i}"]), p[f"b{i}"])
        acts.append(act)
        act = u.relu(z) if i < L - 1 else z
    loss = u.softmax_cross_entropy(act, labels)
    u.backward()
    dz = u.softmax_cross_entropy_grad(u.scalar_one(), act, labels)
    for i in reversed(range(L)):
        p.grad(f"b{i}", u.reduce_sum(dz, [0]))
        if i > 0:
            da = u.matmul(dz, p[f"w{i}"], tb=True)
        p.grad(f"w{i}", u.matmul(acts[i], dz, ta=True))
        if i > 0:
            dz = u.relu_grad(da, acts[i])
    return _finish(u, p, f"{a.name}_train_step", loss)


def transformer(a):
    """The zoo's pre-LayerNorm encoder blocks (attention + GELU MLP, mse
    loss) and their backward pass."""
    B, S, W, H = a.batch, a.seq, a.width, a.heads
    if W % H:
        raise SystemExit(f"zoo.py: width {W} is not a multiple of heads {H}")
    D, T, M = W // H, B * S, W * a.mlp_ratio
    # The remat version prints the factor with 7 digits; the same f64 here.
    factor = float(f"{1.0 / math.sqrt(D):.6e}")
    u = Upstream(a.dtype)
    x = u.arg("x", [B, S, W])
    target = u.arg("target", [B, S, W])
    p = Params(u)
    for b in range(a.blocks):
        for n in ("ln_a", "ln_m"):
            p(f"{n}{b}_g", [W])
            p(f"{n}{b}_b", [W])
        for n in ("wq", "wk", "wv", "wo"):
            p(f"{n}{b}", [W, W])
        p(f"bo{b}", [W])
        p(f"w1_{b}", [W, M])
        p(f"b1_{b}", [M])
        p(f"w2_{b}", [M, W])
        p(f"b2_{b}", [W])
    p("lnf_g", [W])
    p("lnf_b", [W])
    perm = [0, 2, 1, 3]
    heads = lambda v: u.reshape(u.transpose(u.reshape(v, [B, S, H, D]), perm),
                                [B * H, S, D])
    merge = lambda v: u.reshape(u.transpose(u.reshape(v, [B, H, S, D]), perm),
                                [T, W])
    h = u.reshape(x, [T, W])
    saved = []
    for b in range(a.blocks):
        k = {"h": h}
        k["n"] = u.layernorm(h, p[f"ln_a{b}_g"], p[f"ln_a{b}_b"])
        for q in ("q", "k", "v"):
            k[q] = heads(u.matmul(k["n"], p[f"w{q}{b}"]))
        s = u.scale(u.matmul(k["q"], k["k"], tb=True), factor)
        k["p"] = u.softmax(s)
        k["cm"] = merge(u.matmul(k["p"], k["v"]))
        o = u.bias_add(u.matmul(k["cm"], p[f"wo{b}"]), p[f"bo{b}"])
        k["r"] = u.add(h, o)
        k["m"] = u.layernorm(k["r"], p[f"ln_m{b}_g"], p[f"ln_m{b}_b"])
        k["f1"] = u.bias_add(u.matmul(k["m"], p[f"w1_{b}"]), p[f"b1_{b}"])
        k["g"] = u.gelu(k["f1"])
        f2 = u.bias_add(u.matmul(k["g"], p[f"w2_{b}"]), p[f"b2_{b}"])
        h = u.add(k["r"], f2)
        saved.append(k)
    out = u.reshape(u.layernorm(h, p["lnf_g"], p["lnf_b"]), [B, S, W])
    loss = u.mse_loss(out, target)
    u.backward()
    dout = u.mse_loss_grad(u.scalar_one(), out, target)
    dy, dg, db = u.layernorm_grad(u.reshape(dout, [T, W]), h, p["lnf_g"])
    p.grad("lnf_g", dg)
    p.grad("lnf_b", db)
    unheads = lambda v: u.reshape(
        u.transpose(u.reshape(v, [B, H, S, D]), perm), [T, W])
    for b in reversed(range(a.blocks)):
        k = saved[b]
        p.grad(f"b2_{b}", u.reduce_sum(dy, [0]))
        dgl = u.matmul(dy, p[f"w2_{b}"], tb=True)
        p.grad(f"w2_{b}", u.matmul(k["g"], dy, ta=True))
        df1 = u.gelu_grad(dgl, k["f1"])
        p.grad(f"b1_{b}", u.reduce_sum(df1, [0]))
        dm = u.matmul(df1, p[f"w1_{b}"], tb=True)
        p.grad(f"w1_{b}", u.matmul(k["m"], df1, ta=True))
        dr, dg, db = u.layernorm_grad(dm, k["r"], p[f"ln_m{b}_g"])
        p.grad(f"ln_m{b}_g", dg)
        p.grad(f"ln_m{b}_b", db)
        dr = u.add(dy, dr)
        p.grad(f"bo{b}", u.reduce_sum(dr, [0]))
        dcm = u.matmul(dr, p[f"wo{b}"], tb=True)
        p.grad(f"wo{b}", u.matmul(k["cm"], dr, ta=True))
        dc = u.reshape(u.transpose(u.reshape(dcm, [B, S, H, D]), perm),
                       [B * H, S, D])
        dpr = u.matmul(dc, k["v"], tb=True)
        dv = u.matmul(k["p"], dc, ta=True)
        ds = u.scale(u.softmax_grad(dpr, k["p"]), factor)
        dq = u.matmul(ds, k["k"])
        dk = u.matmul(ds, k["q"], ta=True)
        dn = None
        for name, g in (("v", dv), ("k", dk), ("q", dq)):
            g2 = unheads(g)
            part = u.matmul(g2, p[f"w{name}{b}"], tb=True)
            p.grad(f"w{name}{b}", u.matmul(k["n"], g2, ta=True))
            dn = part if dn is None else u.add(dn, part)
        dh, dg, db = u.layernorm_grad(dn, k["h"], p[f"ln_a{b}_g"],
                                      need_dx=b > 0)
        p.grad(f"ln_a{b}_g", dg)
        p.grad(f"ln_a{b}_b", db)
        if b > 0:
            dy = u.add(dr, dh)
    return _finish(u, p, f"{a.name}_train_step", loss)


def resnet(a):
    """The zoo's conv residual stages (conv2d + bias_add, relu, 2x2 max
    pooling and a 1x1 projection between stages, global mean, softmax
    cross-entropy) and their backward pass."""
    if a.stages < 1 or a.blocks < a.stages:
        raise SystemExit(f"zoo.py: resnet needs 1 <= --stages <= --blocks, "
                         f"got --stages {a.stages} --blocks {a.blocks}")
    u = Upstream(a.dtype)
    x = u.arg("x", [a.batch, a.image, a.image, a.in_channels])
    labels = u.arg("labels", [a.batch, a.classes])
    stage_of = [min(i * a.stages // a.blocks, a.stages - 1)
                for i in range(a.blocks)]
    widths = [a.channels * 2 ** s for s in range(a.stages)]
    p = Params(u)
    p("ws", [3, 3, a.in_channels, widths[0]])
    p("bs", [widths[0]])
    for s in range(1, a.stages):
        p(f"wp{s}", [1, 1, widths[s - 1], widths[s]])
        p(f"bp{s}", [widths[s]])
    for i in range(a.blocks):
        c = widths[stage_of[i]]
        for j in (1, 2):
            p(f"w{i}_{j}", [3, 3, c, c])
            p(f"b{i}_{j}", [c])
    p("wfc", [widths[-1], a.classes])
    p("bfc", [a.classes])

    def conv(v, w, bias, pad):
        return u.bias_add(u.conv(v, p[w], pad), p[bias])

    # The forward pass, and the backward steps in reverse order.
    steps = []
    h = u.relu(conv(x, "ws", "bs", 1))
    steps.append(("stem", x, h))
    stage = 0
    for i in range(a.blocks):
        if stage_of[i] != stage:
            stage = stage_of[i]
            pooled = u.max_pool(h)
            steps.append(("pool", h, pooled))
            proj = conv(pooled, f"wp{stage}", f"bp{stage}", 0)
            steps.append(("proj", pooled, stage))
            h = proj
        t = u.relu(conv(h, f"w{i}_1", f"b{i}_1", 1))
        s = u.add(conv(t, f"w{i}_2", f"b{i}_2", 1), h)
        h_next = u.relu(s)
        steps.append(("block", (h, t, h_next), i))
        h = h_next
    gap = u.reduce_sum(h, [1, 2], mean=True)
    logits = u.bias_add(u.matmul(gap, p["wfc"]), p["bfc"])
    loss = u.softmax_cross_entropy(logits, labels)
    u.backward()
    dl = u.softmax_cross_entropy_grad(u.scalar_one(), logits, labels)
    p.grad("bfc", u.reduce_sum(dl, [0]))
    dgap = u.matmul(dl, p["wfc"], tb=True)
    p.grad("wfc", u.matmul(gap, dl, ta=True))
    count = h.shape[1] * h.shape[2]
    dh = u.scale(u.broadcast_spatial(dgap, h.shape), 1.0 / count)
    for kind, vals, idx in reversed(steps):
        if kind == "block":
            hin, t, hout = vals
            ds = u.relu_grad(dh, hout)
            p.grad(f"b{idx}_2", u.reduce_sum(ds, [0, 1, 2]))
            dt = u.conv_grad_input(ds, p[f"w{idx}_2"], 1)
            p.grad(f"w{idx}_2", u.conv_grad_filter(ds, t, 1, 3))
            dtz = u.relu_grad(dt, t)
            p.grad(f"b{idx}_1", u.reduce_sum(dtz, [0, 1, 2]))
            dconv = u.conv_grad_input(dtz, p[f"w{idx}_1"], 1)
            p.grad(f"w{idx}_1", u.conv_grad_filter(dtz, hin, 1, 3))
            dh = u.add(dconv, ds)
        elif kind == "proj":
            pooled, stage = vals, idx
            p.grad(f"bp{stage}", u.reduce_sum(dh, [0, 1, 2]))
            dpool = u.conv_grad_input(dh, p[f"wp{stage}"], 0)
            p.grad(f"wp{stage}", u.conv_grad_filter(dh, pooled, 0, 1))
            dh = dpool
        elif kind == "pool":
            hin, pooled = vals, idx
            dh = u.max_pool_grad(dh, hin, pooled)
        else:
            xin, hout = vals, idx
            dz = u.relu_grad(dh, hout)
            p.grad("bs", u.reduce_sum(dz, [0, 1, 2]))
            p.grad("ws", u.conv_grad_filter(dz, xin, 1, 3))
    return _finish(u, p, f"{a.name}_train_step", loss)


BUILDERS = {"mlp": mlp, "transformer": transformer, "resnet": resnet}
