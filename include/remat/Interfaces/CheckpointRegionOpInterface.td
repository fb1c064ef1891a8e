//===- CheckpointRegionOpInterface.td - recompute-me regions -*- tablegen -*-===//
//
// Marks an op whose single-block region is a forward segment of the training
// step (`remat.checkpoint`): the analyses look through it, the strategies may
// recompute it as a whole. Every other op with regions is a leaf whose region
// is a payload (linalg structured ops, tensor.generate), unless it is control
// flow, which the analyses do not model.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_INTERFACES_CHECKPOINTREGIONOPINTERFACE
#define REMAT_INTERFACES_CHECKPOINTREGIONOPINTERFACE

include "mlir/IR/OpBase.td"

def CheckpointRegionOpInterface : OpInterface<"CheckpointRegionOpInterface"> {
  let cppNamespace = "::remat";
  let description = [{
    An op with one region of one block that runs once, in place, each time
    the op runs: the block's arguments receive the op's *inputs* one to one
    (argument `i` is input `i`), the ops of the block compute a segment of the
    forward pass, and the block's terminator yields the op's results one to
    one (operand `i` of the terminator is result `i`). The memory and phase
    analyses treat the block's ops as ops of the enclosing function (values
    flow through the arguments and results as aliases, not copies); the
    `regions` strategy recomputes the op as a whole.

    The default methods read the op's operands, its first region's block and
    that block's terminator; an op whose operands are not all inputs
    overrides `getCheckpointInputs`. The op's verifier guarantees the
    correspondence (argument and input types, yielded and result types), as
    `remat.checkpoint`'s does.
  }];
  let methods = [
    InterfaceMethod<
      "The block whose ops make up the segment.",
      "::mlir::Block &", "getCheckpointBody", (ins), [{}],
      [{ return $_op->getRegion(0).front(); }]>,
    InterfaceMethod<
      "The operands the block's arguments receive, one to one.",
      "::mlir::OperandRange", "getCheckpointInputs", (ins), [{}],
      [{ return $_op->getOperands(); }]>,
    InterfaceMethod<
      "The values the block yields, one per result of the op (the "
      "terminator's operands).",
      "::mlir::OperandRange", "getYieldedValues", (ins), [{}],
      [{
        return ::llvm::cast<::remat::CheckpointRegionOpInterface>(
                   $_op.getOperation())
            .getCheckpointBody()
            .getTerminator()
            ->getOperands();
      }]>,
  ];
  let extraSharedClassDeclaration = [{
    /// The input block argument `arg` of the body receives.
    ::mlir::Value getInputForArgument(::mlir::BlockArgument arg) {
      return $_op.getCheckpointInputs()[arg.getArgNumber()];
    }
  }];
}

#endif // REMAT_INTERFACES_CHECKPOINTREGIONOPINTERFACE
