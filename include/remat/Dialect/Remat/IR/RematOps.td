//===- RematOps.td - remat dialect operations ------------------*- tablegen -*-===//
//
// Forward ops and losses of a training step; the gradient ops
// (RematGradientOps.td), guards and checkpoint regions (RematRegionOps.td)
// and the ops imported networks need (RematNetworkOps.td) are included at
// the end, in this order. Shape rules live in the verifiers (RematOps.cpp);
// FLOP formulas in RematOpsCost.cpp, documented in
// docs/reference/CostModel.md.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_DIALECT_REMAT_IR_REMATOPS
#define REMAT_DIALECT_REMAT_IR_REMATOPS

include "remat/Dialect/Remat/IR/RematDialect.td"

//===----------------------------------------------------------------------===//
// Forward: linear algebra and elementwise arithmetic
//===----------------------------------------------------------------------===//

def Remat_MatmulOp
    : Remat_ComputeOp<"matmul", [Remat_Differentiable], Remat_Matrix> {
  let summary = "Matrix product, 2-D or batched 3-D";
  let description = [{
    `result = op(lhs) x op(rhs)` where `op` transposes the last two dimensions
    when `transpose_a` / `transpose_b` is set. Operands are both 2-D
    (`[M, K] x [K, N] -> [M, N]`) or both 3-D with equal batch dimension
    (`[B, M, K] x [B, K, N] -> [B, M, N]`).

    ```mlir
    %y = remat.matmul %x, %w : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %g = remat.matmul %x, %dy {transpose_a = true}
           : (tensor<32x128xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$lhs, Remat_Tensor:$rhs,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_a,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_b);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Remat_AddOp : Remat_BinaryOp<"add", [Remat_Differentiable, Commutative]> {
  let summary = "Elementwise sum";
  let description = [{
    ```mlir
    %z = remat.add %x, %y : tensor<4x8xf32>
    ```
  }];
}

def Remat_SubOp : Remat_BinaryOp<"sub", [Remat_Differentiable]> {
  let summary = "Elementwise difference `lhs - rhs`";
  let description = [{
    ```mlir
    %z = remat.sub %x, %y : tensor<4x8xf32>
    ```
  }];
}

def Remat_MulOp : Remat_BinaryOp<"mul", [Remat_Differentiable, Commutative]> {
  let summary = "Elementwise product";
  let description = [{
    ```mlir
    %z = remat.mul %x, %y : tensor<4x8xf32>
    ```
  }];
}

def Remat_ScaleOp : Remat_UnaryOp<"scale", [Remat_Differentiable]> {
  let summary = "Multiplication by a constant scalar `factor`";
  let description = [{
    `result = factor * x`. The adjoint of `reduce_mean` and `sub` uses it.

    ```mlir
    %y = remat.scale %x {factor = -1.0 : f64} : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x,
                       DefaultValuedAttr<F64Attr, "1.0">:$factor);
  let hasVerifier = 1;
}

def Remat_BiasAddOp : Remat_ComputeOp<"bias_add",
                                      [Remat_Differentiable, AllTypesMatch<["x", "result"]>]> {
  let summary = "Adds a vector along the last dimension";
  let description = [{
    `result[..., j] = x[..., j] + bias[j]`; `bias` is 1-D with the size of the
    last dimension of `x`.

    ```mlir
    %y = remat.bias_add %x, %b : tensor<32x64xf32>, tensor<64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x, Remat_Vector:$bias);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x `,` $bias attr-dict `:` type($x) `,` type($bias)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Forward: activations and normalisation
//===----------------------------------------------------------------------===//

def Remat_ReluOp : Remat_UnaryOp<"relu", [Remat_Differentiable]> {
  let summary = "Rectified linear unit `max(x, 0)`";
  let description = [{
    ```mlir
    %y = remat.relu %x : tensor<32x64xf32>
    ```
  }];
}

def Remat_GeluOp : Remat_UnaryOp<"gelu", [Remat_Differentiable]> {
  let summary = "GELU, tanh approximation";
  let description = [{
    `0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))`.

    ```mlir
    %y = remat.gelu %x : tensor<32x64xf32>
    ```
  }];
}

def Remat_TanhOp : Remat_UnaryOp<"tanh", [Remat_Differentiable]> {
  let summary = "Hyperbolic tangent";
  let description = [{
    ```mlir
    %y = remat.tanh %x : tensor<32x64xf32>
    ```
  }];
}

def Remat_SigmoidOp : Remat_UnaryOp<"sigmoid", [Remat_Differentiable]> {
  let summary = "Logistic sigmoid `1 / (1 + exp(-x))`";
  let description = [{
    ```mlir
    %y = remat.sigmoid %x : tensor<32x64xf32>
    ```
  }];
}

def Remat_ExpOp : Remat_UnaryOp<"exp", [Remat_Differentiable]> {
  let summary = "Elementwise exponential";
  let description = [{
    ```mlir
    %y = remat.exp %x : tensor<32x64xf32>
    ```
  }];
}

def Remat_SoftmaxOp
    : Remat_UnaryOp<"softmax", [Remat_Differentiable], Remat_Scratch> {
  let summary = "Softmax over the last dimension";
  let description = [{
    `result[..., j] = exp(x[..., j]) / sum_k exp(x[..., k])`, computed with the
    row maximum subtracted for stability.

    ```mlir
    %p = remat.softmax %x : tensor<8x16x16xf32>
    ```
  }];
  let hasVerifier = 1;
}

def Remat_LayerNormOp : Remat_ComputeOp<"layernorm",
                                        [Remat_Differentiable, AllTypesMatch<["x", "result"]>,
                                         AllTypesMatch<["gamma", "beta"]>],
                                        Remat_Scratch> {
  let summary = "Layer normalisation over the last dimension";
  let description = [{
    `result = (x - mean) / sqrt(var + epsilon) * gamma + beta`, with mean and
    (biased) variance over the last dimension; `gamma` and `beta` are 1-D with
    the size of that dimension.

    ```mlir
    %y = remat.layernorm %x, %g, %b {epsilon = 1.0e-05 : f64}
           : tensor<16x64xf32>, tensor<64xf32>
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

def Remat_DropoutOp : Remat_UnaryOp<"dropout", [Remat_Differentiable]> {
  let summary = "Inverted dropout with a counter-based, replayable mask";
  let description = [{
    Keeps element `i` (row-major linear index) when `hash(seed, i)` maps to a
    uniform number at or above `rate`, and scales kept elements by
    `1 / (1 - rate)`. The mask is a pure function of `seed` and `i`, so a
    recomputation, or `dropout_grad`, reproduces the identical bits. The hash
    is specified in `docs/reference/Dialect.md`.

    ```mlir
    %y = remat.dropout %x {rate = 1.0e-01 : f64, seed = 42 : i64} : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x,
                       DefaultValuedAttr<F64Attr, "0.5">:$rate,
                       DefaultValuedAttr<I64Attr, "0">:$seed);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Forward: reductions and data movement
//===----------------------------------------------------------------------===//

class Remat_ReduceOp<string mnemonic, string what>
    : Remat_ComputeOp<mnemonic, [Remat_Differentiable]> {
  let summary = what # " over the given axes";
  let description = [{
    Reduces `x` over `axes` (default: the last axis; negative axes count from
    the end) and drops the reduced dimensions from the result.

    ```mlir
    %s = remat.}] # mnemonic # [{ %x {axes = array<i64: 0>} : tensor<32x64xf32> -> tensor<64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x, OptionalAttr<DenseI64ArrayAttr>:$axes);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The reduced axes, normalised to [0, rank) and sorted.
    ::llvm::SmallVector<int64_t> getReducedAxes();
  }];
}

