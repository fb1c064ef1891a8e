//===- GreedySolver.cpp - solver=greedy -----------------------------------===//
//
// A peak-directed greedy in the spirit of XLA's rematerialization: starting
// from keeping everything, repeatedly recompute the value that lowers the
// predicted peak most per unit of cost added (every move is measured on a
// copy), until the peak fits the budget. When no single move lowers the
// peak (several points tie for it), it takes the move that frees the most
// kept bytes per cost without raising it. Where no such move is left and
// the budget is not met, it goes on with the moves a keep-or-recompute plan
// cannot make (RecomputePlan's refreshes and hoists, so a value may be
// computed three or more times): refresh a recomputed value from one of its
// backward users on, recompute a kept value fresh, hoist a group's
// recomputation earlier; it takes the one that lowers the peak (then the
// bytes above the budget summed over the program) most, and returns to the
// keep-or-recompute moves. A final pass keeps again every value the budget
// does not need recomputed, newest first, then drops the refreshes and
// hoists it does not need. Deterministic: moves are tried in program order
// and the effort is a count of measurements.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/PeakLowerBound.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Solvers/Algorithms.h"
#include "remat/Solvers/Solver.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <tuple>

using namespace mlir;
using namespace remat;

/// The greedy measures every move on a copy: a round of keep-or-recompute
/// moves measures each activation, and each round recomputes one more, so
/// it makes at most A(A+1)/2 measurements of about n ops for A activations
/// (on 2 cores, 400 ops take 4-7 s and 1,600 ops about 4 minutes).
/// solver=auto runs it where that bound (greedyWorstCaseWork) fits in its
/// work limit; programs longer than kMaxGreedyOps (about half a minute) are
/// refused when solver=greedy is asked for by name.
static constexpr unsigned kMaxGreedyOps = 800;

/// Measurements the refresh moves may take per solve (each rewrites and
/// analyses a copy); hoists go at most kMaxHoist backward ops early.
static constexpr unsigned kMaxRefreshMeasures = 2000;
static constexpr unsigned kMaxHoist = 8;
/// A new group is tried with hoists of up to this many steps at once.
static constexpr unsigned kNewGroupHoist = 2;

namespace {
/// How close a plan's schedule comes to the budget: the peak, then the bytes
/// above the budget summed over the program, then the FLOPs added.
struct RefreshScore {
  int64_t peak = 0, excess = 0, flops = 0;
  bool operator<(const RefreshScore &other) const {
    return std::make_tuple(peak, excess, flops) <
           std::make_tuple(other.peak, other.excess, other.flops);
  }
};

/// The moves a keep-or-recompute plan cannot make: refreshing a
/// recomputed value from one of its backward users on, recomputing a kept
/// value fresh (from kept values, sharing no intermediates), and hoisting a
/// group's recomputation one backward op earlier.
class RefreshMoves {
public:
  RefreshMoves(const RematProblem &problem, int64_t budget)
      : problem(problem), step(problem.getStep()), budget(budget) {
    // Below the floor no schedule fits: aim at the floor, so that the
    // lowest peak reached is as low as it can be (solver=auto and
    // remat-pareto compare failures by it).
    MemoryAnalysis memory(problem.getFunction());
    this->budget =
        std::max(budget, computePeakLowerBound(memory, step.getPhases()).bytes);
    unsigned position = 0;
    for (Operation &op : step.getBody())
      if (step.getPhases().isBackward(&op) &&
          !op.hasTrait<OpTrait::IsTerminator>())
        backwardPosition[&op] = position++;
  }

  /// Out of measurements, or of the problem's work limit.
  bool exhausted() const {
    return measures >= kMaxRefreshMeasures || !problem.affords(1);
  }

  RefreshScore score(const RecomputePlan &plan) {
    ++measures;
    RefreshScore s;
    ScheduleMeasure m = problem.measure(
        scheduleFromPlan(step, plan), [&](const MemoryAnalysis &memory) {
          for (const OpMemoryInfo &op : memory.getOps())
            s.excess += std::max<int64_t>(0, op.liveBytesDuring - budget);
        });
    s.peak = m.peak;
    s.flops = m.flops;
    return s;
  }

