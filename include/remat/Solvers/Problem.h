//===- Problem.h - the training step as the solvers see it ------*- C++ -*-===//
//
// strategy=budget asks a solver for a Schedule whose predicted peak fits the
// budget. A solver sees a RematProblem: the step (its ops, the forward
// values its backward pass reads), which ops the policy lets it recompute,
// what recomputing an op costs, the bytes the budget counts, the peak
// without rematerialization, and a way to measure a schedule (realized on a
// copy of the function and analysed, so the peak is the memory analysis'
// own). It answers with a Schedule (Schedule.h) and a SolverReport.
//
// The algorithms that need no IR take smaller problems that lib/Transforms
// reads from the step: a ChainModel (ChainDP.h) and a ScheduleGraph
// (ScheduleGraph.h).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_PROBLEM_H
#define REMAT_SOLVERS_PROBLEM_H

#include "remat/Transforms/Rematerialization.h"
#include "remat/Transforms/Schedule.h"
#include "remat/Transforms/TrainingStep.h"

#include <cstdint>

namespace remat {

struct BufferInfo;
struct OpMemoryInfo;
struct TargetSpec;

/// What a caller bounds a solve by, beyond the solver's own limits
/// (solver=auto's are in AutoPolicy.cpp).
struct SolveLimits {
  /// The op-measurements the solver may make, or 0 for no bound: every
  /// RematProblem::measure counts the ops of the copy it analyses (the
  /// step's top-level ops and the schedule's recomputations), which is what
  /// a measurement's time grows with. A count, not a time: the schedules
  /// do not depend on the machine's load.
  uint64_t workLimit = 0;
  /// Whether a solver whose own schedule space misses the budget may go on
  /// with the greedy's refresh moves (continueGreedyBudget).
  bool greedyContinuation = true;
};

/// What a solver is asked to solve. Every peak a problem states
/// (getOriginalPeak, measure, peakOf, bytesDuring) is the quantity the
/// budget bounds: the whole predicted peak, or under
/// RematBudgetScope::Activations the bytes held for the backward pass
/// (MemoryAnalysis::getActivationPeakBytes), so a solver that measures its
/// schedules through the problem honours either scope unchanged.
class RematProblem {
public:
  RematProblem(const TrainingStep &step, const RecomputePolicy &policy,
               const RematOptions &options, int64_t originalPeak);

  const TrainingStep &getStep() const { return step; }
  mlir::FunctionOpInterface getFunction() const { return step.getFunction(); }
  const RecomputePolicy &getPolicy() const { return policy; }
  const RematOptions &getOptions() const { return options; }
  int64_t getOriginalPeak() const { return originalPeak; }

  /// What recomputing `op` costs: FLOPs, or the cost model's seconds.
  double costOf(mlir::Operation *op) const;
  /// Added to every cost a heuristic divides by, so that free moves compare
  /// by their gain.
  double costFloor() const;
  bool mayRecompute(mlir::Operation *op) const {
    return policy.mayRecompute(op);
  }

  RematBudgetScope getBudgetScope() const { return options.budgetScope; }
  /// Realizes `schedule` on a copy (without checks) and measures it; `peak`
  /// is the budgeted quantity.
  ScheduleMeasure measure(
      const Schedule &schedule,
      llvm::function_ref<void(const MemoryAnalysis &)> use = nullptr) const {
    workDone += step.numOps() + schedule.entries.size();
    ScheduleMeasure m =
        measureSchedule(getFunction(), schedule, use, options.guards);
    if (options.budgetScope == RematBudgetScope::Activations)
      m.peak = m.activationPeak;
    return m;
  }
  /// Of the bytes live while an op runs, those the budget counts.
  int64_t bytesDuring(const OpMemoryInfo &op) const;
  /// The predicted peak of a keep-or-recompute plan.
  int64_t peakOf(const RecomputePlan &plan) const {
    return measure(scheduleFromPlan(step, plan)).peak;
  }

  /// The op-measurements measure() has made on this problem.
  uint64_t getWorkDone() const { return workDone; }
  /// SolveLimits::workLimit.
  uint64_t getWorkLimit() const { return limits.workLimit; }
  /// Whether `measurements` more measurements of the step, unchanged, fit in
  /// the work limit (always without one).
  bool affords(uint64_t measurements) const {
    return !limits.workLimit ||
           workDone + measurements * uint64_t(step.numOps()) <=
               limits.workLimit;
  }
  /// SolveLimits::greedyContinuation.
  bool allowsGreedyContinuation() const { return limits.greedyContinuation; }
  /// This problem under `limits`, its work counted afresh.
  RematProblem withLimits(const SolveLimits &newLimits) const {
    RematProblem copy(*this);
    copy.limits = newLimits;
    copy.workDone = 0;
    return copy;
  }

private:
  const TrainingStep &step;
  const RecomputePolicy &policy;
  const RematOptions &options;
  int64_t originalPeak;
  const TargetSpec *target;
  SolveLimits limits;
  mutable uint64_t workDone = 0;
};

/// What a solver says besides its schedule.
struct SolverReport {
  /// Proven optimal within the solver's model.
  bool optimal = false;
  /// Explanations (remarks) and warnings for the caller.
  llvm::SmallVector<RematNote> notes;
  llvm::SmallVector<RematNote> warnings;
  /// On failure: why. For a missed budget, `failure.lowestPeak` is the
  /// lowest predicted peak reached (solver=auto compares them).
  RematFailure failure;

  void note(mlir::Location loc, llvm::StringRef tag, llvm::StringRef message,
            RematNote::Kind kind = RematNote::Kind::Analysis);
  /// Sets a failure; returns mlir::failure() for `return report.fail(...)`.
  mlir::LogicalResult fail(RematFailure::Kind kind, mlir::Location loc,
                           llvm::StringRef message);
};

/// Helpers the solvers share for a missed budget: "the budget of <budget>
/// bytes cannot be met; the lowest predicted peak <who> is <reached> bytes
/// (from <original> without rematerialization<detail>".
std::string describeBudgetMissed(int64_t budget, llvm::StringRef who,
                                 int64_t reached, int64_t original,
                                 llvm::StringRef detail);
/// Where the peak of `memory` lies and what is held there.
RematPeakInfo describePeak(const MemoryAnalysis &memory);
RematHolder describeHolder(const BufferInfo &buffer);
/// Whether `plan` keeps `a` and `a` can be rebuilt from what the plan
/// provides without `a` itself, through ops the problem may recompute (their
/// intermediates are recomputed too). `memo` is scratch for derivableFrom.
bool recomputableWithout(const RematProblem &problem, const RecomputePlan &plan,
                         mlir::Value a,
                         llvm::DenseMap<mlir::Value, bool> &memo);
/// Fails `report` with a missed budget for a heuristic solver (`who`, e.g.
/// "the greedy solver reached") whose lowest predicted peak was `reached`,
/// and, when `lowest` is that lowest schedule, records where its peak lies
/// and what is held there.
mlir::LogicalResult failHeuristicBudget(SolverReport &report,
                                        const RematProblem &problem,
                                        int64_t budget, llvm::StringRef who,
                                        int64_t reached,
                                        const Schedule *lowest);

} // namespace remat

#endif // REMAT_SOLVERS_PROBLEM_H
