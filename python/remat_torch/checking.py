"""What the scripts that compare Remat with PyTorch share: the model and batch
built as remat-import-torch builds them, and the error measures.

scripts/check-against-torch.py and scripts/torch-f32-rounding.py take the
same positional model, --kwargs, --input, --path and --seed
(add_model_arguments), build the model with torch.manual_seed(seed) before
calling the callable and draw the batch from the same seed
(build_model), so both see the weights and batch the importer sees.

The f32 bound (float64_bound, docs/reference/TorchCheck.md): a tensor's f32
gradient from Remat passes when its relative error in the max norm against
PyTorch autograd evaluated in float64 (the same weights widened exactly, the
same batch), max|r - g64| / max|g64|, is at most rtol (1e-4), or, where it is
larger, at most ROUNDING_FACTOR times PyTorch's own f32 error on that
tensor, max|g32 - g64| / max|g64|: the f32 rounding of that tensor's
computation, measured. The widening applies only where PyTorch's f32 is
itself more than rtol / ROUNDING_FACTOR from float64: gradients that are
zero in exact arithmetic (both f32 runs hold rounding noise), a max-pool
near-tie that f32 rounding decides (the gradient moves by the other
element's contribution), a deep network whose f32 gradients drift past
1e-4. Everywhere else it is the 1e-4 relative bound against float64. A ReLU
input that f32 rounding decides otherwise than float64 is handled by
remat_torch.decisions: the gradients are then compared with PyTorch's
evaluated with Remat's own masks.
A gradient zero in exact arithmetic, found by zero_gradients (not by
name), is held by zero_bound to an absolute error of rtol times the
magnitude of the terms summed into it instead.
"""
import argparse
import importlib
import json
import os
import sys

from .inputs import make_example_inputs, parse_input_spec


def parse_input(spec):
    """argparse type of --input: SHAPE[:DTYPE[:BOUND]]."""
    try:
        return parse_input_spec(spec)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def add_model_arguments(parser):
    """The model, its constructor kwargs, inputs, search path and seed."""
    parser.add_argument("model", help="package.module:callable returning an "
                        "nn.Module")
    parser.add_argument("--kwargs", default="{}", help="constructor keyword "
                        "arguments, a JSON object")
    parser.add_argument("--input", action="append", type=parse_input,
                        required=True, help="an input's shape[:dtype[:bound]]"
                        ", e.g. 8x3x64x64 or 4x16:i64:50; repeat for several")
    parser.add_argument("--path", action="append", default=[],
                        help="a directory to import the model's module from")
    parser.add_argument("--seed", type=int, default=0)


def load_callable(spec, paths=()):
    """`package.module:callable` (dotted attributes allowed) to the object,
    importing from `paths` and the working directory first; ValueError when
    it cannot be loaded."""
    module_name, sep, attr = spec.partition(":")
    if not sep or not attr:
        raise ValueError(f"'{spec}' is not package.module:callable")
    for d in list(paths) + [os.getcwd()]:
        if d not in sys.path:
            sys.path.insert(0, d)
    try:
        obj = importlib.import_module(module_name)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as e:
        raise ValueError(f"cannot load {spec}: {e}")
    return obj


def build_model(args):
    """The model and its example inputs from add_model_arguments' options:
    torch.manual_seed(seed), then the callable with --kwargs; the inputs
    from the same seed."""
    import torch
    factory = load_callable(args.model, args.path)
    torch.manual_seed(args.seed)
    model = factory(**json.loads(args.kwargs))
    if not isinstance(model, torch.nn.Module):
        raise ValueError(f"{args.model} returned {type(model).__name__}, "
                         "not an nn.Module")
    return model, make_example_inputs(args.input, args.seed)


def abs_error(a, b):
    """max |a - b| (0 for empty tensors), in float64."""
    import numpy as np
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    return float(np.max(np.abs(a - b))) if b.size else 0.0


def rel_error(a, b):
    """max |a - b| / max |b|, the relative error in the max norm against the
    reference b (the absolute error where b is all zeros)."""
    import numpy as np
    b64 = np.asarray(b, dtype=np.float64)
    scale = float(np.max(np.abs(b64))) if b64.size else 0.0
    diff = abs_error(a, b)
    return diff / scale if scale > 0 else diff


