"""The discrete decisions of a training step: which ReLU inputs pass.

A ReLU's gradient is a mask: the elements whose input is above 0. Where a
float64 input lies within f32 rounding of 0, an f32 evaluation may put it on
either side, and which side depends on the summation order of the ops before
it, not on whether they are right. One such element decided the other way
moves every gradient upstream of it by its contribution (through a batch norm
over few elements, every channel of every layer before it), so a correct f32
step can miss a tolerance against float64 by orders of magnitude.

check-against-torch.py therefore reads the decisions Remat's step made (every
ReLU's input, returned by `remat-expose-values`) and holds them to two rules:
- the forward: each ReLU input within ROUNDING_FACTOR times PyTorch's own f32
  error on that tensor (or rtol of its largest magnitude) of float64;
- each mask element that differs from float64's is a near-tie: its float64
  input at most ROUNDING_FACTOR times PyTorch's own f32 error on that tensor
  from 0.
Then the gradients are compared with PyTorch's, float64 and f32, evaluated
with Remat's masks (torch_step_with_masks), under the usual f32 bound. A
wrong op upstream of a ReLU fails the first rule; a wrong decision the
second; a wrong backward the comparison.

The ReLU calls are PyTorch's own (aten.relu and aten.relu_, seen through a
TorchDispatchMode, so nn.ReLU, F.relu and torch.relu_ alike), in call order,
the order remat-import-torch emits remat.relu in.
"""
import itertools

# aten ops that remat-import-torch imports as remat.relu, in its forward.
RELU_OP_NAMES = ("relu.default", "relu_.default")


def _relu_ops():
    import torch
    return tuple(getattr(torch.ops.aten, n.split(".")[0]).default
                 for n in RELU_OP_NAMES)


