//===- RematGradientOps.td - remat gradient ops ------------*- tablegen -*-===//
//
// The backward ops of a training step (the `*_grad` ops that
// remat-autodiff emits), kept apart from the forward ops of RematOps.td and
// included by it. Verifiers in RematOps.cpp, FLOP formulas in
// RematOpsCost.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_DIALECT_REMAT_IR_REMATGRADIENTOPS
#define REMAT_DIALECT_REMAT_IR_REMATGRADIENTOPS

include "remat/Dialect/Remat/IR/RematDialect.td"

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
  let extraClassDeclaration =
      !strconcat(gradClassDeclaration, convDefaultsDeclaration);
  let extraClassDefinition = convDefaultsDefinition;
}

def Remat_Conv2DGradInputOp
    : Remat_Conv2DGradOp<"conv2d_grad_input", "filter"> {
  let summary = "Gradient of conv2d with respect to its input";
  let description = [{
    The result type is the forward input's (several input sizes can give one
    output size when the stride does not divide evenly). `groups` is the
    forward convolution's. `gemm_columns` as on `remat.conv2d`, for the
    convolution of the flipped filter over the spread dy (where the padding
    allows it, `remat::getDenseGradInputOffsets`).

    ```mlir
    %dx = remat.conv2d_grad_input %dy, %w {padding = array<i64: 1, 1, 1, 1>}
            : (tensor<8x32x32x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor4D:$dy, Remat_Tensor4D:$filter,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding,
                       DefaultValuedAttr<I64Attr, "1">:$groups,
                       UnitAttr:$gemm_columns);
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
  let extraClassDeclaration =
      !strconcat(gradClassDeclaration, poolDefaultsDeclaration);
  let extraClassDefinition = poolDefaultsDefinition;
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
  let extraClassDeclaration =
      !strconcat(gradClassDeclaration, upsampleDefaultsDeclaration);
  let extraClassDefinition = upsampleDefaultsDefinition;
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

#endif // REMAT_DIALECT_REMAT_IR_REMATGRADIENTOPS
