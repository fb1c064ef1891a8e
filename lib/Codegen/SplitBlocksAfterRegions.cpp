//===- SplitBlocksAfterRegions.cpp - one block per top-level region op ----===//
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

namespace remat {
#define GEN_PASS_DEF_REMATSPLITBLOCKSAFTERREGIONSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

using namespace mlir;

namespace {
struct RematSplitBlocksAfterRegionsPass
    : remat::impl::RematSplitBlocksAfterRegionsPassBase<
          RematSplitBlocksAfterRegionsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    OpBuilder builder(&getContext());
    // The blocks of the body as they are now; the new ones need no split.
    SmallVector<Block *> blocks =
        llvm::map_to_vector(func.getBody(), [](Block &b) { return &b; });
    for (Block *block : blocks) {
      // From the end, so that each split moves only the ops up to the
      // previous one: linear in the block.
      SmallVector<Operation *> splitAfter;
      for (Operation &op : *block)
        if (op.getNumRegions() > 0 && op.getNextNode() &&
            !op.getNextNode()->hasTrait<OpTrait::IsTerminator>())
          splitAfter.push_back(&op);
      for (Operation *op : llvm::reverse(splitAfter)) {
        Block *rest = block->splitBlock(op->getNextNode());
        builder.setInsertionPointToEnd(block);
        cf::BranchOp::create(builder, op->getLoc(), rest);
      }
    }
  }
};
} // namespace