def _relu_calls(masks=None):
    """A TorchDispatchMode that records each ReLU call's input and, with
    `masks` (one boolean array per call in PyTorch's layout, or None to leave
    a call alone), replaces its output by the input where the mask is set
    and 0 elsewhere, the input's magnitude where the mask passes a negative
    input: autograd's ReLU backward reads the output's sign, so the gradient
    follows the mask."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    relu_ops = _relu_ops()

    class ReluCalls(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.inputs = []

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            if func not in relu_ops:
                return func(*args, **kwargs)
            x = args[0]
            call = len(self.inputs)
            self.inputs.append(x.detach().clone())
            mask = masks[call] if masks and call < len(masks) else None
            if mask is None:
                return func(*args, **kwargs)
            keep = torch.from_numpy(mask).to(x.device)
            # A passed element whose input is exactly 0 gets the smallest
            # positive value, so that the backward passes it.
            value = torch.where(keep, x.abs().clamp_min(
                torch.finfo(x.dtype).tiny), torch.zeros_like(x))
            if func is relu_ops[1]:  # in place
                x.copy_(value)
                return x
            return value
    return ReluCalls()


def relu_inputs(model, inputs):
    """The inputs of every ReLU call of one forward of `model`, in call
    order, as float64 NumPy arrays."""
    import torch
    mode = _relu_calls()
    with torch.no_grad(), mode:
        model(*inputs)
    return [t.double().numpy() for t in mode.inputs]


def torch_step_with_masks(step, masks):
    """`step()` (a torch_step call) with every ReLU's mask replaced by
    `masks` (one boolean array per call, PyTorch's layout)."""
    mode = _relu_calls(masks)
    with mode:
        return step()


def to_remat_layout(x, remat_shape, remat_x=None):
    """The permutation of x's dimensions that gives remat_shape (the
    importer runs convolutions channels-last, so a ReLU between them sees
    NHWC), the one closest to remat_x where several do; None if none."""
    import numpy as np
    best = None
    for perm in itertools.permutations(range(x.ndim)):
        if tuple(x.shape[p] for p in perm) != tuple(remat_shape):
            continue
        if remat_x is None:
            return perm
        err = float(np.max(np.abs(np.transpose(x, perm) - remat_x))) \
            if x.size else 0.0
        if best is None or err < best[0]:
            best = (err, perm)
    return best[1] if best else None


def check_decisions(x64s, x32s, remat_xs, rtol, factor):
    """Holds Remat's ReLU inputs `remat_xs` (its layout) to PyTorch's float64
    ones `x64s` (PyTorch's layout), with PyTorch's f32 ones `x32s` measuring
    f32 rounding. Returns a dict:
    - `calls`: one dict per call: `error` (max|remat - x64|), `torch_error`
      (max|x32 - x64|), `limit` (the larger of factor * torch_error and
      rtol * max|x64|), `forward_ok`, `flips` (elements decided otherwise
      than float64), `near_ties_ok` (every flip within factor *
      torch_error of 0), `worst_flip` (the largest |x64| among them);
    - `masks`: Remat's mask per call in PyTorch's layout (for
      torch_step_with_masks);
    - `problems`: lines naming what fails; empty when all holds."""
    import numpy as np
    result = dict(calls=[], masks=[], problems=[])
    if len(x64s) != len(remat_xs):
        result["problems"].append(
            f"PyTorch made {len(x64s)} ReLU call(s), Remat's step has "
            f"{len(remat_xs)} remat.relu: the decisions cannot be matched")
        return result
    for k, (x64, x32, xr) in enumerate(zip(x64s, x32s, remat_xs)):
        perm = to_remat_layout(x64, xr.shape, xr)
        if perm is None:
            result["problems"].append(
                f"ReLU call {k}: PyTorch's input {list(x64.shape)} does not "
                f"match Remat's {list(xr.shape)} in any layout")
            result["masks"].append(None)
            continue
        a64 = np.transpose(x64, perm)
        a32 = np.transpose(x32, perm)
        r = np.asarray(xr, np.float64)
        scale = float(np.max(np.abs(a64))) if a64.size else 0.0
        error = float(np.max(np.abs(r - a64))) if a64.size else 0.0
        torch_error = float(np.max(np.abs(a32 - a64))) if a64.size else 0.0
        limit = max(factor * torch_error, rtol * scale)
        differ = (r > 0) != (a64 > 0)
        flips = int(differ.sum())
        worst_flip = float(np.max(np.abs(a64[differ]))) if flips else 0.0
        call = dict(error=error, torch_error=torch_error, limit=limit,
                    forward_ok=error <= limit, flips=flips,
                    worst_flip=worst_flip,
                    near_ties_ok=worst_flip <= factor * torch_error)
        result["calls"].append(call)
        if not call["forward_ok"]:
            result["problems"].append(
                f"ReLU call {k}: Remat's input is {error:.1e} from float64, "
                f"above {limit:.1e} ({factor:g} x PyTorch f32's own "
                f"{torch_error:.1e}, or {rtol:.0e} of {scale:.1e})")
        if not call["near_ties_ok"]:
            i = np.unravel_index(int(np.argmax(np.where(differ, np.abs(a64),
                                                        -1))), a64.shape)
            result["problems"].append(
                f"ReLU call {k}: element {list(map(int, i))} decided "
                f"{'above' if r[i] > 0 else 'at or below'} 0 where float64 "
                f"has {a64[i]:.3e}, beyond f32 rounding ({factor:g} x "
                f"PyTorch f32's own error {torch_error:.1e})")
        # Remat's mask back in PyTorch's layout.
        inverse = np.argsort(perm)
        result["masks"].append(np.ascontiguousarray(
            np.transpose(r > 0, inverse)))
    return result


def summary(result):
    """One line: the calls, the flips and the worst forward error."""
    calls = result["calls"]
    flips = sum(c["flips"] for c in calls)
    worst = max(calls, key=lambda c: c["error"] / c["limit"]
                if c["limit"] > 0 else 0.0, default=None)
    ties = [c["worst_flip"] / c["torch_error"] for c in calls
            if c["flips"] and c["torch_error"] > 0]
    text = (f"{len(calls)} ReLU call(s), {flips} element(s) decided "
            "otherwise than float64")
    if ties:
        text += (f" (each within {max(ties):.2f} x PyTorch f32's own error "
                 "of 0 on its tensor)")
    if worst is not None and worst["limit"] > 0:
        text += (f"; forward: worst ReLU input at "
                 f"{worst['error'] / worst['limit']:.2f} of its bound")
    return text
