//===- CheckmateILP.h - exact rematerialization by integer LP ---*- C++ -*-===//
//
// The mixed-integer formulation of Checkmate (Jain et al., MLSys 2020) for a
// program whose ops keep their order: stage t computes op t, after
// recomputing any earlier recomputable ops it needs (R[t][i]); S[t][i] says
// op i's result is held into stage t; memory is tracked op by op within a
// stage, freeing a value after its last use there unless it is held on. The
// objective is the least total cost; the memory of every step is at most the
// budget. Solved with CBC (MixedIntegerProgram.h) when Remat is built with it
// (coinor-libcbc-dev); otherwise `isAvailable()` is false.
//
// Besides Checkmate's rows the model has valid inequalities that remove no
// optimal schedule but tighten the LP relaxation: a value is not both
// recomputed and held in a stage; a recomputed or held value is read in its
// stage or held on; an op's stage holds its operands and result while it
// runs; and the linearisation of "freed after op k" is disaggregated, one
// row per reason to keep the value; and a knapsack row per op of each stage
// on the binaries alone (what is held into the next stage and precedes the
// op, with the op's buffers, fits the budget). Sizes and integer costs are
// divided by their greatest common divisor (exact).
//
// Before the search, the stage cost bound (StageCostBound.h) bounds the
// added cost from below: a warm start that reaches it is optimal without a
// search, a boundary whose forced holds cannot fit proves that the model
// has no schedule, and the search stops once an incumbent reaches it.
//
// Views (ScheduleGraph::viewOf) have no memory term of their own: a view is
// held into a stage only with its buffer's owner (one copy of each value is
// resident at a time, so the view and the owner are the same copy), the
// owner is freed only after the last reader of it or of any of its views
// in the stage, and recomputing a view needs its source resident, as any
// operand.
//
// An op with several results (ScheduleGraph::resultParts) that is never
// recomputed, nor are its readers, is held as a whole (S[t][i]) but charged
// only the bytes of the results some stage from t on still reads: its
// stages are fixed, so each result's buffer lives from the op to its last
// reader, as in the memory analysis (a layernorm_grad's dx is freed after
// its last reader while dgamma and dbeta are held for the return).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_CHECKMATEILP_H
#define REMAT_SOLVERS_CHECKMATEILP_H

#include "remat/Solvers/ScheduleGraph.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace remat {

struct CheckmateResult {
  enum class Status {
    Optimal,    ///< proven optimal
    Feasible,   ///< a schedule, not proven optimal (time limit)
    Infeasible, ///< proven: no schedule fits the budget
    Unknown,    ///< no schedule found within the time limit
  };
  Status status = Status::Unknown;
  /// Added cost of the schedule (beyond computing every op once), and the
  /// solver's lower bound on it.
  double addedCost = 0.0;
  double lowerBound = 0.0;
  double seconds = 0.0;
  /// recompute[t]: the ops recomputed in stage t before op t, ascending;
  /// recompute[n] before the end (the return).
  std::vector<std::vector<unsigned>> recompute;
  int64_t variables = 0, constraints = 0;
  /// The warm start was a feasible schedule of the model and seeded the
  /// search.
  bool startUsed = false;
  /// The search only looked for schedules cheaper than
  /// `CheckmateOptions::knownCost`: Infeasible then means that none is (the
  /// known schedule is optimal), and Unknown that none was found in time.
  bool cutoffUsed = false;
  /// Branch-and-bound nodes the search took, and whether it stopped at
  /// `CheckmateOptions::maxNodes`.
  int64_t nodes = 0;
  bool nodeLimitReached = false;
  /// The stage cost bound (StageCostBound.h; 0 when not asked), part of
  /// lowerBound, and its seconds. Proven by it alone (no branch and bound):
  /// the warm start's cost reaches it, or a boundary cannot fit.
  double stageBound = 0.0;
  double stageBoundSeconds = 0.0;
  bool provenByStageBound = false;
};

struct CheckmateOptions {
  /// Wall-clock limit, building the model included.
  double timeLimitSeconds = 60.0;
  /// When positive, also a limit on the process's CPU time in the solve
  /// (which, unlike wall-clock time, a loaded machine does not shorten).
  double cpuSeconds = 0.0;
  /// When non-negative, the most branch-and-bound nodes to search. Unlike a
  /// time limit this bounds the effort itself: two solves of one model with
  /// the same node limit return the same schedule on a loaded machine and
  /// on an idle one, as long as neither time limit cuts them short first
  /// (the root's LP and cut passes, which the node count does not bound,
  /// are a fixed amount of work too).
  int64_t maxNodes = -1;
  /// A schedule to start from (recompute lists as in CheckmateResult), or
  /// empty. Used when it is feasible in the model.
  std::vector<std::vector<unsigned>> start;
  /// Add the knapsack rows on the binaries (one per op of each stage: the
  /// values held into the next stage that precede the op, with the op's
  /// buffers and scratch, fit the budget). Valid: they remove no schedule;
  /// off only to test that.
  bool stageKnapsacks = true;
  /// Compute the stage cost bound first (StageCostBound.h, at most a
  /// quarter of the time limit): a warm start that costs no more than it is
  /// optimal without a search, the search stops at an incumbent that
  /// reaches it, and it is part of the lower bound reported.
  bool stageBound = true;
  /// When positive, the stage cost bound's wall-clock limit (else a quarter
  /// of timeLimitSeconds).
  double stageBoundSeconds = 0.0;
  /// Add CBC's guided diving heuristic (CbcHeuristicDiveGuided: from an LP
  /// solution, fix the fractional binaries one by one to the incumbent's
  /// side and solve again), which finds cheaper neighbours of a warm start
  /// that a node-limited search reaches late or not at all.
  bool guidedDive = false;
  /// The added cost of a schedule the caller already has (its own measure),
  /// or a negative value. When no warm start is usable, the search is cut
  /// off at it: only cheaper schedules are looked for.
  double knownCost = -1.0;
};

class CheckmateILP {
public:
  /// Whether Remat was built with CBC.
  static bool isAvailable();
  /// Solves for the least added cost with every step within `budget`.
  /// The schedule returned never recomputes a value that nothing reads.
  static CheckmateResult solve(const ScheduleGraph &graph, int64_t budget,
                               const CheckmateOptions &options);
  static CheckmateResult solve(const ScheduleGraph &graph, int64_t budget,
                               double timeLimitSeconds) {
    CheckmateOptions options;
    options.timeLimitSeconds = timeLimitSeconds;
    return solve(graph, budget, options);
  }
};

} // namespace remat

#endif // REMAT_SOLVERS_CHECKMATEILP_H
