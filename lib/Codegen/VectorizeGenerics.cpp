//===- VectorizeGenerics.cpp - elementwise ops and row reductions as vectors =//
//
// convert-linalg-to-loops runs a linalg.generic one scalar at a time:
// elementwise chains, softmax, layer norm and GELU then spend their time on
// loads and loop control, and a math.tanh or math.exp is a libm call per
// element. Here each such generic is tiled to one vector along its innermost
// loop (every other loop a unit tile) and vectorized, so that the body runs
// on whole vectors and a reduction along the innermost loop becomes one
// vector.reduction per row.
//
// The reductions keep their order: vector.reduction without reassociation is
// the sequential sum `acc + v[0] + v[1] + ...` that the scalar loop forms,
// so results are the loops' bits; only the math functions change (once
// remat-approximate-math replaces libm by polynomials).
//
//===----------------------------------------------------------------------===//
#include "TileInForLoops.h"
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATVECTORIZEGENERICSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-vectorize-generics"

using namespace mlir;

namespace {

/// The vector length for an innermost loop of `size` iterations: the whole
/// loop up to `maxWidth`, else the largest power of two from `maxWidth` down
/// to 8 that divides it (whole tiles only: vectors need static shapes); 0
/// when there is none or the loop is too short to gain anything.
int64_t innerTileSize(int64_t size, int64_t maxWidth) {
  if (ShapedType::isDynamic(size) || size < 4)
    return 0;
  if (size <= maxWidth)
    return size;
  for (int64_t w = llvm::PowerOf2Ceil(maxWidth + 1) / 2; w >= 8; w /= 2)
    if (w <= maxWidth && size % w == 0)
      return w;
  return 0;
}

/// Whether every operand reads the innermost loop `inner` contiguously (as
/// its last index) or not at all (a broadcast, or a reduced output), so that
/// each vector is one contiguous load or store or a broadcast.
bool readsInnerLoopContiguously(linalg::GenericOp op, unsigned inner) {
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation())
      return false;
    for (unsigned r = 0, e = map.getNumResults(); r < e; ++r)
      if (map.getDimPosition(r) == inner && r + 1 != e)
        return false;
  }
  return true;
}

/// The unit-and-one-vector tile sizes for `op`, or an empty list when it is
/// not a candidate.
SmallVector<int64_t> vectorTileSizes(linalg::GenericOp op, int64_t maxWidth) {
  if (!op.hasPureTensorSemantics() || op.getNumLoops() == 0)
    return {};
  // f32, f64 and integers only: LLVM's x86 backend cannot legalize some
  // vector ops on f16 and bf16 (a bf16 clamp aborts it), which stay scalar.
  for (Value v : op->getOperands()) {
    Type e = getElementTypeOrSelf(v.getType());
    if (!e.isF32() && !e.isF64() && !e.isSignlessInteger())
      return {};
  }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned inner = ranges.size() - 1;
  int64_t width = innerTileSize(ranges[inner], maxWidth);
  if (width == 0 || !readsInnerLoopContiguously(op, inner))
    return {};
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return {};
  if (failed(linalg::vectorizeOpPrecondition(op)))
    return {};
  SmallVector<int64_t> sizes(ranges.size(), 1);
  sizes[inner] = width;
  return sizes;
}

// It drives upstream's tiling and vectorization and applies upstream's
// patterns; what it picks (ops and vector widths) is a walk.
struct RematVectorizeGenericsPass
    : remat::impl::RematVectorizeGenericsPassBase<RematVectorizeGenericsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (maxWidth < 4) {
      getOperation().emitError("remat-vectorize-generics: max-width=")
          << static_cast<int64_t>(maxWidth) << " is below 4";
      return signalPassFailure();
    }
    SmallVector<std::pair<linalg::GenericOp, SmallVector<int64_t>>> todo;
    getOperation().walk([&](linalg::GenericOp op) {
      // An init shared with other ops (one tensor.empty for several
      // generics, as rematerialized upstream IR has) stays with the scalar
      // loops: tiled, its buffer is allocated where the shared empty is,
      // earlier than the memory model says.
      for (Value init : op.getDpsInits())
        if (auto empty = init.getDefiningOp<tensor::EmptyOp>())
          if (!empty->hasOneUse()) {
            LLVM_DEBUG(llvm::dbgs()
                       << DEBUG_TYPE ": the linalg.generic at " << op.getLoc()
                       << " shares its init, stays scalar\n");
            return;
          }
      SmallVector<int64_t> sizes = vectorTileSizes(op, maxWidth);
      LLVM_DEBUG({
        llvm::dbgs() << DEBUG_TYPE ": the linalg.generic at " << op.getLoc();
        if (sizes.empty()) {
          llvm::dbgs() << " stays scalar\n";
        } else {
          llvm::dbgs() << ": vector tiles [";
          llvm::interleaveComma(sizes, llvm::dbgs());
          llvm::dbgs() << "]\n";
        }
      });
      if (!sizes.empty())
        todo.emplace_back(op, std::move(sizes));
    });

    IRRewriter rewriter(&getContext());
    SmallVector<LoopLikeOpInterface> loops;
    for (auto &[op, sizes] : todo) {
      // A generic that only writes its init (no payload use) may share that
      // tensor.empty with other ops; bufferized, it gets a buffer of its own
      // where it runs. Inside a tiled loop the init is carried and looks
      // read, which would make bufferization allocate it where the shared
      // empty is, earlier than the memory model says. A private empty right
      // before the op keeps the allocation where it was.
      for (OpOperand &init : op.getDpsInitsMutable()) {
        auto empty = init.get().getDefiningOp<tensor::EmptyOp>();
        if (!empty || op.payloadUsesValueFromOperand(&init))
          continue;
        rewriter.setInsertionPoint(op);
        auto fresh = tensor::EmptyOp::create(
            rewriter, empty.getLoc(), empty.getType().getShape(),
            empty.getType().getElementType(), empty.getDynamicSizes());
        rewriter.modifyOpInPlace(op, [&] { init.set(fresh); });
      }
      FailureOr<remat::detail::ForLoopTiles> tiled =
          remat::detail::tileInForLoops(rewriter, op, sizes);
      if (failed(tiled)) {
        op.emitError("remat-vectorize-generics: tiling failed");
        return signalPassFailure();
      }
      if (!tiled->loops.empty())
        loops.push_back(tiled->loops.front());
      for (Operation *tile : tiled->tiles) {
        if (failed(remat::detail::vectorizeTile(rewriter, tile))) {
          tile->emitError("remat-vectorize-generics: vectorization failed");
          return signalPassFailure();
        }
      }
    }
    if (todo.empty())
      return;

    // Unit dimensions away (a reduction over a unit dimension is an
    // elementwise combine), broadcasts out of the reads, then each remaining
    // reduction along the innermost dimension as a vector.reduction.
    RewritePatternSet patterns(&getContext());
    vector::MultiDimReductionOp::getCanonicalizationPatterns(patterns,
                                                             &getContext());
    vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateVectorMultiReductionLoweringPatterns(
        patterns, vector::VectorMultiReductionLowering::InnerReduction);
    // Only inside the new loops: a function-wide greedy rewrite would also
    // erase dead ops elsewhere (an upstream program's dead forward ops
    // after rematerialization), which changes the program whose memory the
    // analysis predicted.
    SmallVector<Operation *> ops;
    for (LoopLikeOpInterface loop : loops)
      loop->walk([&](Operation *o) { ops.push_back(o); });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
