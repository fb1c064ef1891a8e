//===- ParallelLoops.cpp - outer loops for threads ------------------------===//
//
// Two passes of remat-lower-to-llvm{threads=N}: on tensors, the outer
// parallel dimensions of matmuls and convolutions become scf.forall loops
// (remat-tile-outer-parallel); on buffers, every scf.parallel but the
// outermost safe ones becomes sequential (remat-serialize-inner-parallel-
// loops), so that convert-scf-to-openmp forks threads once per loop nest and
// only over independent iterations.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/Passes.h"
#include "remat/Support/AttrNames.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATTILEOUTERPARALLELPASS
#define GEN_PASS_DEF_REMATSERIALIZEINNERPARALLELLOOPSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

// Each pass of this file logs under its own name: DEBUG_TYPE changes before
// the second.
#define DEBUG_TYPE "remat-tile-outer-parallel"

using namespace mlir;

/// Tile sizes of the scf.forall over `op`'s outer parallel dimensions, or
/// nothing when the op is not tiled (a single iteration, or sizes that do
/// not divide).
static std::optional<SmallVector<int64_t>> outerTileSizes(linalg::LinalgOp op,
                                                          int64_t tileM) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  SmallVector<int64_t> sizes(ranges.size(), 0);
  auto rowsDivide = [&](int64_t rows) { return rows % tileM == 0; };
  if (isa<linalg::MatmulOp>(op)) {
    // (m, n, k): rows in whole register tiles.
    if (!rowsDivide(ranges[0]))
      return std::nullopt;
    sizes[0] = tileM;
  } else if (isa<linalg::BatchMatmulOp>(op)) {
    // (b, m, n, k): one matrix, and whole register tiles of its rows.
    sizes[0] = 1;
    if (rowsDivide(ranges[1]))
      sizes[1] = tileM;
  } else if (isa<linalg::Conv2DNhwcHwcfOp>(op)) {
    // (n, oh, ow, f, kh, kw, c): one image and one output row, which is
    // what remat-tile-and-vectorize tiles them to anyway.
    sizes[0] = 1;
    sizes[1] = 1;
  } else {
    return std::nullopt;
  }
  int64_t iterations = 1;
  for (auto [range, size] : llvm::zip(ranges, sizes))
    if (size)
      iterations *= range / size;
  if (iterations <= 1)
    return std::nullopt;
  return sizes;
}

namespace {
// It drives upstream's tiling to scf.forall; what it picks (ops and tile
// sizes) is a walk.
struct RematTileOuterParallelPass
    : remat::impl::RematTileOuterParallelPassBase<RematTileOuterParallelPass> {
  using Base::Base;

  void runOnOperation() override {
    if (tileM <= 0) {
      getOperation().emitError(
          "remat-tile-outer-parallel: tile-m must be positive");
      return signalPassFailure();
    }
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp,
              linalg::Conv2DNhwcHwcfOp>(op) &&
          op.hasPureTensorSemantics() &&
          !(keepCBLASContractions && remat::isCBLASContraction(op)))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      std::optional<SmallVector<int64_t>> sizes = outerTileSizes(op, tileM);
      LLVM_DEBUG({
        llvm::dbgs() << DEBUG_TYPE ": " << op->getName() << " at "
                     << op.getLoc();
        if (sizes) {
          llvm::dbgs() << ": scf.forall with tile sizes [";
          llvm::interleaveComma(*sizes, llvm::dbgs());
          llvm::dbgs() << "]\n";
        } else {
          llvm::dbgs() << ": not tiled (dynamic sizes, one iteration, or rows "
                          "that do not divide)\n";
        }
      });
      if (!sizes)
        continue;
      scf::SCFTilingOptions options;
      options.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
      options.setTileSizes(getAsIndexOpFoldResult(&getContext(), *sizes));
      rewriter.setInsertionPoint(op);
      FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(op.getOperation()), options);
      if (failed(tiled)) {
        op.emitError("remat-tile-outer-parallel: tiling failed");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, tiled->replacements);
    }
  }
};

#undef DEBUG_TYPE
#define DEBUG_TYPE "remat-serialize-inner-parallel-loops"

/// Whether `call`'s callee is declared to allocate no program buffer
/// (`remat.no_program_buffers`, the CBLAS gemms).
static bool callsWithoutProgramBuffers(CallOpInterface call) {
  auto symbol = dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee());
  if (!symbol)
    return false;
  Operation *callee =
      SymbolTable::lookupNearestSymbolFrom(call.getOperation(), symbol);
  return callee && callee->hasAttr(remat::kNoProgramBuffersAttrName);
}

