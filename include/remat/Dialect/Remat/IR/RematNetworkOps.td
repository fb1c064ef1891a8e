//===- RematNetworkOps.td - ops imported networks need ---------*- tablegen -*-===//
//
// Ops added for networks imported from PyTorch (issue 16), kept apart from
// RematOps.td. FLOP formulas in RematNetworkOps.cpp, documented in
// docs/CostModel.md.
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

#endif // REMAT_DIALECT_REMAT_IR_REMATNETWORKOPS
