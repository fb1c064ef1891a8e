//===- RematNetworkOps.td - ops imported networks need ---------*- tablegen -*-===//
//
// Ops that networks imported from PyTorch need, kept apart from
// RematOps.td. FLOP formulas in RematNetworkOps.cpp, documented in
// docs/reference/CostModel.md.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_DIALECT_REMAT_IR_REMATNETWORKOPS
#define REMAT_DIALECT_REMAT_IR_REMATNETWORKOPS

include "remat/Dialect/Remat/IR/RematDialect.td"

def Remat_GeluErfOp : Remat_UnaryOp<"gelu_erf", [Remat_Differentiable]> {
  let summary = "GELU, exact (erf) form";
  let description = [{
    `0.5 x (1 + erf(x / sqrt(2)))`: PyTorch's `nn.GELU()` default
    (`approximate='none'`); `remat.gelu` is the tanh approximation.

    ```mlir
    %y = remat.gelu_erf %x : tensor<32x64xf32>
    ```
  }];
}

def Remat_GeluErfGradOp : Remat_UnaryGradOp<"gelu_erf_grad", "gelu_erf"> {
  let summary = "Derivative of the erf GELU at `x`, times `dy`";
  let description = [{
    `dx = dy * (0.5 (1 + erf(x / sqrt(2))) + x exp(-x^2 / 2) / sqrt(2 pi))`.

    ```mlir
    %dx = remat.gelu_erf_grad %dy, %x : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$x);
  let assemblyFormat = "$dy `,` $x attr-dict `:` type($dx)";
}

def Remat_LogSoftmaxOp
    : Remat_UnaryOp<"log_softmax", [Remat_Differentiable], Remat_Scratch> {
  let summary = "Log-softmax over the last dimension";
  let description = [{
    `result[..., j] = x[..., j] - max - log(sum_k exp(x[..., k] - max))`
    with `max` the row maximum (the stable log-sum-exp form).

    ```mlir
    %l = remat.log_softmax %x : tensor<8x10xf32>
    ```
  }];
  let hasVerifier = 1;
}

def Remat_LogSoftmaxGradOp
    : Remat_UnaryGradOp<"log_softmax_grad", "log_softmax", Remat_Scratch> {
  let summary = "`dx = dy - exp(y) * sum(dy)` over the last dimension";
  let description = [{
    Reads the forward output `y = log_softmax(x)`.

    ```mlir
    %dx = remat.log_softmax_grad %dy, %y : tensor<8x10xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$y);
  let assemblyFormat = "$dy `,` $y attr-dict `:` type($dx)";
  let hasVerifier = 1;
}

def Remat_CausalMaskOp
    : Remat_UnaryOp<"causal_mask", [Remat_Differentiable]> {
  let summary = "-inf above a diagonal of the last two dimensions";
  let description = [{
    `result[..., i, j] = j > i + offset ? -inf : x[..., i, j]`: the causal
    mask of attention scores before a softmax, computed from the indices, so
    no dense mask tensor exists (PyTorch's
    `scores.masked_fill(~torch.ones(T, T).tril(offset), -inf)`).

    ```mlir
    %m = remat.causal_mask %scores : tensor<8x16x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x, DefaultValuedAttr<I64Attr, "0">:$offset);
  let hasVerifier = 1;
}

def Remat_CausalMaskGradOp
    : Remat_GradOp<"causal_mask_grad", "causal_mask",
                   [SameOperandsAndResultType]> {
  let summary = "`dx = j > i + offset ? 0 : dy`";
  let description = [{
    ```mlir
    %dx = remat.causal_mask_grad %dy : tensor<8x16x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, DefaultValuedAttr<I64Attr, "0">:$offset);
  let results = (outs Remat_Tensor:$dx);
  let assemblyFormat = "$dy attr-dict `:` type($dy)";
  let hasVerifier = 1;
}

def Remat_CastOp
    : Remat_Op<"cast", [Pure, Remat_Differentiable, SameOperandsAndResultShape]> {
  let summary = "Converts between float element types";
  let description = [{
    Each element rounded to the result's element type (round to nearest,
    ties to even; exact when widening), e.g. bf16 compute on f32 master
    weights. The adjoint is `cast` of `dy` back to the operand's type.

    ```mlir
    %h = remat.cast %w : tensor<64x32xf32> to tensor<64x32xbf16>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `to` type($result)";
}

def Remat_ClampOp : Remat_UnaryOp<"clamp", [Remat_Differentiable]> {
  let summary = "`min(max(x, min), max)` elementwise";
  let description = [{
    PyTorch's `hardtanh` (`clamp`; `relu6` is `min = 0, max = 6`). NaN
    stays NaN.

    ```mlir
    %y = remat.clamp %x {min = 0.0 : f64, max = 6.0 : f64} : tensor<8x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x, F64Attr:$min, F64Attr:$max);
  let hasVerifier = 1;
}

def Remat_ClampGradOp : Remat_UnaryGradOp<"clamp_grad", "clamp"> {
  let summary = "`dx = min < x < max ? dy : 0`";
  let description = [{
    The derivative PyTorch's `hardtanh_backward` uses: zero where `x` is at
    or beyond a bound.

    ```mlir
    %dx = remat.clamp_grad %dy, %x {min = 0.0 : f64, max = 6.0 : f64} : tensor<8x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$x, F64Attr:$min,
                       F64Attr:$max);
  let assemblyFormat = "$dy `,` $x attr-dict `:` type($dx)";
}

def Remat_BatchNormOp
    : Remat_ComputeOp<"batch_norm",
                      [Remat_Differentiable, AllTypesMatch<["x", "result"]>,
                       AllTypesMatch<["gamma", "beta"]>],
                      Remat_Scratch> {
  let summary = "Training-mode batch normalisation over all but the last dimension";
  let description = [{
    `result = (x - mean) / sqrt(var + epsilon) * gamma + beta`, with mean and
    (biased) variance of each channel (the last dimension, NHWC's `C`) over
    every other dimension: PyTorch's `F.batch_norm(training=True)` on the
    dialect's channels-last layout. `gamma` and `beta` are 1-D with the
    number of channels. The statistics are summed in f64 whatever the
    element type, as PyTorch's CPU kernel sums in double. The running
    statistics are not an effect of this op (they change neither the loss
    nor the gradients of a step).

    ```mlir
    %y = remat.batch_norm %x, %g, %b {epsilon = 1.0e-05 : f64}
           : tensor<8x16x16x64xf32>, tensor<64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x, Remat_Vector:$gamma,
                       Remat_Vector:$beta,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat =
      "$x `,` $gamma `,` $beta attr-dict `:` type($x) `,` type($gamma)";
  let hasVerifier = 1;
}

def Remat_BatchNormGradOp
    : Remat_GradOp<"batch_norm_grad", "batch_norm",
                   [AllTypesMatch<["dy", "x", "dx"]>,
                    AllTypesMatch<["gamma", "dgamma", "dbeta"]>],
                   Remat_Scratch> {
  let summary = "Gradients of batch_norm: `dx`, `dgamma`, `dbeta`";
  let description = [{
    With `x_hat = (x - mean) * rstd` and sums over all but the last
    dimension (`n` elements per channel): `dbeta = sum dy`, `dgamma = sum dy
    x_hat`, `dx = rstd gamma (dy - dbeta / n - x_hat dgamma / n)`
    (PyTorch's `native_batch_norm_backward` in training mode). Recomputes
    mean and rstd from `x` (PyTorch keeps them: `2 C` values, where both
    keep `x`).

    ```mlir
    %dx, %dg, %db = remat.batch_norm_grad %dy, %x, %g {epsilon = 1.0e-05 : f64}
                      : tensor<8x16x16x64xf32>, tensor<64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$x, Remat_Vector:$gamma,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Remat_Tensor:$dx, Remat_Vector:$dgamma,
                      Remat_Vector:$dbeta);
  let assemblyFormat =
      "$dy `,` $x `,` $gamma attr-dict `:` type($x) `,` type($gamma)";
  let hasVerifier = 1;
}

include "remat/Dialect/Remat/IR/RematIndexOps.td"

#endif // REMAT_DIALECT_REMAT_IR_REMATNETWORKOPS
