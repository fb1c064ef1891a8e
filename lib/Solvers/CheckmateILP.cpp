//===- CheckmateILP.cpp - exact rematerialization by integer LP -----------===//

#include "remat/Solvers/CheckmateILP.h"
#include "CheckmateProgram.h"
#include "remat/Solvers/MixedIntegerProgram.h"
#include "remat/Solvers/StageCostBound.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <ctime>

using namespace remat;
using namespace remat::detail;

bool CheckmateILP::isAvailable() { return MixedIntegerProgram::isAvailable(); }

namespace {
/// A schedule as 0/1 matrices: computed[t][i] (i <= t) and held[t][i]
/// (i < t, held into stage t).
struct Matrices {
  std::vector<std::vector<char>> computed, held;
};

/// Drops every recomputation nothing reads (directly or through values held
/// on) and holds each value exactly as long as a later stage reads it
/// before recomputing it. Neither raises the memory of any step.
Matrices prune(const Program &p,
               const std::vector<std::vector<unsigned>> &recompute) {
  Matrices m;
  m.computed.resize(p.nodes);
  m.held.resize(p.nodes);
  for (unsigned t = 0; t < p.nodes; ++t) {
    m.computed[t].assign(t + 1, 0);
    m.computed[t][t] = 1;
    m.held[t].assign(t, 0);
    if (t < recompute.size())
      for (unsigned i : recompute[t])
        if (i < t)
          m.computed[t][i] = 1;
  }
  // heldAfter[i]: value i must be held into stage t + 1.
  std::vector<char> heldAfter(p.nodes, 0), read(p.nodes, 0),
      viewHeld(p.nodes, 0);
  for (unsigned t = p.nodes; t-- > 0;) {
    std::fill(read.begin(), read.end(), 0);
    std::fill(viewHeld.begin(), viewHeld.end(), 0);
    for (unsigned k = t + 1; k-- > 0;) {
      if (!m.computed[t][k])
        continue;
      if (k < t && !read[k] && !heldAfter[k]) {
        m.computed[t][k] = 0; // read by nothing: dropped
        continue;
      }
      for (unsigned i : p.operands[k])
        read[i] = 1;
    }
    // Views come after their owners: a view held into t holds its owner.
    for (unsigned i = t; i-- > 0;) {
      bool needed =
          !m.computed[t][i] && (read[i] || heldAfter[i] || viewHeld[i]);
      m.held[t][i] = needed;
      heldAfter[i] = needed;
      if (needed && p.viewOf[i] >= 0)
        viewHeld[p.viewOf[i]] = 1;
    }
    heldAfter[t] = 0;
  }
  return m;
}

/// A FREE column: value `value` freed after op `op` of stage `stage`.
struct FreeColumn {
  int column;
  unsigned stage, op, value;
};
} // namespace

