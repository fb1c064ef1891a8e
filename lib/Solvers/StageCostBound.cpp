//===- StageCostBound.cpp - lower bounds of the exact solver's cost -------===//

#include "remat/Solvers/StageCostBound.h"
#include "CheckmateProgram.h"
#include "remat/Solvers/MixedIntegerProgram.h"

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace remat;
using namespace remat::detail;

namespace {
using Clock = std::chrono::steady_clock;

/// Q(a, b) of the header: one small integer program per window.
class WindowBounds {
public:
  WindowBounds(const ScheduleGraph &graph, int64_t budget,
               Clock::time_point deadline)
      : graph(graph), p(graph), deadline(deadline) {
    // Sizes in units of their gcd, as in the MILP (exact).
    unit = sizeUnit(graph, p);
    scratch.assign(p.nodes, 0.0);
    for (unsigned i = 0; i < p.n; ++i)
      scratch[i] = double(graph.scratch[i] / unit);
    cap = double(std::max<int64_t>(budget, 0) / unit);
    integral = std::all_of(graph.cost.begin(), graph.cost.end(), [](double c) {
      return c >= 0.0 && c <= 9.0e15 && c == std::floor(c);
    });
  }

  struct Window {
    double cost = 0.0;
    bool optimal = true;     ///< solved exactly
    bool infeasible = false; ///< proven: nothing fits at this boundary
  };

  /// The least cost of the recomputations in stages (a, b] forced by the
  /// boundary after stage a.
  Window solve(unsigned a, unsigned b, unsigned &subproblems) const {
    Window w;
    if (a < graph.firstBudgetedStage || a >= p.n)
      return w;
    // Op a's buffers are resident while it runs and cost nothing more to
    // hold into a+1 (the MILP's (c4) and (c6) count them there).
    std::vector<char> candidate(p.nodes, 0);
    for (unsigned i : p.operands[a])
      candidate[p.ownerOf(i)] = 1;
    candidate[p.ownerOf(a)] = 1;
    // Values charged by result, with what stage a holds of them (as the
    // MILP's rows).
    auto resident = [&](unsigned i) {
      return double(p.residentBytes(i, a) / unit);
    };
    double running = 0.0;
    for (unsigned i = 0; i <= a; ++i)
      if (candidate[i])
        running += resident(i);
    double room = cap - running - scratch[a];
    if (room < 0) {
      w.infeasible = true;
      return w;
    }
    auto canHold = [&](unsigned i) { return p.lastUser[i] >= a + 1; };
    auto canRecompute = [&](unsigned i) {
      return p.recomputable[i] && p.lastUser[i] >= a + 1;
    };
    // Needed: read by an op of a stage in (a, b]. Relevant: needed, and
    // what recomputing them reads, and the owners of views among them.
    std::vector<char> needed(p.nodes, 0), relevant(p.nodes, 0);
    std::vector<unsigned> work;
    for (unsigned i = 0; i <= a; ++i)
      for (unsigned j : p.users[i])
        if (j > a && j <= b) {
          needed[i] = 1;
          break;
        }
    // Holding every needed value (and the buffer of every needed view)
    // fits: nothing is forced.
    double all = 0.0;
    std::vector<char> counted(p.nodes, 0);
    for (unsigned i = 0; i <= a; ++i) {
      if (!needed[i])
        continue;
      unsigned owner = p.ownerOf(i);
      if (!candidate[owner] && !counted[owner]) {
        counted[owner] = 1;
        all += resident(owner);
      }
    }
    if (all <= room)
      return w;
    for (unsigned i = 0; i <= a; ++i)
      if (needed[i]) {
        relevant[i] = 1;
        work.push_back(i);
      }
    while (!work.empty()) {
      unsigned i = work.back();
      work.pop_back();
      std::vector<unsigned> next;
      if (p.viewOf[i] >= 0)
        next.push_back(unsigned(p.viewOf[i]));
      if (canRecompute(i))
        next.insert(next.end(), p.operands[i].begin(), p.operands[i].end());
      for (unsigned o : next)
        if (!relevant[o]) {
          relevant[o] = 1;
          work.push_back(o);
        }
    }
    // Columns: h_i (held into a+1), r_i (recomputed in (a, b]).
    MixedIntegerProgram program;
    std::vector<int> h(p.nodes, -1), r(p.nodes, -1);
    auto column = [&](double cost) {
      return program.addColumn(0.0, 1.0, cost, /*integer=*/true);
    };
    for (unsigned i = 0; i <= a; ++i) {
      if (!relevant[i])
        continue;
      if (canHold(i))
        h[i] = column(0.0);
      if (canRecompute(i))
        r[i] = column(graph.cost[i]);
    }
    const double inf = MixedIntegerProgram::kInfinity;
    std::vector<std::pair<int, double>> knapsack;
    for (unsigned i = 0; i <= a; ++i) {
      if (!relevant[i])
        continue;
      if (needed[i]) {
        if (h[i] < 0 && r[i] < 0) {
          w.infeasible = true;
          return w;
        }
        program.addRow({{h[i], 1.0}, {r[i], 1.0}}, 1.0, inf);
      }
      if (r[i] >= 0)
        for (unsigned o : p.operands[i])
          program.addRow({{r[i], 1.0}, {h[o], -1.0}, {r[o], -1.0}}, -inf, 0.0);
      // A view is held only with its buffer's owner.
      if (h[i] >= 0 && p.viewOf[i] >= 0)
        program.addRow({{h[i], 1.0}, {h[unsigned(p.viewOf[i])], -1.0}}, -inf,
                       0.0);
      if (h[i] >= 0 && !candidate[i] && resident(i) > 0)
        knapsack.push_back({h[i], resident(i)});
    }
    program.addRow(knapsack, -inf, room);

    ++subproblems;
    CbcSettings settings;
    settings.search = CbcSearch::Light;
    settings.deadline = deadline;
    CbcOutcome outcome = program.solve(settings);
    // Not run: no time was left.
    if (!outcome.ran) {
      w.optimal = false;
      return w;
    }
    if (outcome.provenInfeasible && !outcome.stopped) {
      w.infeasible = true;
      return w;
    }
    if (outcome.provenOptimal && !outcome.stopped &&
        !outcome.solution.empty()) {
      w.cost = outcome.objective;
    } else {
      // Cut short: CBC's own bound (infinite before the root LP's).
      w.optimal = false;
      double bound = outcome.bestPossible;
      w.cost = bound < 1e40 ? std::max(0.0, bound) : 0.0;
    }
    // An integral objective: its bound rounds up (a hair below an integer
    // is that integer).
    if (integral)
      w.cost = std::ceil(w.cost - 1e-6);
    return w;
  }

