//===- Rematerialize.cpp - remat-rematerialize ----------------------------===//
//
// The pass over the rematerialization library (remat/Transforms/
// Rematerialization.h): options are read and checked once, when the
// pipeline is set up; each function goes through rematerialize(); the
// result becomes statistics and remarks, a failure an error with notes.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Transforms/Passes.h"
#include "remat/Transforms/RematDiagnostics.h"
#include "remat/Transforms/Rematerialization.h"

#include "mlir/IR/Threading.h"
#include "llvm/Support/Debug.h"

#include <atomic>

namespace remat {
#define GEN_PASS_DEF_REMATERIALIZEPASS
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-rematerialize"

using namespace mlir;
using namespace remat;

namespace {
struct RematerializePass
    : remat::impl::RematerializePassBase<RematerializePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    std::string message;
    if (failed(readOptions(message)) ||
        failed(validateRematOptions(options, message, context)))
      return emitError(UnknownLoc::get(context))
             << "remat-rematerialize: " << message;
    return success();
  }

  /// The pass's options as the library takes them.
  LogicalResult readOptions(std::string &message) {
    options.strategy = strategy;
    options.policy = policy;
    options.minimize = minimize;
    options.solver = solver;
    options.target = target;
    options.ilpSeconds = ilpSeconds;
    options.ilpNodes = ilpNodes;
    options.ilpStageBound = ilpStageBound;
    options.cheapFlopsPerElement = cheapFlopsPerElement;
    options.checkRecompute = checkRecompute;
    options.budgetScope = budgetScope;
    if (!budget.empty()) {
      FailureOr<RematBudget> parsed = RematBudget::parse(budget);
      if (failed(parsed)) {
        message = "cannot read budget '" + budget +
                  "'; expected a positive number of bytes with an optional "
                  "B, KiB, MiB or GiB suffix, or a percentage such as 50%";
        return failure();
      }
      options.budget = *parsed;
    }
    if (save.hasValue())
      options.save.emplace(save.begin(), save.end());
    options.saveNames.assign(saveNames.begin(), saveNames.end());
    options.recomputeNames.assign(recomputeNames.begin(), recomputeNames.end());
    return success();
  }

  void runOnOperation() override {
    Operation *op = getOperation();
    if (auto fn = dyn_cast<FunctionOpInterface>(op)) {
      if (failed(rematerializeFunction(fn)))
        signalPassFailure();
      return;
    }
    // Named on a module: each function-like op in it, in parallel, with
    // diagnostics in program order as a nested pass manager gives them.
    SmallVector<FunctionOpInterface> functions;
    for (Region &region : op->getRegions())
      for (auto fn : region.getOps<FunctionOpInterface>())
        functions.push_back(fn);
    ParallelDiagnosticHandler handler(&getContext());
    std::atomic<bool> anyFailed = false;
    parallelFor(&getContext(), 0, functions.size(), [&](size_t i) {
      handler.setOrderIDForThread(i);
      if (failed(rematerializeFunction(functions[i])))
        anyFailed = true;
      handler.eraseOrderIDForThread();
    });
    if (anyFailed)
      signalPassFailure();
  }

  LogicalResult rematerializeFunction(FunctionOpInterface fn) {
    RematFailure why;
    FailureOr<RematResult> result = rematerialize(fn, options, &why);
    if (failed(result)) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << fn.getName()
                              << " failed: " << why.message << "\n");
      emitRematFailure(fn, why, getArgument());
      return failure();
    }
    LLVM_DEBUG({
      llvm::dbgs() << DEBUG_TYPE ": @" << fn.getName() << ":";
      if (!result->solver.empty())
        llvm::dbgs() << " solver " << result->solver
                     << (result->optimal ? " (optimal)," : ",");
      llvm::dbgs() << " peak " << result->peakBefore << " -> "
                   << result->peakAfter << " bytes, "
                   << result->valuesRecomputed << " values recomputed, "
                   << result->flopsAdded << " FLOPs added\n";
    });
    numRematerialized += result->valuesRecomputed;
    bytesFreed += result->bytesFreed;
    flopsAdded += result->flopsAdded;
    for (const RematNote &warning : result->warnings)
      emitWarning(warning.loc) << "remat-rematerialize: " << warning.message;
    // Every decision goes to MLIR's remark engine (--remarks-filter=remat,
    // --remarks-output-file); explain=true also prints the notes as
    // diagnostics.
    emitRematRemarks(fn, *result, options.strategy, getArgument());
    if (explain) {
      for (const RematNote &note : result->notes)
        emitRemark(note.loc)
            << "remat-rematerialize (" << note.tag << "): " << note.message;
    }
    return success();
  }

  RematOptions options;
};
} // namespace
