"""Cases of remat_torch.checking.float64_bound (float64-bound.test): for each
one, Remat's f32 tensor, PyTorch's f32 tensor and the float64 gradient, and
the verdict with rtol 1e-4 and the rounding factor 4. Usage:
float64_bound_cases.py."""
import numpy as np

from remat_torch.checking import float64_bound

exact = np.array([1.0, -2.0, 0.5])


def case(label, remat_delta, torch_delta, g=exact):
    r = g + np.asarray(remat_delta, dtype=np.float64)
    t = g + np.asarray(torch_delta, dtype=np.float64)
    b = float64_bound(r, t, g, 1e-4, 4.0)
    print(f"{label}: ok={b['ok']} widened={b['widened']} "
          f"relative={b['relative']:.2e} bound={b['bound']:.2e} "
          f"fraction={b['fraction']:.2f}")


# PyTorch's f32 accurate: the bound is 1e-4 relative to float64 (2e-4 on a
# tensor whose largest magnitude is 2), however close Remat is to PyTorch.
case("accurate-within", [1.5e-4, 0, 0], [1e-7, 0, 0])
case("accurate-outside", [2.5e-4, 0, 0], [1e-7, 0, 0])
# PyTorch's f32 itself off by 1e-3 (relative 5e-4): Remat may be 4 times
# that, not more.
case("widened-within", [0, 3e-3, 0], [0, 1e-3, 0])
case("widened-outside", [0, 4.1e-3, 0], [0, 1e-3, 0])
# The sum form (1e-4 relative + 4 x PyTorch's) would pass this one; the
# larger of the two does not.
case("not-the-sum", [4.2e-4, 0, 0], [2.5e-5, 0, 0])
# A gradient that is zero in exact arithmetic (rounding noise in float64):
# Remat's noise may be 4 times PyTorch's f32 noise.
tiny = np.array([3e-17, -1e-17, 2e-17])
case("zero-within", [2e-8, 0, 0], [-1e-8, 0, 0], tiny)
case("zero-outside", [5e-8, 0, 0], [-1e-8, 0, 0], tiny)
# All zeros exactly (a parameter the loss does not reach): absolute, only
# PyTorch's error allowed.
zeros = np.zeros(3)
case("all-zero-same", [0, 0, 0], [0, 0, 0], zeros)
case("all-zero-off", [1e-9, 0, 0], [0, 0, 0], zeros)

# A gradient zero in exact arithmetic (zero_gradients found it, and the
# magnitude of the terms summed into it is 0.5): Remat's error held to 1e-4
# of that, absolutely, whatever PyTorch's noise. A deliberately corrupted
# gradient (one element off by 1e-4, twice the bound) fails.
from remat_torch.checking import zero_bound


def zero_case(label, remat, scale):
    b = zero_bound(np.asarray(remat), tiny, scale, 1e-4)
    print(f"{label}: ok={b['ok']} relative={b['relative']:.2e} "
          f"bound={b['bound']:.0e} fraction={b['fraction']:.2f}")


zero_case("zero-scaled-within", [2e-8, -1e-8, 0], 0.5)
zero_case("zero-scaled-corrupted", [1e-4, -1e-8, 0], 0.5)