# Where PyTorch's own f32 gradient is more than 1e-4 / ROUNDING_FACTOR from
# float64, Remat's f32 error against float64 may be this many times
# PyTorch's. Two f32 evaluations that differ in summation order have errors
# of one size, not of one value: on the 29 tensors of the full MobileNetV2
# (batch 2, 64x64) above 1e-4 against float64, Remat's error is 0.47 to 2.60
# times PyTorch's (median 1.02; docs/design/Float64Bound.md), so 4 leaves a
# factor 1.5
# for other batches and seeds while still failing an error of a larger
# order.
ROUNDING_FACTOR = 4.0


def torch_step(model, inputs, loss_kind, arrays, names):
    """PyTorch's loss and the gradients of the parameters `names` (zeros
    for a parameter the loss does not reach) for the loss `loss_kind` over
    the importer's target or labels in `arrays`, as NumPy arrays of the
    model's float type."""
    import numpy as np
    import torch
    import torch.nn.functional as F
    model.zero_grad(set_to_none=True)
    out = model(*inputs)
    if loss_kind == "mse":
        target = torch.from_numpy(arrays["target"]).to(out.dtype)
        loss = F.mse_loss(out, target)
    else:
        labels = torch.from_numpy(arrays["labels"])
        loss = F.cross_entropy(out.reshape(-1, out.shape[-1]),
                               labels.reshape(-1))
    loss.backward()
    params = dict(model.named_parameters())
    dtype = loss.detach().numpy().dtype
    return [loss.detach().numpy()] + [
        params[n].grad.numpy() if params[n].grad is not None
        else np.zeros(tuple(params[n].shape), dtype) for n in names]


def float64_copy(model, inputs):
    """The model and inputs widened to float64 (exactly: the same weights),
    integer inputs unchanged."""
    import copy
    return (copy.deepcopy(model).double(),
            tuple(x.double() if x.is_floating_point() else x
                  for x in inputs))


def float64_bound(remat, torch32, exact, rtol, factor=ROUNDING_FACTOR):
    """Remat's f32 tensor against the float64 gradient `exact`, with PyTorch's
    f32 `torch32` measuring f32 rounding. Returns a dict: `relative`
    (max|remat - exact| / max|exact|, the relative error in the max norm),
    `torch_relative` (PyTorch's f32 the same way), `bound` (relative: the
    larger of rtol and factor * torch_relative), `widened` (the second is
    the larger), `ok`, `fraction` (relative / bound), and the absolute
    `error`, `torch_error` and `scale` (max|exact|). Where `exact` is all
    zeros the errors and the bound are absolute, and the bound is only
    factor * PyTorch's error."""
    import numpy as np
    exact64 = np.asarray(exact, dtype=np.float64)
    scale = float(np.max(np.abs(exact64))) if exact64.size else 0.0
    error = abs_error(remat, exact64)
    torch_error = abs_error(torch32, exact64)
    limit = max(rtol * scale, factor * torch_error)
    relative = error / scale if scale > 0 else error
    fraction = error / limit if limit > 0 else (0.0 if error == 0 else
                                                float("inf"))
    return dict(error=error, torch_error=torch_error, scale=scale,
                relative=relative,
                torch_relative=torch_error / scale if scale > 0
                else torch_error,
                bound=limit / scale if scale > 0 else limit,
                widened=factor * torch_error > rtol * scale,
                ok=error <= limit, fraction=fraction)


# A float64 gradient whose largest magnitude is at most ZERO_RATIO times the
# largest of all the model's float64 gradients is a candidate for a gradient
# zero in exact arithmetic: float64 rounding leaves ~1e-16 of the scale, an
# f32 one ~1e-7, so 1e-10 separates the two by orders either way.
ZERO_RATIO = 1e-10
# The loss of the float64 model may move by at most this much, relative, when
# such a candidate is perturbed by a finite step: then the loss does not
# depend on it at all (as where a batch norm's mean subtracts a per-channel
# constant again), not merely to first order.
ZERO_LOSS_RTOL = 1e-12


def _loss64(model, inputs, loss_kind, arrays, seed):
    import torch
    import torch.nn.functional as F
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        out = model(*inputs)
    if loss_kind == "mse":
        return F.mse_loss(out, torch.from_numpy(arrays["target"])
                          .to(out.dtype))
    labels = torch.from_numpy(arrays["labels"])
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))