def Remat_ReduceSumOp : Remat_ReduceOp<"reduce_sum", "Sum">;
def Remat_ReduceMeanOp : Remat_ReduceOp<"reduce_mean", "Arithmetic mean">;

def Remat_BroadcastInDimOp : Remat_ComputeOp<"broadcast_in_dim", [Remat_Differentiable]> {
  let summary = "Broadcasts a tensor to a larger shape";
  let description = [{
    Operand dimension `i` maps to result dimension `broadcast_dimensions[i]`
    (strictly increasing); it must equal that result dimension or be 1. Without
    the attribute, operand dimensions align with the trailing result dimensions
    (NumPy's rule).

    ```mlir
    %b = remat.broadcast_in_dim %v {broadcast_dimensions = array<i64: 1>}
           : tensor<64xf32> -> tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Result dimension of each operand dimension (the default filled in).
    ::llvm::SmallVector<int64_t> getDimensionMap();
  }];
}

def Remat_TransposeOp : Remat_ComputeOp<"transpose", [Remat_Differentiable]> {
  let summary = "Permutes dimensions";
  let description = [{
    `result` dimension `i` is operand dimension `permutation[i]`. Without the
    attribute the dimensions are reversed.

    ```mlir
    %t = remat.transpose %x {permutation = array<i64: 0, 2, 1>}
           : tensor<8x16x32xf32> -> tensor<8x32x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x,
                       OptionalAttr<DenseI64ArrayAttr>:$permutation);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The permutation with the default filled in.
    ::llvm::SmallVector<int64_t> getPermutationOrDefault();
  }];
}

