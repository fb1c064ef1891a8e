//===- Passes.td - conversions out of the remat dialect --------*- tablegen -*-===//
#ifndef REMAT_CONVERSION_PASSES
#define REMAT_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def ConvertRematToLinalgPass : Pass<"convert-remat-to-linalg"> {
  let summary = "Lower every remat op to linalg, tensor, arith and math";
  let description = [{
    Rewrites each op of the `remat` dialect into named linalg ops where they
    exist (`linalg.matmul`, `linalg.conv_2d_nhwc_hwcf`, ...) and
    `linalg.generic` otherwise, plus `tensor` ops for views and copies;
    checkpoint regions are inlined first. f16 and bf16 arithmetic runs in
    f32, rounded once per element; dropout's mask is the hash of
    `docs/reference/Dialect.md`, bit for bit. Details:
    `docs/reference/Lowering.md`.

    ```mlir
    %y = remat.relu %x : tensor<4x8xf32>
    // becomes
    %e = tensor.empty() : tensor<4x8xf32>
    %y = linalg.generic {...} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %zero = arith.constant 0.0 : f32
        %pos = arith.cmpf ogt, %in, %zero : f32
        %r = arith.select %pos, %in, %zero : f32
        linalg.yield %r : f32
    } -> tensor<4x8xf32>
    ```
  }];
  let options = [
    Option<"parallelFilterPositions", "parallel-filter-positions", "bool",
           /*default=*/"false",
           "A conv2d_grad_filter's filter positions as one scf.forall per "
           "image where its windows are read in place (set by "
           "remat-lower-to-llvm{threads=N} with CBLAS): each position "
           "writes its own slice of the result and sums the images in order, "
           "so the bits do not change">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // REMAT_CONVERSION_PASSES
