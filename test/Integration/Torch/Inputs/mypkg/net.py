"""The user's own nn.Module of the README's three commands
(readme-commands.test): convolutions without bias, each followed by a
training-mode batch norm and a ReLU, max pooling, global average pooling and
a linear head."""
import torch.nn as nn


class Net(nn.Module):
    def __init__(self, classes=10):
        super().__init__()

        def stage(cin, cout):
            return [nn.Conv2d(cin, cout, 3, padding=1, bias=False),
                    nn.BatchNorm2d(cout), nn.ReLU()]
        self.features = nn.Sequential(
            *stage(3, 16), nn.MaxPool2d(2), *stage(16, 32), nn.MaxPool2d(2),
            *stage(32, 64), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Linear(64, classes)

    def forward(self, x):
        return self.head(self.features(x))
