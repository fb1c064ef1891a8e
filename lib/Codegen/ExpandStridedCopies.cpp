//===- ExpandStridedCopies.cpp - strided memref.copy as block copies ------===//
//
// finalize-memref-to-llvm lowers a memref.copy to one llvm.memcpy only when
// both operands are contiguous; any other copy becomes a call of the C
// runner's memrefCopy, which walks the elements one by one (a memcpy call
// per element). The copies a convolution makes into the interior of its
// zero-padded input are such copies, and they took a third of a padded
// convolution's time. Here each one becomes loops over its outer dimensions
// around copies of the contiguous blocks both operands share.
//
//===----------------------------------------------------------------------===//
#include "ContiguousBlocks.h"
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATEXPANDSTRIDEDCOPIESPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-expand-strided-copies"

using namespace mlir;
using namespace remat::detail;

namespace {

/// Rewrites a copy into loops of contiguous block copies; no match where it
/// is left alone (see the pass description).
struct ExpandStridedCopy : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp copy,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<MemRefType>(copy.getSource().getType());
    auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
    if (!source || !target || source.getRank() == 0 ||
        source.getNumElements() == 0)
      return failure();
    std::optional<unsigned> fromSource = contiguousFrom(source);
    std::optional<unsigned> fromTarget = contiguousFrom(target);
    if (!fromSource || !fromTarget)
      return failure();
    unsigned from = std::max(*fromSource, *fromTarget);
    unsigned rank = source.getRank();
    // Contiguous already (one memcpy), or no contiguous block to copy.
    if (from == 0 || from == rank)
      return failure();

    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << source << " to " << target
                            << ": loops over dimensions 0.." << from
                            << " of contiguous block copies\n");
    Location loc = copy.getLoc();
    forEachContiguousBlock(
        rewriter, loc, source.getShape(), from,
        [&](ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes) {
          SmallVector<OpFoldResult> unitStrides(rank, rewriter.getIndexAttr(1));
          Value sourceBlock = memref::SubViewOp::create(
              rewriter, loc, copy.getSource(), offsets, sizes, unitStrides);
          Value targetBlock = memref::SubViewOp::create(
              rewriter, loc, copy.getTarget(), offsets, sizes, unitStrides);
          memref::CopyOp::create(rewriter, loc, sourceBlock, targetBlock);
        });
    rewriter.eraseOp(copy);
    return success();
  }
};

// The copies the pattern creates are contiguous, and each copy is expanded
// once: a walk, not a fixpoint.
struct RematExpandStridedCopiesPass
    : remat::impl::RematExpandStridedCopiesPassBase<
          RematExpandStridedCopiesPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateExpandStridedCopiesPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    walkAndApplyPatterns(getOperation(), patterns);
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

void remat::populateExpandStridedCopiesPatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandStridedCopy>(patterns.getContext());
}

std::optional<unsigned> remat::detail::contiguousFrom(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!type.hasStaticShape() ||
      failed(type.getStridesAndOffset(strides, offset)))
    return std::nullopt;
  ArrayRef<int64_t> shape = type.getShape();
  int64_t expected = 1;
  for (unsigned d = type.getRank(); d-- > 0;) {
    if (shape[d] == 1)
      continue;
    if (ShapedType::isDynamic(strides[d]) || strides[d] != expected)
      return d + 1;
    expected *= shape[d];
  }
  return 0;
}

void remat::detail::forEachContiguousBlock(
    OpBuilder &b, Location loc, ArrayRef<int64_t> shape, unsigned from,
    function_ref<void(ArrayRef<OpFoldResult>, ArrayRef<OpFoldResult>)> block) {
  OpBuilder::InsertionGuard guard(b);
  unsigned rank = shape.size();
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes;
  for (unsigned d = 0; d < rank; ++d)
    sizes.push_back(b.getIndexAttr(d < from ? 1 : shape[d]));
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> uppers;
  for (unsigned d = 0; d < from; ++d)
    uppers.push_back(shape[d] == 1
                         ? Value()
                         : arith::ConstantIndexOp::create(b, loc, shape[d]));
  for (unsigned d = 0; d < from; ++d) {
    if (!uppers[d])
      continue;
    auto loop = scf::ForOp::create(b, loc, zero, uppers[d], one);
    offsets[d] = loop.getInductionVar();
    b.setInsertionPointToStart(loop.getBody());
  }
  block(offsets, sizes);
}
