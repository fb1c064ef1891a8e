//===- RematSolver.h - budget solvers and their registry --------*- C++ -*-===//
//
// strategy=budget asks a solver for a Schedule whose predicted peak fits the
// budget. A solver sees a RematProblem (the step, the policy, the cost of a
// recomputation, and a way to measure a schedule on a copy) and returns a
// Schedule or fills in why not; it never changes the function. Solvers are
// looked up by name in a registry, so a host (or a test) adds one without
// touching the pass; "auto" is the best of those that volunteer.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_REMATSOLVER_H
#define REMAT_TRANSFORMS_REMATSOLVER_H

#include "remat/Transforms/Rematerialization.h"
#include "remat/Transforms/Schedule.h"
#include "remat/Transforms/TrainingStep.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace remat {

struct BufferInfo;
struct OpMemoryInfo;
struct TargetSpec;

/// The work solver=auto lets each solver spend, in op-measurements: every
/// RematProblem::measure counts the ops of the copy it analyses (the step's
/// top-level ops and the schedule's recomputations), which is what a
/// measurement's time grows with. A count, not a time: auto's schedules do
/// not depend on the machine's load. The solvers that measure move after
/// move (the greedy, its refresh moves, the local search) take a step under
/// auto only where their keep-or-recompute phase fits in it at worst, and
/// stop where it is spent (docs/reference/BudgetSolvers.md, "auto").
inline constexpr uint64_t kAutoWorkLimit = 1000000;

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
  /// The op-measurements a solver may make on it (kAutoWorkLimit under
  /// solver=auto), or 0 for no bound: a solver named by solver= keeps its
  /// own limits.
  uint64_t getWorkLimit() const { return workLimit; }
  /// Whether `measurements` more measurements of the step, unchanged, fit in
  /// the work limit (always without one).
  bool affords(uint64_t measurements) const {
    return !workLimit ||
           workDone + measurements * uint64_t(step.numOps()) <= workLimit;
  }

  /// solver=auto runs solvers in turn and hands each the best schedule
  /// found so far (an exact solver starts from it and, when it is short of
  /// time, returns it). Null when there is none or outside solver=auto.
  const Schedule *getIncumbent() const { return incumbent; }
  const ScheduleMeasure &getIncumbentMeasure() const {
    return incumbentMeasure;
  }
  /// Whether solver=auto is asking (an exact solver then keeps to a short
  /// time limit).
  bool isForAuto() const { return forAuto; }
  /// This problem as solver=auto poses it, with `best` (measured as
  /// `measure`) or no incumbent.
  RematProblem forAutoWith(const Schedule *best,
                           const ScheduleMeasure &measure) const {
    RematProblem copy(*this);
    copy.incumbent = best;
    copy.incumbentMeasure = measure;
    copy.forAuto = true;
    copy.workDone = 0;
    copy.workLimit = kAutoWorkLimit;
    return copy;
  }

private:
  const TrainingStep &step;
  const RecomputePolicy &policy;
  const RematOptions &options;
  int64_t originalPeak;
  const TargetSpec *target;
  const Schedule *incumbent = nullptr;
  ScheduleMeasure incumbentMeasure;
  bool forAuto = false;
  uint64_t workLimit = 0;
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

class RematSolver {
public:
  virtual ~RematSolver();
  /// The name solver= takes.
  virtual llvm::StringRef getName() const = 0;
  /// How explanations name it ("chain DP"); the name by default.
  virtual llvm::StringRef getDescription() const { return getName(); }
  /// Whether the solver can run at all in this build (CBC, say).
  virtual mlir::LogicalResult isAvailable(std::string &why) const {
    return mlir::success();
  }
  /// Whether solver=auto runs it on `problem`.
  virtual bool appliesForAuto(const RematProblem &problem) const {
    return false;
  }
  /// A schedule whose predicted peak fits `budget` bytes, or failure with
  /// `report.failure` set. Never changes the function.
  virtual mlir::FailureOr<Schedule> solve(const RematProblem &problem,
                                          int64_t budget,
                                          SolverReport &report) const = 0;
};

/// The solvers solver= can name. The global registry starts with chain,
/// greedy, fast, blocks, local and ilp, in the order solver=auto tries them;
/// solvers added later come after them.
class RematSolverRegistry {
public:
  static RematSolverRegistry &global();

  /// Adds `solver`; fails when its name (or "auto") is taken.
  mlir::LogicalResult add(std::unique_ptr<RematSolver> solver);
  /// The solver named `name`, or null. "auto" is not one: see
  /// solveBestOf.
  const RematSolver *lookup(llvm::StringRef name) const;
  llvm::ArrayRef<std::unique_ptr<RematSolver>> getSolvers() const {
    return solvers;
  }
  /// "auto, greedy, fast, chain, blocks or ilp", for messages.
  std::string describeNames() const;

private:
  llvm::SmallVector<std::unique_ptr<RematSolver>> solvers;
};

/// solver=auto: runs every registered solver whose appliesForAuto accepts
/// `problem` and keeps the best success (fewest added cost, then lowest
/// peak), else the failure that got lowest. `report` is the winner's, with a
/// note comparing them when several ran. Each solver is handed the best
/// schedule found before it (RematProblem::getIncumbent). `exclude`, when
/// given, is not run (an exact solver asking for the heuristics' best).
mlir::FailureOr<Schedule> solveBestOf(const RematSolverRegistry &registry,
                                      const RematProblem &problem,
                                      int64_t budget, SolverReport &report,
                                      std::string &winner,
                                      const RematSolver *exclude = nullptr);

/// The built-in solvers, one per file under lib/Transforms/Solvers/.
std::unique_ptr<RematSolver> createChainSolver();
std::unique_ptr<RematSolver> createGreedySolver();
std::unique_ptr<RematSolver> createFastSolver();
std::unique_ptr<RematSolver> createBlocksSolver();
std::unique_ptr<RematSolver> createLocalSearchSolver();
/// solver=local-late: the local search with late recomputations of the
/// returned values (the loss); under auto after the exact MILP, where no
/// solver before it met the budget.
std::unique_ptr<RematSolver> createLateLocalSearchSolver();
std::unique_ptr<RematSolver> createILPSolver();

/// The greedy's keep-or-recompute plan for `budget` (GreedySolver.cpp; the
/// local search starts from it). `reached` is the lowest predicted peak
/// seen; when it is over the budget, the plan is where the greedy stopped.
/// With `refresh`, where no keep-or-recompute move lowers the peak, the
/// greedy goes on with refreshes and hoists (solver=greedy does).
RecomputePlan planGreedyBudget(const RematProblem &problem, int64_t budget,
                               int64_t &reached, bool refresh = false);
/// For a solver whose own schedule space misses `budget` (each value
/// recomputed once): the greedy with refreshes from that solver's `start`
/// plan; none under solver=auto (which runs the greedy itself) or on
/// programs larger than the greedy takes. `reached` is the lowest predicted
/// peak seen: over the budget, the plan is where the greedy stopped.
std::optional<RecomputePlan> continueGreedyBudget(const RematProblem &problem,
                                                  int64_t budget,
                                                  const RecomputePlan &start,
                                                  int64_t &reached);

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

#endif // REMAT_TRANSFORMS_REMATSOLVER_H
