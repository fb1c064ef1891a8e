//===- InlineAllocaScopes.cpp - alloca scopes that allocate nothing -------===//
//
// convert-scf-to-openmp wraps the body of every worksharing loop in a
// memref.alloca_scope, whose single-block region cannot hold the blocks
// convert-scf-to-cf makes of the loops inside it. A scope that allocates
// nothing on the stack frees nothing at its end: its body is inlined in
// front of it.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATINLINEALLOCASCOPESPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-inline-alloca-scopes"

using namespace mlir;

namespace {

/// Whether `scope` allocates on the stack itself (not in a nested scope).
bool allocatesOnStack(memref::AllocaScopeOp scope) {
  WalkResult result =
      scope.getBodyRegion().walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<memref::AllocaOp>(op))
          return WalkResult::interrupt();
        if (isa<memref::AllocaScopeOp>(op))
          return WalkResult::skip();
        return WalkResult::advance();
      });
  return result.wasInterrupted();
}

struct InlineAllocaScope : OpRewritePattern<memref::AllocaScopeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::AllocaScopeOp scope,
                                PatternRewriter &rewriter) const override {
    if (!scope.getBodyRegion().hasOneBlock() || allocatesOnStack(scope))
      return failure();
    Block *body = &scope.getBodyRegion().front();
    Operation *terminator = body->getTerminator();
    SmallVector<Value> results(terminator->getOperands());
    rewriter.eraseOp(terminator);
    rewriter.inlineBlockBefore(body, scope);
    rewriter.replaceOp(scope, results);
    return success();
  }
};

/// Counts the scopes the pattern inlines (the ops it replaces).
struct CountScopes : RewriterBase::Listener {
  void notifyOperationReplaced(Operation *op, ValueRange) override {
    count += isa<memref::AllocaScopeOp>(op);
  }
  unsigned count = 0;
};

// Each scope is inlined once, inner scopes before the scopes around them: a
// walk, not a fixpoint.
struct RematInlineAllocaScopesPass
    : remat::impl::RematInlineAllocaScopesPassBase<
          RematInlineAllocaScopesPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateInlineAllocaScopesPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    CountScopes scopes;
    walkAndApplyPatterns(getOperation(), patterns, &scopes);
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": @" << getOperation().getSymName() << ": "
               << scopes.count << " alloca scopes without allocas inlined\n");
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

void remat::populateInlineAllocaScopesPatterns(RewritePatternSet &patterns) {
  patterns.add<InlineAllocaScope>(patterns.getContext());
}
