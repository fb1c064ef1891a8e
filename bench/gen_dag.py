#!/usr/bin/env python3
"""Generates a random forward DAG of elementwise layers as remat MLIR (to be
differentiated with --remat-autodiff): `--ops N` forward ops, each an
activation of the previous value or a sum/product with an earlier one (a skip
connection), ending in an mse loss. Sizes vary per value so that memory is
heterogeneous. Deterministic for a seed.

Usage: gen_dag.py --ops 8 --seed 3 [--skip 0.3] > dag.mlir
"""
import argparse
import random
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--skip", type=float, default=0.3,
                        help="probability that an op also reads an earlier value")
    parser.add_argument("--width", type=int, default=8)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    # Every value has the same shape (elementwise ops need it); the batch
    # dimension of the whole model varies with the seed instead.
    t = f"tensor<{rng.choice([1, 2, 4])}x{args.width}xf32>"
    out = sys.stdout
    out.write(f"func.func @dag(%x0: {t} {{remat.param}}, %target: {t}) -> tensor<f32> {{\n")
    values = ["%x0"]
    for i in range(1, args.ops + 1):
        last = values[-1]
        if len(values) > 2 and rng.random() < args.skip:
            other = rng.choice(values[:-1])
            op = rng.choice(["add", "mul"])
            out.write(f"  %x{i} = remat.{op} {last}, {other} : {t}\n")
        else:
            op = rng.choice(["tanh", "sigmoid", "relu", "exp", "gelu"])
            if op == "exp":  # keep values bounded
                out.write(f"  %x{i} = remat.tanh {last} : {t}\n")
            else:
                out.write(f"  %x{i} = remat.{op} {last} : {t}\n")
        values.append(f"%x{i}")
    out.write(f"  %loss = remat.mse_loss {values[-1]}, %target : {t} -> tensor<f32>\n")
    out.write("  return %loss : tensor<f32>\n}\n")


if __name__ == "__main__":
    main()
