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

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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

struct SerialBLASInParallelLoops
    : remat::impl::RematSerialBLASInParallelLoopsPassBase<
          SerialBLASInParallelLoops> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<scf::ParallelOp> loops;
    module.walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() && callsCBLAS(loop))
        loops.push_back(loop);
    });
    if (loops.empty())
      return;
    MLIRContext *ctx = module.getContext();
    Type i32 = IntegerType::get(ctx, 32);
    FailureOr<func::FuncOp> get = remat::declareRuntimeFunction(
        module, kGetThreads, FunctionType::get(ctx, {}, {i32}), "OpenBLAS");
    FailureOr<func::FuncOp> set = remat::declareRuntimeFunction(
        module, kSetThreads, FunctionType::get(ctx, {i32}, {}), "OpenBLAS");
    if (failed(get) || failed(set))
      return signalPassFailure();
    for (scf::ParallelOp loop : loops) {
      OpBuilder b(loop);
      Location loc = loop.getLoc();
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": the scf.parallel at " << loc
                              << " calls CBLAS: one OpenBLAS thread inside\n");
      Value before = func::CallOp::create(b, loc, *get).getResult(0);
      Value one = arith::ConstantIntOp::create(b, loc, 1, 32);
      func::CallOp::create(b, loc, *set, ValueRange{one});
      b.setInsertionPointAfter(loop);
      func::CallOp::create(b, loc, *set, ValueRange{before});
      ++numBracketed;
    }
  }
};

} // namespace