def zero_gradients(model, inputs, loss_kind, arrays, names, exact, seed=0):
    """The parameters among `names` whose gradient is zero in exact
    arithmetic, found on the float64 model (`float64_copy`) and its
    gradients `exact` (torch_step's, loss first): max|g64| at most
    ZERO_RATIO of the largest max|g64| of the model, and the float64 loss
    unchanged (within ZERO_LOSS_RTOL) when that parameter alone is moved by a
    finite step (N(0, 1) times 1 + max|p|), which a gradient that is merely
    small does not survive. Returns {name: scale}, the scale the error of that
    gradient is held to (zero_bound): for a per-channel parameter (1-D, as
    long as dimension 1 of its module's output) the largest over channels of
    sum |dL/dy| over that channel's elements of the module's output y
    (float64), the magnitude of the terms whose sum is that gradient; for
    any other parameter no scale (None): float64_bound applies as before."""
    import numpy as np
    import torch
    sizes = {n: float(np.max(np.abs(g))) if np.size(g) else 0.0
             for n, g in zip(names, exact[1:])}
    largest = max(sizes.values(), default=0.0)
    params = dict(model.named_parameters())
    found = [n for n in names if np.size(exact[names.index(n) + 1]) and
             sizes[n] <= ZERO_RATIO * largest]
    if not found:
        return {}
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        base = float(_loss64(model, inputs, loss_kind, arrays, seed))
        verified = []
        for n in found:
            p = params[n]
            saved = p.detach().clone()
            step = torch.randn(p.shape, generator=generator,
                               dtype=torch.float64).to(p.dtype)
            p.add_(step * (1 + float(saved.abs().max())))
            moved = float(_loss64(model, inputs, loss_kind, arrays, seed))
            p.copy_(saved)
            if abs(moved - base) <= ZERO_LOSS_RTOL * max(abs(base), 1.0):
                verified.append(n)
    return channel_term_scales(model, inputs, loss_kind, arrays, verified,
                               seed)


def channel_term_scales(model, inputs, loss_kind, arrays, names, seed=0):
    """{name: S} for the parameters `names` of the float64 model: for a
    per-channel parameter (1-D, as long as dimension 1 of its module's
    output y) S = max over channels of sum |dL/dy| over that channel's
    elements, the magnitude of the terms whose sum is a bias's gradient;
    None for any other parameter."""
    import torch
    params = dict(model.named_parameters())
    outputs, hooks = {}, []
    for n in names:
        owner = n.rpartition(".")[0]
        module = model.get_submodule(owner)

        def keep(_module, _args, out, owner=owner):
            if isinstance(out, torch.Tensor) and out.requires_grad:
                out.register_hook(
                    lambda g: outputs.__setitem__(owner, g.detach()))
        hooks.append(module.register_forward_hook(keep))
    model.zero_grad(set_to_none=True)
    _loss64(model, inputs, loss_kind, arrays, seed).backward()
    for h in hooks:
        h.remove()
    model.zero_grad(set_to_none=True)
    scales = {}
    for n in names:
        dy = outputs.get(n.rpartition(".")[0])
        shape = tuple(params[n].shape)
        if dy is not None and len(shape) == 1 and dy.dim() >= 2 and \
                dy.shape[1] == shape[0]:
            terms = dy.abs().transpose(0, 1).reshape(shape[0], -1).sum(1)
            scales[n] = float(terms.max())
        else:
            scales[n] = None
    return scales


def zero_bound(remat, exact, scale, rtol):
    """A gradient zero in exact arithmetic (zero_gradients): Remat's error
    max|remat - exact| absolutely at most rtol * scale, the scale being the
    magnitude of the terms summed into it. Returns float64_bound's keys:
    `relative` and `bound` are then relative to `scale`, `widened` False."""
    error = abs_error(remat, exact)
    limit = rtol * scale
    return dict(error=error, scale=scale, relative=error / scale
                if scale > 0 else error, bound=rtol, widened=False,
                ok=error <= limit, fraction=error / limit if limit > 0 else
                (0.0 if error == 0 else float("inf")))
