//===- CleanUpRematFunctions.cpp - clean up only remat programs -----------===//
//
// canonicalize + cse as a dynamic pipeline, run on the functions that hold
// remat ops other than recompute guards; functions in upstream ops (with or
// without the guards of a rematerialization) reach bufferization as the host
// wrote them.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/Passes.h"
#include "remat/Interfaces/RecomputeGuardOpInterface.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATCLEANUPREMATFUNCTIONSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-clean-up-remat-functions"

using namespace mlir;

namespace {
// No pattern of its own: it decides per function whether to run canonicalize
// and CSE, which are upstream's.
struct RematCleanUpRematFunctionsPass
    : remat::impl::RematCleanUpRematFunctionsPassBase<
          RematCleanUpRematFunctionsPass> {
  LogicalResult initialize(MLIRContext *) override {
    cleanUp = OpPassManager(func::FuncOp::getOperationName());
    cleanUp.addPass(createCanonicalizerPass());
    cleanUp.addPass(createCSEPass());
    return success();
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    cleanUp.getDependentDialects(registry);
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    bool holdsRematOps =
        func.walk([](Operation *op) {
              return op->getName().getDialectNamespace() == "remat" &&
                             !isa<remat::RecomputeGuardOpInterface>(op)
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            })
            .wasInterrupted();
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": @" << func.getSymName()
               << (holdsRematOps ? ": holds remat ops, canonicalize + cse\n"
                                 : ": no remat ops, left as written\n"));
    if (!holdsRematOps) {
      markAllAnalysesPreserved();
      return;
    }
    if (failed(runPipeline(cleanUp, func)))
      signalPassFailure();
  }

  OpPassManager cleanUp{func::FuncOp::getOperationName()};
};
} // namespace
