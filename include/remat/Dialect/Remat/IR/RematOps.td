//===- RematOps.td - remat dialect operations ------------------*- tablegen -*-===//
//
// Forward ops, losses, gradient ops and checkpoint regions of a training step.
// Shape rules live in the verifiers (RematOps.cpp); FLOP formulas in
// RematOpsCost.cpp, documented in docs/CostModel.md.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_DIALECT_REMAT_IR_REMATOPS
#define REMAT_DIALECT_REMAT_IR_REMATOPS

include "remat/Dialect/Remat/IR/RematDialect.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

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
    is specified in `docs/Dialect.md`.

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
    A view: the result shares the operand's buffer (see docs/MemoryModel.md).

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
    A view: the result shares the operand's buffer (see docs/MemoryModel.md).

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
                       DefaultValuedAttr<I64Attr, "1">:$groups);
  let results = (outs Remat_Tensor4D:$result);
  let assemblyFormat =
      "$input `,` $filter attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
    ::llvm::SmallVector<int64_t> getPaddingOrDefault();
  }];
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
  let extraClassDeclaration = [{
    ::llvm::SmallVector<int64_t> getWindowOrDefault();
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
    ::llvm::SmallVector<int64_t> getPaddingOrDefault();
  }];
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
  let extraClassDeclaration = [{
    ::llvm::SmallVector<int64_t> getScaleOrDefault();
  }];
}

//===----------------------------------------------------------------------===//
// Losses
//===----------------------------------------------------------------------===//

