//===- GreedySolver.cpp - solver=greedy -----------------------------------===//
//
// A peak-directed greedy in the spirit of XLA's rematerialization: starting
// from keeping everything, repeatedly recompute the value that lowers the
// predicted peak most per unit of cost added (every move is measured on a
// copy), until the peak fits the budget. When no single move lowers the
// peak (several points tie for it), it takes the move that frees the most
// kept bytes per cost without raising it. A final pass keeps again every
// value the budget does not need recomputed, newest first.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Transforms/ChainRematerialization.h"
#include "remat/Transforms/RematSolver.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

/// The greedy measures every move on a copy, about n^3 time (on the loaded
/// 2-core dev machine: 400 ops 4-7 s, 500 ops 12 s, 1,600 ops 242 s).
/// Programs longer than kMaxAutoGreedyOps go to solver=fast under
/// solver=auto; programs longer than kMaxGreedyOps (about half a minute)
/// are refused when solver=greedy is asked for by name.
static constexpr unsigned kMaxAutoGreedyOps = 400;
static constexpr unsigned kMaxGreedyOps = 800;

RecomputePlan remat::planGreedyBudget(const RematProblem &problem,
                                      int64_t budget, int64_t &reached) {
  const TrainingStep &step = problem.getStep();
  RecomputePlan plan;
  for (Value a : step.getActivations())
    plan.kept.insert(a);
  int64_t current = problem.getOriginalPeak();
  reached = current;
  auto mayRecompute = [&](Operation *def) { return problem.mayRecompute(def); };
  while (current > budget) {
    Value best;
    int64_t bestPeak = 0;
    double bestScore = -1.0;
    bool bestLowers = false;
    DenseMap<Value, bool> memo;
    for (Value a : step.getActivations()) {
      Operation *def = a.getDefiningOp();
      if (!plan.kept.contains(a) || !problem.mayRecompute(def))
        continue;
      // Rebuildable from what is kept without `a` itself, through
      // recomputable ops (their intermediates are recomputed too).
      auto isBase = [&](Value v) { return v != a && plan.provides(v); };
      memo.clear();
      if (!llvm::all_of(def->getOperands(), [&](Value u) {
            return derivableFrom(u, isBase, mayRecompute, memo);
          }))
        continue;
      // The cost of `a` and of the intermediates recomputed with it.
      double cost = 0.0;
      SmallVector<Value> work{a};
      llvm::SmallPtrSet<Operation *, 8> seen;
      while (!work.empty()) {
        Value v = work.pop_back_val();
        Operation *d = v.getDefiningOp();
        if ((v != a && isBase(v)) || !d || !seen.insert(d).second)
          continue;
        cost += problem.costOf(d);
        llvm::append_range(work, d->getOperands());
      }
      RecomputePlan trial = plan;
      trial.kept.erase(a);
      trial.recompute.insert(a);
      int64_t peak = problem.peakOf(trial);
      if (peak > current)
        continue;
      bool lowers = peak < current;
      double gain =
          lowers ? double(current - peak) : double(getTypeBytes(a.getType()));
      double score = gain / (cost + problem.costFloor());
      if ((lowers && !bestLowers) ||
          (lowers == bestLowers && score > bestScore)) {
        best = a;
        bestPeak = peak;
        bestScore = score;
        bestLowers = lowers;
      }
    }
    if (!best)
      break;
    plan.kept.erase(best);
    plan.recompute.insert(best);
    current = bestPeak;
    reached = std::min(reached, current);
  }
  if (current > budget)
    return plan;
  // Keep again what the budget does not need, newest first.
  SmallVector<Value> order(plan.recompute.begin(), plan.recompute.end());
  for (Value a : llvm::reverse(order)) {
    RecomputePlan trial = plan;
    trial.recompute.remove(a);
    trial.kept.insert(a);
    if (problem.peakOf(trial) <= budget)
      plan = std::move(trial);
  }
  return plan;
}

namespace {
class GreedySolver : public RematSolver {
public:
  StringRef getName() const override { return "greedy"; }

  /// On chains short enough for the chain DP, the greedy is tried beside
  /// it when the program is small (the DP is exact only over persistent
  /// schedules of whole stages; the greedy recomputes single ops and
  /// sometimes adds less); otherwise up to kMaxAutoGreedyOps top-level ops.
  bool appliesForAuto(const RematProblem &problem) const override {
    FunctionOpInterface fn = problem.getFunction();
    if (isShortForwardChain(fn)) {
      unsigned ops = 0;
      fn->walk([&](Operation *) { ++ops; });
      return ops <= kMaxAutoGreedyOps + 1;
    }
    return problem.getStep().numOps() <= kMaxAutoGreedyOps;
  }

  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    FunctionOpInterface func = problem.getFunction();
    if (size_t n = problem.getStep().numOps(); n > kMaxGreedyOps)
      return report.fail(
          RematFailure::Kind::SolverRefused, func.getLoc(),
          llvm::formatv("solver=greedy: @{0} has {1} ops, more than the "
                        "greedy takes ({2}; it measures every move on a "
                        "copy, about n^3 time); use solver=fast",
                        SymbolTable::getSymbolName(func).getValue(), n,
                        kMaxGreedyOps)
              .str());
    int64_t reached = problem.getOriginalPeak();
    RecomputePlan plan = planGreedyBudget(problem, budget, reached);
    Schedule schedule = scheduleFromPlan(problem.getStep(), plan);
    report.failure.lowestPeak = reached;
    if (reached > budget) {
      (void)report.fail(
          RematFailure::Kind::BudgetNotMet, problem.getFunction().getLoc(),
          describeBudgetMissed(budget, "the greedy solver reached", reached,
                               problem.getOriginalPeak(),
                               "; not proven minimal)"));
      report.failure.lowestPeak = reached;
      problem.measure(schedule, [&](const MemoryAnalysis &memory) {
        report.failure.peak = describePeak(memory);
      });
      return failure();
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "predicted peak " << problem.getOriginalPeak() << " -> "
       << problem.measure(schedule).peak << " bytes for a budget of " << budget
       << " bytes, recomputing " << plan.recompute.size() << " values";
    report.note(problem.getFunction().getLoc(), "budget", text);
    return schedule;
  }
};
} // namespace

std::unique_ptr<RematSolver> remat::createGreedySolver() {
  return std::make_unique<GreedySolver>();
}
