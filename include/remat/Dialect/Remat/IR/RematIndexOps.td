//===- RematIndexOps.td - ops that read integer tensors --------*- tablegen -*-===//
//
// Ops with integer operands: class labels (`cross_entropy`) and indices
// (`embedding`). Integer tensors (i32 or i64) are data: they have no
// adjoint, and no remat op produces one. Every index is clamped into its
// valid range (StableHLO's gather does the same), so no input can make the
// lowered code read or write out of bounds. FLOP formulas in
// RematIndexOps.cpp, documented in docs/reference/CostModel.md.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_DIALECT_REMAT_IR_REMATINDEXOPS
#define REMAT_DIALECT_REMAT_IR_REMATINDEXOPS

include "remat/Dialect/Remat/IR/RematDialect.td"

/// A pure op whose float operands and results share one element type
/// (checked by the op's verifier) beside integer index operands.
class Remat_IndexedOp<string mnemonic, list<Trait> traits = [],
                      list<string> costOverrides = []>
    : Remat_Op<mnemonic, traits # [Pure], costOverrides> {
  let hasVerifier = 1;
}

def Remat_CrossEntropyOp
    : Remat_IndexedOp<"cross_entropy", [Remat_Differentiable], Remat_Scratch> {
  let summary = "Softmax cross-entropy against integer labels, batch mean";
  let description = [{
    `loss = mean over rows r of -log_softmax(logits)[r, labels[r]]`, with
    classes on the last dimension of `logits` and `labels` shaped like its
    other dimensions (PyTorch's `F.cross_entropy` on class indices, without
    `ignore_index` or weights). A label outside `[0, C)` is clamped into it.
    Computed in the stable log-sum-exp form.

    ```mlir
    %l = remat.cross_entropy %logits, %labels
           : tensor<32x10xf32>, tensor<32xi64> -> tensor<f32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$logits, Remat_IndexTensor:$labels);
  let results = (outs Remat_ScalarTensor:$loss);
  let assemblyFormat = "$logits `,` $labels attr-dict `:` type($logits) `,` "
                       "type($labels) `->` type($loss)";
}

def Remat_CrossEntropyGradOp
    : Remat_IndexedOp<"cross_entropy_grad",
                      [GradientOpInterface,
                       AllTypesMatch<["logits", "dlogits"]>],
                      Remat_Scratch> {
  let summary = "`dlogits = dloss * (softmax(logits) - onehot(labels)) / rows`";
  let description = [{
    The derivative of `cross_entropy` with respect to the logits (labels
    clamped as there).

    ```mlir
    %dl = remat.cross_entropy_grad %one, %logits, %labels
            : tensor<f32>, tensor<32x10xf32>, tensor<32xi64>
    ```
  }];
  let arguments = (ins Remat_ScalarTensor:$dloss, Remat_Tensor:$logits,
                       Remat_IndexTensor:$labels);
  let results = (outs Remat_Tensor:$dlogits);
  let assemblyFormat = "$dloss `,` $logits `,` $labels attr-dict `:` "
                       "type($dloss) `,` type($logits) `,` type($labels)";
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDifferentiatedOpName() {
      return "remat.cross_entropy";
    }
  }];
}

def Remat_EmbeddingOp
    : Remat_IndexedOp<"embedding", [Remat_Differentiable]> {
  let summary = "Rows of a table gathered by integer indices";
  let description = [{
    `result[i..., d] = table[clamp(indices[i...], 0, V - 1), d]` for a
    `V x D` table (PyTorch's `F.embedding` without `padding_idx` or
    `max_norm`); the result's shape is the indices' shape followed by `D`.

    ```mlir
    %e = remat.embedding %table, %tokens
           : (tensor<50x16xf32>, tensor<4x8xi64>) -> tensor<4x8x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$table, Remat_IndexTensor:$indices);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$table `,` $indices attr-dict `:` `(` type($table) "
                       "`,` type($indices) `)` `->` type($result)";
}

def Remat_EmbeddingGradOp
    : Remat_IndexedOp<"embedding_grad", [GradientOpInterface]> {
  let summary = "Scatter-add of `dy` rows into a zero table at the indices";
  let description = [{
    `dtable[v, d] = sum over i... with clamp(indices[i...]) == v of
    dy[i..., d]`, the sum taken in row-major order of `i...`. The table's
    shape is the result type.

    ```mlir
    %dt = remat.embedding_grad %dy, %tokens
            : (tensor<4x8x16xf32>, tensor<4x8xi64>) -> tensor<50x16xf32>
    ```
  }];
  let arguments = (ins Remat_Tensor:$dy, Remat_IndexTensor:$indices);
  let results = (outs Remat_Tensor:$dtable);
  let assemblyFormat = "$dy `,` $indices attr-dict `:` `(` type($dy) `,` "
                       "type($indices) `)` `->` type($dtable)";
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDifferentiatedOpName() {
      return "remat.embedding";
    }
  }];
}

#endif // REMAT_DIALECT_REMAT_IR_REMATINDEXOPS
