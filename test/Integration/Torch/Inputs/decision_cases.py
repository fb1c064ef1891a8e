"""Cases of remat_torch.decisions (decisions.test): a small network whose
float64 forward puts one ReLU input a fraction of an f32 spacing from 0,
with a convolution before it so that Remat's layout (NHWC) differs from
PyTorch's, its ReLUs called as a module and as a function. Stand-ins for
Remat's step (its ReLU inputs and gradients) are made from the float64
model: decided like float64, decided the other way at the near-tie (with
gradients of float64 evaluated with that mask), with a second element
decided the other way far from 0, with a forward off by 1e-3, and with the
right decisions but a gradient off by 1e-2. Usage: decision_cases.py."""
import numpy as np
import torch
import torch.nn.functional as F

from remat_torch import decisions
from remat_torch.checking import float64_copy, float64_bound, torch_step


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(2, 3, 3, padding=1)
        self.act = torch.nn.ReLU()
        self.fc = torch.nn.Linear(3 * 4 * 5, 2)

    def forward(self, x):
        y = self.act(self.conv(x))
        return self.fc(F.relu(y + 0.1).flatten(1))


torch.manual_seed(0)
model = Net()
inputs = (torch.randn(2, 2, 4, 5),)
with torch.no_grad():
    # Channel 1 of image 1 at (2, 3): its conv output about 3e-8.
    model64, inputs64 = float64_copy(model, inputs)
    out = model64.conv(inputs64[0])
    model.conv.bias[1] += 3e-8 - float(out[1, 1, 2, 3])
model64, inputs64 = float64_copy(model, inputs)
arrays = {"target": np.random.default_rng(0).standard_normal((2, 2))
          .astype(np.float32)}
names = [n for n, _ in model.named_parameters()]

x64 = decisions.relu_inputs(model64, inputs64)
x32 = decisions.relu_inputs(model, inputs)
print("calls:", len(x64), [list(x.shape) for x in x64])
print("near-tie:", f"{x64[0][1, 1, 2, 3]:.1e}")


def nhwc(x):
    return np.ascontiguousarray(x.transpose(0, 2, 3, 1)).astype(np.float32)


def verdict(label, xs, grads):
    result = decisions.check_decisions(x64, x32, xs, 1e-4, 4.0)
    for line in result["problems"]:
        print(f"{label}: {line}")
    if result["problems"]:
        print(f"{label}: FAIL")
        return
    print(f"{label}: {decisions.summary(result)}")
    exact = decisions.torch_step_with_masks(
        lambda: torch_step(model64, inputs64, "mse", arrays, names),
        result["masks"])
    torch32 = decisions.torch_step_with_masks(
        lambda: torch_step(model, inputs, "mse", arrays, names),
        result["masks"])
    ok = all(float64_bound(r, t, g, 1e-4)["ok"]
             for r, t, g in zip(grads, torch32, exact))
    print(f"{label}: gradients within bounds {ok}")


# Remat as float64 decides.
exact = torch_step(model64, inputs64, "mse", arrays, names)
verdict("same-side", [nhwc(x) for x in x64],
        [g.astype(np.float32) for g in exact])

# Remat on the other side of the near-tie: its mask, float64's gradients
# with that mask.
other = [x.copy() for x in x64]
other[0][1, 1, 2, 3] = -other[0][1, 1, 2, 3]
mask = [o > 0 for o in other]
moved = decisions.torch_step_with_masks(
    lambda: torch_step(model64, inputs64, "mse", arrays, names), mask)
print("moved by the other decision:", ", ".join(
    n for n, x, y in zip(["loss"] + names, exact, moved)
    if not np.array_equal(x, y)))
verdict("other-side", [nhwc(x) for x in other],
        [g.astype(np.float32) for g in moved])
# The float64 gradients, not the ones of Remat's decision: the comparison
# with Remat's masks catches them.
verdict("other-side-unmasked", [nhwc(x) for x in other],
        [g.astype(np.float32) for g in exact])

# Another element, far from 0, decided the other way.
far = [x.copy() for x in other]
i = np.unravel_index(np.argmax(np.abs(far[0])), far[0].shape)
far[0][i] = -far[0][i]
verdict("far-from-zero", [nhwc(x) for x in far],
        [g.astype(np.float32) for g in moved])

# The forward off by 1e-3 of its scale at one element.
off = [x.copy() for x in x64]
j = np.unravel_index(np.argmax(off[1]), off[1].shape)
off[1][j] += 1e-3 * np.abs(off[1]).max()
verdict("forward-off", [nhwc(x) for x in off],
        [g.astype(np.float32) for g in exact])

# The right decisions, one weight's gradient off by 1e-2 of its scale.
corrupt = [g.astype(np.float32).copy() for g in moved]
corrupt[1].flat[0] += 1e-2 * np.abs(corrupt[1]).max()
verdict("other-side-corrupted", [nhwc(x) for x in other], corrupt)