  /// Replaces `plan` by the best move from it that scores below `current`
  /// (on peak and excess; FLOPs break ties), in program order; false when
  /// none does or the effort is spent.
  bool improve(RecomputePlan &plan, RefreshScore &current) {
    if (exhausted())
      return false;
    std::optional<RecomputePlan> best;
    RefreshScore bestScore = current;
    auto consider = [&](RecomputePlan &&trial) {
      if (exhausted())
        return;
      RefreshScore s = score(trial);
      if (std::make_pair(s.peak, s.excess) >=
          std::make_pair(current.peak, current.excess))
        return;
      if (!best || s < bestScore) {
        best = std::move(trial);
        bestScore = s;
      }
    };
    DenseMap<Value, bool> memo;
    for (Value a : step.getActivations()) {
      SmallVector<Operation *> users = step.backwardUsers(a);
      if (users.empty())
        continue;
      if (plan.recompute.contains(a)) {
        for (unsigned k = 0, e = users.size(); k < e; ++k) {
          bool starts = k == 0 || plan.refreshes.contains({a, k});
          // A new group, placed right before its first user or a few
          // steps early (a fresh recomputation often only pays where it
          // does not overlap the backward op before that user).
          if (!plan.refreshes.contains({a, k}))
            for (unsigned h = 0; h <= kNewGroupHoist; ++h) {
              RecomputePlan trial = plan;
              trial.refreshes.insert({a, k});
              if (h)
                trial.hoists[{a, k}] = h;
              else
                trial.hoists.erase({a, k});
              consider(std::move(trial));
            }
          unsigned h = plan.hoists.lookup({a, k});
          if (starts && h < kMaxHoist &&
              h < backwardPosition.lookup(users[k])) {
            RecomputePlan trial = plan;
            trial.hoists[{a, k}] = h + 1;
            consider(std::move(trial));
          }
        }
        continue;
      }
      if (!recomputableWithout(problem, plan, a, memo))
        continue;
      for (unsigned h = 0; h <= kNewGroupHoist; ++h) {
        RecomputePlan trial = plan;
        trial.kept.erase(a);
        trial.recompute.insert(a);
        trial.refreshes.insert({a, 0});
        if (h)
          trial.hoists[{a, 0}] = h;
        consider(std::move(trial));
      }
    }
    if (!best)
      return false;
    plan = std::move(*best);
    current = bestScore;
    return true;
  }

private:
  const RematProblem &problem;
  const TrainingStep &step;
  int64_t budget;
  DenseMap<Operation *, unsigned> backwardPosition;
  unsigned measures = 0;
};
} // namespace

/// Drops what `plan` says of the groups of `a`'s users.
static void dropGroups(RecomputePlan &plan, Value a, unsigned users) {
  for (unsigned k = 0; k < users; ++k) {
    plan.refreshes.erase({a, k});
    plan.hoists.erase({a, k});
  }
}

