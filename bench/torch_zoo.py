"""A zoo model's forward function run by PyTorch eager, op by op.

build_step(generic_text, entry) parses the function (the generic form that
`remat-opt --mlir-print-op-generic` prints, read by the reference
interpreter's parser), fills its arguments with remat-run's values
(remat.reference.make_input: argument k, seed 0), marks the `remat.param`
arguments as requiring gradients, and returns (step, params, loss_of):
step() runs one training step (`.grad = None` on every parameter, the
forward with torch ops, `loss.backward()`), loss_of() the loss of the last
step as a float. float64_loss(generic_text, entry) evaluates the forward once
in float64 on the same values widened exactly (no gradients): the third
opinion the step-time benchmark's loss check measures both f32 losses
against. NHWC convolutions and pools run on permuted views, as
PyTorch's are NCHW. The op table follows bench/saved_vs_pytorch.py's.
"""
import torch
import torch.nn.functional as F

from remat import reference as remat_ref


def _ints(op, key, default):
    v = op.attr(key)
    return list(v) if v is not None else default


def _nchw(x):
    return x.permute(0, 3, 1, 2)


def _nhwc(x):
    return x.permute(0, 2, 3, 1)


def _conv2d(op, x, w):
    strides = _ints(op, "strides", [1, 1])
    top, bottom, left, right = _ints(op, "padding", [0, 0, 0, 0])
    xin = _nchw(x)
    if (top, left) != (bottom, right):
        xin = F.pad(xin, (left, right, top, bottom))
        top = left = 0
    return _nhwc(F.conv2d(xin, w.permute(3, 2, 0, 1), stride=strides,
                          padding=(top, left),
                          groups=int(op.attr("groups") or 1)))


def _matmul(op, a, b):
    if op.attr("transpose_a"):
        a = a.transpose(-1, -2)
    if op.attr("transpose_b"):
        b = b.transpose(-1, -2)
    return torch.matmul(a, b)


def _cross_entropy(logits, labels):
    rows = logits.numel() // logits.shape[-1]
    return -(labels * F.log_softmax(logits, -1)).sum() / rows


HANDLERS = {
    "remat.matmul": lambda op, a: _matmul(op, *a),
    "remat.add": lambda op, a: a[0] + a[1],
    "remat.mul": lambda op, a: a[0] * a[1],
    "remat.scale": lambda op, a: a[0] * float(op.attr("factor")),
    "remat.bias_add": lambda op, a: a[0] + a[1],
    "remat.relu": lambda op, a: F.relu(a[0]),
    "remat.gelu": lambda op, a: F.gelu(a[0], approximate="tanh"),
    "remat.tanh": lambda op, a: torch.tanh(a[0]),
    "remat.sigmoid": lambda op, a: torch.sigmoid(a[0]),
    "remat.exp": lambda op, a: torch.exp(a[0]),
    "remat.softmax": lambda op, a: F.softmax(a[0], -1),
    "remat.layernorm": lambda op, a: F.layer_norm(
        a[0], a[0].shape[-1:], a[1], a[2], float(op.attr("epsilon", 1e-5))),
    "remat.reshape": lambda op, a: a[0].reshape(op.result_types[0].shape),
    "remat.transpose": lambda op, a: a[0].permute(
        _ints(op, "permutation", None)),
    "remat.reduce_mean": lambda op, a: a[0].mean(_ints(op, "axes", None)),
    "remat.concat": lambda op, a: torch.cat(a, int(op.attr("axis", -1))),
    "remat.conv2d": lambda op, a: _conv2d(op, *a),
    "remat.max_pool2d": lambda op, a: _nhwc(F.max_pool2d(
        _nchw(a[0]), _ints(op, "window", [2, 2]),
        _ints(op, "strides", _ints(op, "window", [2, 2])))),
    "remat.upsample_nearest2d": lambda op, a: _nhwc(F.interpolate(
        _nchw(a[0]), scale_factor=_ints(op, "scale", [2, 2]),
        mode="nearest")),
    "remat.mse_loss": lambda op, a: F.mse_loss(a[0], a[1]),
    "remat.softmax_cross_entropy": lambda op, a: _cross_entropy(*a),
}


def _function(generic_text, entry, dtype):
    """(block, argument environment, parameters) of @entry: its arguments
    filled with remat-run's f32 values converted to `dtype` (exactly, for
    float64), parameters requiring gradients."""
    module = remat_ref.parse_module(generic_text)
    func = module.function(entry)
    block = func.regions[0][0]
    arg_attrs = func.attr("arg_attrs") or [{}] * len(block.args)
    env, params = {}, []
    for k, ((arg, type_), attrs) in enumerate(zip(block.args, arg_attrs)):
        if type_.elem != "f32":
            raise SystemExit(f"torch_zoo.py: argument {k} of @{entry} is "
                             f"{type_.elem}; only f32 is supported")
        t = torch.from_numpy(remat_ref.make_input(type_.shape, type_.elem, k))
        t = t.to(dtype)
        if attrs and attrs.get("remat.param"):
            t.requires_grad_(True)
            params.append(t)
        env[(arg, 0)] = t
    for op in block.ops:
        if op.name != "func.return" and op.name not in HANDLERS:
            raise SystemExit(f"torch_zoo.py: no PyTorch op for {op.name} "
                             f"(line {op.line})")
    return block, env, params


def _forward(block, env):
    values = dict(env)
    for op in block.ops:
        if op.name == "func.return":
            return values[op.operands[0]]
        values[op.results[0]] = HANDLERS[op.name](
            op, [values[v] for v in op.operands])
    raise SystemExit("torch_zoo.py: the function has no func.return")


def float64_loss(generic_text, entry):
    block, env, _ = _function(generic_text, entry, torch.float64)
    with torch.no_grad():
        return float(_forward(block, env))


def build_step(generic_text, entry):
    block, env, params = _function(generic_text, entry, torch.float32)
    last = {}

    def step():
        for p in params:
            p.grad = None
        loss = _forward(block, env)
        loss.backward()
        last["loss"] = loss

    def loss_of():
        return float(last["loss"].detach())

    return step, params, loss_of
