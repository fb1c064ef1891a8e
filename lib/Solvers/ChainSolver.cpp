//===- ChainSolver.cpp - solver=chain, the exact chain DP -----------------===//
//
// For forward passes that are chains: the DP of ChainDP.h over
// persistent schedules, whose memory limit is in units of the chain's bytes;
// the largest limit whose realized schedule fits the budget by the memory
// analysis wins (the DP's memory is a model of the analysis').
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Solvers/Solver.h"
#include "remat/Support/CheckedArithmetic.h"
#include "remat/Transforms/ChainRematerialization.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;
using namespace remat;

/// Chains longer than this are refused: the DP takes O(n^3 K) time.
static constexpr unsigned kMaxChainStages = 400;
/// The most DP table entries (stage pairs x memory limits) one solve may use.
static constexpr double kMaxTableEntries = 5.0e7;

namespace {
class ChainSolver : public RematSolver {
public:
  StringRef getName() const override { return "chain"; }
  StringRef getDescription() const override { return "chain DP"; }

  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    FunctionOpInterface func = problem.getFunction();
    Operation *blocker = nullptr;
    std::string why;
    FailureOr<ForwardChain> chain = findForwardChain(func, blocker, why);
    if (failed(chain))
      return report.fail(
          RematFailure::Kind::SolverRefused, blocker->getLoc(),
          llvm::formatv("solver=chain needs a forward pass that is a chain "
                        "of stages (ops of one result; a stage ends where one "
                        "value alone carries the forward pass on), but '{0}' "
                        "breaks it: {1}; use solver=greedy or solver=auto",
                        blocker->getName(), why)
              .str());
    unsigned n = chain->numStages();
    if (n > kMaxChainStages)
      return report.fail(
          RematFailure::Kind::SolverRefused, func.getLoc(),
          llvm::formatv("solver=chain: the chain has {0} stages, more than "
                        "the exact DP takes ({1}; it needs O(n^3) time and "
                        "memory); use solver=fast",
                        n, kMaxChainStages)
              .str());
    int64_t total = 0, largest = 0;
    for (Operation *op : chain->ops) {
      int64_t bytes = getResultBytes(op);
      total = satAdd(total, bytes);
      largest = std::max(largest, bytes);
    }
    // Saturating: a chain whose bytes never live at once may still sum past
    // int64_t (the unit is then coarse, never wrapped).
    total = satAdd(total, satMul(2, largest));
    // Parameter gradients stay to the end (uncounted by an activations
    // budget).
    bool activations =
        problem.getBudgetScope() == RematBudgetScope::Activations;
    for (Value returned :
         func.getFunctionBody().front().getTerminator()->getOperands())
      if (!activations && isa<RankedTensorType>(returned.getType()))
        total = satAdd(total, getTypeBytes(returned.getType()));
    // Units: enough for precision, few enough for O(n^2 K) memory (at most
    // 2e7 table entries) and O(n^3 K) time.
    double pairs = double(n) * (n + 1) / 2;
    double units =
        std::min({2048.0, 4.0e6 / pairs - 1, 6.0e9 / (double(n) * n * n + 1)});
    int64_t unitBytes =
        std::max<int64_t>(1, ceilDiv(total, int64_t(std::max(units, 16.0))));
    ChainModel model = buildChainModel(
        func, *chain, unitBytes,
        [&](Operation *op) { return problem.costOf(op); },
        [&](Operation *op) { return problem.mayRecompute(op); }, activations);
    // The DP first without adjoints remaking their tapes inside, then, when
    // its lowest schedule misses the budget, with them (ChainModel::
    // remakeCost): a remade value is recomputed once per op reading it, so
    // that form is taken only where the two kinds of checkpoint do not reach
    // the budget, and what they meet is met as before.
    ChainModel remaking = model;
    model.remakeCost.clear();
    model.remakeExtra.clear();
    // Enough for keeping everything in the model.
    int64_t limitMax = 2 * *llvm::max_element(model.gradSize);
    for (unsigned i = 0; i <= n; ++i)
      limitMax += model.size[i] + model.tapeSize[i] + model.adjointOutput[i];
    limitMax += std::max(*llvm::max_element(model.forwardExtra),
                         *llvm::max_element(model.forwardExtraTape)) +
                *llvm::max_element(model.backwardExtra);
    // Every value takes at least one unit, so long chains need about n^3
    // table entries whatever the unit: refuse rather than exhaust memory.
    if (pairs * double(limitMax + 1) > kMaxTableEntries)
      return report.fail(
          RematFailure::Kind::SolverRefused, func.getLoc(),
          llvm::formatv("solver=chain: the {0}-stage chain needs a DP table "
                        "of {1:E1} entries, more than the 5.0E+07 it may use; "
                        "use solver=fast",
                        n, pairs * double(limitMax + 1))
              .str());
    std::optional<ChainDP> solver;
    solver.emplace(model, limitMax);
    int64_t lowest = solver->minimumLimit();
    // The DP's schedule at `limit`, with each sweep where its adjoint
    // starts or, when that measures lower, right after where the next one
    // does (buildChainSchedule).
    auto scheduleAt = [&](int64_t limit) {
      ChainSchedule chosen = *solver->solve(limit);
      Schedule late = buildChainSchedule(func, *chain, chosen);
      Schedule early = buildChainSchedule(func, *chain, chosen, /*early=*/true);
      return problem.measure(early).peak < problem.measure(late).peak
                 ? std::move(early)
                 : std::move(late);
    };
    RematPeakInfo peakInfo;
    auto lowestPeakOf = [&](RematPeakInfo &info) {
      if (lowest < 0)
        return std::numeric_limits<int64_t>::max();
      auto describe = [&](const MemoryAnalysis &memory) {
        info = describePeak(memory);
      };
      return problem.measure(scheduleAt(lowest), describe).peak;
    };
    int64_t lowestPeak = lowestPeakOf(peakInfo);
    int64_t remakeMax = limitMax + *llvm::max_element(remaking.remakeExtra);
    if (lowestPeak > budget &&
        llvm::any_of(remaking.remakeCost,
                     [](double c) {
                       return c < std::numeric_limits<double>::infinity();
                     }) &&
        pairs * double(remakeMax + 1) <= kMaxTableEntries) {
      std::optional<ChainDP> without = std::move(solver);
      int64_t lowestWithout = lowest;
      solver.emplace(remaking, remakeMax);
      lowest = solver->minimumLimit();
      RematPeakInfo info;
      int64_t peak = lowestPeakOf(info);
      if (peak < lowestPeak) {
        model = std::move(remaking);
        limitMax = remakeMax;
        lowestPeak = peak;
        peakInfo = std::move(info);
      } else {
        solver = std::move(without);
        lowest = lowestWithout;
      }
    }
    if (lowest < 0)
      return report.fail(RematFailure::Kind::SolverRefused, func.getLoc(),
                         "solver=chain found no schedule for the chain of @" +
                             SymbolTable::getSymbolName(func).str());
    report.failure.lowestPeak = lowestPeak;
    if (lowestPeak > budget) {
      (void)report.fail(
          RematFailure::Kind::BudgetNotMet, func.getLoc(),
          describeBudgetMissed(
              budget, "of the exact chain DP", lowestPeak,
              problem.getOriginalPeak(),
              llvm::formatv("), at the smallest memory limit any persistent "
                            "checkpointing schedule of this {0}-stage chain "
                            "needs ({1} units of {2} bytes)",
                            n, lowest, unitBytes)
                  .str()));
      report.failure.lowestPeak = lowestPeak;
      report.failure.peak = std::move(peakInfo);
      return failure();
    }
    // Try the DP's schedules cheapest first, each at the smallest limit that
    // gives its cost, until one fits.
    SmallVector<int64_t> levels; // limits, cheapest first
    for (int64_t limit = limitMax; limit >= lowest; --limit)
      if (limit == lowest || solver->cost(limit - 1) != solver->cost(limit))
        levels.push_back(limit);
    // Under a work limit (solver=auto's) the scan stops where it is spent
    // (each level measures two schedules of the whole step): on a large step
    // the lowest limit's schedule, which meets the budget, is kept then.
    int64_t good = lowest;
    for (int64_t limit : levels) {
      if (limit != lowest && !problem.affords(2))
        break;
      if (limit == lowest ||
          problem.measure(scheduleAt(limit)).peak <= budget) {
        good = limit;
        break;
      }
    }
    std::optional<ChainSchedule> chosen = solver->solve(good);
    Schedule schedule = scheduleAt(good);
    ScheduleMeasure measure = problem.measure(schedule);
    // Checkpoints kept as x_j alone (rotor's a_j) where adjoint j reads inner
    // values of stage j: a sweep makes them again before it.
    unsigned outputOnly = 0;
    for (auto [j, withTape] : llvm::zip(chosen->kept, chosen->keptWithTape))
      outputOnly += !withTape && model.tapeSize[j] > 0;
    report.note(
        func.getLoc(), "budget, solver=chain",
        llvm::formatv(
            "{0}-stage chain, DP memory limit {1} of {2} units ({3} bytes "
            "each); the forward pass keeps {4} checkpoints ({12} of stages "
            "whose adjoints read inner values, without them), {5} sweeps "
            "recompute {6} values, {7} FLOPs added (DP cost {8:E2}); "
            "predicted peak {9} -> {10} bytes for a budget of {11} bytes",
            n, good, limitMax, unitBytes, chosen->kept.size(),
            chosen->sweeps.size(), schedule.decisions.size(), measure.flops,
            chosen->addedCost, problem.getOriginalPeak(), measure.peak, budget,
            outputOnly)
            .str());
    for (const ChainSweep &sweep : chosen->sweeps) {
      if (sweep.insideAdjoint) {
        report.note(chain->stageValue(sweep.to).getLoc(),
                    "budget, solver=chain",
                    llvm::formatv("adjoint {0} remakes the inner values of "
                                  "stage {0} (this op's) it reads from stage "
                                  "{1}, each right before the op reading it",
                                  sweep.to, sweep.from)
                        .str());
        continue;
      }
      report.note(chain->stageValue(sweep.to).getLoc(), "budget, solver=chain",
                  llvm::formatv("recomputed from stage {0} to stage {1} (this "
                                "op) before adjoint {2}, and kept{3}",
                                sweep.from, sweep.to, sweep.beforeAdjoint,
                                sweep.withTape
                                    ? " with the inner values its adjoint reads"
                                    : "")
                      .str());
    }
    return schedule;
  }
};
} // namespace

std::unique_ptr<RematSolver> remat::createChainSolver() {
  return std::make_unique<ChainSolver>();
}
