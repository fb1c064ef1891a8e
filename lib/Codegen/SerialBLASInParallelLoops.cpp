//===- SerialBLASInParallelLoops.cpp - one OpenBLAS thread per loop thread ===//
//
// The CBLAS gemms of remat-linalg-to-cblas may be called from the iterations of
// a loop that runs on threads (a convolution's rows, a filter gradient's
// positions). OpenBLAS's pthread build cannot tell: each call from a worker
// still sees the process-wide thread count (remat-run --blas-threads=N) and
// hands gemms above its size threshold to its own threads, which the loop's
// workers then wait on, core against core. On an AMD EPYC with OpenBLAS's Zen
// kernels a ResNet-like step at two threads took 158 ms per step with OpenBLAS
// on two threads and 55 ms with OpenBLAS on one (docs/reports/StepTime.md).
// Here every
// outermost scf.parallel whose body calls a cblas_ function is bracketed by
// OpenBLAS's own thread-count calls: one thread while the loop runs, the count
// from before after it. Only the thread count changes: each gemm's result does
// not depend on it where OpenBLAS keeps the bits across thread counts, and the
// calls between loops keep their threads.
//
//===----------------------------------------------------------------------===//
#include "RuntimeFunctions.h"
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATSERIALBLASINPARALLELLOOPSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-serial-blas-in-parallel-loops"

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kGetThreads = "openblas_get_num_threads";
constexpr llvm::StringLiteral kSetThreads = "openblas_set_num_threads";

/// Whether `loop`'s body calls a CBLAS function.
bool callsCBLAS(scf::ParallelOp loop) {
  WalkResult result = loop.getBody()->walk([](func::CallOp call) {
    return call.getCallee().starts_with("cblas_") ? WalkResult::interrupt()
                                                  : WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Whether the pattern brackets `loop`: an outermost scf.parallel that calls
/// CBLAS.
bool isBracketed(scf::ParallelOp loop) {
  return !loop->getParentOfType<scf::ParallelOp>() && callsCBLAS(loop);
}

/// OpenBLAS's thread-count functions in `module` (declared where missing).
LogicalResult declareThreadCount(RewriterBase &rewriter, ModuleOp module,
                                 bool emitErrors, func::FuncOp &get,
                                 func::FuncOp &set) {
  MLIRContext *ctx = module.getContext();
  Type i32 = IntegerType::get(ctx, 32);
  FailureOr<func::FuncOp> getFn = remat::declareRuntimeFunction(
      rewriter, module, kGetThreads, FunctionType::get(ctx, {}, {i32}),
      "OpenBLAS", emitErrors);
  FailureOr<func::FuncOp> setFn = remat::declareRuntimeFunction(
      rewriter, module, kSetThreads, FunctionType::get(ctx, {i32}, {}),
      "OpenBLAS", emitErrors);
  if (failed(getFn) || failed(setFn))
    return failure();
  get = *getFn;
  set = *setFn;
  return success();
}

/// One OpenBLAS thread while an outermost loop of CBLAS calls runs, the
/// count from before after it.
struct BracketCBLASLoop : OpRewritePattern<scf::ParallelOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ParallelOp loop,
                                PatternRewriter &rewriter) const override {
    auto module = loop->getParentOfType<ModuleOp>();
    if (!module || !isBracketed(loop))
      return failure();
    func::FuncOp get, set;
    if (failed(declareThreadCount(rewriter, module, /*emitErrors=*/false, get,
                                  set)))
      return rewriter.notifyMatchFailure(loop, "OpenBLAS's names are taken");
    Location loc = loop.getLoc();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": the scf.parallel at " << loc
                            << " calls CBLAS: one OpenBLAS thread inside\n");
    rewriter.setInsertionPoint(loop);
    Value before = func::CallOp::create(rewriter, loc, get).getResult(0);
    Value one = arith::ConstantIntOp::create(rewriter, loc, 1, 32);
    func::CallOp::create(rewriter, loc, set, ValueRange{one});
    rewriter.setInsertionPointAfter(loop);
    func::CallOp::create(rewriter, loc, set, ValueRange{before});
    return success();
  }
};

// The pattern leaves the loop it brackets as it is, so a fixpoint would
// bracket it again: one walk. The runtime functions are declared before it,
// where a loop is bracketed, so that a name taken by something else is an
// error of the pass.
struct SerialBLASInParallelLoops
    : remat::impl::RematSerialBLASInParallelLoopsPassBase<
          SerialBLASInParallelLoops> {
  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateSerialBLASInParallelLoopsPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned loops = 0;
    module.walk([&](scf::ParallelOp loop) { loops += isBracketed(loop); });
    if (loops == 0)
      return;
    IRRewriter rewriter(module.getContext());
    func::FuncOp get, set;
    if (failed(declareThreadCount(rewriter, module, /*emitErrors=*/true, get,
                                  set)))
      return signalPassFailure();
    walkAndApplyPatterns(module, patterns);
    numBracketed += loops;
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

void remat::populateSerialBLASInParallelLoopsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<BracketCBLASLoop>(patterns.getContext());
}
