//===- MixedIntegerProgram.cpp - a MILP and its solution by CBC -----------===//

#include "remat/Solvers/MixedIntegerProgram.h"

#include <algorithm>
#include <cstdint>
#include <optional>

#ifdef REMAT_HAVE_CBC
#include "CbcEventHandler.hpp"
#include "CbcHeuristic.hpp"
#include "CbcHeuristicDiveGuided.hpp"
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

bool MixedIntegerProgram::isAvailable() {
#ifdef REMAT_HAVE_CBC
  return true;
#else
  return false;
#endif
}

int MixedIntegerProgram::addColumn(double lower, double upper, double objective,
                                   bool integer) {
  lowers.push_back(lower);
  uppers.push_back(upper);
  objectives.push_back(objective);
  integers.push_back(integer);
  return lowers.size() - 1;
}

void MixedIntegerProgram::addRow(
    const std::vector<std::pair<int, double>> &terms, double lower,
    double upper) {
  std::vector<std::pair<int, double>> &row = rows.emplace_back();
  for (auto [column, coefficient] : terms)
    if (column >= 0)
      row.push_back({column, coefficient});
  rowLowers.push_back(lower);
  rowUppers.push_back(upper);
}

#ifdef REMAT_HAVE_CBC
namespace {
/// Stops the search once a deadline has passed. CBC checks its own time
/// limit only between some phases (not in preprocessing, not during the
/// root's cut loop on large models); this handler is asked at every node,
/// cut pass and heuristic, so a solve ends close to its limit.
class DeadlineHandler : public CbcEventHandler {
public:
  DeadlineHandler(std::chrono::steady_clock::time_point deadline,
                  std::clock_t cpuDeadline, double enough)
      : deadline(deadline), cpuDeadline(cpuDeadline), enough(enough) {}
  CbcAction event(CbcEvent) override {
    // An incumbent that reaches a known lower bound is optimal: no need to
    // search on.
    if (model_ && model_->getMinimizationObjValue() <= enough) {
      reached = true;
      return stop;
    }
    if (std::chrono::steady_clock::now() <= deadline &&
        (cpuDeadline < 0 || std::clock() <= cpuDeadline))
      return noAction;
    fired = true;
    return stop;
  }
  CbcEventHandler *clone() const override { return new DeadlineHandler(*this); }

  bool fired = false, reached = false;

private:
  std::chrono::steady_clock::time_point deadline;
  std::clock_t cpuDeadline;
  double enough;
};
} // namespace
#endif

