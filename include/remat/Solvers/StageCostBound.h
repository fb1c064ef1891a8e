//===- StageCostBound.h - lower bounds of the exact cost --------*- C++ -*-===//
//
// A lower bound of the added cost of every schedule of a ScheduleGraph
// within a budget (the Checkmate model's schedules: program order kept, any
// value recomputed in any later stage), from the memory at stage
// boundaries, which the LP relaxation of the Checkmate MILP bounds weakly
// (fractional holds and recomputations cost a fraction of a value).
//
// At the boundary after stage a (op a running, its operands and result
// resident), every value of stage a or before that an op of a later stage
// b reads is either held into stage a+1 or recomputed in a stage in
// (a, b]; recomputing it needs each operand held into a+1 or recomputed in
// (a, b] in turn; what is held fits the budget beside op a's buffers and
// scratch (the knapsack row (c6) of the MILP). Q(a, b), the least cost of
// the recomputations in stages (a, b] that this small integer program
// forces, is a lower bound of them; recomputations in disjoint windows are
// distinct, so for boundaries a_1 < a_2 < ... < a_m the sum of
// Q(a_k, a_{k+1}) (a_{m+1} = the return) bounds the whole added cost. The
// bound is the best such sum, by a dynamic program over the boundaries
// where Q(a, return) > 0. Each Q is solved exactly by CBC (a few hundred
// binaries at most); one cut short by the time limit contributes CBC's own
// lower bound of it, so the result is a lower bound in every case.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_STAGECOSTBOUND_H
#define REMAT_SOLVERS_STAGECOSTBOUND_H

#include "remat/Solvers/ScheduleGraph.h"

#include <cstdint>
#include <vector>

namespace remat {

struct StageCostBound {
  /// A lower bound of the added cost (the graph's cost units) of every
  /// schedule within the budget.
  double cost = 0.0;
  /// Proven: no schedule fits the budget (a boundary's holds cannot fit).
  bool infeasible = false;
  /// Every subproblem asked was solved to optimality in time, and the
  /// dynamic program finished.
  bool complete = true;
  /// after[a]: a lower bound of the cost of the recomputations in the
  /// stages after a (Q(a, return)); 0 where nothing is forced. Stages
  /// 0..n (n: the return's).
  std::vector<double> after;
  /// Integer programs solved (boundaries whose holds fit without any
  /// recomputation need none).
  unsigned subproblems = 0;
  double seconds = 0.0;
};

/// The bound for `graph` at `budget` bytes, within `timeLimitSeconds` of
/// wall clock (what is not done by then is left out of the bound). Without
/// CBC it is 0 (and complete = false).
StageCostBound computeStageCostBound(const ScheduleGraph &graph, int64_t budget,
                                     double timeLimitSeconds);

} // namespace remat

#endif // REMAT_SOLVERS_STAGECOSTBOUND_H
