#!/usr/bin/env python3
"""Generates the training step of a deep ReLU MLP as remat MLIR, with its
backward pass written out (matmul, bias_add, relu per layer; softmax
cross-entropy loss), returning the loss and every parameter's gradient.

  gen_mlp.py --layers 16 --batch 256 --width 1024 [--in 1024] [--classes 1000]
             [--dtype f32] [--forward-only] > mlp.mlir

--forward-only emits just the forward function returning the loss, with
parameters marked {remat.param}, for remat-autodiff.
"""
import argparse


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--layers", type=int, default=16)
    p.add_argument("--batch", type=int, default=256)
    p.add_argument("--width", type=int, default=1024)
    p.add_argument("--in", dest="inputs", type=int)
    p.add_argument("--classes", type=int, default=16)
    p.add_argument("--dtype", default="f32")
    p.add_argument("--forward-only", action="store_true")
    p.add_argument("--name", default="mlp")
    a = p.parse_args()
    L, B, W, dt = a.layers, a.batch, a.width, a.dtype
    dims = [a.inputs or W] + [W] * (L - 1) + [a.classes]

    def t(*shape):
        return "tensor<" + "x".join(map(str, shape)) + f"x{dt}>"

    args = [f"%x: {t(B, dims[0])}", f"%labels: {t(B, dims[-1])}"]
    for i in range(L):
        args.append(f"%w{i}: {t(dims[i], dims[i + 1])} {{remat.param}}")
        args.append(f"%b{i}: {t(dims[i + 1])} {{remat.param}}")
    results = [f"tensor<{dt}>"]
    if not a.forward_only:
        for i in range(L):
            results += [t(dims[i], dims[i + 1]), t(dims[i + 1])]
    out = []
    emit = out.append
    name = a.name if a.forward_only else a.name + "_train_step"
    emit(f"func.func @{name}({', '.join(args)})\n"
         f"    -> ({', '.join(results)}) {{")
    act = "%x"
    for i in range(L):
        emit(f"  %h{i} = remat.matmul {act}, %w{i} : ({t(B, dims[i])}, "
             f"{t(dims[i], dims[i + 1])}) -> {t(B, dims[i + 1])}")
        emit(f"  %z{i} = remat.bias_add %h{i}, %b{i} : {t(B, dims[i + 1])}, "
             f"{t(dims[i + 1])}")
        if i < L - 1:
            emit(f"  %a{i} = remat.relu %z{i} : {t(B, dims[i + 1])}")
            act = f"%a{i}"
    logits = f"%z{L - 1}"
    emit(f"  %loss = remat.softmax_cross_entropy {logits}, %labels : "
         f"{t(B, dims[-1])} -> tensor<{dt}>")
    if a.forward_only:
        emit(f"  return %loss : tensor<{dt}>\n}}")
        print("\n".join(out))
        return
    emit(f"  %one = arith.constant dense<1.0> : tensor<{dt}>")
    emit(f"  %dz{L - 1} = remat.softmax_cross_entropy_grad %one, {logits}, "
         f"%labels : tensor<{dt}>, {t(B, dims[-1])}")
    grads = {}
    for i in reversed(range(L)):
        inp = "%x" if i == 0 else f"%a{i - 1}"
        emit(f"  %dw{i} = remat.matmul {inp}, %dz{i} {{transpose_a = true}} : "
             f"({t(B, dims[i])}, {t(B, dims[i + 1])}) -> "
             f"{t(dims[i], dims[i + 1])}")
        emit(f"  %db{i} = remat.reduce_sum %dz{i} {{axes = array<i64: 0>}} : "
             f"{t(B, dims[i + 1])} -> {t(dims[i + 1])}")
        grads[i] = (f"%dw{i}", f"%db{i}")
        if i > 0:
            emit(f"  %da{i - 1} = remat.matmul %dz{i}, %w{i} "
                 f"{{transpose_b = true}} : ({t(B, dims[i + 1])}, "
                 f"{t(dims[i], dims[i + 1])}) -> {t(B, dims[i])}")
            emit(f"  %dz{i - 1} = remat.relu_grad %da{i - 1}, %z{i - 1} : "
                 f"{t(B, dims[i])}")
    values = ["%loss"] + [g for i in range(L) for g in grads[i]]
    emit(f"  return {', '.join(values)}\n      : {', '.join(results)}\n}}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
