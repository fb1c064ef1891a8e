//===- RematRegionOps.td - guards and checkpoint regions ---*- tablegen -*-===//
//
// The ops rematerialization itself uses: the recompute guards
// (`remat.barrier`, `remat.check_recompute`) and checkpoint regions
// (`remat.checkpoint`, `remat.yield`); included by RematOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_DIALECT_REMAT_IR_REMATREGIONOPS
#define REMAT_DIALECT_REMAT_IR_REMATREGIONOPS

include "remat/Dialect/Remat/IR/RematDialect.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

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

#endif // REMAT_DIALECT_REMAT_IR_REMATREGIONOPS