/// The greedy from `plan`, whose predicted peak is `current`.
static RecomputePlan greedyFrom(const RematProblem &problem, int64_t budget,
                                RecomputePlan plan, int64_t current,
                                int64_t &reached, bool refresh) {
  const TrainingStep &step = problem.getStep();
  reached = current;
  std::optional<RefreshMoves> refreshMoves;
  std::optional<RefreshScore> refreshScore;
  while (current > budget) {
    // Under a work limit (solver=auto's), a round starts only when the work
    // left pays for a measurement of every activation (a deterministic
    // cut-off).
    if (!problem.affords(step.getActivations().size()))
      break;
    Value best;
    int64_t bestPeak = 0;
    double bestScore = -1.0;
    bool bestLowers = false;
    DenseMap<Value, bool> memo;
    for (Value a : step.getActivations()) {
      if (!recomputableWithout(problem, plan, a, memo))
        continue;
      // The cost of `a` and of the intermediates recomputed with it.
      double cost = 0.0;
      SmallVector<Value> work{a};
      llvm::SmallPtrSet<Operation *, 8> seen;
      while (!work.empty()) {
        Value v = work.pop_back_val();
        Operation *d = v.getDefiningOp();
        if ((v != a && plan.provides(v)) || !d || !seen.insert(d).second)
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
    if (best) {
      plan.kept.erase(best);
      plan.recompute.insert(best);
      current = bestPeak;
      reached = std::min(reached, current);
      refreshScore.reset();
      continue;
    }
    // No keep-or-recompute move lowers the peak. Recomputing each value
    // once holds every recomputation from its first backward reader to its
    // last (and what it was rebuilt from); refreshes and hoists lift that.
    if (!refresh)
      break;
    if (!refreshMoves)
      refreshMoves.emplace(problem, budget);
    if (refreshMoves->exhausted())
      break;
    if (!refreshScore)
      refreshScore = refreshMoves->score(plan);
    if (!refreshMoves->improve(plan, *refreshScore))
      break;
    current = refreshScore->peak;
    reached = std::min(reached, current);
  }
  if (current > budget)
    return plan;
  // Keep again what the budget does not need, newest first; then drop the
  // refreshes and hoists it does not need, last value first.
  SmallVector<Value> order(plan.recompute.begin(), plan.recompute.end());
  for (Value a : llvm::reverse(order)) {
    RecomputePlan trial = plan;
    trial.recompute.remove(a);
    trial.kept.insert(a);
    dropGroups(trial, a, step.backwardUsers(a).size());
    if (problem.peakOf(trial) <= budget)
      plan = std::move(trial);
  }
  if (plan.refreshes.empty() && plan.hoists.empty())
    return plan;
  order.assign(plan.recompute.begin(), plan.recompute.end());
  for (Value a : llvm::reverse(order))
    for (unsigned k = step.backwardUsers(a).size(); k-- > 0;) {
      for (bool hoist : {true, false}) {
        RecomputePlan trial = plan;
        if (!(hoist ? trial.hoists.erase({a, k})
                    : trial.refreshes.erase({a, k})))
          continue;
        if (problem.peakOf(trial) <= budget)
          plan = std::move(trial);
      }
    }
  return plan;
}

RecomputePlan remat::planGreedyBudget(const RematProblem &problem,
                                      int64_t budget, int64_t &reached,
                                      bool refresh) {
  RecomputePlan plan;
  for (Value a : problem.getStep().getActivations())
    plan.kept.insert(a);
  return greedyFrom(problem, budget, std::move(plan), problem.getOriginalPeak(),
                    reached, refresh);
}

std::optional<RecomputePlan>
remat::continueGreedyBudget(const RematProblem &problem, int64_t budget,
                            const RecomputePlan &start, int64_t &reached) {
  if (!problem.allowsGreedyContinuation() ||
      problem.getStep().numOps() > kMaxGreedyOps)
    return std::nullopt;
  int64_t startPeak = problem.peakOf(start);
  return greedyFrom(problem, budget, start, startPeak, reached,
                    /*refresh=*/true);
}

uint64_t remat::greedyWorstCaseWork(const RematProblem &problem) {
  uint64_t a = problem.getStep().getActivations().size();
  return a * (a + 1) / 2 * problem.getStep().numOps();
}

namespace {
class GreedySolver : public RematSolver {
public:
  StringRef getName() const override { return "greedy"; }

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
    RecomputePlan plan =
        planGreedyBudget(problem, budget, reached, /*refresh=*/true);
    Schedule schedule = scheduleFromPlan(problem.getStep(), plan);
    report.failure.lowestPeak = reached;
    if (reached > budget) {
      return failHeuristicBudget(report, problem, budget,
                                 "the greedy solver reached", reached,
                                 &schedule);
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