def Remat_MseLossOp : Remat_ComputeOp<"mse_loss",
                                      [Remat_Differentiable, AllTypesMatch<["pred", "target"]>]> {
  let summary = "Mean squared error over all elements, a 0-d tensor";
  let description = [{
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

//===----------------------------------------------------------------------===//
// Backward: gradient ops
//===----------------------------------------------------------------------===//

def Remat_ReluGradOp : Remat_UnaryGradOp<"relu_grad", "relu"> {
  let summary = "`dx = dy * (y > 0)`, `y` relu's output (or its input)";
  let description = [{
    `y` is the forward op's output `relu(x)` or its input `x`: `relu(x) > 0`
    exactly when `x > 0`, so either gives the same `dx`, bit for bit.
    `remat-autodiff` passes the output, which the next forward op reads in
    any case (PyTorch's `threshold_backward` reads it too), so the backward
    pass keeps one tensor per ReLU layer, not two; it passes the input only
    when that is a function argument, which is held anyway.

    ```mlir
    %y = remat.relu %x : tensor<32x64xf32>
    %dx = remat.relu_grad %dy, %y : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$y);
  let assemblyFormat = "$dy `,` $y attr-dict `:` type($dx)";
}

def Remat_GeluGradOp : Remat_UnaryGradOp<"gelu_grad", "gelu"> {
  let summary = "Derivative of the tanh-approximated GELU at `x`, times `dy`";
  let description = [{
    ```mlir
    %dx = remat.gelu_grad %dy, %x : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$x);
  let assemblyFormat = "$dy `,` $x attr-dict `:` type($dx)";
}

def Remat_TanhGradOp : Remat_UnaryGradOp<"tanh_grad", "tanh"> {
  let summary = "`dx = dy * (1 - y^2)` from the forward output `y`";
  let description = [{
    ```mlir
    %dx = remat.tanh_grad %dy, %y : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$y);
  let assemblyFormat = "$dy `,` $y attr-dict `:` type($dx)";
}

def Remat_SigmoidGradOp : Remat_UnaryGradOp<"sigmoid_grad", "sigmoid"> {
  let summary = "`dx = dy * y * (1 - y)` from the forward output `y`";
  let description = [{
    ```mlir
    %dx = remat.sigmoid_grad %dy, %y : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$y);
  let assemblyFormat = "$dy `,` $y attr-dict `:` type($dx)";
}

def Remat_SoftmaxGradOp
    : Remat_UnaryGradOp<"softmax_grad", "softmax", Remat_Scratch> {
  let summary = "`dx = y * (dy - sum(dy * y))` over the last dimension";
  let description = [{
    ```mlir
    %dx = remat.softmax_grad %dy, %y : tensor<8x16x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_Tensor:$y);
  let assemblyFormat = "$dy `,` $y attr-dict `:` type($dx)";
  let hasVerifier = 1;
}

def Remat_LayerNormGradOp
    : Remat_GradOp<"layernorm_grad", "layernorm",
                   [AllTypesMatch<["dy", "x", "dx"]>,
                    AllTypesMatch<["gamma", "dgamma", "dbeta"]>],
                   Remat_Scratch> {
  let summary = "Gradients of layernorm: `dx`, `dgamma`, `dbeta`";
  let description = [{
    Recomputes mean and variance from `x` (nothing but `x` and `gamma` needs to
    be kept from the forward pass).

    ```mlir
    %dx, %dg, %db = remat.layernorm_grad %dy, %x, %g {epsilon = 1.0e-05 : f64}
                      : tensor<16x64xf32>, tensor<64xf32>
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

def Remat_DropoutGradOp
    : Remat_GradOp<"dropout_grad", "dropout", [SameOperandsAndResultType]> {
  let summary = "Replays the dropout mask of the same `seed` on `dy`";
  let description = [{
    `dx = dy * mask(seed) / (1 - rate)`: the same mask as the `dropout` op with
    the same `rate` and `seed`, so nothing needs to be kept.

    ```mlir
    %dx = remat.dropout_grad %dy {rate = 1.0e-01 : f64, seed = 42 : i64} : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy,
                       DefaultValuedAttr<F64Attr, "0.5">:$rate,
                       DefaultValuedAttr<I64Attr, "0">:$seed);
  let results = (outs Remat_Tensor:$dx);
  let assemblyFormat = "$dy attr-dict `:` type($dx)";
  let hasVerifier = 1;
}

def Remat_MseLossGradOp
    : Remat_GradOp<"mse_loss_grad", "mse_loss",
                   [AllTypesMatch<["pred", "target", "dpred"]>]> {
  let summary = "`dpred = dloss * 2 (pred - target) / numel`";
  let description = [{
    `dloss` is the 0-d seed of the backward pass (1.0 for the loss itself).

    ```mlir
    %dp = remat.mse_loss_grad %one, %pred, %target : tensor<f32>, tensor<32x10xf32>
    ```
  }];
  let arguments = (ins Remat_ScalarTensor:$dloss, Remat_Tensor:$pred,
                       Remat_Tensor:$target);
  let results = (outs Remat_Tensor:$dpred);
  let assemblyFormat = "$dloss `,` $pred `,` $target attr-dict `:` "
                       "type($dloss) `,` type($pred)";
  let hasVerifier = 1;
}

def Remat_SoftmaxCrossEntropyGradOp
    : Remat_GradOp<"softmax_cross_entropy_grad", "softmax_cross_entropy",
                   [AllTypesMatch<["logits", "labels", "dlogits"]>],
                   Remat_Scratch> {
  let summary = "`dlogits = dloss * (softmax(logits) - labels) / rows`";
  let description = [{
    ```mlir
    %dl = remat.softmax_cross_entropy_grad %one, %logits, %labels
            : tensor<f32>, tensor<32x10xf32>
    ```
  }];
  let arguments = (ins Remat_ScalarTensor:$dloss, Remat_Tensor:$logits,
                       Remat_Tensor:$labels);
  let results = (outs Remat_Tensor:$dlogits);
  let assemblyFormat = "$dloss `,` $logits `,` $labels attr-dict `:` "
                       "type($dloss) `,` type($logits)";
  let hasVerifier = 1;
}

class Remat_Conv2DGradOp<string mnemonic, string savedName>
    : Remat_GradOp<mnemonic, "conv2d", [], Remat_Scratch # Remat_Matrix> {
  let results = (outs Remat_Tensor4D:$result);
  let assemblyFormat =
      "$dy `,` $" # savedName # " attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let extraClassDeclaration = gradClassDeclaration # [{
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
    ::llvm::SmallVector<int64_t> getPaddingOrDefault();
  }];
}

def Remat_Conv2DGradInputOp
    : Remat_Conv2DGradOp<"conv2d_grad_input", "filter"> {
  let summary = "Gradient of conv2d with respect to its input";
  let description = [{
    The result type is the forward input's (several input sizes can give one
    output size when the stride does not divide evenly). `groups` is the
    forward convolution's.

    ```mlir
    %dx = remat.conv2d_grad_input %dy, %w {padding = array<i64: 1, 1, 1, 1>}
            : (tensor<8x32x32x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$dy, Remat_Tensor4D:$filter,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding,
                       DefaultValuedAttr<I64Attr, "1">:$groups);
}

def Remat_Conv2DGradFilterOp
    : Remat_Conv2DGradOp<"conv2d_grad_filter", "input"> {
  let summary = "Gradient of conv2d with respect to its filter";
  let description = [{
    `layout` says how the lowering reads each filter position's input
    window, image by image (a choice of speed against scratch memory, which
    the memory model counts; see `remat::getGradFilterLayout`):
    - `"direct"`: the window is gathered from the image into a buffer of
      one window (zeros in the padding);
    - `"spread"`: the image is copied with its zero padding; at unit stride
      dy is spread to the padded width and every window is read in place as
      a run of the padded image's pixel rows, strided each window is a
      strided slice of the padded copy, copied. Faster, more scratch.
    Without it the layout with less scratch is used (`"spread"` on a tie).
    `remat-choose-grad-filter-layouts` sets `"spread"` where it does not
    raise the function's predicted peak. Only for `groups = 1`.

    ```mlir
    %dw = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>}
            : (tensor<8x32x32x32xf32>, tensor<8x32x32x16xf32>) -> tensor<3x3x16x32xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$dy, Remat_Tensor4D:$input,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding,
                       DefaultValuedAttr<I64Attr, "1">:$groups,
                       OptionalAttr<StrAttr>:$layout);
}

def Remat_MaxPool2DGradOp
    : Remat_GradOp<"max_pool2d_grad", "max_pool2d",
                   [AllTypesMatch<["x", "dx"]>], Remat_Scratch> {
  let summary = "Routes `dy` to the first maximum of each window of `x`";
  let description = [{
    ```mlir
    %dx = remat.max_pool2d_grad %dy, %x
            : (tensor<8x16x16x16xf32>, tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$dy, Remat_Tensor4D:$x,
                       OptionalAttr<DenseI64ArrayAttr>:$window,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding);
  let results = (outs Remat_Tensor4D:$dx);
  let assemblyFormat =
      "$dy `,` $x attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let extraClassDeclaration = gradClassDeclaration # [{
    ::llvm::SmallVector<int64_t> getWindowOrDefault();
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
    ::llvm::SmallVector<int64_t> getPaddingOrDefault();
  }];
}

def Remat_UpsampleNearest2DGradOp
    : Remat_GradOp<"upsample_nearest2d_grad", "upsample_nearest2d", [],
                   Remat_Scratch> {
  let summary = "Sums `dy` over each `scale` block";
  let description = [{
    ```mlir
    %dx = remat.upsample_nearest2d_grad %dy : tensor<8x32x32x16xf32> -> tensor<8x16x16x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$dy,
                       OptionalAttr<DenseI64ArrayAttr>:$scale);
  let results = (outs Remat_Tensor4D:$dx);
  let assemblyFormat = "$dy attr-dict `:` type($dy) `->` type($dx)";
  let hasVerifier = 1;
  let extraClassDeclaration = gradClassDeclaration # [{
    ::llvm::SmallVector<int64_t> getScaleOrDefault();
  }];
}

def Remat_SliceGradOp : Remat_GradOp<"slice_grad", "slice"> {
  let summary = "Scatters `dy` back into zeros of the sliced operand's shape";
  let description = [{
    ```mlir
    %dx = remat.slice_grad %dy {offsets = array<i64: 0, 4>} : tensor<4x4xf32> -> tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy,
                       OptionalAttr<DenseI64ArrayAttr>:$offsets,
                       OptionalAttr<DenseI64ArrayAttr>:$strides);
  let results = (outs Remat_Tensor:$dx);
  let assemblyFormat = "$dy attr-dict `:` type($dy) `->` type($dx)";
  let hasVerifier = 1;
  let extraClassDeclaration = gradClassDeclaration # [{
    ::llvm::SmallVector<int64_t> getOffsetsOrDefault();
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
  }];
}

//===----------------------------------------------------------------------===//
// Rematerialization
//===----------------------------------------------------------------------===//

def Remat_BarrierOp : Remat_Op<"barrier",
    [AllTypesMatch<["x", "result"]>,
     DeclareOpInterfaceMethods<ViewLikeOpInterface>,
     RecomputeGuardOpInterface, MemoryEffects<[MemWrite]>]> {
  let summary = "Keeps a recomputation apart from the computation it repeats";
  let description = [{
    The identity on its operand, with a declared side effect so that CSE,
    canonicalization and the lowering never merge a recomputed op with the
    original it repeats (JAX's `optimization_barrier`). The
    rematerialization pass feeds every recomputed op's saved inputs through
    one. It is a view (no copy) and bufferizes to its operand's buffer.
    Integer tensors (an embedding's indices) pass through one too.

    ```mlir
    %k = remat.barrier %saved : tensor<32x64xf32>
    %r = remat.relu %k {remat.recompute} : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Remat_AnyTensor:$x);
  let results = (outs Remat_AnyTensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

def Remat_CheckRecomputeOp : Op<Remat_Dialect, "check_recompute",
    [AllTypesMatch<["original", "recomputed"]>, RecomputeGuardOpInterface,
     MemoryEffects<[MemWrite]>]> {
  let summary = "Debug check: a recomputation equals the original, bit for bit";
  let description = [{
    Emitted by `remat-rematerialize` with `check-recompute=true`. At run
    time, compares `recomputed` with `original` bitwise and aborts with
    `message` if any element differs. It keeps `original` alive until the
    check, so it is for users who doubt the compiler, not for saving memory.

    ```mlir
    remat.check_recompute %a, %a2 {message = "relu at model.mlir:12:8"} : tensor<8x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$original, Remat_Tensor:$recomputed,
                       StrAttr:$message);
  let assemblyFormat =
      "$original `,` $recomputed attr-dict `:` type($original)";
}

//===----------------------------------------------------------------------===//
// Checkpoint regions
//===----------------------------------------------------------------------===//

def Remat_CheckpointOp : Remat_Op<"checkpoint",
    [IsolatedFromAbove, SingleBlock, RecursiveMemoryEffects,
     RecursivelySpeculatable, CheckpointRegionOpInterface]> {
  let summary = "A forward segment whose internal activations are not kept";
  let description = [{
    Marks a segment of forward computation the way TensorFlow's
    `tf.recompute_grad` does: only the region's operands are kept for the
    backward pass, everything computed inside is recomputed before its
    backward use. The body is a single block, isolated from above, whose
    arguments receive the operands and whose `remat.yield` gives the results.

    ```mlir
    %y = remat.checkpoint (%x, %w) : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32> {
    ^bb0(%a: tensor<32x64xf32>, %b: tensor<64x64xf32>):
      %h = remat.matmul %a, %b : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      %r = remat.relu %h : tensor<32x64xf32>
      remat.yield %r : tensor<32x64xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<Remat_Tensor>:$inputs);
  let results = (outs Variadic<Remat_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat =
      "`(` $inputs `)` attr-dict `:` functional-type($inputs, results) $body";
  let hasRegionVerifier = 1;
}

def Remat_YieldOp : Op<Remat_Dialect, "yield",
    [Pure, Terminator, ReturnLike, HasParent<"CheckpointOp">]> {
  let summary = "Returns the results of a checkpoint region";
  let description = [{
    ```mlir
    remat.yield %r : tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Variadic<Remat_Tensor>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

// Ops imported networks need (issue 16), in their own file.
include "remat/Dialect/Remat/IR/RematNetworkOps.td"

#endif // REMAT_DIALECT_REMAT_IR_REMATOPS
