//===- Passes.td - conversions out of the remat dialect --------*- tablegen -*-===//
#ifndef REMAT_CONVERSION_PASSES
#define REMAT_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def ConvertRematToLinalgPass : Pass<"convert-remat-to-linalg"> {
  let summary = "Lower every remat op to linalg, tensor, arith and math";
  let description = [{
    Rewrites each forward, loss and gradient op of the `remat` dialect into
    named linalg ops where they exist (`linalg.matmul`, `linalg.batch_matmul`,
    `linalg.conv_2d_nhwc_hwcf`, `linalg.transpose`, `linalg.fill`) and
    `linalg.generic` otherwise, plus `tensor` ops for views and copies
    (`tensor.collapse_shape`/`expand_shape` for reshape, `extract_slice` for
    slice, `insert_slice` for concat and slice_grad). Padded convolutions
    and the convolution and pooling gradients are gathers with bounds checks
    rather than copies into padded buffers. Checkpoint regions are inlined first. Arithmetic on f16 and
    bf16 is carried out in f32 and rounded once per element. Softmax,
    cross-entropy and layernorm use the numerically careful forms
    (max-subtracted exponentials, log-sum-exp, two-pass variance). Dropout's
    mask is the counter-based hash of `docs/reference/Dialect.md`, bit for bit.

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
