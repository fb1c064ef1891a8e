//===- CheckmateILP.cpp - exact rematerialization by integer LP -----------===//

#include "remat/Support/CheckmateILP.h"

#include <algorithm>
#include <chrono>

#ifdef REMAT_HAVE_CBC
#include "CbcEventHandler.hpp"
#include "CbcHeuristic.hpp"
#include "CbcHeuristicFPump.hpp"
#include "CbcModel.hpp"
#include "CglClique.hpp"
#include "CglFlowCover.hpp"
#include "CglGomory.hpp"
#include "CglKnapsackCover.hpp"
#include "CglMixedIntegerRounding2.hpp"
#include "CglProbing.hpp"
#include "CoinPackedMatrix.hpp"
#include "CoinPackedVector.hpp"
#include "OsiClpSolverInterface.hpp"
#endif

using namespace remat;

bool CheckmateILP::isAvailable() {
#ifdef REMAT_HAVE_CBC
  return true;
#else
  return false;
#endif
}

#ifdef REMAT_HAVE_CBC
namespace {

/// Columns and rows of the formulation, built before handing them to CBC.
class Formulation {
public:
  int addColumn(double lower, double upper, double objective, bool integer) {
    lowers.push_back(lower);
    uppers.push_back(upper);
    objectives.push_back(objective);
    integers.push_back(integer);
    return lowers.size() - 1;
  }
  void addRow(const std::vector<std::pair<int, double>> &terms, double lower,
              double upper) {
    CoinPackedVector row;
    for (auto [column, coefficient] : terms)
      row.insert(column, coefficient);
    rows.push_back(row);
    rowLowers.push_back(lower);
    rowUppers.push_back(upper);
  }

  std::vector<double> lowers, uppers, objectives;
  std::vector<bool> integers;
  std::vector<CoinPackedVector> rows;
  std::vector<double> rowLowers, rowUppers;
};

/// Stops the search once the wall-clock deadline has passed. CBC checks its
/// own time limit only between some phases (not in preprocessing, not
/// during the root's cut loop on large models); this handler is asked at
/// every node, cut pass and heuristic, so a solve ends close to its limit.
class DeadlineHandler : public CbcEventHandler {
public:
  explicit DeadlineHandler(std::chrono::steady_clock::time_point deadline)
      : deadline(deadline) {}
  CbcAction event(CbcEvent) override {
    if (std::chrono::steady_clock::now() <= deadline)
      return noAction;
    fired = true;
    return stop;
  }
  CbcEventHandler *clone() const override { return new DeadlineHandler(*this); }

  bool fired = false;

private:
  std::chrono::steady_clock::time_point deadline;
};

} // namespace
#endif