CheckmateResult CheckmateILP::solve(const ScheduleGraph &graph, int64_t budget,
                                    const CheckmateOptions &options) {
  CheckmateResult result;
  if (!isAvailable())
    return result;
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpuStart = std::clock();
  Program p(graph);
  unsigned n = p.n, nodes = p.nodes;
  // Sizes in units of their gcd, and the budget rounded down to one: every
  // sum of sizes is a multiple of the unit, so nothing changes.
  int64_t unit = sizeUnit(graph, p);
  std::vector<double> bytes(nodes, 0.0), scratch(nodes, 0.0);
  for (unsigned i = 0; i < n; ++i) {
    bytes[i] = double(graph.bytes[i] / unit);
    scratch[i] = double(graph.scratch[i] / unit);
  }
  // Value i's units resident in stage t (Program::residentBytes).
  auto resident = [&](unsigned i, unsigned t) {
    return double(p.residentBytes(i, t) / unit);
  };
  double cap = double(std::max<int64_t>(budget, 0) / unit);
  // Stages before graph.firstBudgetedStage are not bounded.
  auto capOf = [&](unsigned t) {
    return t < graph.firstBudgetedStage ? MixedIntegerProgram::kInfinity : cap;
  };
  // Integer costs in units of their gcd, which makes the objective integral
  // (a cutoff can then ask for one unit less).
  bool integral = true;
  int64_t costUnit = 0;
  for (double c : graph.cost) {
    if (!(c >= 0.0) || c > 9.0e15 || c != double(int64_t(c))) {
      integral = false;
      break;
    }
    costUnit = gcdOf(costUnit, int64_t(c));
  }
  double costScale = integral && costUnit > 0 ? double(costUnit) : 1.0;
  std::vector<double> cost(nodes, 0.0);
  for (unsigned i = 0; i < n; ++i)
    cost[i] = graph.cost[i] / costScale;
  const std::vector<std::vector<unsigned>> &operands = p.operands;
  const std::vector<std::vector<unsigned>> &readers = p.readers;
  // The schedule `chosen` without recomputations nothing reads (which
  // only lowers cost and memory), as the result.
  auto keep = [&](const std::vector<std::vector<unsigned>> &chosen) {
    Matrices m = prune(p, chosen);
    result.recompute.assign(nodes, {});
    result.addedCost = 0.0;
    for (unsigned t = 0; t < nodes; ++t)
      for (unsigned i = 0; i < t; ++i)
        if (m.computed[t][i]) {
          result.recompute[t].push_back(i);
          result.addedCost += graph.cost[i];
        }
  };
  auto elapsed = [&]() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  // The stage cost bound, in a quarter of the time at most.
  StageCostBound bound;
  if (options.stageBound) {
    bound = computeStageCostBound(
        graph, budget,
        options.stageBoundSeconds > 0.0
            ? std::min(options.stageBoundSeconds, 1.0e9)
            : 0.25 * std::min(options.timeLimitSeconds, 1.0e9));
    result.stageBound = bound.cost;
    result.stageBoundSeconds = bound.seconds;
    if (bound.infeasible) {
      result.status = CheckmateResult::Status::Infeasible;
      result.provenByStageBound = true;
      // Then nothing is cheaper than the caller's schedule either, in the
      // model: what CBC's search cut off at its cost proved before (its
      // schedule is then no warm start: the model has none).
      if (options.knownCost >= 0.0) {
        result.cutoffUsed = true;
        result.lowerBound = options.knownCost;
      }
      result.seconds = elapsed();
      return result;
    }
  }
  // In the objective's units (integral ones round up).
  double scaledBound = bound.cost / costScale;
  if (integral)
    scaledBound = std::ceil(scaledBound - 1e-6);

  MixedIntegerProgram f;
  const double inf = MixedIntegerProgram::kInfinity;
  // R[t][i], i <= t: op i computed in stage t (op t always; it costs the
  // same in every schedule, so only recomputations are in the objective).
  std::vector<std::vector<int>> R(nodes), S(nodes + 1), U(nodes);
  for (unsigned t = 0; t < nodes; ++t) {
    for (unsigned i = 0; i <= t; ++i) {
      double upper = (i == t || p.mayRecompute(t, i)) ? 1.0 : 0.0;
      double lower = i == t ? 1.0 : 0.0;
      R[t].push_back(f.addColumn(lower, upper, i < t ? cost[i] : 0.0, true));
    }
    // S[t][i], i < t: op i's result held into stage t.
    for (unsigned i = 0; i < t; ++i)
      S[t].push_back(
          f.addColumn(0.0, p.lastUser[i] >= t ? 1.0 : 0.0, 0.0, true));
    // U[t][k]: units held once op k of stage t is done, before frees.
    for (unsigned k = 0; k <= t; ++k)
      U[t].push_back(f.addColumn(0.0, capOf(t), 0.0, false));
  }
  auto isFixedZero = [&](int column) { return f.getUpper(column) == 0.0; };
  // Held only if held before or computed in the previous stage.
  for (unsigned t = 1; t < nodes; ++t)
    for (unsigned i = 0; i < t; ++i) {
      if (isFixedZero(S[t][i]))
        continue;
      std::vector<std::pair<int, double>> terms{{S[t][i], 1.0},
                                                {R[t - 1][i], -1.0}};
      if (i < t - 1)
        terms.push_back({S[t - 1][i], -1.0});
      f.addRow(terms, -inf, 0.0);
    }
  // An op runs only when its operands are computed or held in that stage.
  for (unsigned t = 0; t < nodes; ++t)
    for (unsigned k = 0; k <= t; ++k) {
      if (isFixedZero(R[t][k]))
        continue;
      for (unsigned i : operands[k])
        f.addRow({{R[t][k], 1.0}, {R[t][i], -1.0}, {S[t][i], -1.0}}, -inf, 0.0);
    }
  // A view is held only with its buffer's owner. With (c1) below, the owner
  // is then not recomputed in that stage: the view and the owner held are
  // one copy.
  for (unsigned t = 1; t < nodes; ++t)
    for (unsigned v = 0; v < t; ++v)
      if (p.viewOf[v] >= 0 && !isFixedZero(S[t][v]))
        f.addRow({{S[t][v], 1.0}, {S[t][p.viewOf[v]], -1.0}}, -inf, 0.0);
  // Valid inequalities. (c1) Not both recomputed and held (which views
  // need: two copies of a buffer are never resident); (c2, c3) a value
  // recomputed in or held into stage t is read in t (itself or through a
  // view) or held on.
  for (unsigned t = 0; t < nodes; ++t)
    for (unsigned i = 0; i < t; ++i) {
      bool r = !isFixedZero(R[t][i]), s = !isFixedZero(S[t][i]);
      if (r && s)
        f.addRow({{R[t][i], 1.0}, {S[t][i], 1.0}}, -inf, 1.0);
      std::vector<std::pair<int, double>> keep;
      for (unsigned j : readers[i])
        if (j <= t && !isFixedZero(R[t][j]))
          keep.push_back({R[t][j], -1.0});
      if (t + 1 < nodes && !isFixedZero(S[t + 1][i]))
        keep.push_back({S[t + 1][i], -1.0});
      for (auto [present, on] : {std::pair{R[t][i], r}, {S[t][i], s}}) {
        if (!on)
          continue;
        auto terms = keep;
        terms.push_back({present, 1.0});
        f.addRow(terms, -inf, 0.0);
      }
    }
  // Memory: FREE[t][i][k] frees op i's result after op k of stage t when k
  // ran, no later op of the stage reads it, and it is not held on.
  std::vector<FreeColumn> frees;
  for (unsigned t = 0; t < nodes; ++t) {
    std::vector<std::pair<int, double>> first;
    for (unsigned i = 0; i < t; ++i)
      if (resident(i, t) > 0 && !isFixedZero(S[t][i]))
        first.push_back({S[t][i], resident(i, t)});
    first.push_back({R[t][0], bytes[0]});
    first.push_back({U[t][0], -1.0});
    f.addRow(first, 0.0, 0.0);
    std::vector<std::pair<int, double>> freedAfter; // frees after op k
    for (unsigned k = 0; k <= t; ++k) {
      if (k > 0) {
        // U[t][k] = U[t][k-1] - freed after k-1 + bytes[k] R[t][k]
        std::vector<std::pair<int, double>> terms{
            {U[t][k], 1.0}, {U[t][k - 1], -1.0}, {R[t][k], -bytes[k]}};
        for (auto term : freedAfter)
          terms.push_back(term);
        f.addRow(terms, 0.0, 0.0);
      }
      freedAfter.clear();
      if (isFixedZero(R[t][k]))
        continue;
      if (scratch[k] > 0)
        f.addRow({{U[t][k], 1.0}, {R[t][k], scratch[k]}}, -inf, capOf(t));
      // The buffers op k touches: its operands' and its result's (a view's
      // owner's), each once. One of them may be freed after it.
      std::vector<unsigned> candidates;
      for (unsigned i : operands[k])
        candidates.push_back(p.ownerOf(i));
      candidates.push_back(p.ownerOf(k));
      std::sort(candidates.begin(), candidates.end());
      candidates.erase(std::unique(candidates.begin(), candidates.end()),
                       candidates.end());
      // (c4) While op k runs those buffers are held.
      double running = 0.0;
      for (unsigned i : candidates)
        running += resident(i, t);
      if (running > 0)
        f.addRow({{U[t][k], 1.0}, {R[t][k], -running}}, 0.0, inf);
      // (c6) A knapsack on the binaries alone: every value held into
      // stage t+1 that comes before op k is resident while op k runs (held
      // into t, or computed in t before k, and not freed since; one charged
      // by result with what stage t holds of it), besides op k's buffers
      // and scratch; the chained memory columns hide this from the LP and
      // from CBC's cover cuts.
      if (options.stageKnapsacks && t + 1 < nodes && capOf(t) < inf) {
        std::vector<std::pair<int, double>> knapsack;
        for (unsigned i = 0; i < k; ++i)
          if (resident(i, t) > 0 && !isFixedZero(S[t + 1][i]) &&
              !std::binary_search(candidates.begin(), candidates.end(), i))
            knapsack.push_back({S[t + 1][i], resident(i, t)});
        if (!knapsack.empty()) {
          knapsack.push_back({R[t][k], running + scratch[k]});
          f.addRow(knapsack, -inf, capOf(t));
        }
      }
      for (unsigned i : candidates) {
        if (resident(i, t) == 0)
          continue;
        // The rows below fix it to 0 or 1 for integral R and S; as an
        // integer column CBC still proves optima faster (measured: 1.6
        // against 5.7 CPU-s on a 7-op random step).
        int column = f.addColumn(0.0, 1.0, 0.0, true);
        frees.push_back({column, t, k, i});
        // hazards = (1 - R[t][k]) + S[t+1][i] + sum of R[t][j] for later
        // readers j of i (or of its views) in stage t; FREE = 1 exactly
        // when hazards = 0. A view held on holds i on.
        std::vector<std::pair<int, double>> hazards;
        if (t + 1 < nodes && !isFixedZero(S[t + 1][i]))
          hazards.push_back({S[t + 1][i], 1.0});
        for (unsigned j : readers[i])
          if (j > k && j <= t && !isFixedZero(R[t][j]))
            hazards.push_back({R[t][j], 1.0});
        // FREE + hazards >= 1, i.e. FREE - R[t][k] + the rest >= 0.
        auto atLeast = hazards;
        atLeast.push_back({R[t][k], -1.0});
        atLeast.push_back({column, 1.0});
        f.addRow(atLeast, 0.0, inf);
        // (c5) FREE <= 1 - h for each hazard h, one row each.
        f.addRow({{column, 1.0}, {R[t][k], -1.0}}, -inf, 0.0);
        for (auto [h, coefficient] : hazards)
          f.addRow({{column, 1.0}, {h, 1.0}}, -inf, 1.0);
        freedAfter.push_back({column, resident(i, t)});
      }
    }
  }

  // The warm start as a full solution of the model, if it is one.
  std::vector<double> warm;
  if (!options.start.empty()) {
    Matrices m = prune(p, options.start);
    warm.assign(f.getNumColumns(), 0.0);
    bool ok = true;
    double objective = 0.0;
    for (unsigned t = 0; t < nodes && ok; ++t) {
      for (unsigned i = 0; i <= t; ++i) {
        if (m.computed[t][i] && f.getUpper(R[t][i]) == 0.0)
          ok = false;
        warm[R[t][i]] = m.computed[t][i];
        if (i < t && m.computed[t][i])
          objective += cost[i];
      }
      for (unsigned i = 0; i < t; ++i) {
        if (m.held[t][i] && f.getUpper(S[t][i]) == 0.0)
          ok = false;
        // A view held with another copy of its owner than the one held
        // (the owner recomputed meanwhile) is outside the model.
        if (m.held[t][i] && p.viewOf[i] >= 0 &&
            (!m.held[t][p.viewOf[i]] || m.computed[t][p.viewOf[i]]))
          ok = false;
        warm[S[t][i]] = m.held[t][i];
      }
    }
    // FREE from its definition, then the memory it leaves.
    for (const FreeColumn &c : frees) {
      bool keep = !m.computed[c.stage][c.op] ||
                  (c.stage + 1 < nodes && m.held[c.stage + 1][c.value]);
      for (unsigned j : readers[c.value])
        if (j > c.op && j <= c.stage && m.computed[c.stage][j])
          keep = true;
      warm[c.column] = keep ? 0.0 : 1.0;
    }
    size_t next = 0;
    for (unsigned t = 0; t < nodes && ok; ++t) {
      double held = 0.0;
      for (unsigned i = 0; i < t; ++i)
        held += m.held[t][i] * resident(i, t);
      for (unsigned k = 0; k <= t && ok; ++k) {
        held += m.computed[t][k] * bytes[k];
        warm[U[t][k]] = held;
        if (held > capOf(t) || held + m.computed[t][k] * scratch[k] > capOf(t))
          ok = false;
        for (; next < frees.size() && frees[next].stage == t &&
               frees[next].op == k;
             ++next)
          held -= warm[frees[next].column] *
                  resident(frees[next].value, frees[next].stage);
      }
    }
    if (!ok)
      warm.clear();
    else
      warm.push_back(objective); // popped below
  }
  result.variables = f.getNumColumns();
  result.constraints = f.getNumRows();
  if (scaledBound > 0.0) {
    double tolerance = 1e-9 * std::max(1.0, scaledBound);
    // The warm start reaches the bound: optimal, no search needed.
    if (!warm.empty() && warm.back() <= scaledBound + tolerance) {
      keep(options.start);
      result.status = CheckmateResult::Status::Optimal;
      result.startUsed = result.provenByStageBound = true;
      result.lowerBound = std::min(bound.cost, result.addedCost);
      result.seconds = elapsed();
      return result;
    }
    // So does the caller's schedule: nothing is cheaper.
    if (warm.empty() && options.knownCost >= 0.0 &&
        options.knownCost / costScale <= scaledBound + tolerance) {
      result.status = CheckmateResult::Status::Infeasible;
      result.cutoffUsed = result.provenByStageBound = true;
      result.lowerBound = options.knownCost;
      result.seconds = elapsed();
      return result;
    }
    // Else the search stops once an incumbent reaches it. (Not a row on
    // the objective: that made CBC's LPs degenerate; on a 40-op random
    // step at 50% it searched 2 nodes in 9.9 CPU-s where it proves the
    // optimum without the row in 20 nodes and 4.9 CPU-s.)
  }

  // The limit covers building the model too. It is capped at ~31 years: a
  // larger one (ilp-seconds=inf, 1e10) would overflow the clock's int64
  // nanoseconds and put the deadline in the past.
  CbcSettings settings;
  settings.search = CbcSearch::Full;
  settings.deadline =
      start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                  std::chrono::duration<double>(
                      std::min(options.timeLimitSeconds, 1.0e9)));
  if (options.cpuSeconds > 0.0)
    settings.cpuDeadline =
        cpuStart +
        std::clock_t(std::min(options.cpuSeconds, 1.0e9) * CLOCKS_PER_SEC);
  settings.maxNodes = options.maxNodes;
  settings.watchDeadlines = true;
  if (scaledBound > 0.0)
    settings.enough = scaledBound + 1e-9 * std::max(1.0, scaledBound);
  settings.guidedDive = options.guidedDive;
  if (!warm.empty()) {
    settings.startObjective = warm.back();
    warm.pop_back();
    settings.start = std::move(warm);
  }
  if (options.knownCost >= 0.0) {
    double known = options.knownCost / costScale;
    settings.cutoff = integral ? known - 0.5 : known * (1.0 - 1e-9);
  }
  CbcOutcome outcome = f.solve(settings);
  result.seconds = elapsed();
  // Not run: building the model used up the time.
  if (!outcome.ran)
    return result;
  result.startUsed = outcome.startUsed;
  result.cutoffUsed = outcome.cutoffUsed;
  result.lowerBound = std::max(bound.cost, outcome.bestPossible * costScale);
  // A search stopped by a limit may still say "infeasible": only a search
  // that finished in time proves it.
  result.nodes = outcome.nodes;
  result.nodeLimitReached = outcome.nodeLimitReached;
  if (outcome.solution.empty()) {
    bool proven = outcome.provenInfeasible && !outcome.stopped;
    result.status = proven ? CheckmateResult::Status::Infeasible
                           : CheckmateResult::Status::Unknown;
    if (proven && result.cutoffUsed)
      result.lowerBound = options.knownCost;
    // Stopped before the root LP's bound was known, CBC reports an
    // infinite one; and no bound is above the cost of a schedule known.
    if (!proven && result.lowerBound >= 1e40)
      result.lowerBound = bound.cost;
    if (!proven && result.cutoffUsed)
      result.lowerBound = std::min(result.lowerBound, options.knownCost);
    return result;
  }
  result.status = outcome.provenOptimal && !outcome.stopped
                      ? CheckmateResult::Status::Optimal
                      : CheckmateResult::Status::Feasible;
  const std::vector<double> &solution = outcome.solution;
  std::vector<std::vector<unsigned>> chosen(nodes);
  for (unsigned t = 0; t < nodes; ++t)
    for (unsigned i = 0; i < t; ++i)
      if (solution[R[t][i]] > 0.5)
        chosen[t].push_back(i);
  // An incumbent found before the search ended may recompute values that
  // nothing reads: keep drops them.
  keep(chosen);
  // Stopped at a limit with a schedule that reaches the stage bound.
  if (result.status == CheckmateResult::Status::Feasible && bound.cost > 0.0 &&
      result.addedCost <= bound.cost * (1.0 + 1e-9)) {
    result.status = CheckmateResult::Status::Optimal;
    result.provenByStageBound = true;
  }
  result.lowerBound = std::min(result.lowerBound, result.addedCost);
  return result;
}
