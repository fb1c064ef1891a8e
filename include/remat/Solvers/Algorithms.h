//===- Algorithms.h - what the solvers offer one another --------*- C++ -*-===//
//
// The entry points of the built-in solvers besides RematSolver::solve: what
// one solver calls of another (the greedy's plans), what solver=auto's
// policy (AutoPolicy.cpp) reads of them (the work they make at most, the
// blocks they cut), and the exact solver with its search set by its caller.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_ALGORITHMS_H
#define REMAT_SOLVERS_ALGORITHMS_H

#include "remat/Solvers/BlockDP.h"
#include "remat/Solvers/CheckmateILP.h"
#include "remat/Solvers/Problem.h"

#include <optional>
#include <string>

namespace remat {

class RematSolver;

//===----------------------------------------------------------------------===//
// The greedy (GreedySolver.cpp)
//===----------------------------------------------------------------------===//

/// The greedy's keep-or-recompute plan for `budget` (the local search starts
/// from it). `reached` is the lowest predicted peak seen; when it is over
/// the budget, the plan is where the greedy stopped. With `refresh`, where no
/// keep-or-recompute move lowers the peak, the greedy goes on with refreshes
/// and hoists (solver=greedy does).
RecomputePlan planGreedyBudget(const RematProblem &problem, int64_t budget,
                               int64_t &reached, bool refresh = false);
/// For a solver whose own schedule space misses `budget` (each value
/// recomputed once): the greedy with refreshes from that solver's `start`
/// plan; none where the problem does not allow it
/// (SolveLimits::greedyContinuation) or on programs larger than the greedy
/// takes. `reached` is the lowest predicted peak seen: over the budget, the
/// plan is where the greedy stopped.
std::optional<RecomputePlan> continueGreedyBudget(const RematProblem &problem,
                                                  int64_t budget,
                                                  const RecomputePlan &start,
                                                  int64_t &reached);
/// The op-measurements the greedy's keep-or-recompute moves make at most
/// on `problem`: A(A+1)/2 measurements of the step for A activations.
uint64_t greedyWorstCaseWork(const RematProblem &problem);

//===----------------------------------------------------------------------===//
// The local search (LocalSearchSolver.cpp)
//===----------------------------------------------------------------------===//

/// The op-measurements the local search makes at most on `problem` (its
/// cap on measurements, each of the whole step).
uint64_t localSearchWorstCaseWork(const RematProblem &problem);

//===----------------------------------------------------------------------===//
// The block DP (BlocksSolver.cpp)
//===----------------------------------------------------------------------===//

/// The forward pass of `problem`'s step cut into blocks as solver=blocks
/// cuts it, or why it cannot be.
mlir::FailureOr<BlockSequence> findSolverBlocks(const RematProblem &problem,
                                                std::string &why);

//===----------------------------------------------------------------------===//
// The exact MILP (ILPSolver.cpp)
//===----------------------------------------------------------------------===//

/// How solver=ilp searches.
struct ExactSearch {
  /// The time limit and the stage cost bound of `options` (ilp-seconds,
  /// ilp-stage-bound).
  explicit ExactSearch(const RematOptions &options);

  /// The MILP's limits and options; the start and the known cost come from
  /// the incumbent.
  CheckmateOptions options;
  /// Where the incumbent comes from, the best schedule before the search
  /// (a warm start, and kept where the MILP finds nothing cheaper):
  /// solver=auto's (solveAuto, solver=ilp on its own), else `incumbent`
  /// (null: none).
  bool incumbentFromAuto = true;
  const Schedule *incumbent = nullptr;
  ScheduleMeasure incumbentMeasure;
  /// When the search, without an incumbent, stops at the node limit with a
  /// schedule it did not prove: a second search from this solver's schedule,
  /// the cheaper of the two kept.
  const RematSolver *secondStart = nullptr;
};

/// solver=ilp's schedule for `budget` under `search`.
mlir::FailureOr<Schedule> solveExact(const RematProblem &problem,
                                     int64_t budget, SolverReport &report,
                                     const ExactSearch &search);

} // namespace remat

#endif // REMAT_SOLVERS_ALGORITHMS_H
