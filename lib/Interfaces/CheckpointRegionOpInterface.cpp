//===- CheckpointRegionOpInterface.cpp - recompute-me regions -------------===//
#include "remat/Interfaces/CheckpointRegionOpInterface.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace remat;

#include "remat/Interfaces/CheckpointRegionOpInterface.cpp.inc"

void remat::inlineCheckpointRegion(RewriterBase &rewriter,
                                   CheckpointRegionOpInterface op) {
  Block &body = op.getCheckpointBody();
  Operation *terminator = body.getTerminator();
  SmallVector<Value> inputs(op.getCheckpointInputs());
  // A yielded block argument stands for the input it receives: the block
  // and its arguments are gone after inlining.
  SmallVector<Value> results;
  for (Value v : terminator->getOperands()) {
    auto arg = dyn_cast<BlockArgument>(v);
    results.push_back(
        arg && arg.getOwner() == &body ? inputs[arg.getArgNumber()] : v);
  }
  rewriter.eraseOp(terminator);
  rewriter.inlineBlockBefore(&body, op, inputs);
  rewriter.replaceOp(op, results);
}