/// Whether `loop`'s body allocates on the heap or calls a function that
/// may: per-thread buffers the memory model does not know.
static bool allocatesOrCalls(scf::ParallelOp loop) {
  WalkResult result = loop.getBody()->walk([](Operation *op) {
    if (auto call = dyn_cast<CallOpInterface>(op))
      return callsWithoutProgramBuffers(call) ? WalkResult::advance()
                                              : WalkResult::interrupt();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return WalkResult::advance();
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &e : instances)
      if (isa<MemoryEffects::Allocate>(e.getEffect()) &&
          !isa<SideEffects::AutomaticAllocationScopeResource>(e.getResource()))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Iterations of `loop` when its bounds are constants, else nullopt.
static std::optional<int64_t> staticTripCount(Operation *loop) {
  SmallVector<OpFoldResult> lbs, ubs, steps;
  if (auto forOp = dyn_cast<scf::ForOp>(loop)) {
    lbs = {forOp.getLowerBound()};
    ubs = {forOp.getUpperBound()};
    steps = {forOp.getStep()};
  } else if (auto parallel = dyn_cast<scf::ParallelOp>(loop)) {
    lbs = getAsOpFoldResult(parallel.getLowerBound());
    ubs = getAsOpFoldResult(parallel.getUpperBound());
    steps = getAsOpFoldResult(parallel.getStep());
  } else {
    return std::nullopt;
  }
  int64_t total = 1;
  for (auto [lb, ub, step] : llvm::zip(lbs, ubs, steps)) {
    std::optional<int64_t> l = getConstantIntValue(lb);
    std::optional<int64_t> u = getConstantIntValue(ub);
    std::optional<int64_t> s = getConstantIntValue(step);
    if (!l || !u || !s || *s <= 0)
      return std::nullopt;
    total *= std::max<int64_t>(0, (*u - *l + *s - 1) / *s);
  }
  return total;
}

/// Ops executed by one run of `region`: each op once (or its
/// `remat.dynamic_ops`, a library call's work), the bodies of nested loops as
/// often as they iterate (a loop with unknown bounds counts once).
static int64_t dynamicOps(Region &region) {
  int64_t ops = 0;
  for (Block &block : region)
    for (Operation &op : block) {
      int64_t self = 1;
      if (auto work = op.getAttrOfType<IntegerAttr>(remat::kDynamicOpsAttrName))
        self = std::clamp<int64_t>(work.getInt(), 1, int64_t(1) << 32);
      int64_t inner = 0;
      for (Region &nested : op.getRegions())
        inner += dynamicOps(nested);
      int64_t trips = staticTripCount(&op).value_or(1);
      ops = std::min<int64_t>(ops + self + trips * inner, INT64_MAX / 4);
    }
  return ops;
}

/// Replaces `loop` (without reductions) by scf.for loops over its
/// dimensions from `from` on, outermost first, nested at the rewriter's
/// insertion point, with `ivs` (the induction variables of the dimensions
/// before `from`, already in scope there) extended by theirs; `loop`'s body
/// moves into the innermost one.
static void replaceBySequentialNest(IRRewriter &rewriter, scf::ParallelOp loop,
                                    unsigned from, SmallVector<Value> &ivs) {
  Location loc = loop.getLoc();
  Operation *innermostYield = nullptr;
  for (unsigned d = from, e = loop.getNumLoops(); d < e; ++d) {
    auto forOp = scf::ForOp::create(rewriter, loc, loop.getLowerBound()[d],
                                    loop.getUpperBound()[d], loop.getStep()[d]);
    ivs.push_back(forOp.getInductionVar());
    innermostYield = forOp.getBody()->getTerminator();
    rewriter.setInsertionPoint(innermostYield);
  }
  Block *body = loop.getBody();
  Operation *reduce = body->getTerminator();
  rewriter.inlineBlockBefore(body, innermostYield, ivs);
  rewriter.eraseOp(reduce);
  rewriter.eraseOp(loop);
}

/// Replaces `loop` (without reductions) by nested scf.for loops over the
/// same bounds, outermost dimension first.
static void serialize(IRRewriter &rewriter, scf::ParallelOp loop) {
  rewriter.setInsertionPoint(loop);
  SmallVector<Value> ivs;
  replaceBySequentialNest(rewriter, loop, 0, ivs);
}

/// Trip counts of `loop`'s dimensions (nullopt where a bound is not
/// constant).
static SmallVector<std::optional<int64_t>>
dimensionTrips(scf::ParallelOp loop) {
  SmallVector<std::optional<int64_t>> trips;
  for (auto [lb, ub, step] :
       llvm::zip(loop.getLowerBound(), loop.getUpperBound(), loop.getStep())) {
    std::optional<int64_t> l = getConstantIntValue(lb);
    std::optional<int64_t> u = getConstantIntValue(ub);
    std::optional<int64_t> s = getConstantIntValue(step);
    if (!l || !u || !s || *s <= 0)
      trips.push_back(std::nullopt);
    else
      trips.push_back(std::max<int64_t>(0, (*u - *l + *s - 1) / *s));
  }
  return trips;
}

/// Keeps the leading dimensions of `loop` that reach `minIterations`
/// iterations together parallel and runs the others as scf.for loops inside
/// each iteration. The OpenMP translation collapses all dimensions of a
/// worksharing loop into one and recovers every index by a division and a
/// remainder per iteration: per element in an innermost dimension, where a
/// plain loop runs (and vectorizes) at a fraction of the cost.
static void keepOuterDimensionsParallel(IRRewriter &rewriter,
                                        scf::ParallelOp loop,
                                        int64_t minIterations) {
  SmallVector<std::optional<int64_t>> trips = dimensionTrips(loop);
  if (trips.empty())
    return;
  // At least the outermost dimension; an unknown trip count ends the
  // prefix (what it adds is not known).
  unsigned kept = 0;
  int64_t iterations = 1;
  do {
    std::optional<int64_t> trip = trips[kept++];
    if (!trip)
      break;
    iterations = std::min<int64_t>(iterations * *trip, INT64_MAX / 4);
  } while (kept < trips.size() && iterations < minIterations);
  if (kept >= trips.size())
    return;
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": the scf.parallel at "
                          << loop.getLoc() << " keeps " << kept << " of "
                          << trips.size() << " dimensions parallel\n");
  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  auto outer = scf::ParallelOp::create(
      rewriter, loc, loop.getLowerBound().take_front(kept),
      loop.getUpperBound().take_front(kept), loop.getStep().take_front(kept));
  SmallVector<Value> ivs(outer.getInductionVars());
  rewriter.setInsertionPoint(outer.getBody()->getTerminator());
  replaceBySequentialNest(rewriter, loop, kept, ivs);
}

// A walk, not a pattern: whether a loop stays parallel depends on the loops
// around it that stay parallel, decided outermost first.
struct RematSerializeInnerParallelLoopsPass
    : remat::impl::RematSerializeInnerParallelLoopsPassBase<
          RematSerializeInnerParallelLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    // Outermost first: a loop stays parallel when no enclosing loop does.
    llvm::SmallPtrSet<Operation *, 16> parallel;
    SmallVector<scf::ParallelOp> sequential, parallelLoops;
    getOperation().walk<WalkOrder::PreOrder>([&](scf::ParallelOp loop) {
      if (loop.getNumReductions() != 0)
        return;
      bool nested = false;
      for (Operation *p = loop->getParentOp(); p && !nested;
           p = p->getParentOp())
        nested = parallel.contains(p);
      std::optional<int64_t> trips = staticTripCount(loop);
      bool small = (trips && *trips <= 1) ||
                   trips.value_or(1) * dynamicOps(loop.getRegion()) < minOps;
      bool allocates = !nested && !small && allocatesOrCalls(loop);
      LLVM_DEBUG(llvm::dbgs()
                 << DEBUG_TYPE ": the scf.parallel at " << loop.getLoc()
                 << (nested  ? ": sequential, inside a parallel loop\n"
                     : small ? ": sequential, fewer than min-ops ops\n"
                     : allocates
                         ? ": sequential, allocates or calls a function\n"
                         : ": parallel\n"));
      if (nested || small || allocates)
        sequential.push_back(loop);
      else if (parallel.insert(loop).second)
        parallelLoops.push_back(loop);
    });
    // Innermost first, so that every loop still exists when its turn comes.
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : llvm::reverse(sequential))
      serialize(rewriter, loop);
    for (scf::ParallelOp loop : parallelLoops)
      keepOuterDimensionsParallel(rewriter, loop, minIterations);
  }
};

} // namespace
