//===- TestPhaseAnalysis.cpp - exposes the phase rule to lit tests --------===//
//
// Annotates every op with `test.phase` and every activation-producing op with
// `test.activations` (its result numbers), so FileCheck can see the phase rule.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/Phase.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {
struct TestPhaseAnalysisPass
    : PassWrapper<TestPhaseAnalysisPass, OperationPass<func::FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPhaseAnalysisPass)

  StringRef getArgument() const final { return "test-remat-phases"; }
  StringRef getDescription() const final {
    return "Annotate ops with the forward/backward phase rule";
  }

  void runOnOperation() override {
    auto &phases = getAnalysis<remat::PhaseAnalysis>();
    if (Operation *op = phases.getUnsupportedOp()) {
      op->emitError("the phase rule needs straight-line code: a single block "
                    "whose only regions are remat.checkpoint bodies");
      return signalPassFailure();
    }
    Builder b(&getContext());
    getOperation().walk([&](Operation *op) {
      if (op == getOperation())
        return;
      op->setAttr("test.phase",
                  b.getStringAttr(remat::stringifyPhase(phases.getPhase(op))));
      SmallVector<int64_t> activations;
      for (OpResult r : op->getResults())
        if (phases.isActivation(r))
          activations.push_back(r.getResultNumber());
      if (!activations.empty())
        op->setAttr("test.activations", b.getDenseI64ArrayAttr(activations));
    });
    markAllAnalysesPreserved();
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
