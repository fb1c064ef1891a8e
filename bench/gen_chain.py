#!/usr/bin/env python3
"""Generates a training step of a deep chain of elementwise layers, with its
backward pass, as remat MLIR: `--ops N` gives about N ops in total.

  x_{i+1} = act_i(x_i)         (tanh, sigmoid, relu, cycling)
  loss    = mse_loss(x_L, target)
  dy_L    = mse_loss_grad(1, x_L, target)
  dy_i    = act_i_grad(dy_{i+1}, saved)   (tanh/sigmoid use the output,
                                           relu the input)

Usage: gen_chain.py --ops 100000 [--shape 64x64] > chain.mlir
"""
import argparse
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, required=True,
                        help="approximate total number of ops")
    parser.add_argument("--shape", default="64x64",
                        help="tensor shape, e.g. 64x64")
    args = parser.parse_args()
    layers = max(1, (args.ops - 4) // 2)
    t = f"tensor<{args.shape}xf32>"
    acts = ["tanh", "sigmoid", "relu"]
    out = sys.stdout
    out.write(f"func.func @chain(%x0: {t}, %target: {t}) -> (tensor<f32>, {t}) {{\n")
    for i in range(layers):
        out.write(f"  %x{i + 1} = remat.{acts[i % 3]} %x{i} : {t}\n")
    out.write(f"  %loss = remat.mse_loss %x{layers}, %target : {t} -> tensor<f32>\n")
    out.write("  %one = arith.constant dense<1.0> : tensor<f32>\n")
    out.write(f"  %dy{layers} = remat.mse_loss_grad %one, %x{layers}, %target"
              f" : tensor<f32>, {t}\n")
    for i in reversed(range(layers)):
        act = acts[i % 3]
        saved = f"%x{i}" if act == "relu" else f"%x{i + 1}"
        out.write(f"  %dy{i} = remat.{act}_grad %dy{i + 1}, {saved} : {t}\n")
    out.write(f"  return %loss, %dy0 : tensor<f32>, {t}\n}}\n")


if __name__ == "__main__":
    main()
