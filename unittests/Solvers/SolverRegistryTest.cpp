//===- SolverRegistryTest.cpp - adding a solver through the registry ------===//
//
// A toy solver registered in the global registry is reachable by name and
// by solver=auto through the library call alone (no pass involved); its
// schedule is realized by the one rewriter, and its failures come back as
// values.
//
//===----------------------------------------------------------------------===//
#include "remat/InitRemat.h"
#include "remat/Solvers/Solver.h"
#include "remat/Transforms/Rematerialization.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace remat;

namespace {

constexpr const char *kStep = R"mlir(
func.func @step(%x: tensor<8xf32>, %y: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>, tensor<8xf32>) {
  %a = remat.tanh %x : tensor<8xf32>
  %b = remat.tanh %y : tensor<8xf32>
  %s = remat.add %a, %b : tensor<8xf32>
  %u = remat.tanh %s : tensor<8xf32>
  %v = remat.tanh %u : tensor<8xf32>
  %l = remat.mse_loss %v, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.000000e+00> : tensor<f32>
  %dv = remat.mse_loss_grad %one, %v, %t : tensor<f32>, tensor<8xf32>
  %du = remat.tanh_grad %dv, %v : tensor<8xf32>
  %ds = remat.tanh_grad %du, %u : tensor<8xf32>
  %da = remat.tanh_grad %ds, %a : tensor<8xf32>
  %db = remat.tanh_grad %ds, %b : tensor<8xf32>
  return %l, %da, %db : tensor<f32>, tensor<8xf32>, tensor<8xf32>
}
)mlir";

constexpr const char *kChain = R"mlir(
func.func @chain(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %x1 = remat.tanh %x0 : tensor<8xf32>
  %x2 = remat.tanh %x1 : tensor<8xf32>
  %x3 = remat.tanh %x2 : tensor<8xf32>
  %x4 = remat.tanh %x3 : tensor<8xf32>
  %x5 = remat.tanh %x4 : tensor<8xf32>
  %x6 = remat.tanh %x5 : tensor<8xf32>
  %l = remat.mse_loss %x6, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.000000e+00> : tensor<f32>
  %d6 = remat.mse_loss_grad %one, %x6, %t : tensor<f32>, tensor<8xf32>
  %d5 = remat.tanh_grad %d6, %x6 : tensor<8xf32>
  %d4 = remat.tanh_grad %d5, %x5 : tensor<8xf32>
  %d3 = remat.tanh_grad %d4, %x4 : tensor<8xf32>
  %d2 = remat.tanh_grad %d3, %x3 : tensor<8xf32>
  %d1 = remat.tanh_grad %d2, %x2 : tensor<8xf32>
  %d0 = remat.tanh_grad %d1, %x1 : tensor<8xf32>
  return %l, %d0 : tensor<f32>, tensor<8xf32>
}
)mlir";

/// Recomputes the first activation (in program order) and nothing else;
/// counts its calls.
class FirstOnlySolver : public RematSolver {
public:
  explicit FirstOnlySolver(int &calls) : calls(calls) {}
  StringRef getName() const override { return "unit-first-only"; }
  bool appliesForAuto(const RematProblem &) const override { return true; }
  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    ++calls;
    const TrainingStep &step = problem.getStep();
    RecomputePlan plan;
    for (Value a : step.getActivations()) {
      if (plan.recompute.empty())
        plan.recompute.insert(a);
      else
        plan.kept.insert(a);
    }
    Schedule schedule = scheduleFromPlan(step, plan, /*placeAgain=*/false);
    int64_t peak = problem.measure(schedule).peak;
    report.failure.lowestPeak = peak;
    if (peak > budget)
      return report.fail(RematFailure::Kind::BudgetNotMet,
                         problem.getFunction().getLoc(), "toy over budget");
    return schedule;
  }
  int &calls;
};

class SolverRegistryTest : public ::testing::Test {
protected:
  SolverRegistryTest() {
    DialectRegistry registry;
    registerAllRematDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kStep, &context);
    func = *module->getOps<func::FuncOp>().begin();
    static int sharedCalls = 0;
    if (!RematSolverRegistry::global().lookup("unit-first-only"))
      EXPECT_TRUE(succeeded(RematSolverRegistry::global().add(
          std::make_unique<FirstOnlySolver>(sharedCalls))));
    calls = &sharedCalls;
    *calls = 0;
  }

  RematOptions budgetOptions(StringRef solver, StringRef budget) {
    RematOptions options;
    options.strategy = RematStrategy::Budget;
    options.solver = solver.str();
    options.budget = RematBudget::parse(budget).value();
    return options;
  }

  static unsigned countRecomputed(func::FuncOp func) {
    unsigned n = 0;
    func.walk([&](Operation *op) {
      n += op->hasAttr(kRecomputeAttrName) && op->getNumResults() == 1 &&
           op->getName().getStringRef() == "remat.tanh";
    });
    return n;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp func;
  int *calls = nullptr;
};

