"""Cases of remat_torch.checking.zero_gradients (zero-gradients.test): which
parameters of a float64 model have a gradient zero in exact arithmetic, and
the scale each is held to. Usage: zero_gradient_cases.py."""
import numpy as np
import torch
from torch import nn

from remat_torch.checking import torch_step, zero_gradients


class Net(nn.Module):
    """bn1's bias reaches the loss only through fc2 and bn2, whose mean
    subtracts the per-feature constant again: zero in exact arithmetic, as
    are fc1's and fc2's biases (each followed by a batch norm).
    `offset` has a gradient exactly 0 at its value 0 (the loss depends on
    offset**2), but the loss does depend on it: the perturbation rejects
    it."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(6, 8)
        self.bn1 = nn.BatchNorm1d(8)
        self.fc2 = nn.Linear(8, 5)
        self.bn2 = nn.BatchNorm1d(5)
        self.head = nn.Linear(5, 3)
        self.offset = nn.Parameter(torch.zeros(3))

    def forward(self, x):
        y = self.bn2(self.fc2(self.bn1(self.fc1(x))))
        return self.head(torch.relu(y)) + self.offset ** 2


torch.manual_seed(0)
model = Net().double()
x = torch.randn(16, 6, dtype=torch.float64)
arrays = {"target": np.random.default_rng(0).standard_normal((16, 3))}
names = [n for n, _ in model.named_parameters()]
exact = torch_step(model, (x,), "mse", arrays, names)
print("offset gradient:", float(np.max(np.abs(exact[names.index("offset") + 1]))))
found = zero_gradients(model, (x,), "mse", arrays, names, exact)
print("zero in exact arithmetic:", ", ".join(sorted(found)))
# The scale of bn1.bias: max over features of sum |dL/d bn1 output|, by hand.
out = {}


def keep(_module, _args, output):
    output.register_hook(lambda g: out.setdefault("g", g))


model.bn1.register_forward_hook(keep)
model.zero_grad()
nn.functional.mse_loss(model(x), torch.from_numpy(arrays["target"])).backward()
expected = float(out["g"].abs().sum(0).max())
print(f"bn1.bias scale matches: {abs(found['bn1.bias'] - expected) <= 1e-12 * expected}")
