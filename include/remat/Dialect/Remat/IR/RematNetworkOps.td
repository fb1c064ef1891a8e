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

#endif // REMAT_DIALECT_REMAT_IR_REMATNETWORKOPS
