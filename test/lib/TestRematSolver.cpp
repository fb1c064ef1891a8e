//===- TestRematSolver.cpp - a solver added from outside the pass ---------===//
//
// `-test-remat-register-solver` adds solver=test-from-arguments to the
// registry when the pipeline is set up, the way a host compiler adds its
// own solver: nothing in remat-rematerialize knows about it. The solver
// recomputes every activation whose op reads only arguments and constants
// (one clone each), and keeps the rest.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/Solver.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace remat;

namespace {
class FromArgumentsSolver : public RematSolver {
public:
  StringRef getName() const override { return "test-from-arguments"; }

  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    const TrainingStep &step = problem.getStep();
    RecomputePlan plan;
    for (Value a : step.getActivations()) {
      Operation *def = a.getDefiningOp();
      if (problem.mayRecompute(def) &&
          llvm::all_of(def->getOperands(), TrainingStep::available))
        plan.recompute.insert(a);
      else
        plan.kept.insert(a);
    }
    Schedule schedule = scheduleFromPlan(step, plan, /*placeAgain=*/false);
    int64_t peak = problem.measure(schedule).peak;
    report.failure.lowestPeak = peak;
    if (peak > budget)
      return report.fail(
          RematFailure::Kind::BudgetNotMet, problem.getFunction().getLoc(),
          describeBudgetMissed(budget, "of the test solver", peak,
                               problem.getOriginalPeak(), ")"));
    report.note(problem.getFunction().getLoc(), "budget, solver=test",
                llvm::formatv("recomputing {0} values read from arguments; "
                              "predicted peak {1} -> {2} bytes",
                              plan.recompute.size(), problem.getOriginalPeak(),
                              peak)
                    .str());
    return schedule;
  }
};

struct TestRegisterRematSolverPass
    : PassWrapper<TestRegisterRematSolverPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestRegisterRematSolverPass)

  StringRef getArgument() const final { return "test-remat-register-solver"; }
  StringRef getDescription() const final {
    return "Add solver=test-from-arguments to remat-rematerialize's solvers";
  }
  LogicalResult initialize(MLIRContext *) override {
    RematSolverRegistry &registry = RematSolverRegistry::global();
    if (!registry.lookup("test-from-arguments"))
      (void)registry.add(std::make_unique<FromArgumentsSolver>());
    return success();
  }
  void runOnOperation() override {}
};
} // namespace

namespace remat::test {
void registerTestRematSolverPass() {
  PassRegistration<TestRegisterRematSolverPass>();
}
} // namespace remat::test
