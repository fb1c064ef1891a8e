//===- SplitBlocksAfterRegions.cpp - one block per top-level region op ----===//
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATSPLITBLOCKSAFTERREGIONSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-split-blocks-after-regions"

using namespace mlir;

namespace {
// A walk, not a pattern: it splits blocks, from the end of each, which no
// op's rewrite expresses.
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
      LLVM_DEBUG({
        if (!splitAfter.empty())
          llvm::dbgs() << DEBUG_TYPE ": @" << func.getSymName() << ": "
                       << splitAfter.size()
                       << " region ops now end their block\n";
      });
      for (Operation *op : llvm::reverse(splitAfter)) {
        Block *rest = block->splitBlock(op->getNextNode());
        builder.setInsertionPointToEnd(block);
        cf::BranchOp::create(builder, op->getLoc(), rest);
      }
    }
  }
};
} // namespace
