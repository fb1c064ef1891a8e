//===- BlocksSolver.cpp - solver=blocks, the DP over repeated blocks ------===//
//
// The DP of BlockDP.h models the peak, so the solver bisects
// for the largest DP limit whose schedule fits the budget by the memory
// analysis and keeps the cheapest schedule that fit.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/Algorithms.h"
#include "remat/Solvers/BlockDP.h"
#include "remat/Solvers/Solver.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace remat;

/// Neighbouring blocks are merged beyond this many, and a run between two
/// kept block outputs spans at most kMaxRunBlocks: the DP takes
/// O(blocks * run * menu * levels) time.
static constexpr unsigned kMaxBlocks = 64;
static constexpr unsigned kMaxRunBlocks = 16;

FailureOr<BlockSequence> remat::findSolverBlocks(const RematProblem &problem,
                                                 std::string &why) {
  return findBlockSequence(problem.getFunction(), problem.getStep().getPhases(),
                           kMaxBlocks, why);
}

namespace {
class BlocksSolver : public RematSolver {
public:
  StringRef getName() const override { return "blocks"; }
  StringRef getDescription() const override { return "block DP"; }

  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    FunctionOpInterface func = problem.getFunction();
    const TrainingStep &step = problem.getStep();
    StringRef name = SymbolTable::getSymbolName(func).getValue();
    std::string why;
    FailureOr<BlockSequence> blocks = findSolverBlocks(problem, why);
    if (failed(blocks))
      return report.fail(
          RematFailure::Kind::SolverRefused, func.getLoc(),
          llvm::formatv("solver=blocks cannot cut the forward pass of @{0} "
                        "into blocks: {1}; use solver=greedy or solver=fast",
                        name, why)
              .str());
    MemoryAnalysis memory(func);
    BlockDP solver(
        *blocks, memory, step.getActivations(),
        [&](Operation *op) { return problem.costOf(op); },
        [&](Operation *op) { return problem.mayRecompute(op); }, kMaxRunBlocks);
    auto planOf = [&](const BlockSchedule &chosen) {
      RecomputePlan plan;
      plan.kept = chosen.kept;
      for (Value a : step.getActivations())
        if (!chosen.kept.contains(a))
          plan.recompute.insert(a);
      return plan;
    };
    auto scheduleOf = [&](const BlockSchedule &chosen) {
      return scheduleFromPlan(step, planOf(chosen));
    };
    auto peakOf = [&](const BlockSchedule &chosen) {
      return problem.measure(scheduleOf(chosen)).peak;
    };
    // The smallest limit the DP has a schedule for.
    int64_t lo = 0, hi = solver.maxLimit();
    if (!solver.solve(hi))
      return report.fail(RematFailure::Kind::SolverRefused, func.getLoc(),
                         "solver=blocks found no schedule for @" + name.str());
    while (lo < hi) {
      int64_t mid = lo + (hi - lo) / 2;
      if (solver.solve(mid))
        hi = mid;
      else
        lo = mid + 1;
    }
    std::optional<BlockSchedule> chosen = solver.solve(lo);
    int64_t chosenPeak = peakOf(*chosen);
    report.failure.lowestPeak = chosenPeak;
    if (chosenPeak > budget) {
      // Below what recomputing each value once reaches: the greedy's moves
      // with refreshes, from the DP's lowest schedule.
      int64_t reached = chosenPeak;
      std::optional<RecomputePlan> continued =
          continueGreedyBudget(problem, budget, planOf(*chosen), reached);
      if (continued && reached <= budget) {
        Schedule schedule = scheduleFromPlan(step, *continued);
        report.note(
            func.getLoc(), "budget, solver=blocks",
            llvm::formatv(
                "{0} blocks of {1} shapes; the DP's lowest schedule reaches "
                "{2} bytes (each value recomputed once), the greedy's moves "
                "with refreshes from it {3}: predicted peak {4} -> {3} bytes "
                "for a budget of {5} bytes",
                blocks->numBlocks(), blocks->numClasses, chosenPeak,
                problem.measure(schedule).peak, problem.getOriginalPeak(),
                budget)
                .str());
        return schedule;
      }
      report.failure.lowestPeak = std::min(chosenPeak, reached);
      return report.fail(
          RematFailure::Kind::BudgetNotMet, func.getLoc(),
          describeBudgetMissed(budget, "of the block DP", chosenPeak,
                               problem.getOriginalPeak(),
                               "; optimal only among schedules that "
                               "recompute each value once)"));
    }
    // Bisect for the largest limit that fits; keep the cheapest fit seen.
    hi = solver.maxLimit();
    while (lo < hi) {
      int64_t mid = lo + (hi - lo + 1) / 2;
      std::optional<BlockSchedule> candidate = solver.solve(mid);
      int64_t peak = peakOf(*candidate);
      if (peak > budget) {
        hi = mid - 1;
        continue;
      }
      lo = mid;
      if (candidate->addedCost < chosen->addedCost) {
        chosen = std::move(candidate);
        chosenPeak = peak;
      }
    }
    report.note(
        func.getLoc(), "budget, solver=blocks",
        llvm::formatv(
            "{0} blocks of {1} shapes; {2} distinct runs of blocks solved by "
            "{3} minimum cuts; the DP keeps the outputs of {4} runs, adding "
            "{5:E2} of cost; predicted peak {6} -> {7} bytes for a budget of "
            "{8} bytes",
            blocks->numBlocks(), blocks->numClasses, solver.numMenus(),
            solver.numCuts(), chosen->runs.size(), chosen->addedCost,
            problem.getOriginalPeak(), chosenPeak, budget)
            .str());
    for (const BlockSchedule::Run &run : chosen->runs)
      report.note(blocks->ops[blocks->blockEnd[run.from]]->getLoc(),
                  "budget, solver=blocks",
                  llvm::formatv("blocks {0}..{1} (from this op) keep {2} bytes "
                                "and recompute {3} bytes, {4:E2} of cost",
                                run.from + 1, run.to, run.option.keptBytes,
                                run.option.recomputedBytes, run.option.cost)
                      .str());
    return scheduleOf(*chosen);
  }
};
} // namespace

std::unique_ptr<RematSolver> remat::createBlocksSolver() {
  return std::make_unique<BlocksSolver>();
}
