//===- CheckmateILPTest.cpp - the exact solver's warm start and cutoff ----===//
//
// On small random programs: a schedule's own optimum given as the known
// cost proves that nothing is cheaper; given as a warm start it is used and
// kept; and no returned schedule recomputes a value that nothing reads.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/CheckmateILP.h"
#include "remat/Solvers/StageCostBound.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cstdint>
#include <optional>

using namespace remat;

namespace {

/// A deterministic random program of `n` ops: each reads one or two
/// earlier ops; the last two are "backward" ops (not recomputable) and the
/// last is returned.
ScheduleGraph randomGraph(unsigned n, uint32_t seed) {
  auto next = [&]() {
    seed = seed * 1664525u + 1013904223u;
    return seed >> 8;
  };
  ScheduleGraph g;
  for (unsigned k = 0; k < n; ++k) {
    g.bytes.push_back(1 + next() % 4);
    g.scratch.push_back(0);
    g.cost.push_back(double(1 + next() % 5));
    g.recomputable.push_back(k + 2 < n);
    std::vector<unsigned> reads;
    if (k > 0) {
      reads.push_back(k - 1);
      unsigned other = next() % k;
      if (other != k - 1)
        reads.push_back(other);
    }
    g.operands.push_back(reads);
  }
  g.outputs.push_back(n - 1);
  return g;
}

/// Whether recomputing op i in stage t is read: by a later op computed in
/// stage t, or in a later stage before i is recomputed again.
bool isRead(const ScheduleGraph &g, const CheckmateResult &r, unsigned t,
            unsigned i) {
  unsigned n = g.size();
  auto computedIn = [&](unsigned u, unsigned k) {
    return k == u ||
           std::count(r.recompute[u].begin(), r.recompute[u].end(), k) != 0;
  };
  auto readsIt = [&](unsigned k) {
    const std::vector<unsigned> &ops = k < n ? g.operands[k] : g.outputs;
    return std::count(ops.begin(), ops.end(), i) != 0;
  };
  for (unsigned k = i + 1; k <= t; ++k)
    if (computedIn(t, k) && readsIt(k))
      return true;
  for (unsigned u = t + 1; u <= n; ++u) {
    if (computedIn(u, i))
      return false;
    for (unsigned k = i + 1; k <= u; ++k)
      if (computedIn(u, k) && readsIt(k))
        return true;
  }
  return false;
}

/// The bytes of all of g's values: the budgets below are fractions of it.
int64_t totalBytes(const ScheduleGraph &g) {
  int64_t total = 0;
  for (int64_t b : g.bytes)
    total += b;
  return total;
}

TEST(CheckmateILPTest, CutoffWarmStartAndNoDeadClones) {
  if (!CheckmateILP::isAvailable())
    GTEST_SKIP() << "built without CBC";
  unsigned solved = 0;
  for (uint32_t seed = 1; seed <= 12; ++seed) {
    ScheduleGraph g = randomGraph(7, seed);
    int64_t total = totalBytes(g);
    int64_t budget = total * 3 / 5;
    CheckmateResult optimum = CheckmateILP::solve(g, budget, 30.0);
    if (optimum.status != CheckmateResult::Status::Optimal)
      continue;
    ++solved;
    for (unsigned t = 0; t < optimum.recompute.size(); ++t)
      for (unsigned i : optimum.recompute[t])
        EXPECT_TRUE(isRead(g, optimum, t, i))
            << "seed " << seed << ": op " << i << " in stage " << t;

    // Its cost as the known one: nothing cheaper exists.
    CheckmateOptions cutoff;
    cutoff.timeLimitSeconds = 30.0;
    cutoff.knownCost = optimum.addedCost;
    CheckmateResult none = CheckmateILP::solve(g, budget, cutoff);
    EXPECT_TRUE(none.cutoffUsed);
    EXPECT_EQ(none.status, CheckmateResult::Status::Infeasible)
        << "seed " << seed;

    // As a warm start: used, and the result is no worse.
    CheckmateOptions start;
    start.timeLimitSeconds = 30.0;
    start.start = optimum.recompute;
    start.knownCost = optimum.addedCost;
    CheckmateResult again = CheckmateILP::solve(g, budget, start);
    EXPECT_TRUE(again.startUsed) << "seed " << seed;
    EXPECT_EQ(again.status, CheckmateResult::Status::Optimal);
    EXPECT_EQ(again.addedCost, optimum.addedCost);
  }
  EXPECT_GT(solved, 3u);
}

/// A search stopped by the node limit returns the same schedule whatever
/// the time limits (as long as they do not bind first): the node limit is
/// what makes solver=auto's result independent of the machine's load.
TEST(CheckmateILPTest, NodeLimitIsDeterministic) {
  if (!CheckmateILP::isAvailable())
    GTEST_SKIP() << "built without CBC";
  unsigned limited = 0;
  for (uint32_t seed = 1; seed <= 8; ++seed) {
    ScheduleGraph g = randomGraph(16, seed);
    int64_t total = totalBytes(g);
    int64_t budget = total * 2 / 5;
    CheckmateOptions tight;
    // The model solver=auto solves (with the knapsack rows these programs
    // are proven within 4 nodes).
    tight.stageKnapsacks = false;
    tight.maxNodes = 4;
    tight.timeLimitSeconds = 30.0;
    CheckmateResult first = CheckmateILP::solve(g, budget, tight);
    EXPECT_LE(first.nodes, 4 + 1) << "seed " << seed;
    if (!first.nodeLimitReached)
      continue;
    ++limited;
    EXPECT_NE(first.status, CheckmateResult::Status::Optimal);
    EXPECT_NE(first.status, CheckmateResult::Status::Infeasible);
    CheckmateOptions loose = tight;
    loose.timeLimitSeconds = 300.0;
    loose.cpuSeconds = 200.0;
    CheckmateResult second = CheckmateILP::solve(g, budget, loose);
    EXPECT_TRUE(second.nodeLimitReached) << "seed " << seed;
    EXPECT_EQ(second.status, first.status) << "seed " << seed;
    EXPECT_EQ(second.nodes, first.nodes) << "seed " << seed;
    EXPECT_EQ(second.addedCost, first.addedCost) << "seed " << seed;
    EXPECT_EQ(second.lowerBound, first.lowerBound) << "seed " << seed;
    EXPECT_EQ(second.recompute, first.recompute) << "seed " << seed;
  }
  EXPECT_GT(limited, 0u);
}

/// Two solves of one program and budget under options that must not change
/// what is proven: where both are proven (optimal or infeasible) they agree
/// on the status and, if optimal, the cost. Returns the proven status, or
/// nothing where either stopped at a limit (nothing proven).
std::optional<CheckmateResult::Status> expectSameProof(const CheckmateResult &a,
                                                       const CheckmateResult &b,
                                                       uint32_t seed,
                                                       int64_t percent) {
  using Status = CheckmateResult::Status;
  auto proven = [](Status s) {
    return s == Status::Optimal || s == Status::Infeasible;
  };
  if (!proven(a.status) || !proven(b.status))
    return std::nullopt;
  EXPECT_EQ(a.status, b.status) << "seed " << seed << " " << percent;
  if (a.status == Status::Optimal && b.status == Status::Optimal)
    EXPECT_EQ(a.addedCost, b.addedCost) << "seed " << seed << " " << percent;
  return a.status;
}

/// The knapsack rows are valid inequalities: with and without them every
/// small random program has the same optimum at every budget, and the
/// same budgets are infeasible.
TEST(CheckmateILPTest, StageKnapsacksKeepTheOptimum) {
  if (!CheckmateILP::isAvailable())
    GTEST_SKIP() << "built without CBC";
  unsigned compared = 0, infeasible = 0;
  for (uint32_t seed = 1; seed <= 10; ++seed) {
    ScheduleGraph g = randomGraph(8, seed);
    int64_t total = totalBytes(g);
    for (int64_t percent : {70, 50, 35, 25}) {
      int64_t budget = total * percent / 100;
      CheckmateOptions with, without;
      with.timeLimitSeconds = without.timeLimitSeconds = 60.0;
      without.stageKnapsacks = false;
      // Without the stage cost bound, which proves some budgets before
      // any model is built.
      with.stageBound = without.stageBound = false;
      CheckmateResult a = CheckmateILP::solve(g, budget, with);
      CheckmateResult b = CheckmateILP::solve(g, budget, without);
      std::optional<CheckmateResult::Status> proven =
          expectSameProof(a, b, seed, percent);
      if (!proven)
        continue;
      ++(*proven == CheckmateResult::Status::Optimal ? compared : infeasible);
      EXPECT_GT(a.constraints, b.constraints);
    }
  }
  EXPECT_GT(compared, 10u);
  EXPECT_GT(infeasible, 0u);
}

/// The stage cost bound is a lower bound: on small random programs at
/// every budget it is at most the proven optimum, it calls a budget
/// infeasible only where the MILP without it proves that too, and the MILP
/// with it (its row on the objective, its early proofs) has the same
/// optima and the same infeasible budgets as without. It also proves
/// something: it is positive on some budgets, and equal to the optimum on
/// some (then no branch and bound is needed).
TEST(CheckmateILPTest, StageCostBoundKeepsTheOptimum) {
  if (!CheckmateILP::isAvailable())
    GTEST_SKIP() << "built without CBC";
  unsigned compared = 0, positive = 0, tight = 0, infeasible = 0;
  for (uint32_t seed = 1; seed <= 12; ++seed) {
    ScheduleGraph g = randomGraph(9, seed);
    int64_t total = totalBytes(g);
    for (int64_t percent : {80, 60, 45, 35, 25}) {
      int64_t budget = total * percent / 100;
      StageCostBound bound = computeStageCostBound(g, budget, 60.0);
      ASSERT_TRUE(bound.complete) << "seed " << seed << " " << percent;
      CheckmateOptions with, without;
      with.timeLimitSeconds = without.timeLimitSeconds = 60.0;
      without.stageBound = false;
      CheckmateResult a = CheckmateILP::solve(g, budget, with);
      CheckmateResult b = CheckmateILP::solve(g, budget, without);
      using Status = CheckmateResult::Status;
      ASSERT_TRUE(b.status == Status::Optimal || b.status == Status::Infeasible)
          << "seed " << seed << " " << percent;
      EXPECT_EQ(a.status, b.status) << "seed " << seed << " " << percent;
      if (bound.infeasible) {
        EXPECT_EQ(b.status, Status::Infeasible)
            << "seed " << seed << " " << percent;
        ++infeasible;
        continue;
      }
      if (b.status != Status::Optimal)
        continue;
      ++compared;
      EXPECT_LE(bound.cost, b.addedCost) << "seed " << seed << " " << percent;
      EXPECT_EQ(a.addedCost, b.addedCost) << "seed " << seed << " " << percent;
      EXPECT_EQ(a.stageBound, bound.cost);
      positive += bound.cost > 0;
      tight += bound.cost > 0 && bound.cost == b.addedCost;
    }
  }
  EXPECT_GT(compared, 20u);
  EXPECT_GT(positive, 5u);
  EXPECT_GT(tight, 0u);
  EXPECT_GT(infeasible, 0u);
}

/// A backward op with two results (a layernorm_grad: dx read by the next op,
/// dgamma returned) is charged by result (ScheduleGraph::resultParts), as
/// the memory analysis frees each buffer after its last reader: at the
/// analysis's peak the model has its schedule (the stage cost bound finds
/// no boundary that cannot fit, and the warm start of that schedule is
/// used). Charged as one value (parts absent, not adding up, or on an op
/// that may be recomputed), dx would be held to the return and nothing
/// fits.
TEST(CheckmateILPTest, ResultsFreedApart) {
  if (!CheckmateILP::isAvailable())
    GTEST_SKIP() << "built without CBC";
  // 0: forward, 4 bytes; 1: backward, dx (4 bytes, read by 2) and dgamma
  // (1 byte, returned); 2 and 3: backward, 4 bytes each. The analysis's
  // peak is 9 bytes (ops 1, 2 and 3 running); holding dx to the return
  // needs 13 in stage 3.
  ScheduleGraph g;
  g.bytes = {4, 5, 4, 4};
  g.scratch = {0, 0, 0, 0};
  g.cost = {1, 1, 1, 1};
  g.recomputable = {true, false, false, false};
  g.operands = {{}, {0}, {1}, {2}};
  g.outputs = {1, 3};
  g.resultParts = {{}, {{4, 2}, {1, 4}}, {}, {}};
  using Status = CheckmateResult::Status;
  CheckmateOptions options;
  options.timeLimitSeconds = 60.0;
  options.start.assign(5, {});
  EXPECT_FALSE(computeStageCostBound(g, 9, 60.0).infeasible);
  CheckmateResult split = CheckmateILP::solve(g, 9, options);
  EXPECT_EQ(split.status, Status::Optimal);
  EXPECT_EQ(split.addedCost, 0.0);
  EXPECT_TRUE(split.startUsed);
  options.stageBound = false;
  split = CheckmateILP::solve(g, 9, options);
  EXPECT_EQ(split.status, Status::Optimal);
  EXPECT_TRUE(split.startUsed);
  EXPECT_EQ(CheckmateILP::solve(g, 8, options).status, Status::Infeasible);

  // Charged as a whole: 13 bytes in stage 3.
  ScheduleGraph whole = g;
  whole.resultParts.clear();
  ScheduleGraph wrongSum = g;
  wrongSum.resultParts[1] = {{4, 2}, {2, 4}};
  ScheduleGraph recomputable = g;
  recomputable.recomputable[1] = true;
  for (const ScheduleGraph *h : {&whole, &wrongSum, &recomputable}) {
    // (Op 1 recomputable, the bound sees room at every boundary; the MILP
    // finds none.)
    if (h != &recomputable)
      EXPECT_TRUE(computeStageCostBound(*h, 12, 60.0).infeasible);
    CheckmateResult r = CheckmateILP::solve(*h, 12, options);
    EXPECT_EQ(r.status, Status::Infeasible);
    EXPECT_FALSE(r.startUsed);
    EXPECT_EQ(CheckmateILP::solve(*h, 13, options).status, Status::Optimal);
  }
}

/// Guided diving (CheckmateOptions::guidedDive, on for solver=auto's
/// node-limited run) is a heuristic: it never changes an optimum or what is
/// infeasible, and with a node limit the search stays deterministic (the
/// same schedule and node count under two time limits).
TEST(CheckmateILPTest, GuidedDiveKeepsTheOptimum) {
  if (!CheckmateILP::isAvailable())
    GTEST_SKIP() << "built without CBC";
  unsigned compared = 0;
  for (uint32_t seed = 1; seed <= 8; ++seed) {
    ScheduleGraph g = randomGraph(8, seed);
    int64_t total = totalBytes(g);
    for (int64_t percent : {70, 50, 35}) {
      int64_t budget = total * percent / 100;
      CheckmateOptions with, without;
      with.timeLimitSeconds = without.timeLimitSeconds = 60.0;
      with.stageBound = without.stageBound = false;
      with.guidedDive = true;
      CheckmateResult a = CheckmateILP::solve(g, budget, with);
      CheckmateResult b = CheckmateILP::solve(g, budget, without);
      std::optional<CheckmateResult::Status> proven =
          expectSameProof(a, b, seed, percent);
      if (!proven)
        continue;
      compared += *proven == CheckmateResult::Status::Optimal;
      CheckmateOptions limited = with;
      limited.maxNodes = 3;
      limited.timeLimitSeconds = 60.0;
      CheckmateResult first = CheckmateILP::solve(g, budget, limited);
      limited.timeLimitSeconds = 300.0;
      CheckmateResult second = CheckmateILP::solve(g, budget, limited);
      EXPECT_EQ(first.status, second.status) << "seed " << seed;
      EXPECT_EQ(first.nodes, second.nodes) << "seed " << seed;
      EXPECT_EQ(first.recompute, second.recompute) << "seed " << seed;
    }
  }
  EXPECT_GT(compared, 10u);
}

} // namespace
