"""Traces a PyTorch nn.Module at the aten level and writes it as a forward
function in the remat dialect, followed by a loss.

Tracing uses `make_fx` (torch.fx.experimental.proxy_tensor, the same function
functorch exports in torch 1.13) over `functional_call`, so the parameters are
graph inputs and every op is an aten overload (`aten.addmm.default`,
`aten.convolution.default`, ...). Composite ops (`matmul`, `flatten`,
`linear`) are already decomposed by the tracer; no decomposition table is
needed for the ops supported here.

Module paths: while tracing, global forward pre/post hooks keep a stack of the
`named_modules()` paths being executed, and every graph node records the
innermost one. Each emitted op carries it as its location
(`loc("layer2.0.conv1")`); ops of the top-level forward get the root class
name.

Layouts: PyTorch convolutions are NCHW/OIHW, remat's NHWC/HWCF. A value keeps
its PyTorch shape and a permutation saying which PyTorch dimension each
physical dimension holds; transposes are emitted only where an op needs
another layout (so conv -> relu -> pool -> conv stays NHWC, and a Linear's
`t(W)` becomes `matmul {transpose_b = true}` on the parameter itself).
Parameters stay in PyTorch's layout, so their gradients compare directly.
"""
import collections
import inspect
import json
import operator

import numpy as np
import torch
from torch.fx.experimental.proxy_tensor import make_fx
from torch.nn.utils import stateless

from .aten import (_CONST, _CONST_OPERANDS_IGNORED, _INDEX_TYPES,
                   _MLIR_TYPES, _POISON,
                   _arg_name, _Emitter, _handler_for, _is_const, _Mask,
                   _ttype, _Unsupported, _Val)

LOSSES = ("mse", "cross_entropy")


class UnsupportedOpsError(Exception):
    """Every aten op the importer cannot express, with its count and the
    module paths that produced it."""

    def __init__(self, unsupported):
        self.unsupported = unsupported  # op -> Counter(module path -> count)
        total = sum(sum(c.values()) for c in unsupported.values())
        lines = [f"{total} unsupported aten op use(s), {len(unsupported)} "
                 f"distinct op(s):"]
        for op in sorted(unsupported):
            paths = unsupported[op]
            where = ", ".join(f"{p} x{n}" if n > 1 else p
                              for p, n in sorted(paths.items()))
            lines.append(f"  {op}: {sum(paths.values())} ({where})")
        super().__init__("\n".join(lines))


class ImportResult:
    """The imported function and its argument values.

    `arrays` maps each argument's name (its `remat.name`) to its value, in
    argument order; `extras` holds values that are not arguments (none
    today). `param_names` lists the `{remat.param}` arguments in order: the
    gradients of `<name>_grad` come in this order after the loss.
    """

    def __init__(self, mlir, func_name, arrays, param_names, extras):
        self.mlir = mlir
        self.func_name = func_name
        self.arrays = arrays
        self.param_names = param_names
        self.extras = extras

    def save(self, mlir_path, npz_path):
        with open(mlir_path, "w") as f:
            f.write(self.mlir)
        save_npz(npz_path, {**self.arrays, **self.extras})


def save_npz(path, arrays):
    """np.savez with keys that may contain dots (module paths)."""
    with open(path, "wb") as f:
        np.savez(f, **arrays)


def _tied_names(model):
    """Each parameter name that `named_parameters()` drops as a duplicate
    (a tied weight such as a language-model head sharing the token
    embedding), mapped to the name it keeps."""
    kept = {id(p): n for n, p in model.named_parameters()}
    tied = {}
    for prefix, module in model.named_modules():
        for local, p in module._parameters.items():
            name = f"{prefix}.{local}" if prefix else local
            if p is not None and kept[id(p)] != name:
                tied[name] = kept[id(p)]
    return tied


def _trace(model, flat_inputs, param_names, n_params):
    """make_fx over functional_call; each node gets meta['remat_path'].
    Tied parameters are passed under each of their names, so every use
    reads the one graph input."""
    tied = _tied_names(model)
    paths = {id(m): (p or type(model).__name__)
             for p, m in model.named_modules()}
    stack = []

    def pre(mod, inputs):
        stack.append(paths.get(id(mod), stack[-1] if stack else
                               type(model).__name__))

    def post(mod, inputs, output):
        stack.pop()

    def fn(*args):
        params = dict(zip(param_names, args[:n_params]))
        params.update({alias: params[name] for alias, name in tied.items()})
        return stateless.functional_call(model, params, tuple(args[n_params:]))

    original = torch.fx.Graph.create_node

    def create_node(self, *args, **kwargs):
        node = original(self, *args, **kwargs)
        node.meta["remat_path"] = stack[-1] if stack else \
            type(model).__name__
        return node

    hooks = [torch.nn.modules.module.register_module_forward_pre_hook(pre),
             torch.nn.modules.module.register_module_forward_hook(post)]
    torch.fx.Graph.create_node = create_node
    try:
        graph_module = make_fx(fn)(*flat_inputs)
    finally:
        torch.fx.Graph.create_node = original
        for h in hooks:
            h.remove()
    return graph_module


