//===- ParallelLoopsToOpenMP.cpp - parallel loops as OpenMP regions -------===//
//
// remat-lower-to-llvm{threads=N} runs each outermost scf.parallel on the
// threads of an OpenMP team. Upstream's convert-scf-to-openmp makes it an
// omp.wsloop inside an omp.parallel, and every thread of the team then calls
// __kmpc_for_static_init for its share of the iterations, and
// __kmpc_for_static_fini and a barrier after it, before the region's own
// join. Debian's libomp is built with KMP_DEBUG: __kmpc_for_static_init
// formats its trace strings (vsnprintf) even with tracing off, 3% of the
// samples of resnet-8's two-thread step when it forked about 600 regions
// (docs/reports/StepTime.md). Here each thread computes its block itself,
// the one schedule(static) gives it, and runs it as an scf.for.
//
//===----------------------------------------------------------------------===//
#include "RuntimeFunctions.h"
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

namespace remat {
#define GEN_PASS_DEF_REMATPARALLELLOOPSTOOPENMPPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-parallel-loops-to-openmp"

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kThreadNum = "omp_get_thread_num";
constexpr llvm::StringLiteral kNumThreads = "omp_get_num_threads";

/// The iterations of dimension `d` of `loop`: ceil((ub - lb) / step), at
/// least 0; a constant where the bounds are.
Value tripCount(OpBuilder &b, Location loc, scf::ParallelOp loop, unsigned d) {
  Value lb = loop.getLowerBound()[d];
  Value ub = loop.getUpperBound()[d];
  Value step = loop.getStep()[d];
  std::optional<int64_t> lo = getConstantIntValue(lb),
                         hi = getConstantIntValue(ub),
                         by = getConstantIntValue(step);
  if (lo && hi && by && *by > 0)
    return arith::ConstantIndexOp::create(
        b, loc, *hi > *lo ? llvm::divideCeil(*hi - *lo, *by) : 0);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value span = arith::SubIOp::create(b, loc, ub, lb);
  Value positive =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, span, zero);
  Value count = arith::CeilDivSIOp::create(b, loc, span, step);
  return arith::SelectOp::create(b, loc, positive, count, zero);
}

/// Rewrites `loop` into an omp.parallel region whose threads each run their
/// static block of the loop's iterations.
void rewrite(PatternRewriter &b, scf::ParallelOp loop, func::FuncOp threadNum,
             func::FuncOp numThreads, unsigned threads) {
  b.setInsertionPoint(loop);
  Location loc = loop.getLoc();
  unsigned rank = loop.getNumLoops();
  // Trip counts before the region, so that each thread reads them.
  SmallVector<Value> counts;
  for (unsigned d = 0; d < rank; ++d)
    counts.push_back(tripCount(b, loc, loop, d));
  Value total = counts.front();
  std::optional<int64_t> constantTotal = getConstantIntValue(total);
  for (Value count : ArrayRef(counts).drop_front()) {
    std::optional<int64_t> constant = getConstantIntValue(count);
    int64_t product;
    if (constantTotal && constant &&
        !llvm::MulOverflow(*constantTotal, *constant, product))
      constantTotal = product;
    else
      constantTotal.reset();
    total = constantTotal
                ? Value(arith::ConstantIndexOp::create(b, loc, *constantTotal))
                : Value(arith::MulIOp::create(b, loc, total, count));
  }

  LLVM_DEBUG({
    llvm::dbgs() << DEBUG_TYPE ": the scf.parallel at " << loc << ": " << rank
                 << " dimensions, ";
    if (constantTotal)
      llvm::dbgs() << *constantTotal;
    else
      llvm::dbgs() << "a dynamic number of";
    llvm::dbgs() << " iterations in static blocks on "
                 << (threads ? std::to_string(threads)
                             : std::string("the runtime's"))
                 << " threads\n";
  });
  omp::ParallelOperands clauses;
  if (threads != 0)
    clauses.numThreads = arith::ConstantIntOp::create(b, loc, threads, 32);
  auto region = omp::ParallelOp::create(b, loc, clauses);
  b.createBlock(&region.getRegion());
  Type index = b.getIndexType();
  auto asIndex = [&](func::FuncOp fn) -> Value {
    Value value = func::CallOp::create(b, loc, fn).getResult(0);
    return arith::IndexCastOp::create(b, loc, index, value);
  };
  Value tid = asIndex(threadNum);
  Value team = asIndex(numThreads);
  // libomp's static schedule: q = N / T iterations each, and the first
  // r = N % T threads one more.
  Value each = arith::DivUIOp::create(b, loc, total, team);
  Value extra = arith::RemUIOp::create(b, loc, total, team);
  Value before = arith::MinUIOp::create(b, loc, tid, extra);
  Value begin = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, tid, each), before);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value takesExtra =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, tid, extra);
  Value size = arith::AddIOp::create(
      b, loc, each, arith::SelectOp::create(b, loc, takesExtra, one, zero));
  Value end = arith::AddIOp::create(b, loc, begin, size);
  auto block = scf::ForOp::create(b, loc, begin, end, one);
  b.setInsertionPointToStart(block.getBody());
  // Row-major: the last dimension varies fastest.
  SmallVector<Value> ivs(rank);
  Value rest = block.getInductionVar();
  for (unsigned d = rank; d-- > 0;) {
    Value position = rest;
    if (d != 0) {
      position = arith::RemUIOp::create(b, loc, rest, counts[d]);
      rest = arith::DivUIOp::create(b, loc, rest, counts[d]);
    }
    ivs[d] = arith::AddIOp::create(
        b, loc, loop.getLowerBound()[d],
        arith::MulIOp::create(b, loc, position, loop.getStep()[d]));
  }
  // Stack allocations of an iteration end with it, as in the loop.
  auto scope = memref::AllocaScopeOp::create(b, loc, TypeRange{});
  b.createBlock(&scope.getBodyRegion());
  IRMapping mapping;
  mapping.map(loop.getInductionVars(), ivs);
  for (Operation &op : loop.getBody()->without_terminator())
    b.clone(op, mapping);
  memref::AllocaScopeReturnOp::create(b, loc);
  b.setInsertionPointToEnd(&region.getRegion().front());
  omp::TerminatorOp::create(b, loc);
  b.eraseOp(loop);
}