def Remat_ReshapeOp : Remat_ComputeOp<"reshape",
    [Remat_Differentiable, DeclareOpInterfaceMethods<ViewLikeOpInterface>]> {
  let summary = "Same elements in row-major order, another shape";
  let description = [{
    A view: the result shares the operand's buffer (see
    docs/reference/MemoryModel.md).

    ```mlir
    %r = remat.reshape %x : tensor<8x16x32xf32> -> tensor<128x32xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `->` type($result)";
  let hasVerifier = 1;
}

def Remat_ConcatOp : Remat_ComputeOp<"concat", [Remat_Differentiable]> {
  let summary = "Concatenates tensors along one axis";
  let description = [{
    All inputs have one rank and agree on every dimension but `axis`
    (default: the last; negative counts from the end).

    ```mlir
    %c = remat.concat %a, %b {axis = 0 : i64}
           : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
    ```
  }];
  let arguments = (ins Variadic<Remat_Tensor>:$inputs,
                       DefaultValuedAttr<I64Attr, "-1">:$axis);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat =
      "$inputs attr-dict `:` functional-type($inputs, results)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The concatenation axis in [0, rank).
    int64_t getNormalizedAxis();
  }];
}

def Remat_SliceOp : Remat_ComputeOp<"slice",
    [Remat_Differentiable, DeclareOpInterfaceMethods<ViewLikeOpInterface>]> {
  let summary = "Strided slice; the result type gives the sizes";
  let description = [{
    A view: the result shares the operand's buffer (see
    docs/reference/MemoryModel.md).

    `result[i...] = x[offsets + i * strides ...]`. Offsets default to 0 and
    strides to 1.

    ```mlir
    %s = remat.slice %x {offsets = array<i64: 0, 4>} : tensor<4x8xf32> -> tensor<4x4xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$x, OptionalAttr<DenseI64ArrayAttr>:$offsets,
                       OptionalAttr<DenseI64ArrayAttr>:$strides);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::llvm::SmallVector<int64_t> getOffsetsOrDefault();
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
  }];
}

//===----------------------------------------------------------------------===//
// Forward: convolution, pooling, upsampling (NHWC)
//===----------------------------------------------------------------------===//