class _Recorder(torch.fx.Interpreter):
    def __init__(self, gm):
        super().__init__(gm)
        self.values = {}

    def run_node(self, n):
        v = super().run_node(n)
        self.values[n] = v
        return v


def _input_names(model, count):
    try:
        sig = inspect.signature(model.forward)
        names = [p.name for p in sig.parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        names = []
    return [names[i] if i < len(names) else f"input{i}" for i in range(count)]


def import_module(model, example_inputs, loss="mse", target=None,
                  func_name="forward", seed=0):
    """Imports `model` applied to `example_inputs` (a tensor or a tuple of
    tensors) followed by `loss` ("mse" or "cross_entropy").

    `target` is the mse target (a tensor shaped like the output) or the
    cross-entropy labels (an integer tensor of the output's leading shape);
    by default one is drawn from `seed`. Returns an ImportResult; raises
    UnsupportedOpsError listing every op it cannot express.
    """
    if loss not in LOSSES:
        raise ValueError(f"loss must be one of {', '.join(LOSSES)}, not "
                         f"'{loss}'")
    if isinstance(example_inputs, torch.Tensor):
        example_inputs = (example_inputs,)
    example_inputs = tuple(example_inputs)
    params = [(n, p) for n, p in model.named_parameters()]
    param_names = [n for n, _ in params]
    flat = [p.detach() for _, p in params] + list(example_inputs)
    for i, t in enumerate(example_inputs):
        if t.dtype not in _MLIR_TYPES and t.dtype not in _INDEX_TYPES:
            raise ValueError(f"input {i} has dtype {t.dtype}; remat tensors "
                             f"are f16, bf16, f32, f64, i32 or i64")
    gm = _trace(model, flat, param_names, len(params))
    recorder = _Recorder(gm)
    with torch.no_grad():
        output = recorder.run(*flat)
    if not isinstance(output, torch.Tensor):
        raise ValueError("the model must return a single tensor")

    input_names = _input_names(model, len(example_inputs))
    loss_arg = "target" if loss == "mse" else "labels"
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]

    E = _Emitter()
    env = {}
    unsupported = collections.defaultdict(collections.Counter)
    for i, node in enumerate(placeholders):
        t = flat[i]
        name = param_names[i] if i < len(params) else \
            input_names[i - len(params)]
        env[node] = _Val(_arg_name(name), t.shape, range(t.dim()), t.dtype)

    def lookup(a):
        if isinstance(a, torch.fx.Node):
            return env.get(a, _POISON)
        if isinstance(a, (list, tuple)):
            return type(a)(lookup(x) for x in a)
        return a

    def poisoned(a):
        if a is _POISON:
            return True
        return isinstance(a, (list, tuple)) and any(poisoned(x) for x in a)

    result_node = None
    for node in gm.graph.nodes:
        if node.op == "placeholder":
            continue
        if node.op == "output":
            result_node = node.args[0]
            continue
        if not node.users:
            continue
        E.loc = node.meta.get("remat_path", type(model).__name__)
        path = E.loc
        if node.op == "get_attr":
            # Buffers and tensor attributes: an error only where an op
            # needs the value (batch norm's running statistics are not).
            env[node] = _CONST
            continue
        if node.op == "call_function" and node.target is operator.getitem:
            src = env.get(node.args[0], _POISON)
            if src is _POISON:
                env[node] = _POISON
                continue
            v = src[node.args[1]]
            if v is None:
                unsupported[f"{node.args[0].target} (result "
                            f"{node.args[1]} used)"][path] += 1
                v = _POISON
            env[node] = v
            continue
        name = str(node.target)
        handler = _handler_for(node.target) if node.op == "call_function" \
            and isinstance(node.target, torch._ops.OpOverload) else None
        if handler is None:
            unsupported[name][path] += 1
            env[node] = _POISON
            continue
        args, kwargs = lookup(node.args), {k: lookup(v) for k, v in
                                           node.kwargs.items()}
        ignored = _CONST_OPERANDS_IGNORED.get(
            node.target.overloadpacket.__name__, ())
        if any(_is_const(a) for i, a in enumerate(args) if i not in ignored) \
                or any(_is_const(v) for v in kwargs.values()):
            unsupported[f"{name} (a constant tensor operand: a buffer or "
                        f"tensor attribute)"][path] += 1
            env[node] = _POISON
            continue
        if poisoned(args) or poisoned(list(kwargs.values())):
            env[node] = _POISON
            continue
        value = recorder.values[node]
        takes_masks = getattr(handler, "mask_op", False)
        if not takes_masks and any(isinstance(a, _Mask) for a in
                                   list(args) + list(kwargs.values())):
            unsupported[f"{name} (a constant mask operand)"][path] += 1
            env[node] = _POISON
            continue
        if isinstance(value, torch.Tensor) and not takes_masks and \
                value.dtype not in _MLIR_TYPES:
            unsupported[f"{name} (dtype {value.dtype})"][path] += 1
            env[node] = _POISON
            continue
        try:
            env[node] = handler(E, node, args, kwargs, value)
        except _Unsupported as e:
            unsupported[f"{name} ({e})"][path] += 1
            env[node] = _POISON
    if unsupported:
        raise UnsupportedOpsError(dict(unsupported))

    out = env[result_node]
    E.loc = "loss"
    gen = torch.Generator().manual_seed(seed)
    out_dtype = output.dtype
    extras = {}
    pred = E.ident(out)
    if loss == "mse":
        if target is None:
            target = torch.randn(output.shape, generator=gen, dtype=out_dtype)
        if tuple(target.shape) != tuple(output.shape):
            raise ValueError(f"mse target shape {tuple(target.shape)} is not "
                             f"the output's {tuple(output.shape)}")
        label_value = target.detach().to(out_dtype)
        label_type = pred.type
    else:
        classes = output.shape[-1]
        if target is None:
            target = torch.randint(0, classes, output.shape[:-1],
                                   generator=gen)
        if tuple(target.shape) != tuple(output.shape[:-1]):
            raise ValueError(f"labels shape {tuple(target.shape)} is not the "
                             f"output's leading shape "
                             f"{tuple(output.shape[:-1])}")
        label_value = target.to(torch.int64)
        label_type = _ttype(label_value.shape, torch.int64)
    scalar = _ttype((), out_dtype)
    if loss == "mse":
        E.lines.append(f"  %loss = remat.mse_loss {pred.name}, %{loss_arg} : "
                       f"{pred.type} -> {scalar} loc(\"loss\")")
    else:
        E.lines.append(f"  %loss = remat.cross_entropy {pred.name}, "
                       f"%{loss_arg} : {pred.type}, {label_type} -> {scalar} "
                       f"loc(\"loss\")")

    # Arguments: the inputs, the target or labels, then the parameters.
    arrays = collections.OrderedDict()
    sig = []
    for i, name in enumerate(input_names):
        t = example_inputs[i]
        sig.append(f"{_arg_name(name)}: {_ttype(t.shape, t.dtype)} "
                   f"{{remat.name = {json.dumps(name)}}}")
        arrays[name] = t.detach().numpy()
    bound = (f", remat.bound = {output.shape[-1]} : i64"
             if loss == "cross_entropy" else "")
    sig.append(f"%{loss_arg}: {label_type} {{remat.name = \"{loss_arg}\""
               f"{bound}}}")
    arrays[loss_arg] = label_value.numpy()
    for name, p in params:
        mark = ", remat.param" if p.requires_grad else ""
        sig.append(f"{_arg_name(name)}: {_ttype(p.shape, p.dtype)} "
                   f"{{remat.name = {json.dumps(name)}{mark}}}")
        arrays[name] = p.detach().numpy()
    trainable = [n for n, p in params if p.requires_grad]
    header = [f"// Imported from PyTorch by remat-import-torch: "
              f"{type(model).__name__} with loss {loss}.",
              f"// The gradients of @{func_name}_grad (remat-autodiff) come "
              f"in this order: " + ", ".join(trainable) + ".",
              f"func.func @{func_name}(",
              "    " + ",\n    ".join(sig) + f") -> {scalar} {{"]
    text = "\n".join(header + E.lines +
                     [f"  return %loss : {scalar} loc(\"loss\")", "}", ""])
    return ImportResult(text, func_name, arrays, trainable, extras)
