//===- MixedIntegerProgram.h - a MILP and its solution by CBC ---*- C++ -*-===//
//
// A mixed-integer linear program (minimize the objective, every row within
// its bounds), built column by column and row by row, and its solution by
// CBC: the one place Remat sets up a CbcModel (its solver, log levels, time
// and node limits, cut generators, heuristics, start and cutoff) and reads
// a solution back. The exact solver's MILP (CheckmateILP.h) and its stage
// cost bound (StageCostBound.h) build their programs here. No CBC type
// appears in this header; without CBC (coinor-libcbc-dev) solve() runs
// nothing.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_MIXEDINTEGERPROGRAM_H
#define REMAT_SOLVERS_MIXEDINTEGERPROGRAM_H

#include <chrono>
#include <cstdint>
#include <ctime>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace remat {

/// How CBC searches.
enum class CbcSearch {
  /// For small programs solved many times (the stage cost bound's windows):
  /// one pass of probing and knapsack covers, no heuristics.
  Light,
  /// For the exact solver's MILP: the root LP solved first (a start is
  /// checked against it), then CBC's usual cuts (probing, Gomory, knapsack
  /// covers, cliques, mixed-integer rounding, flow covers) and heuristics
  /// (rounding, the feasibility pump), without its preprocessing, which
  /// does not watch the time limit.
  Full,
};

struct CbcSettings {
  CbcSearch search = CbcSearch::Light;
  /// The wall-clock deadline of the whole solve, every LP included.
  std::chrono::steady_clock::time_point deadline;
  /// When not -1, a deadline on the process's CPU clock too (which, unlike
  /// wall-clock time, a loaded machine does not shorten).
  std::clock_t cpuDeadline = std::clock_t(-1);
  /// When non-negative, the most branch-and-bound nodes.
  int64_t maxNodes = -1;
  /// Watch the deadlines at every node, cut pass and heuristic (CBC checks
  /// its own limits only between some phases), and stop once an incumbent's
  /// objective is at most `enough` (it then cannot be improved on).
  bool watchDeadlines = false;
  double enough = -std::numeric_limits<double>::max();
  /// CbcSearch::Full: add CBC's guided diving heuristic (from an LP
  /// solution, fix the fractional integers one by one to the incumbent's
  /// side and solve again).
  bool guidedDive = false;
  /// CbcSearch::Full: a solution to start from (every column's value) and
  /// its objective, used when CBC finds it feasible; else empty.
  std::vector<double> start;
  double startObjective = 0.0;
  /// CbcSearch::Full, when set and no start is used: only solutions with
  /// an objective below it are looked for.
  std::optional<double> cutoff;
};

struct CbcOutcome {
  /// Whether CBC ran: not when no time was left once the program was
  /// loaded (CBC and Clp read a limit of 0 as none), nor without CBC.
  bool ran = false;
  /// The best solution found (a value per column), or empty.
  std::vector<double> solution;
  double objective = 0.0;
  /// CBC's lower bound of the objective (huge before the root LP's).
  double bestPossible = 0.0;
  bool provenOptimal = false;
  bool provenInfeasible = false;
  int64_t nodes = 0;
  bool nodeLimitReached = false;
  /// A limit stopped the search (a deadline, CBC's time limit or the node
  /// limit): CBC's "optimal" and "infeasible" then prove nothing (a root LP
  /// cut short looks infeasible to CBC).
  bool stopped = false;
  /// The start was feasible and seeded the search.
  bool startUsed = false;
  /// The cutoff was set (no start was used).
  bool cutoffUsed = false;
};

class MixedIntegerProgram {
public:
  static constexpr double kInfinity = std::numeric_limits<double>::max();

  /// Whether Remat was built with CBC.
  static bool isAvailable();

  /// Adds a column; returns its index.
  int addColumn(double lower, double upper, double objective, bool integer);
  /// Adds the row lower <= sum of coefficient * column <= upper; terms on a
  /// negative column are left out.
  void addRow(const std::vector<std::pair<int, double>> &terms, double lower,
              double upper);

  double getUpper(int column) const { return uppers[column]; }
  size_t getNumColumns() const { return lowers.size(); }
  size_t getNumRows() const { return rows.size(); }

  /// Solves the program by CBC within `settings`.
  CbcOutcome solve(const CbcSettings &settings) const;

private:
  std::vector<double> lowers, uppers, objectives;
  std::vector<bool> integers;
  std::vector<std::vector<std::pair<int, double>>> rows;
  std::vector<double> rowLowers, rowUppers;
};

} // namespace remat

#endif // REMAT_SOLVERS_MIXEDINTEGERPROGRAM_H
