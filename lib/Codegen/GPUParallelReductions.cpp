//===- GPUParallelReductions.cpp - reductions across a block of threads ---===//
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

namespace remat {
#define GEN_PASS_DEF_REMATGPUPARALLELREDUCTIONSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-gpu-parallel-reductions"

using namespace mlir;

namespace {

/// A linalg.generic whose one output is `out = combine(out, f(inputs))`
/// with an associative, commutative combine.
struct Reduction {
  linalg::GenericOp op;
  Operation *combine;
  TypedAttr identity;
  SmallVector<unsigned> parallelDims, reductionDims;
  int64_t parallelSize = 1, reductionSize = 1;
};

/// The combining op's identity, or null if it is not a supported combine.
TypedAttr identityOf(Operation *combine, FloatType type) {
  const llvm::fltSemantics &sem = type.getFloatSemantics();
  if (isa<arith::AddFOp>(combine)) // -0 + x == x for every x, -0 included
    return FloatAttr::get(type, llvm::APFloat::getZero(sem, /*Negative=*/true));
  if (isa<arith::MulFOp>(combine))
    return FloatAttr::get(type, llvm::APFloat::getOne(sem));
  if (isa<arith::MaximumFOp, arith::MaxNumFOp>(combine))
    return FloatAttr::get(type, llvm::APFloat::getInf(sem, /*Negative=*/true));
  if (isa<arith::MinimumFOp, arith::MinNumFOp>(combine))
    return FloatAttr::get(type, llvm::APFloat::getInf(sem));
  return nullptr;
}

std::optional<Reduction> matchReduction(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0)
    return std::nullopt;
  auto out = dyn_cast<MemRefType>(op.getDpsInitOperand(0)->get().getType());
  if (!out || !isa<FloatType>(out.getElementType()))
    return std::nullopt;
  for (Value v : op.getDpsInputs()) {
    auto t = dyn_cast<MemRefType>(v.getType());
    if (!t || !t.hasStaticShape())
      return std::nullopt;
  }
  // Every operand is indexed by loop dimensions (or constants) only.
  for (AffineMap map : op.getIndexingMapsArray())
    for (AffineExpr e : map.getResults())
      if (!isa<AffineDimExpr, AffineConstantExpr>(e))
        return std::nullopt;
  Reduction r;
  r.op = op;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [d, type] : llvm::enumerate(op.getIteratorTypesArray())) {
    if (ShapedType::isDynamic(ranges[d]))
      return std::nullopt;
    if (type == utils::IteratorType::reduction) {
      r.reductionDims.push_back(d);
      r.reductionSize *= ranges[d];
    } else {
      r.parallelDims.push_back(d);
      r.parallelSize *= ranges[d];
    }
  }
  if (r.reductionSize < 2 || r.parallelSize == 0)
    return std::nullopt;
  // The output map must name each parallel dimension once: one block per
  // output element.
  AffineMap outMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (outMap.getNumResults() != r.parallelDims.size())
    return std::nullopt;
  for (unsigned d : r.parallelDims)
    if (!outMap.isFunctionOfDim(d))
      return std::nullopt;
  // The yielded value is combine(out, x) with x independent of out; the
  // body is cloned outside linalg, so it may not ask for loop indices.
  Block &body = op.getRegion().front();
  if (!body.getOps<linalg::IndexOp>().empty())
    return std::nullopt;
  BlockArgument outArg = body.getArguments().back();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *combine = yield.getValues()[0].getDefiningOp();
  if (!combine || combine->getNumOperands() != 2 || !outArg.hasOneUse() ||
      outArg.getUses().begin()->getOwner() != combine)
    return std::nullopt;
  r.combine = combine;
  r.identity = identityOf(combine, cast<FloatType>(out.getElementType()));
  if (!r.identity)
    return std::nullopt;
  return r;
}

