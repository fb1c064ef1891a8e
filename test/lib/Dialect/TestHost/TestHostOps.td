//===- TestHostOps.td - a host compiler's own training ops -*- tablegen -*-===//
//
// A stand-in for a host compiler's dialect: a fused dense+ReLU layer, its
// gradient and a loss. It implements nothing of Remat's (no Remat .td is
// included); Remat's cost model reaches it through external models attached
// by TestHostCostModels.cpp, and the backward pass is marked with the
// `remat.backward` attribute (docs/reference/HostRecipe.md).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TEST_DIALECT_TESTHOST_TESTHOSTOPS
#define REMAT_TEST_DIALECT_TESTHOST_TESTHOSTOPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TestHost_Dialect : Dialect {
  let name = "test_host";
  let cppNamespace = "::remat::test_host";
  let summary = "A host compiler's training ops, for testing Remat's recipe.";
  let description = [{
    Three ops on 2-d `f32` tensors, with their own semantics and nothing of
    Remat's: the test of the recipe a host compiler follows to rematerialize
    its training steps (docs/reference/HostRecipe.md).
  }];
}

class TestHost_Op<string mnemonic, list<Trait> traits = []>
    : Op<TestHost_Dialect, mnemonic, traits>;

def TestHost_DenseReluOp : TestHost_Op<"dense_relu", [Pure]> {
  let summary = "fused dense layer and ReLU: y = max(x @ w, 0)";
  let description = [{
    `x` is `M x K`, `w` is `K x N`, `y` is `M x N`.

    ```mlir
    %y = test_host.dense_relu %x, %w : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
    ```
  }];
  let arguments = (ins 2DTensorOf<[F32]>:$x, 2DTensorOf<[F32]>:$w);
  let results = (outs 2DTensorOf<[F32]>:$y);
  let assemblyFormat = [{
    $x `,` $w attr-dict `:` type($x) `,` type($w) `->` type($y)
  }];
  let hasVerifier = 1;
}

def TestHost_DenseReluGradOp : TestHost_Op<"dense_relu_grad", [Pure]> {
  let summary = "gradient of dense_relu: dx and dw from dy, x, w and y";
  let description = [{
    With `dz = dy * (y > 0)`: `dx = dz @ transpose(w)`,
    `dw = transpose(x) @ dz`. It reads the layer's output `y` for the ReLU
    mask, as upstream autodiff systems do.

    ```mlir
    %dx, %dw = test_host.dense_relu_grad %dy, %x, %w, %y
        : tensor<4x16xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>
        -> tensor<4x8xf32>, tensor<8x16xf32>
    ```
  }];
  let arguments = (ins 2DTensorOf<[F32]>:$dy, 2DTensorOf<[F32]>:$x,
                       2DTensorOf<[F32]>:$w, 2DTensorOf<[F32]>:$y);
  let results = (outs 2DTensorOf<[F32]>:$dx, 2DTensorOf<[F32]>:$dw);
  let assemblyFormat = [{
    $dy `,` $x `,` $w `,` $y attr-dict `:` type($dy) `,` type($x) `,`
    type($w) `,` type($y) `->` type($dx) `,` type($dw)
  }];
  let hasVerifier = 1;
}

def TestHost_HalfSumSquaresOp : TestHost_Op<"half_sum_squares", [Pure]> {
  let summary = "loss = sum(y * y) / 2, whose gradient with respect to y is y";
  let description = [{
    ```mlir
    %l = test_host.half_sum_squares %y : tensor<4x16xf32> -> tensor<f32>
    ```
  }];
  let arguments = (ins 2DTensorOf<[F32]>:$y);
  let results = (outs 0DTensorOf<[F32]>:$loss);
  let assemblyFormat = "$y attr-dict `:` type($y) `->` type($loss)";
}

#endif // REMAT_TEST_DIALECT_TESTHOST_TESTHOSTOPS
