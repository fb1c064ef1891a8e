//===- StripGuards.cpp - remat-strip-guards -------------------------------===//
//
// Removes the ops that only guard recomputations (RecomputeGuardOpInterface:
// remat.barrier, remat.check_recompute, or a host's own), so that a host
// keeps no op of the guards' dialect at run time. The recomputed clones stay.
//
//===----------------------------------------------------------------------===//
#include "remat/Interfaces/RecomputeGuardOpInterface.h"
#include "remat/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATSTRIPGUARDSPASS
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-strip-guards"

using namespace mlir;
using namespace remat;

namespace {
struct RematStripGuardsPass
    : remat::impl::RematStripGuardsPassBase<RematStripGuardsPass> {
  void runOnOperation() override {
    SmallVector<RecomputeGuardOpInterface> guards;
    getOperation()->walk(
        [&](RecomputeGuardOpInterface guard) { guards.push_back(guard); });
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": @" << getOperation().getName() << ": "
               << guards.size() << " recompute guards stripped\n");
    IRRewriter rewriter(&getContext());
    // Later guards first: a guard may read another's result, which is
    // replaced by then.
    for (RecomputeGuardOpInterface guard : llvm::reverse(guards)) {
      Operation *op = guard;
      SmallVector<Value> replacements;
      for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
        replacements.push_back(guard.getGuardedValue(i));
      rewriter.replaceOp(op, replacements);
      ++numStripped;
    }
  }
};
} // namespace