TEST_F(SolverRegistryTest, NamesAreUniqueAndListed) {
  RematSolverRegistry &registry = RematSolverRegistry::global();
  for (StringRef name : {"chain", "greedy", "fast", "blocks", "ilp"})
    EXPECT_NE(registry.lookup(name), nullptr) << name.str();
  EXPECT_TRUE(failed(registry.add(std::make_unique<FirstOnlySolver>(*calls))));
  EXPECT_NE(registry.describeNames().find("unit-first-only"),
            std::string::npos);
  std::string message;
  RematOptions options = budgetOptions("unit-first-only", "90%");
  EXPECT_TRUE(succeeded(validateRematOptions(options, message))) << message;
  options.solver = "unit-nonexistent";
  EXPECT_TRUE(failed(validateRematOptions(options, message)));
  EXPECT_NE(message.find("unknown solver 'unit-nonexistent'"),
            std::string::npos);
}

TEST_F(SolverRegistryTest, ByNameTheToyScheduleIsRealized) {
  RematFailure failure;
  FailureOr<RematResult> result =
      rematerialize(func, budgetOptions("unit-first-only", "99%"), &failure);
  ASSERT_TRUE(succeeded(result)) << failure.message;
  EXPECT_EQ(*calls, 1);
  EXPECT_EQ(result->solver, "unit-first-only");
  EXPECT_TRUE(result->changed);
  EXPECT_EQ(result->valuesRecomputed, 1);
  EXPECT_EQ(result->bytesFreed, 32);
  EXPECT_EQ(result->flopsAdded, 8);
  EXPECT_LT(result->peakAfter, result->peakBefore);
  ASSERT_EQ(result->decisions.size(), 1u);
  EXPECT_EQ(
      result->decisions[0].value.getDefiningOp()->getName().getStringRef(),
      "remat.tanh");
  EXPECT_EQ(countRecomputed(func), 1u);
}

TEST_F(SolverRegistryTest, AFailureIsAValueAndLeavesTheFunction) {
  RematFailure failure;
  FailureOr<RematResult> result =
      rematerialize(func, budgetOptions("unit-first-only", "10%"), &failure);
  ASSERT_TRUE(failed(result));
  EXPECT_EQ(failure.kind, RematFailure::Kind::BudgetNotMet);
  EXPECT_EQ(failure.solver, "unit-first-only");
  EXPECT_EQ(failure.message, "toy over budget");
  EXPECT_GT(failure.lowestPeak, failure.budget);
  EXPECT_GT(failure.floor.bytes, 0);
  EXPECT_FALSE(failure.floor.holders.empty());
  EXPECT_EQ(countRecomputed(func), 0u);
}

TEST_F(SolverRegistryTest, AutoTriesTheToy) {
  FailureOr<RematResult> result =
      rematerialize(func, budgetOptions("auto", "99%"));
  ASSERT_TRUE(succeeded(result));
  EXPECT_EQ(*calls, 1);
  EXPECT_FALSE(result->solver.empty());
}

// What the pass turns into statistics is the same for every solver: one
// value per decision, its bytes, every clone's FLOPs (solver=ilp included,
// not FLOPs only).
TEST_F(SolverRegistryTest, EverySolverReportsWhatItRecomputed) {
  for (StringRef solver : {"greedy", "fast", "chain", "ilp"}) {
    std::string why;
    if (failed(RematSolverRegistry::global().lookup(solver)->isAvailable(why)))
      continue;
    OwningOpRef<ModuleOp> chain = parseSourceString<ModuleOp>(kChain, &context);
    auto fn = *chain->getOps<func::FuncOp>().begin();
    RematFailure failure;
    FailureOr<RematResult> result =
        rematerialize(fn, budgetOptions(solver, "200"), &failure);
    ASSERT_TRUE(succeeded(result)) << solver.str() << ": " << failure.message;
    EXPECT_EQ(result->solver, solver);
    EXPECT_LE(result->peakAfter, 200) << solver.str();
    EXPECT_GT(result->valuesRecomputed, 0) << solver.str();
    EXPECT_EQ(size_t(result->valuesRecomputed), result->decisions.size());
    EXPECT_GE(result->bytesFreed, 32) << solver.str();
    EXPECT_GE(result->flopsAdded, 8 * result->valuesRecomputed) << solver.str();
    EXPECT_EQ(result->flopsAdded % 8, 0) << solver.str();
  }
}

} // namespace
