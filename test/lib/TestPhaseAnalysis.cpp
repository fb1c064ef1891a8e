//===- TestPhaseAnalysis.cpp - exposes the phase rule to lit tests --------===//
//
// Annotates every op of the program (not those inside payload regions) with
// `test.phase` and every activation-producing op with
// `test.activations` (its result numbers), so FileCheck can see the phase rule.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/Phase.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {
struct TestPhaseAnalysisPass
    : PassWrapper<TestPhaseAnalysisPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPhaseAnalysisPass)

  StringRef getArgument() const final { return "test-remat-phases"; }
  StringRef getDescription() const final {
    return "Annotate ops with the forward/backward phase rule";
  }

  /// Every function-like op of the module, from any dialect.
  void runOnOperation() override {
    bool failedAny = false;
    for (auto func : getOperation().getOps<FunctionOpInterface>())
      if (!func.isExternal() && failed(annotate(func)))
        failedAny = true;
    if (failedAny)
      return signalPassFailure();
    markAllAnalysesPreserved();
  }

  LogicalResult annotate(FunctionOpInterface func) {
    auto &phases = getChildAnalysis<remat::PhaseAnalysis>(func);
    if (Operation *op = phases.getUnsupportedOp())
      return op->emitError() << "the phase rule needs straight-line code: "
                             << remat::describeUnsupportedOp(op);
    Builder b(&getContext());
    remat::walkProgramOrder(func, [&](Operation *op) {
      op->setAttr("test.phase",
                  b.getStringAttr(remat::stringifyPhase(phases.getPhase(op))));
      SmallVector<int64_t> activations;
      for (OpResult r : op->getResults())
        if (phases.isActivation(r))
          activations.push_back(r.getResultNumber());
      if (!activations.empty())
        op->setAttr("test.activations", b.getDenseI64ArrayAttr(activations));
    });
    return success();
  }
};
} // namespace

namespace remat::test {
void registerTestRematSolverPass();
void registerTestOpCostsPass();
void registerTestPasses() {
  PassRegistration<TestPhaseAnalysisPass>();
  registerTestRematSolverPass();
  registerTestOpCostsPass();
}
} // namespace remat::test
