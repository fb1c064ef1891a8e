"""How much cancellation stands behind a model's per-channel gradients, and
how far PyTorch's f32 gradients are from float64 there.

  torch-f32-trace.py package.module:callable [--kwargs JSON]
      --input 2x3x64x64 [--path DIR] [--seed 0] [--loss cross_entropy]
      [--most 20]

The model and batch as check-against-torch.py builds them (the importer's
labels or target). For every per-channel parameter (1-D, as long as
dimension 1 of its module's output y: batch-norm weights and biases,
convolution biases) prints, most cancelled first, `S / max|g64|` with
S = max over channels of sum |dL/dy| in float64
(remat_torch.checking.channel_term_scales, the scale check-against-torch.py
holds zero gradients to): how much larger the terms are than the gradient
they sum to, so how much an f32 error in dL/dy, relative to dL/dy, is
amplified in that gradient; beside it PyTorch's f32 relative error in the
max norm against float64. Gradients zero in exact arithmetic
(zero_gradients) are left out.
"""
import argparse
import copy
import os
import sys



def main():
    from remat_torch import import_module
    from remat_torch.checking import (add_model_arguments, build_model,
                                      channel_term_scales, float64_copy,
                                      rel_error, torch_step, zero_gradients)
    import numpy as np
    p = argparse.ArgumentParser()
    add_model_arguments(p)
    p.add_argument("--loss", choices=["mse", "cross_entropy"],
                   default="cross_entropy")
    p.add_argument("--most", type=int, default=20)
    a = p.parse_args()

    model, inputs = build_model(a)
    wide = float64_copy(model, inputs)
    plain = copy.deepcopy(model)
    imported = import_module(model, inputs, loss=a.loss, seed=a.seed)
    arrays, names = imported.arrays, imported.param_names
    exact = torch_step(*wide, a.loss, arrays, names)
    f32 = torch_step(plain, inputs, a.loss, arrays, names)
    zeros = zero_gradients(*wide, a.loss, arrays, names, exact, a.seed)
    scales = channel_term_scales(*wide, a.loss, arrays,
                                 [n for n in names if n not in zeros], a.seed)
    rows = []
    for n, g, e in zip(names, f32[1:], exact[1:]):
        if scales.get(n) is None:
            continue
        size = float(np.max(np.abs(e)))
        rows.append((scales[n] / size, n, size, rel_error(g, e)))
    rows.sort(reverse=True)
    print(f"{len(rows)} per-channel gradients ({len(zeros)} zero in exact "
          "arithmetic left out), most cancelled first:")
    for ratio, n, size, err in rows[:a.most]:
        print(f"{n}: S / max|g64| {ratio:.1e} (max|g64| {size:.1e}); "
              f"PyTorch f32 against float64 {err:.1e}")
    def span(chosen):
        return (f"{min(r[0] for r in chosen):.1e} to "
                f"{max(r[0] for r in chosen):.1e}" if chosen else "none")
    above = [r for r in rows if r[3] > 1e-4]
    print(f"{len(above)} above 1e-4: S / max|g64| {span(above)}; the others "
          f"{span([r for r in rows if r[3] <= 1e-4])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