CheckmateResult CheckmateILP::solve(const ScheduleGraph &graph, int64_t budget,
                                    double timeLimitSeconds) {
  CheckmateResult result;
#ifndef REMAT_HAVE_CBC
  (void)graph;
  (void)budget;
  (void)timeLimitSeconds;
  return result;
#else
  auto start = std::chrono::steady_clock::now();
  // Ops 0..n-1 and a last node n that reads the outputs (the return).
  unsigned n = graph.size();
  unsigned nodes = n + 1;
  std::vector<int64_t> bytes = graph.bytes, scratch = graph.scratch;
  bytes.push_back(0);
  scratch.push_back(0);
  std::vector<std::vector<unsigned>> operands = graph.operands;
  operands.push_back(graph.outputs);
  std::vector<bool> recomputable = graph.recomputable;
  recomputable.push_back(false);
  std::vector<double> cost = graph.cost;
  cost.push_back(0.0);
  std::vector<std::vector<unsigned>> users(nodes);
  for (unsigned k = 0; k < nodes; ++k)
    for (unsigned i : operands[k])
      users[i].push_back(k);

  // The last stage that can read each result: its last reader's, or any
  // stage when a reader may itself be recomputed. A result no stage from t
  // on reads is neither held into t nor recomputed in it, which removes
  // most variables.
  std::vector<unsigned> lastUser(nodes, 0);
  for (unsigned i = 0; i < nodes; ++i)
    for (unsigned k : users[i])
      lastUser[i] = std::max(lastUser[i], recomputable[k] ? n : k);

  Formulation f;
  const double inf = COIN_DBL_MAX;
  // R[t][i], i <= t: op i computed in stage t (op t always).
  std::vector<std::vector<int>> R(nodes), S(nodes + 1), U(nodes);
  for (unsigned t = 0; t < nodes; ++t) {
    for (unsigned i = 0; i <= t; ++i) {
      double upper =
          (i == t || (recomputable[i] && lastUser[i] >= t)) ? 1.0 : 0.0;
      double lower = i == t ? 1.0 : 0.0;
      R[t].push_back(f.addColumn(lower, upper, cost[i], true));
    }
    // S[t][i], i < t: op i's result held into stage t.
    for (unsigned i = 0; i < t; ++i)
      S[t].push_back(f.addColumn(0.0, lastUser[i] >= t ? 1.0 : 0.0, 0.0, true));
    // U[t][k]: bytes held once op k of stage t is done, before frees.
    for (unsigned k = 0; k <= t; ++k)
      U[t].push_back(f.addColumn(0.0, double(budget), 0.0, false));
  }
  // Held only if held before or computed in the previous stage.
  for (unsigned t = 1; t < nodes; ++t)
    for (unsigned i = 0; i < t; ++i) {
      std::vector<std::pair<int, double>> terms{{S[t][i], 1.0},
                                                {R[t - 1][i], -1.0}};
      if (i < t - 1)
        terms.push_back({S[t - 1][i], -1.0});
      f.addRow(terms, -inf, 0.0);
    }
  // An op runs only when its operands are computed or held in that stage.
  for (unsigned t = 0; t < nodes; ++t)
    for (unsigned k = 0; k <= t; ++k)
      for (unsigned i : operands[k])
        f.addRow({{R[t][k], 1.0}, {R[t][i], -1.0}, {S[t][i], -1.0}}, -inf, 0.0);
  // Memory: FREE[t][i][k] frees op i's result after op k of stage t when k
  // ran, no later op of the stage reads it, and it is not held on.
  for (unsigned t = 0; t < nodes; ++t) {
    std::vector<std::pair<int, double>> first;
    for (unsigned i = 0; i < t; ++i)
      first.push_back({S[t][i], double(bytes[i])});
    first.push_back({R[t][0], double(bytes[0])});
    first.push_back({U[t][0], -1.0});
    f.addRow(first, 0.0, 0.0);
    std::vector<std::pair<int, double>> freedAfter; // frees after op k
    for (unsigned k = 0; k <= t; ++k) {
      if (k > 0) {
        // U[t][k] = U[t][k-1] - freed after k-1 + bytes[k] R[t][k]
        std::vector<std::pair<int, double>> terms{
            {U[t][k], 1.0}, {U[t][k - 1], -1.0}, {R[t][k], -double(bytes[k])}};
        for (auto term : freedAfter)
          terms.push_back(term);
        f.addRow(terms, 0.0, 0.0);
      }
      if (scratch[k] > 0)
        f.addRow({{U[t][k], 1.0}, {R[t][k], double(scratch[k])}}, -inf,
                 double(budget));
      freedAfter.clear();
      std::vector<unsigned> candidates = operands[k];
      candidates.push_back(k);
      for (unsigned i : candidates) {
        if (bytes[i] == 0)
          continue;
        int column = f.addColumn(0.0, 1.0, 0.0, true);
        // hazards = (1 - R[t][k]) + S[t+1][i] + sum of R[t][j] for later
        // readers j of i in stage t; FREE = 1 exactly when hazards = 0.
        std::vector<std::pair<int, double>> hazards{{R[t][k], -1.0}};
        if (t + 1 < nodes)
          hazards.push_back({S[t + 1][i], 1.0});
        for (unsigned j : users[i])
          if (j > k && j <= t)
            hazards.push_back({R[t][j], 1.0});
        double kappa = double(hazards.size());
        // The terms are hazards - 1. FREE + hazards >= 1:
        auto atLeast = hazards;
        atLeast.push_back({column, 1.0});
        f.addRow(atLeast, 0.0, inf);
        // hazards <= kappa (1 - FREE)
        auto atMost = hazards;
        atMost.push_back({column, kappa});
        f.addRow(atMost, -inf, kappa - 1.0);
        freedAfter.push_back({column, double(bytes[i])});
      }
    }
  }

  OsiClpSolverInterface solver;
  CoinPackedMatrix matrix(false, 0, 0);
  matrix.setDimensions(0, f.lowers.size());
  // Room for every row at once: appending row by row otherwise reallocates
  // the matrix each time, quadratic in the model's size.
  CoinBigIndex elements = 0;
  for (const CoinPackedVector &row : f.rows)
    elements += row.getNumElements();
  matrix.reserve(f.rows.size(), elements);
  for (const CoinPackedVector &row : f.rows)
    matrix.appendRow(row);
  solver.loadProblem(matrix, f.lowers.data(), f.uppers.data(),
                     f.objectives.data(), f.rowLowers.data(),
                     f.rowUppers.data());
  for (size_t c = 0; c < f.integers.size(); ++c)
    if (f.integers[c])
      solver.setInteger(c);
  solver.messageHandler()->setLogLevel(0);
  result.variables = f.lowers.size();
  result.constraints = f.rows.size();

  // The limit covers building the model too: CBC gets what is left, the
  // root LP (which CBC does not interrupt) gets the same, and the deadline
  // handler stops everything else. The limit is capped at ~31 years: a
  // larger one (ilp-seconds=inf, 1e10) overflowed the clock's int64
  // nanoseconds and put the deadline in the past.
  auto deadline =
      start +
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(std::min(timeLimitSeconds, 1.0e9)));
  double left = std::max(0.0, std::chrono::duration<double>(
                                  deadline - std::chrono::steady_clock::now())
                                  .count());
  CbcModel model(solver);
  model.setLogLevel(0);
  model.messageHandler()->setLogLevel(0);
  model.setMaximumSeconds(left);
  if (auto *clp = dynamic_cast<OsiClpSolverInterface *>(model.solver()))
    clp->getModelPtr()->setMaximumSeconds(left);
  DeadlineHandler handler(deadline); // CBC keeps a clone of it
  model.passInEventHandler(&handler);
  // CBC's usual cuts and heuristics (what its command line adds), without
  // its preprocessing, which does not watch the time limit.
  CglProbing probing;
  probing.setUsingObjective(true);
  probing.setMaxPass(1);
  probing.setMaxProbe(10);
  probing.setMaxLook(10);
  CglGomory gomory;
  CglKnapsackCover knapsack;
  CglClique clique;
  clique.setStarCliqueReport(false);
  clique.setRowCliqueReport(false);
  CglMixedIntegerRounding2 rounding;
  CglFlowCover flow;
  model.addCutGenerator(&probing, -1, "Probing");
  model.addCutGenerator(&gomory, -1, "Gomory");
  model.addCutGenerator(&knapsack, -1, "Knapsack");
  model.addCutGenerator(&clique, -1, "Clique");
  model.addCutGenerator(&rounding, -1, "MIR2");
  model.addCutGenerator(&flow, -1, "FlowCover");
  CbcRounding roundingHeuristic(model);
  CbcHeuristicFPump pump(model);
  model.addHeuristic(&roundingHeuristic);
  model.addHeuristic(&pump);
  model.initialSolve();
  model.branchAndBound();

  double once = 0.0;
  for (double c : graph.cost)
    once += c;
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  result.lowerBound = std::max(0.0, model.getBestPossibleObjValue() - once);
  // A search stopped by a limit may still say "infeasible" (a root LP cut
  // short looks infeasible to CBC): only a search that finished in time
  // proves it.
  auto *watch = dynamic_cast<const DeadlineHandler *>(model.getEventHandler());
  bool stopped = (watch && watch->fired) || model.isSecondsLimitReached() ||
                 std::chrono::steady_clock::now() > deadline;
  if (model.isProvenInfeasible() && !stopped) {
    result.status = CheckmateResult::Status::Infeasible;
    return result;
  }
  const double *solution = model.bestSolution();
  if (!solution) {
    result.status = CheckmateResult::Status::Unknown;
    return result;
  }
  result.status = model.isProvenOptimal() && !stopped
                      ? CheckmateResult::Status::Optimal
                      : CheckmateResult::Status::Feasible;
  result.addedCost = model.getObjValue() - once;
  result.recompute.assign(nodes, {});
  for (unsigned t = 0; t < nodes; ++t)
    for (unsigned i = 0; i < t; ++i)
      if (solution[R[t][i]] > 0.5)
        result.recompute[t].push_back(i);
  return result;
#endif
}
