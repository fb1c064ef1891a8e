"""Cases of the near-tie rule of check-against-torch.py (near-ties.test):
a two-layer ReLU network whose float64 forward puts one hidden input a
fraction of an f32 spacing from 0. relu_near_ties finds that input (and no
other); torch_step_flipped decides it the other way; decided_by_rounding
passes gradients that match float64 with it flipped, and fails them once
they are off by more than the bound. Usage: near_tie_cases.py
REMAT_SRC_ROOT."""
import argparse
import importlib.util
import os
import sys

root = sys.argv[1]
sys.path.insert(0, os.path.join(root, "python"))

import numpy as np  # noqa: E402
import torch  # noqa: E402

from remat_torch.checking import (float64_copy, relu_near_ties,  # noqa: E402
                                  torch_step, torch_step_flipped)

spec = importlib.util.spec_from_file_location(
    "check_against_torch", os.path.join(root, "scripts/check-against-torch.py"))
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(),
                            torch.nn.Linear(3, 2))
inputs = (torch.randn(5, 4),)
with torch.no_grad():
    # Hidden unit 1 of sample 2: its input about 5e-8 (3e-8 and the f32
    # rounding of the bias; the tensor's largest magnitude is about 1,
    # where an f32 spacing is 1.2e-7).
    w, b = model[0].weight, model[0].bias
    pre = inputs[0][2] @ w[1]
    b[1] = 3e-8 - pre.double().item()
arrays = {"target": np.random.default_rng(0).standard_normal((5, 2))
          .astype(np.float32)}
model64, inputs64 = float64_copy(model, inputs)
names = ["loss"] + [n for n, _ in model.named_parameters()]
ties = relu_near_ties(model64, inputs64)
print("ties:", [(c, i, f"{v:.1e}", f"{s:.2f}") for c, i, v, s in ties])
exact = torch_step(model64, inputs64, "mse", arrays, names[1:])
alt = torch_step_flipped(model64, inputs64, "mse", arrays, names[1:], ties[0])
moved = [n for n, x, y in zip(names, exact, alt) if not np.array_equal(x, y)]
print("moved by the flip:", ", ".join(moved))

a = argparse.Namespace(rtol=1e-4, rounding_factor=4.0)
zeros = {}
torch32 = [x.astype(np.float32) for x in exact]


def verdict(label, remat):
    ok, worst, _ = check.within_bounds(names, remat, torch32, exact, zeros, a)
    print(f"{label}: within bounds {ok}")
    if not ok:
        passed = check.decided_by_rounding(
            names, remat, torch32, exact, zeros, a,
            lambda: relu_near_ties(model64, inputs64),
            lambda tie: torch_step_flipped(model64, inputs64, "mse", arrays,
                                           names[1:], tie))
        print(f"{label}: decided by rounding {passed}")


# Remat on the other side of the near-tie: float64 with it flipped, in f32.
verdict("other-side", [x.astype(np.float32) for x in alt])
# The same, and one weight off by 1e-2 of its tensor's scale.
corrupt = [x.astype(np.float64).copy() for x in alt]
corrupt[1].flat[0] += 1e-2 * np.abs(corrupt[1]).max()
verdict("other-side-corrupted", corrupt)
