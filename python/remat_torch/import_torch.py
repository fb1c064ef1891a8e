"""remat-import-torch: a PyTorch nn.Module to a remat forward function + data.

  remat-import-torch package.module:callable [--kwargs JSON]
      --input 8x3x32x32[:f32] [--input 4x16:i64:50 ...]
      --loss mse|cross_entropy
      -o model.mlir --data model.npz [--name forward] [--seed N] [--eval]
      [--path DIR]

`callable` (a class or a function, dotted attributes allowed) is called with
the JSON object of --kwargs and must return an nn.Module. Inputs are drawn
from N(0, 1) (integer inputs, `SHAPE:i64:BOUND`, uniformly from [0, BOUND))
with --seed (torch.manual_seed also seeds the parameters' init). The .mlir
holds @NAME: the inputs, the mse target or the integer labels, then the
parameters ({remat.param}), returning the loss; the .npz holds every
argument's value under its remat.name, ready for `remat-run --inputs`.
"""
import argparse
import json
import sys

from .checking import load_callable, parse_input


def main():
    p = argparse.ArgumentParser(
        prog="remat-import-torch",
        description="Import a PyTorch nn.Module into the remat dialect.")
    p.add_argument("model", help="package.module:callable returning an "
                   "nn.Module")
    p.add_argument("--kwargs", default="{}", help="constructor keyword "
                   "arguments, a JSON object")
    p.add_argument("--input", action="append", type=parse_input,
                   required=True, help="an input's shape[:dtype[:bound]], e.g. "
                   "8x784:f32, or 4x16:i64:50 for integers in [0, 50); "
                   "repeat for several inputs")
    p.add_argument("--loss", choices=["mse", "cross_entropy"], required=True)
    p.add_argument("-o", "--output", required=True, help="the .mlir to write")
    p.add_argument("--data", required=True, help="the .npz to write")
    p.add_argument("--name", default="forward", help="the function's name")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--path", action="append", default=[],
                   help="a directory to import the model's module from")
    p.add_argument("--eval", action="store_true",
                   help="trace the module in eval mode")
    a = p.parse_args()

    import torch
    from .importer import UnsupportedOpsError, import_module
    from .inputs import make_example_inputs

    torch.manual_seed(a.seed)
    try:
        factory = load_callable(a.model, a.path)
    except ValueError as e:
        raise SystemExit(f"remat-import-torch: error: {e}")
    model = factory(**json.loads(a.kwargs))
    if not isinstance(model, torch.nn.Module):
        raise SystemExit(f"remat-import-torch: error: {a.model} returned "
                         f"{type(model).__name__}, not an nn.Module")
    if a.eval:
        model.eval()
    inputs = make_example_inputs(a.input, a.seed)
    try:
        result = import_module(model, inputs, loss=a.loss, func_name=a.name,
                               seed=a.seed)
    except UnsupportedOpsError as e:
        print(f"remat-import-torch: error: {e}", file=sys.stderr)
        return 1
    except ValueError as e:
        print(f"remat-import-torch: error: {e}", file=sys.stderr)
        return 1
    result.save(a.output, a.data)
    return 0

