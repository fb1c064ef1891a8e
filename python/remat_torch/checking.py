"""What the scripts that compare Remat with PyTorch share: the model and batch
built as remat-import-torch builds them, and the error measures.

scripts/check-against-torch.py and scripts/torch-f32-rounding.py take the
same positional model, --kwargs, --input, --path and --seed
(add_model_arguments), build the model with torch.manual_seed(seed) before
calling the callable and draw the batch from the same seed
(build_model), so both see the weights and batch the importer sees.
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
