#!/usr/bin/env python3
"""Bytes kept for the backward pass: Remat's autodiff against PyTorch eager
on the same graphs.

  saved_vs_pytorch.py [--remat-opt PATH] [--no-torch] [--json] [--check]

For each model (zoo.py arguments below), Remat's number is the memory
report's `saved_for_backward_bytes` of the unrematerialized training step
(`remat-opt --remat-autodiff`, then `--remat-memory-report`), with its
predicted peak. PyTorch's number comes from running the *same* forward
function, op by op, with PyTorch eager ops (the file is parsed by the
reference interpreter's parser; NHWC convolutions run on permuted views):
`torch.autograd.graph.saved_tensors_hooks` records every tensor autograd
saves, and the distinct storages not owned by a function argument (inputs
and parameters, which Remat's report does not count either) are summed.
Needs PyTorch (Debian's python3-torch under /usr/bin/python3);
with --no-torch only Remat's columns are printed. --check exits 1 unless
Remat keeps no more bytes than PyTorch on every model.
"""
import argparse
import json
import sys

from checkout import ZOO, tool
from remat import reference as remat_ref
from remat.tools import output

MODELS = [
    ("mlp-8", "mlp --layers 8 --batch 256 --width 128"),
    ("resmlp-4", "resmlp --blocks 4 --batch 256 --width 128"),
    ("resnet-8", "resnet --blocks 8 --stages 2 --batch 8 --image 32"),
    ("unet-3", "unet --depth 3 --batch 4 --image 32"),
    ("transformer-2", "transformer --blocks 2 --batch 4 --seq 64 --width 64"),
]


def remat_numbers(remat_opt, forward):
    grad = output(remat_opt, "--remat-autodiff", input=forward)
    report = json.loads(output(remat_opt, "--remat-memory-report=format=json output=-",
                               "-o", "/dev/null", input=grad))
    fn = next(f for f in report["functions"]
              if f["function"].endswith("_grad"))
    return fn["saved_for_backward_bytes"], fn["peak_bytes"]


def torch_saved_bytes(remat_opt, forward):
    import torch

    module = remat_ref.parse_module(
        output(remat_opt, "--mlir-print-op-generic", input=forward))
    name = next(iter(module.functions))
    func = module.function(name)
    block = func.regions[0][0]
    torch.manual_seed(0)
    env, arg_storages = {}, set()
    for arg, type_ in block.args:
        t = torch.rand(type_.shape, dtype=torch.float32) - 0.5
        t.requires_grad_(True)
        env[(arg, 0)] = t
        arg_storages.add(t.storage().data_ptr())

    # The same op table as the step-time benchmark (bench/torch_zoo.py).
    from torch_zoo import HANDLERS as handlers
    saved = {}

    def pack(t):
        storage = t.storage()
        if storage.data_ptr() not in arg_storages:
            saved[storage.data_ptr()] = storage.nbytes()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        for op in block.ops:
            if op.name == "func.return":
                loss = env[op.operands[0]]
                break
            if op.name not in handlers:
                raise SystemExit(f"saved_vs_pytorch.py: no PyTorch op for "
                                 f"{op.name}")
            env[op.results[0]] = handlers[op.name](
                op, [env[v] for v in op.operands])
    total = sum(saved.values())
    loss.backward()
    return total


def mib(n):
    return f"{n / 2**20:.2f}"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remat-opt", default=tool("remat-opt"))
    p.add_argument("--no-torch", action="store_true")
    p.add_argument("--json", action="store_true")
    p.add_argument("--check", action="store_true")
    a = p.parse_args()
    if a.check and a.no_torch:
        p.error("--check needs PyTorch")
    rows = []
    for name, args in MODELS:
        forward = output(sys.executable, ZOO, *args.split())
        saved, peak = remat_numbers(a.remat_opt, forward)
        row = {"model": name, "zoo": args, "remat_saved": saved,
               "remat_peak": peak}
        if not a.no_torch:
            row["torch_saved"] = torch_saved_bytes(a.remat_opt, forward)
        rows.append(row)
    worse = [r["model"] for r in rows
             if "torch_saved" in r and r["remat_saved"] > r["torch_saved"]]
    if a.json:
        print(json.dumps(rows, indent=2))
        return 1 if a.check and worse else 0
    head = f"{'model':15} {'Remat saved MiB':>16} {'Remat peak MiB':>15}"
    if not a.no_torch:
        head += f" {'PyTorch saved MiB':>18}"
    print(head)
    for r in rows:
        line = f"{r['model']:15} {mib(r['remat_saved']):>16} " \
               f"{mib(r['remat_peak']):>15}"
        if "torch_saved" in r:
            line += f" {mib(r['torch_saved']):>18}"
        print(line)
    if a.check:
        if worse:
            print("Remat keeps more than PyTorch on: " + ", ".join(worse))
            return 1
        print(f"Remat keeps no more than PyTorch on all {len(rows)} models")
    return 0


if __name__ == "__main__":
    sys.exit(main())
