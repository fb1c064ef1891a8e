"""How far f32 gradients of a PyTorch model are from its float64 ones, and
how many ReLU masks f32 rounding flips: PyTorch's f32 step, and Remat's
(from check-against-torch.py --keep), each against PyTorch in float64.

  torch-f32-rounding.py package.module:callable [--kwargs JSON]
      --input 8x3x64x64 [--path DIR] [--seed 0] --data DIR/data.npz
      [--remat-outputs DIR/out-original.npz]

The model and batch are built as check-against-torch.py builds them
(remat_torch.checking.build_model: torch.manual_seed(--seed), then the
callable; inputs from --seed), the
parameters and labels are read from the importer's data file (`--data`,
what check-against-torch.py --keep DIR writes), the loss is cross-entropy
over those labels. The float64 model is a copy of the f32 one in float64
(the same weights, widened exactly).

Prints, for the inputs of every nn.ReLU / ReLU6 / Hardtanh call (forward
pre-hooks, in call order), the elements whose sign (x > 0) differs between
PyTorch f32 and float64, with the smallest and largest |x| among them
against the tensor's max |x|, and the max-pool windows (nn.MaxPool2d
inputs) whose maximum is another element in f32 than in float64; then the
worst relative error in the max norm
(max|a - b| / max|b|, as check-against-torch.py) per pair of runs: PyTorch
f32 vs float64, Remat f32 vs float64 and Remat vs PyTorch f32 (the
criterion of check-against-torch.py), with the number of tensors above
1e-4.
"""
import argparse
import copy
import os
import sys



def step(model, inputs, labels):
    """Loss, parameter gradients and the recorded activation inputs."""
    import torch
    import torch.nn.functional as F
    seen, pools = [], []

    def hook(module, args):
        seen.append(args[0].detach().clone())

    def pool_hook(module, args):
        x = args[0].detach()
        _, idx = F.max_pool2d(x, module.kernel_size, module.stride,
                              module.padding, module.dilation,
                              module.ceil_mode, return_indices=True)
        pools.append((x.clone(), idx))
    kinds = (torch.nn.ReLU, torch.nn.ReLU6, torch.nn.Hardtanh)
    handles = [m.register_forward_pre_hook(hook) for m in model.modules()
               if isinstance(m, kinds)]
    handles += [m.register_forward_pre_hook(pool_hook)
                for m in model.modules()
                if isinstance(m, torch.nn.MaxPool2d)]
    model.zero_grad(set_to_none=True)
    out = model(*inputs)
    loss = F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))
    loss.backward()
    for h in handles:
        h.remove()
    grads = [loss.detach().numpy()] + [
        p.grad.numpy() for _, p in model.named_parameters()]
    return grads, seen, pools


def describe_moved_windows(call, x32, i32, x64, i64):
    """One line per max-pool window whose maximum is another element in f32
    than in float64: both candidates' values in float64 and in f32, their
    float64 gap against the f32 spacing at that value, and whether f32 holds
    them equal (then PyTorch's first-maximum rule picks)."""
    import numpy as np
    n, c = x64.shape[:2]
    top = float(x64.abs().max()) if x64.numel() else 0.0
    top_ulp = float(np.spacing(np.float32(top)))
    plane64 = x64.reshape(n, c, -1)
    plane32 = x32.reshape(n, c, -1)
    for pos in (i32 != i64).nonzero().tolist():
        b, ch = pos[0], pos[1]
        a64, a32 = int(i64[tuple(pos)]), int(i32[tuple(pos)])
        v64 = [float(plane64[b, ch, j]) for j in (a64, a32)]
        v32 = [float(plane32[b, ch, j]) for j in (a64, a32)]
        ulp = float(np.spacing(np.float32(abs(v64[0]))))
        tie = "equal in f32" if v32[0] == v32[1] else "not equal in f32"
        print(f"max-pool call {call} window {pos}: float64 picks element "
              f"{a64} ({v64[0]:.9e}), f32 element {a32} ({v64[1]:.9e} in "
              f"float64): gap {v64[0] - v64[1]:.1e} = "
              f"{(v64[0] - v64[1]) / ulp:.2f} f32 spacing; in f32 "
              f"{v32[0]:.9e} and {v32[1]:.9e}, {tie}; the input's max |x| "
              f"{top:.2e}, where the gap is {(v64[0] - v64[1]) / top_ulp:.2f} "
              "f32 spacings")


def compare(label, names, a, b):
    from remat_torch.checking import rel_error
    errors = [(rel_error(x, y), n) for n, x, y in zip(names, a, b)]
    worst = max(errors)
    above = sum(1 for e, _ in errors if e > 1e-4)
    print(f"{label}: worst relative error {worst[0]:.1e} ({worst[1]}), "
          f"{above} of {len(errors)} tensors above 1e-4")


def main():
    from remat_torch.checking import add_model_arguments, build_model
    p = argparse.ArgumentParser()
    add_model_arguments(p)
    p.add_argument("--data", required=True)
    p.add_argument("--remat-outputs")
    a = p.parse_args()

    import numpy as np
    import torch

    try:
        model, inputs = build_model(a)
    except ValueError as e:
        print(f"torch-f32-rounding: error: {e}", file=sys.stderr)
        return 1
    data = np.load(a.data)
    with torch.no_grad():
        for n, prm in model.named_parameters():
            prm.copy_(torch.from_numpy(data[n]))
    labels = torch.from_numpy(data["labels"])
    model64 = copy.deepcopy(model).double()
    names = ["loss"] + [n for n, _ in model.named_parameters()]

    inputs64 = tuple(x.double() if x.is_floating_point() else x
                     for x in inputs)
    g32, r32, p32 = step(model, inputs, labels)
    g64, r64, p64 = step(model64, inputs64, labels)
    flips, total = 0, 0
    for k, (u, v) in enumerate(zip(r32, r64)):
        total += v.numel()
        flipped = (u > 0) != (v > 0)
        count = int(flipped.sum())
        if not count:
            continue
        flips += count
        mag = v[flipped].abs()
        print(f"activation call {k} {list(v.shape)}: {count} sign flip(s), "
              f"|x| in [{float(mag.min()):.1e}, {float(mag.max()):.1e}], "
              f"max |x| {float(v.abs().max()):.1e}")
    print(f"PyTorch f32 vs float64: {flips} of {total} activation inputs "
          f"on the other side of 0 in {len(r64)} calls")
    moved = sum(int((u[1] != v[1]).sum()) for u, v in zip(p32, p64))
    windows = sum(v[1].numel() for v in p64)
    for k, ((x32, i32), (x64, i64)) in enumerate(zip(p32, p64)):
        describe_moved_windows(k, x32, i32, x64, i64)
    print(f"PyTorch f32 vs float64: {moved} of {windows} max-pool windows "
          f"pick another element in {len(p64)} calls")
    compare("PyTorch f32 vs PyTorch float64", names, g32, g64)
    if a.remat_outputs:
        with np.load(a.remat_outputs) as f:
            remat = [f[f"result{i}"] for i in range(len(f.files))]
        compare("Remat f32 vs PyTorch float64", names, remat, g64)
        compare("Remat f32 vs PyTorch f32", names, remat, g32)
    return 0


if __name__ == "__main__":
    sys.exit(main())
