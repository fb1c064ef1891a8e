//===- InlineCheckpoints.cpp - replace checkpoint regions by their bodies -===//
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATINLINECHECKPOINTSPASS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-inline-checkpoints"

using namespace mlir;
using namespace remat;

namespace {
struct RematInlineCheckpointsPass
    : remat::impl::RematInlineCheckpointsPassBase<RematInlineCheckpointsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Post-order visits nested checkpoints first.
    getOperation()->walk([&](CheckpointOp op) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": the checkpoint region at "
                              << op.getLoc() << " inlined\n");
      inlineCheckpoint(rewriter, op);
      ++numInlined;
    });
  }
};
} // namespace