  unsigned nodes() const { return p.nodes; }

private:
  const ScheduleGraph &graph;
  Program p;
  Clock::time_point deadline;
  std::vector<double> scratch;
  double cap = 0.0;
  int64_t unit = 1;
  bool integral = true;
};
} // namespace

StageCostBound remat::computeStageCostBound(const ScheduleGraph &graph,
                                            int64_t budget,
                                            double timeLimitSeconds) {
  StageCostBound result;
  if (!MixedIntegerProgram::isAvailable()) {
    result.complete = false;
    return result;
  }
  auto start = Clock::now();
  auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(
                                  std::clamp(timeLimitSeconds, 0.0, 1.0e9)));
  WindowBounds windows(graph, budget, deadline);
  unsigned n = graph.size(), nodes = windows.nodes();
  result.after.assign(nodes, 0.0);
  auto finish = [&]() {
    result.seconds =
        std::chrono::duration<double>(Clock::now() - start).count();
    return result;
  };
  // Q(a, return) of every boundary: what the stages after a must recompute.
  std::vector<unsigned> tight;
  for (unsigned a = 0; a < n; ++a) {
    if (Clock::now() > deadline) {
      result.complete = false;
      break;
    }
    auto w = windows.solve(a, n, result.subproblems);
    if (w.infeasible) {
      result.infeasible = true;
      result.cost = 0.0;
      return finish();
    }
    result.complete &= w.optimal;
    result.after[a] = w.cost;
    if (w.cost > 0)
      tight.push_back(a);
  }
  // best[k]: the best sum over boundaries tight[k] < a_2 < ... (each
  // window's Q); Q(a, b) <= Q(a, return), which prunes most windows.
  std::vector<double> best(tight.size(), 0.0);
  for (size_t k = tight.size(); k-- > 0;) {
    unsigned a = tight[k];
    best[k] = result.after[a];
    std::vector<size_t> later;
    for (size_t l = k + 1; l < tight.size(); ++l)
      later.push_back(l);
    std::sort(later.begin(), later.end(),
              [&](size_t x, size_t y) { return best[x] > best[y]; });
    for (size_t l : later) {
      if (result.after[a] + best[l] <= best[k])
        break;
      if (Clock::now() > deadline) {
        result.complete = false;
        break;
      }
      auto w = windows.solve(a, tight[l], result.subproblems);
      // A window that cannot be met is no stronger a proof than the
      // boundary's own Q(a, return) above, which was met.
      if (w.infeasible)
        continue;
      result.complete &= w.optimal;
      best[k] = std::max(best[k], w.cost + best[l]);
    }
  }
  for (double b : best)
    result.cost = std::max(result.cost, b);
  return finish();
}