/// Whether the pattern rewrites `loop`: an outermost scf.parallel without
/// reductions, not in an OpenMP region.
bool isRewritten(scf::ParallelOp loop) {
  return loop.getNumReductions() == 0 &&
         !loop->getParentOfType<scf::ParallelOp>() &&
         !loop->getParentOfType<omp::ParallelOp>();
}

/// The OpenMP runtime's thread number and team size functions in `module`
/// (declared where missing).
LogicalResult declareThreadQueries(RewriterBase &rewriter, ModuleOp module,
                                   bool emitErrors, func::FuncOp &threadNum,
                                   func::FuncOp &numThreads) {
  MLIRContext *ctx = module.getContext();
  auto type = FunctionType::get(ctx, {}, {IntegerType::get(ctx, 32)});
  FailureOr<func::FuncOp> num = remat::declareRuntimeFunction(
      rewriter, module, kThreadNum, type, "OpenMP", emitErrors);
  FailureOr<func::FuncOp> team = remat::declareRuntimeFunction(
      rewriter, module, kNumThreads, type, "OpenMP", emitErrors);
  if (failed(num) || failed(team))
    return failure();
  threadNum = *num;
  numThreads = *team;
  return success();
}

struct ParallelLoopToOpenMP : OpRewritePattern<scf::ParallelOp> {
  ParallelLoopToOpenMP(MLIRContext *ctx, unsigned threads)
      : OpRewritePattern(ctx), threads(threads) {}

  LogicalResult matchAndRewrite(scf::ParallelOp loop,
                                PatternRewriter &rewriter) const override {
    auto module = loop->getParentOfType<ModuleOp>();
    if (!module || !isRewritten(loop))
      return failure();
    func::FuncOp threadNum, numThreads;
    if (failed(declareThreadQueries(rewriter, module, /*emitErrors=*/false,
                                    threadNum, numThreads)))
      return rewriter.notifyMatchFailure(loop, "OpenMP's names are taken");
    rewrite(rewriter, loop, threadNum, numThreads, threads);
    return success();
  }

  unsigned threads;
};

// Each outermost loop is rewritten once (the loops it holds stay
// scf.parallel inside the region): a walk, not a fixpoint. The runtime
// functions are declared before it, where a loop is rewritten, so that a
// name taken by something else is an error of the pass.
struct ParallelLoopsToOpenMP
    : remat::impl::RematParallelLoopsToOpenMPPassBase<ParallelLoopsToOpenMP> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateParallelLoopsToOpenMPPatterns(set, threads);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned loops = 0;
    module.walk([&](scf::ParallelOp loop) { loops += isRewritten(loop); });
    if (loops == 0)
      return;
    IRRewriter rewriter(module.getContext());
    func::FuncOp threadNum, numThreads;
    if (failed(declareThreadQueries(rewriter, module, /*emitErrors=*/true,
                                    threadNum, numThreads)))
      return signalPassFailure();
    walkAndApplyPatterns(module, patterns);
    numRegions += loops;
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

void remat::populateParallelLoopsToOpenMPPatterns(RewritePatternSet &patterns,
                                                  unsigned threads) {
  patterns.add<ParallelLoopToOpenMP>(patterns.getContext(), threads);
}