/// One block per output element, `threads` threads striding over the
/// reduced elements, then a tree over the threads' partial results in
/// shared memory; the output's initial value is combined last.
void buildReductionKernel(OpBuilder &b, const Reduction &r) {
  linalg::GenericOp op = r.op;
  Location loc = op.getLoc();
  Type element = r.identity.getType();
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  int64_t threads = std::clamp<int64_t>(
      llvm::PowerOf2Ceil(static_cast<uint64_t>(r.reductionSize)), 32, 256);
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << r.combine->getName()
                          << " reduction of " << r.reductionSize
                          << " elements into " << r.parallelSize
                          << ": one block per output element, " << threads
                          << " threads\n");
  Value one = index(1);
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  auto partialType = MemRefType::get({threads}, element,
                                     MemRefLayoutAttrInterface{}, workgroup);
  auto launch = gpu::LaunchOp::create(
      b, loc, r.parallelSize == 1 ? one : index(r.parallelSize), one, one,
      index(threads), one, one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/{}, TypeRange{partialType});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(&launch.getBody().front());
  Value partial = launch.getWorkgroupAttributions()[0];
  Value tid = launch.getThreadIds().x;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<Value> dims(ranges.size());
  // Splits `linear` into `which` dimensions, the last one fastest.
  auto delinearize = [&](OpBuilder &ib, Value linear,
                         ArrayRef<unsigned> which) {
    for (unsigned d : llvm::reverse(which)) {
      Value size = arith::ConstantIndexOp::create(ib, loc, ranges[d]);
      dims[d] = arith::RemUIOp::create(ib, loc, linear, size);
      linear = arith::DivUIOp::create(ib, loc, linear, size);
    }
  };
  delinearize(b, launch.getBlockIds().x, r.parallelDims);
  auto indicesOf = [&](OpBuilder &ib, AffineMap map) {
    SmallVector<Value> indices;
    for (AffineExpr e : map.getResults()) {
      if (auto d = dyn_cast<AffineDimExpr>(e))
        indices.push_back(dims[d.getPosition()]);
      else
        indices.push_back(arith::ConstantIndexOp::create(
            ib, loc, cast<AffineConstantExpr>(e).getValue()));
    }
    return indices;
  };
  Value identity = arith::ConstantOp::create(b, loc, r.identity);
  Block &body = op.getRegion().front();
  BlockArgument outArg = body.getArguments().back();
  // Each thread's partial result over its strided share, in order.
  auto strided = scf::ForOp::create(
      b, loc, tid, index(r.reductionSize), index(threads), ValueRange{identity},
      [&](OpBuilder &lb, Location l, Value i, ValueRange acc) {
        delinearize(lb, i, r.reductionDims);
        IRMapping map;
        for (OpOperand *input : op.getDpsInputOperands()) {
          Value v = memref::LoadOp::create(
              lb, l, input->get(),
              indicesOf(lb, op.getMatchingIndexingMap(input)));
          map.map(body.getArgument(input->getOperandNumber()), v);
        }
        map.map(outArg, acc[0]);
        for (Operation &inner : body.without_terminator())
          lb.clone(inner, map);
        scf::YieldOp::create(lb, l, map.lookup(r.combine->getResult(0)));
      });
  memref::StoreOp::create(b, loc, strided.getResult(0), partial,
                          ValueRange{tid});
  gpu::BarrierOp::create(b, loc);
  // A combine of two values, with the body's op and its attributes.
  auto combine = [&](OpBuilder &cb, Value x, Value y) {
    OperationState state(loc, r.combine->getName(), ValueRange{x, y},
                         TypeRange{element}, r.combine->getAttrs());
    return cb.create(state)->getResult(0);
  };
  for (int64_t half = threads / 2; half > 0; half /= 2) {
    Value active = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, tid,
                                         index(half));
    scf::IfOp::create(b, loc, active, [&](OpBuilder &tb, Location l) {
      Value other = arith::AddIOp::create(tb, l, tid, index(half));
      Value x = memref::LoadOp::create(tb, l, partial, ValueRange{tid});
      Value y = memref::LoadOp::create(tb, l, partial, ValueRange{other});
      memref::StoreOp::create(tb, l, combine(tb, x, y), partial,
                              ValueRange{tid});
      scf::YieldOp::create(tb, l);
    });
    gpu::BarrierOp::create(b, loc);
  }
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, index(0));
  scf::IfOp::create(b, loc, first, [&](OpBuilder &tb, Location l) {
    Value out = op.getDpsInitOperand(0)->get();
    SmallVector<Value> at =
        indicesOf(tb, op.getMatchingIndexingMap(op.getDpsInitOperand(0)));
    Value init = memref::LoadOp::create(tb, l, out, at);
    Value total = memref::LoadOp::create(tb, l, partial, ValueRange{index(0)});
    memref::StoreOp::create(tb, l, combine(tb, init, total), out, at);
    scf::YieldOp::create(tb, l);
  });
  gpu::TerminatorOp::create(b, loc);
}

/// A reduction outside GPU kernels as a kernel of one block per output
/// element.
struct ParallelReduction : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getParentOfType<gpu::LaunchOp>())
      return failure();
    std::optional<Reduction> r = matchReduction(op);
    if (!r) {
      LLVM_DEBUG(llvm::dbgs()
                 << DEBUG_TYPE ": the linalg.generic at " << op.getLoc()
                 << " is no reduction taken here\n");
      return failure();
    }
    buildReductionKernel(rewriter, *r);
    rewriter.eraseOp(op);
    return success();
  }
};

// Each reduction is replaced once, and the kernels hold no linalg ops: a
// walk, not a fixpoint.
struct GPUParallelReductionsPass
    : public remat::impl::RematGPUParallelReductionsPassBase<
          GPUParallelReductionsPass> {
  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateGPUParallelReductionsPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    walkAndApplyPatterns(getOperation(), patterns);
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

void remat::populateGPUParallelReductionsPatterns(RewritePatternSet &patterns) {
  patterns.add<ParallelReduction>(patterns.getContext());
}