def Remat_Conv2DOp
    : Remat_ComputeOp<"conv2d", [Remat_Differentiable],
                      Remat_Scratch # Remat_Matrix> {
  let summary = "2-D convolution, NHWC input and HWCF filter";
  let description = [{
    `result[n, i, j, f] = sum_{kh, kw, c} in[n, i*sh + kh - pt, j*sw + kw - pl,
    g*C' + c] * filter[kh, kw, c, f]` with zero padding `[top, bottom, left,
    right]` (default 0) and `strides` (default 1). Output size per spatial
    dimension is `(in + pad_lo + pad_hi - k) / stride + 1`.

    `groups` (default 1) splits the channels as PyTorch's `groups=` does: the
    input's `C` channels and the filter's `F` output channels each form
    `groups` consecutive blocks, and output channel `f` of block
    `g = f / (F / groups)` reads only input block `g`, so the filter holds
    `C' = C / groups` input channels. `groups = C` with `F = C * M` is a
    depthwise convolution with multiplier `M` (MobileNet's).

    `gemm_columns` (CBLAS lowering only; `groups = 1`, unit strides): per
    image the `KW` input pixels each output pixel reads on one filter row
    are copied side by side into a buffer of `(OH + KH - 1) x OW x (KW * C)`,
    and each filter row is one gemm of depth `KW * C` over blocks of output
    rows (`remat::getGemmColumnsScratchBytes`, counted as scratch).
    `remat-choose-conv-columns` sets it where that does not raise the
    function's predicted peak.

    ```mlir
    %y = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>}
           : (tensor<8x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x32xf32>
    %d = remat.conv2d %x, %dw {groups = 16 : i64, padding = array<i64: 1, 1, 1, 1>}
           : (tensor<8x32x32x16xf32>, tensor<3x3x1x16xf32>) -> tensor<8x32x32x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$input, Remat_Tensor4D:$filter,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding,
                       DefaultValuedAttr<I64Attr, "1">:$groups,
                       UnitAttr:$gemm_columns);
  let results = (outs Remat_Tensor4D:$result);
  let assemblyFormat =
      "$input `,` $filter attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let extraClassDeclaration = convDefaultsDeclaration;
  let extraClassDefinition = convDefaultsDefinition;
}

def Remat_MaxPool2DOp
    : Remat_ComputeOp<"max_pool2d", [Remat_Differentiable], Remat_Scratch> {
  let summary = "2-D max pooling over NHWC";
  let description = [{
    Window `window` (default 2x2), `strides` (default: the window) and padding
    `[top, bottom, left, right]` (default 0; padded elements never win).

    ```mlir
    %p = remat.max_pool2d %x : tensor<8x32x32x16xf32> -> tensor<8x16x16x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$x,
                       OptionalAttr<DenseI64ArrayAttr>:$window,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding);
  let results = (outs Remat_Tensor4D:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = poolDefaultsDeclaration;
  let extraClassDefinition = poolDefaultsDefinition;
}

def Remat_UpsampleNearest2DOp : Remat_ComputeOp<"upsample_nearest2d", [Remat_Differentiable]> {
  let summary = "Nearest-neighbour upsampling of NHWC by integer factors";
  let description = [{
    `result[n, i, j, c] = x[n, i / sh, j / sw, c]` for `scale = [sh, sw]`
    (default 2x2).

    ```mlir
    %u = remat.upsample_nearest2d %x : tensor<8x16x16x16xf32> -> tensor<8x32x32x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$x,
                       OptionalAttr<DenseI64ArrayAttr>:$scale);
  let results = (outs Remat_Tensor4D:$result);
  let assemblyFormat = "$x attr-dict `:` type($x) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = upsampleDefaultsDeclaration;
  let extraClassDefinition = upsampleDefaultsDefinition;
}

//===----------------------------------------------------------------------===//
// Losses
//===----------------------------------------------------------------------===//

def Remat_MseLossOp : Remat_ComputeOp<"mse_loss",
                                      [Remat_Differentiable, AllTypesMatch<["pred", "target"]>],
                                      Remat_Scratch> {
  let summary = "Mean squared error over all elements, a 0-d tensor";
  let description = [{
    `loss = sum((pred - target)^2) / numel(pred)`. The lowering squares and
    sums in f64 whatever the element type and rounds the mean once: a
    sequential f32 sum over a large tensor loses digits in proportion to its
    length (GPT-2 small's 786,432 elements: 3.4e-4 relative).

    ```mlir
    %l = remat.mse_loss %pred, %target : tensor<32x10xf32> -> tensor<f32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$pred, Remat_Tensor:$target);
  let results = (outs Remat_ScalarTensor:$loss);
  let assemblyFormat =
      "$pred `,` $target attr-dict `:` type($pred) `->` type($loss)";
  let hasVerifier = 1;
}

def Remat_SoftmaxCrossEntropyOp
    : Remat_ComputeOp<"softmax_cross_entropy",
                      [Remat_Differentiable, AllTypesMatch<["logits", "labels"]>],
                      Remat_Scratch> {
  let summary = "Softmax cross-entropy against one-hot labels, batch mean";
  let description = [{
    `loss = mean over rows of -sum_j labels[.., j] * log_softmax(logits)[.., j]`
    with classes on the last dimension, computed in the stable
    `logsumexp` form.

    ```mlir
    %l = remat.softmax_cross_entropy %logits, %labels : tensor<32x10xf32> -> tensor<f32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$logits, Remat_Tensor:$labels);
  let results = (outs Remat_ScalarTensor:$loss);
  let assemblyFormat =
      "$logits `,` $labels attr-dict `:` type($logits) `->` type($loss)";
  let hasVerifier = 1;
}

// Backward ops, then rematerialization's own ops, each in its own file.
include "remat/Dialect/Remat/IR/RematGradientOps.td"
include "remat/Dialect/Remat/IR/RematRegionOps.td"

// Ops imported networks need, in their own file.
include "remat/Dialect/Remat/IR/RematNetworkOps.td"

#endif // REMAT_DIALECT_REMAT_IR_REMATOPS