CbcOutcome MixedIntegerProgram::solve(const CbcSettings &settings) const {
  CbcOutcome outcome;
#ifndef REMAT_HAVE_CBC
  (void)settings;
  return outcome;
#else
  OsiClpSolverInterface solver;
  CoinPackedMatrix matrix(false, 0, 0);
  matrix.setDimensions(0, lowers.size());
  // Room for every row at once: appending row by row otherwise reallocates
  // the matrix each time, quadratic in the program's size.
  CoinBigIndex elements = 0;
  for (const auto &row : rows)
    elements += row.size();
  matrix.reserve(rows.size(), elements);
  for (const auto &row : rows) {
    CoinPackedVector vector;
    for (auto [column, coefficient] : row)
      vector.insert(column, coefficient);
    matrix.appendRow(vector);
  }
  solver.loadProblem(matrix, lowers.data(), uppers.data(), objectives.data(),
                     rowLowers.data(), rowUppers.data());
  for (size_t c = 0; c < integers.size(); ++c)
    if (integers[c])
      solver.setInteger(c);
  solver.messageHandler()->setLogLevel(0);

  // The limits cover loading the program too: CBC gets what is left, on
  // the wall clock (setUseElapsedTime; CBC counts CPU seconds by default),
  // and so does every LP Clp solves for it, the root's included, which CBC
  // does not interrupt: Clp's setMaximumSeconds alone counts CPU seconds,
  // which a loaded machine stretches (an 83-op step ran 634 s of wall clock
  // at a limit of 300).
  bool cpuLimited = settings.cpuDeadline != std::clock_t(-1);
  double wallLeft =
      std::max(0.0, std::chrono::duration<double>(
                        settings.deadline - std::chrono::steady_clock::now())
                        .count());
  // CPU seconds left: the CPU deadline's, else the wall clock's (no process
  // uses more CPU than wall-clock time on one thread).
  double cpuLeft =
      cpuLimited
          ? std::min(wallLeft, double(settings.cpuDeadline - std::clock()) /
                                   CLOCKS_PER_SEC)
          : wallLeft;
  // CBC and Clp read a limit of 0 as none: do not start them.
  if (cpuLeft < 1e-3)
    return outcome;
  outcome.ran = true;
  CbcModel model(solver);
  model.setLogLevel(0);
  model.messageHandler()->setLogLevel(0);
  model.setUseElapsedTime(true);
  model.setMaximumSeconds(wallLeft);
  if (settings.maxNodes >= 0)
    model.setMaximumNodes(int(std::min<int64_t>(settings.maxNodes, INT32_MAX)));
  if (auto *clp = dynamic_cast<OsiClpSolverInterface *>(model.solver())) {
    clp->getModelPtr()->setMaximumSeconds(cpuLeft);
    clp->getModelPtr()->setMaximumWallSeconds(wallLeft);
  }
  // CBC keeps a clone of it.
  DeadlineHandler handler(settings.deadline, settings.cpuDeadline,
                          settings.enough);
  if (settings.watchDeadlines)
    model.passInEventHandler(&handler);

  bool full = settings.search == CbcSearch::Full;
  CglProbing probing;
  probing.setUsingObjective(true);
  probing.setMaxPass(1);
  if (full) {
    probing.setMaxProbe(10);
    probing.setMaxLook(10);
  }
  CglGomory gomory;
  CglKnapsackCover knapsack;
  CglClique clique;
  clique.setStarCliqueReport(false);
  clique.setRowCliqueReport(false);
  CglMixedIntegerRounding2 rounding;
  CglFlowCover flow;
  model.addCutGenerator(&probing, -1, "Probing");
  if (full)
    model.addCutGenerator(&gomory, -1, "Gomory");
  model.addCutGenerator(&knapsack, -1, "Knapsack");
  if (full) {
    model.addCutGenerator(&clique, -1, "Clique");
    model.addCutGenerator(&rounding, -1, "MIR2");
    model.addCutGenerator(&flow, -1, "FlowCover");
  }
  std::optional<CbcRounding> roundingHeuristic;
  std::optional<CbcHeuristicFPump> pump;
  std::optional<CbcHeuristicDiveGuided> guided;
  if (full) {
    roundingHeuristic.emplace(model);
    pump.emplace(model);
    model.addHeuristic(&*roundingHeuristic);
    model.addHeuristic(&*pump);
    guided.emplace(model);
    if (settings.guidedDive)
      model.addHeuristic(&*guided);
    model.initialSolve();
    if (!settings.start.empty()) {
      model.setBestSolution(settings.start.data(), int(settings.start.size()),
                            settings.startObjective, /*check=*/true);
      outcome.startUsed = model.bestSolution() != nullptr;
    }
    if (!outcome.startUsed && settings.cutoff) {
      model.setCutoff(*settings.cutoff);
      outcome.cutoffUsed = true;
    }
  }
  model.branchAndBound();

  auto *watch = dynamic_cast<const DeadlineHandler *>(model.getEventHandler());
  outcome.bestPossible = model.getBestPossibleObjValue();
  outcome.nodes = model.getNodeCount();
  outcome.nodeLimitReached = model.isNodeLimitReached();
  outcome.stopped = (watch && watch->fired) || model.isSecondsLimitReached() ||
                    outcome.nodeLimitReached ||
                    std::chrono::steady_clock::now() > settings.deadline ||
                    (cpuLimited && std::clock() > settings.cpuDeadline);
  outcome.provenOptimal = model.isProvenOptimal();
  outcome.provenInfeasible = model.isProvenInfeasible();
  if (const double *best = model.bestSolution()) {
    outcome.solution.assign(best, best + lowers.size());
    outcome.objective = model.getObjValue();
  }
  return outcome;
#endif
}
