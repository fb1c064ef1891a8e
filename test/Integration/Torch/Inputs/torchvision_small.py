"""torchvision's own model classes at CI sizes, built the way the full
models are (check-densenet.test, check-resnext.test)."""
import torchvision
from torchvision.models.resnet import Bottleneck, ResNet


def densenet_small():
    """DenseNet-121's layers (bottleneck 1x1 convolutions on channel
    concatenations, transitions with average pooling, the functional ReLU
    after norm5) with two blocks of three layers and growth rate 8."""
    return torchvision.models.DenseNet(growth_rate=8, block_config=(3, 3),
                                       num_init_features=16, bn_size=4,
                                       num_classes=10)


def resnext_small():
    """ResNeXt-50 (32x4d)'s bottlenecks with 32 groups, one per stage."""
    return ResNet(Bottleneck, [1, 1, 1, 1], groups=32, width_per_group=4,
                  num_classes=10)
