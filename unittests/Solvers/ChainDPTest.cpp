//===- ChainDPTest.cpp - the chain DP against known optima ----------------===//
#include "remat/Solvers/ChainDP.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <random>

using namespace remat;

namespace {

int64_t binomial(int64_t n, int64_t k) {
  if (k < 0 || k > n)
    return 0;
  int64_t r = 1;
  for (int64_t i = 1; i <= k; ++i)
    r = r * (n - k + i) / i;
  return r;
}

/// Griewank and Walther: reversing l steps with s checkpoints (x_0 in one of
/// them) takes r*l - C(s+r, r-1) forward steps in all, r the least repetition
/// count with l <= C(s+r, s).
int64_t revolveForwardSteps(int64_t l, int64_t s) {
  int64_t r = 0;
  while (l > binomial(s + r, s))
    ++r;
  return r * l - binomial(s + r, r - 1);
}

double scheduleCost(const ChainModel &model, const ChainSchedule &schedule) {
  double cost = 0.0;
  for (const ChainSweep &sweep : schedule.sweeps) {
    if (sweep.insideAdjoint) {
      cost += model.remakeCost[sweep.to];
      continue;
    }
    for (unsigned k = sweep.from + 1; k <= sweep.to; ++k)
      cost += model.cost[k];
  }
  return cost;
}

// The loss is the chain's last step in Revolve terms: n stages and a loss
// are l = n + 1 steps, of which the n original forward steps are not added.
TEST(ChainDPTest, UniformChainsMatchTheBinomialFormula) {
  for (unsigned n = 1; n <= 40; ++n) {
    ChainModel model = ChainModel::uniformRevolve(n);
    ChainDP solver(model, 8);
    EXPECT_EQ(solver.minimumLimit(), 1) << "n=" << n;
    for (int64_t slots = 1; slots <= 8; ++slots) {
      double expected = double(revolveForwardSteps(n + 1, slots) - n);
      std::optional<ChainSchedule> schedule = solver.solve(slots);
      ASSERT_TRUE(schedule) << "n=" << n << " slots=" << slots;
      EXPECT_EQ(schedule->addedCost, expected)
          << "n=" << n << " slots=" << slots;
      EXPECT_EQ(scheduleCost(model, *schedule), expected);
      EXPECT_LE(schedule->kept.size(), size_t(slots - 1));
    }
  }
  // Hand-checked points of the formula: one slot is quadratic; C(s+r, s)
  // steps with s slots need r forward sweeps.
  EXPECT_EQ(revolveForwardSteps(5, 1), 10);
  EXPECT_EQ(revolveForwardSteps(10, 3), 15); // C(5,3) = 10 steps, r = 2
}

TEST(ChainDPTest, RevolveMatchesExhaustiveSearch) {
  for (unsigned n = 1; n <= 7; ++n) {
    ChainModel model = ChainModel::uniformRevolve(n);
    ChainDP solver(model, n + 1);
    for (int64_t slots = 0; slots <= n + 1; ++slots) {
      std::optional<double> exact = searchChainExhaustively(model, slots);
      double dp = solver.cost(slots);
      if (!exact) {
        EXPECT_TRUE(std::isinf(dp)) << "n=" << n << " slots=" << slots;
        continue;
      }
      EXPECT_EQ(dp, *exact) << "n=" << n << " slots=" << slots;
    }
  }
}

ChainModel randomLivenessChain(std::mt19937 &rng, unsigned n) {
  std::uniform_int_distribution<int64_t> sizeOf(1, 4);
  std::uniform_int_distribution<int> costOf(1, 9);
  std::bernoulli_distribution reads(0.5);
  ChainModel model;
  model.size.push_back(std::uniform_int_distribution<int64_t>(0, 2)(rng));
  model.gradSize.push_back(0);
  model.cost.push_back(0.0);
  model.readsOutput.push_back(false);
  model.readsInput.push_back(false);
  model.forwardExtra.push_back(0);
  model.backwardExtra.push_back(0);
  model.adjointOutput.push_back(0);
  std::uniform_int_distribution<int64_t> extraOf(0, 2);
  for (unsigned i = 1; i <= n; ++i) {
    model.readsInput.push_back(reads(rng));
    model.size.push_back(sizeOf(rng));
    model.gradSize.push_back(model.size.back());
    model.cost.push_back(costOf(rng));
    model.readsOutput.push_back(reads(rng));
    model.forwardExtra.push_back(reads(rng) ? extraOf(rng) : 0);
    model.backwardExtra.push_back(reads(rng) ? extraOf(rng) : 0);
    model.adjointOutput.push_back(reads(rng) ? extraOf(rng) : 0);
  }
  return model;
}

/// A limit past which nothing changes: everything held at once.
int64_t enoughMemory(const ChainModel &model) {
  int64_t total = 0;
  for (size_t i = 0; i < model.size.size(); ++i)
    total += model.size[i] + model.gradSize[i] + model.forwardExtra[i] +
             model.backwardExtra[i] + model.adjointOutput[i];
  return total;
}

/// Compares the DP with the exhaustive search on `chains` random chains of
/// 1-7 stages made by `make`, at every memory limit up to `enough`: the same
/// optimum (or both infeasible) and schedules that cost what the DP says;
/// `check` sees each schedule. Returns (limits compared, feasible ones).
static std::pair<int, int> compareWithExhaustiveSearch(
    unsigned seed, int chains,
    llvm::function_ref<ChainModel(std::mt19937 &, unsigned)> make,
    llvm::function_ref<int64_t(const ChainModel &)> enough,
    llvm::function_ref<void(const ChainModel &, const ChainSchedule &)> check) {
  std::mt19937 rng(seed);
  int compared = 0, feasible = 0;
  for (int trial = 0; trial < chains; ++trial) {
    unsigned n = 1 + trial % 7;
    ChainModel model = make(rng, n);
    int64_t total = enough(model);
    ChainDP solver(model, total);
    for (int64_t limit = 0; limit <= total; ++limit) {
      std::optional<double> exact = searchChainExhaustively(model, limit);
      double dp = solver.cost(limit);
      ++compared;
      if (!exact) {
        EXPECT_TRUE(std::isinf(dp))
            << "trial " << trial << " limit " << limit << ": DP " << dp;
        continue;
      }
      ++feasible;
      EXPECT_EQ(dp, *exact)
          << "trial " << trial << " n=" << n << " limit " << limit;
      std::optional<ChainSchedule> schedule = solver.solve(limit);
      if (!schedule) {
        ADD_FAILURE() << "trial " << trial << " limit " << limit
                      << ": no schedule";
        continue;
      }
      EXPECT_EQ(scheduleCost(model, *schedule), dp);
      check(model, *schedule);
    }
  }
  return {compared, feasible};
}

// Heterogeneous chains in the memory model the pass realizes: the DP's
// optimum equals the best of every schedule, at every limit.
TEST(ChainDPTest, LivenessMatchesExhaustiveSearch) {
  // 300 chains of 1-7 stages.
  auto [compared, feasible] = compareWithExhaustiveSearch(
      7, 300, randomLivenessChain, enoughMemory,
      [](const ChainModel &, const ChainSchedule &) {});
  EXPECT_GT(feasible, compared / 4);
}

/// A random chain whose stages have tapes: inner values their adjoints read
/// (rotor's abar_i), some with more inner values live while the stage runs
/// with its tape kept.
ChainModel randomTapedChain(std::mt19937 &rng, unsigned n) {
  ChainModel model = randomLivenessChain(rng, n);
  std::uniform_int_distribution<int64_t> tapeOf(0, 4);
  std::bernoulli_distribution some(0.5);
  model.tapeSize.assign(n + 1, 0);
  model.forwardExtraTape.assign(n + 1, 0);
  for (unsigned i = 1; i <= n; ++i) {
    model.tapeSize[i] = some(rng) ? tapeOf(rng) : 0;
    model.forwardExtraTape[i] =
        std::max(model.forwardExtra[i], model.tapeSize[i]) +
        (some(rng) ? 1 : 0);
  }
  return model;
}

int64_t enoughTapedMemory(const ChainModel &model) {
  int64_t total = enoughMemory(model);
  for (size_t i = 0; i < model.size.size(); ++i)
    total += model.tapeSize[i] + model.forwardExtraTape[i];
  return total;
}

// With tapes, a stage is kept as x_i alone (a_i) or with its tape (abar_i),
// and made again with it before its adjoint: the DP equals the exhaustive
// optimum over every persistent schedule of that space (which stores any set
// of outputs and any set of tapes), at every limit, and its schedules cost
// what it says.
TEST(ChainDPTest, TapedChainsMatchExhaustiveSearch) {
  int outputOnly = 0;
  // 200 chains of 1-7 stages.
  auto [compared, feasible] = compareWithExhaustiveSearch(
      13, 200, randomTapedChain, enoughTapedMemory,
      [&](const ChainModel &model, const ChainSchedule &schedule) {
        EXPECT_EQ(schedule.kept.size(), schedule.keptWithTape.size());
        for (size_t i = 0; i < schedule.kept.size(); ++i)
          outputOnly +=
              !schedule.keptWithTape[i] && model.tapeSize[schedule.kept[i]] > 0;
      });
  EXPECT_GT(feasible, compared / 4);
  // The a_i checkpoints are used, not only allowed.
  EXPECT_GT(outputOnly, 0);
}

/// A taped chain where some adjoints may remake their tapes inside (the
/// third form, ChainModel::remakeCost), at a cost of one to three sweeps of
/// the stage and with fewer inner values live at once than the tape.
ChainModel randomRemakingChain(std::mt19937 &rng, unsigned n) {
  ChainModel model = randomTapedChain(rng, n);
  std::bernoulli_distribution some(0.6);
  std::uniform_int_distribution<int> times(1, 3);
  model.remakeCost.assign(n + 1, std::numeric_limits<double>::infinity());
  model.remakeExtra.assign(n + 1, 0);
  for (unsigned i = 1; i <= n; ++i) {
    if (model.tapeSize[i] == 0 || !some(rng))
      continue;
    model.remakeCost[i] = times(rng) * model.cost[i];
    model.remakeExtra[i] = std::uniform_int_distribution<int64_t>(
        0, std::max<int64_t>(model.tapeSize[i] - 1, 0))(rng);
  }
  return model;
}

// With the third form, the DP equals the exhaustive optimum (which may run
// any adjoint whose stage allows it from x_{i-1} alone) at every limit, and
// its schedules cost what it says; the form is chosen, and lowers the least
// memory of some chains.
TEST(ChainDPTest, RemakingChainsMatchExhaustiveSearch) {
  int inside = 0, lower = 0;
  // 200 chains of 1-7 stages.
  auto [compared, feasible] = compareWithExhaustiveSearch(
      17, 200, randomRemakingChain, enoughTapedMemory,
      [&](const ChainModel &model, const ChainSchedule &schedule) {
        for (const ChainSweep &sweep : schedule.sweeps) {
          if (!sweep.insideAdjoint)
            continue;
          ++inside;
          EXPECT_EQ(sweep.from + 1, sweep.to);
          EXPECT_EQ(sweep.beforeAdjoint, sweep.to);
          EXPECT_GT(model.tapeSize[sweep.to], 0);
        }
      });
  EXPECT_GT(feasible, compared / 4);
  EXPECT_GT(inside, 0);
  std::mt19937 rng(17);
  for (int trial = 0; trial < 200; ++trial) {
    ChainModel model = randomRemakingChain(rng, 1 + trial % 7);
    ChainModel without = model;
    without.remakeCost.clear();
    int64_t total = enoughTapedMemory(model);
    int64_t least = ChainDP(model, total).minimumLimit();
    int64_t leastWithout = ChainDP(without, total).minimumLimit();
    EXPECT_LE(least, leastWithout) << "trial " << trial;
    lower += least < leastWithout;
  }
  EXPECT_GT(lower, 0);
}

// Schedules outside the DP's class (drop a checkpoint, recompute it later)
// are sometimes cheaper: never cheaper the other way round, and the gap is
// reported, not hidden.
TEST(ChainDPTest, PersistentScheduleGapToAnySchedule) {
  std::mt19937 rng(7);
  int cases = 0, cheaper = 0, onlyOutside = 0;
  double worst = 0.0;
  for (int trial = 0; trial < 60; ++trial) {
    unsigned n = 1 + trial % 7;
    ChainModel model = randomLivenessChain(rng, n);
    int64_t total = enoughMemory(model);
    ChainDP solver(model, total);
    for (int64_t limit = 0; limit <= total; ++limit) {
      std::optional<double> any =
          searchChainExhaustively(model, limit, /*persistentOnly=*/false);
      double dp = solver.cost(limit);
      if (!any)
        EXPECT_TRUE(std::isinf(dp));
      if (any && std::isinf(dp))
        ++onlyOutside;
      if (!any || std::isinf(dp))
        continue;
      ++cases;
      EXPECT_LE(*any, dp);
      if (*any < dp) {
        ++cheaper;
        worst = std::max(worst, (dp - *any) / (dp + 1e-9));
      }
    }
  }
  std::printf("persistent vs any schedule: %d of %d feasible cases cheaper "
              "outside the class, worst gap %.0f%% of the DP's added cost; %d "
              "limits only such schedules fit\n",
              cheaper, cases, worst * 100.0, onlyOutside);
  EXPECT_GT(cases, 0);
}

/// A chain of n unit ReLU stages as remat-rematerialize describes it
/// (Liveness: values and gradients count, the input x_0 is an argument of
/// size 0). Each adjoint reads what its derivative reads: the output
/// (relu_grad on relu's output), the input (on the pre-activation), or, as
/// the chain model once assumed of every value the backward pass reads, both.
enum class Reads { Output, Input, Both };
ChainModel reluChain(unsigned n, Reads reads) {
  ChainModel model;
  model.size.assign(n + 1, 1);
  model.size[0] = 0;
  model.gradSize.assign(n + 1, 1);
  model.gradSize[0] = 0;
  model.cost.assign(n + 1, 1.0);
  model.readsInput.assign(n + 1, reads != Reads::Output);
  model.readsOutput.assign(n + 1, reads != Reads::Input);
  model.readsInput[0] = model.readsOutput[0] = false;
  model.forwardExtra.assign(n + 1, 0);
  model.backwardExtra.assign(n + 1, 0);
  model.adjointOutput.assign(n + 1, 0);
  return model;
}

// An adjoint holds only what it reads: the DP equals the exhaustive optimum
// of persistent schedules on ReLU chains of up to 10 stages at every slot
// count, and 3 slots (the value read, its gradient and the gradient being
// made) suffice at every length; keeping x_i during an adjoint that reads
// only x_{i-1} needs a fourth.
TEST(ChainDPTest, ReluChainsMatchExhaustiveSearchAtEverySlotCount) {
  for (Reads reads : {Reads::Output, Reads::Input, Reads::Both}) {
    for (unsigned n = 1; n <= 10; ++n) {
      ChainModel model = reluChain(n, reads);
      int64_t total = enoughMemory(model);
      ChainDP solver(model, total);
      for (int64_t slots = 0; slots <= total; ++slots) {
        std::optional<double> exact = searchChainExhaustively(model, slots);
        double dp = solver.cost(slots);
        if (!exact) {
          EXPECT_TRUE(std::isinf(dp)) << "n=" << n << " slots=" << slots;
          continue;
        }
        EXPECT_EQ(dp, *exact)
            << "n=" << n << " slots=" << slots << " reads=" << int(reads);
        std::optional<ChainSchedule> schedule = solver.solve(slots);
        ASSERT_TRUE(schedule);
        EXPECT_EQ(scheduleCost(model, *schedule), dp);
      }
      bool threeSlots = searchChainExhaustively(model, 3).has_value();
      EXPECT_EQ(threeSlots, reads != Reads::Both || n == 1) << "n=" << n;
      // One stage: x_1 and d_1 (d_0 is the gradient of an argument here).
      int64_t least = n == 1 ? 2 : reads == Reads::Both ? 4 : 3;
      EXPECT_EQ(solver.minimumLimit(), least)
          << "n=" << n << " reads=" << int(reads);
    }
  }
  // Past exhaustive search: 3 slots at every length up to 64 stages.
  for (Reads reads : {Reads::Output, Reads::Input})
    for (unsigned n = 11; n <= 64; ++n)
      EXPECT_EQ(ChainDP(reluChain(n, reads), 8).minimumLimit(), 3)
          << "n=" << n << " reads=" << int(reads);
}

/// A chain of n unit stages of two ops each (a linear map and a ReLU, say):
/// adjoint i reads its input x_{i-1} and the pre-activation, an inner value
/// of stage i (its unit tape), not x_i.
ChainModel tapedChain(unsigned n) {
  ChainModel model = reluChain(n, Reads::Input);
  model.tapeSize.assign(n + 1, 1);
  model.tapeSize[0] = 0;
  // The pre-activation is live while the ReLU runs, either way.
  model.forwardExtra.assign(n + 1, 1);
  model.forwardExtra[0] = 0;
  model.forwardExtraTape = model.forwardExtra;
  return model;
}

// The same on chains whose adjoints read a tape: the DP equals the
// exhaustive optimum over persistent schedules with a_i and abar_i
// checkpoints at every slot count up to 8 stages (9 and 10 take the search
// 7 and 50 CPU-s). Keeping x_{i-1} alone while adjoint i runs lowers the
// least memory from 6 slots (2-3 stages) and 8 (4 and more), when a stage
// and its tape are one value, to 4: x_{i-1}, stage i's tape and two
// gradients.
TEST(ChainDPTest, TapedChainsMatchExhaustiveSearchAtEverySlotCount) {
  for (unsigned n = 1; n <= 8; ++n) {
    ChainModel model = tapedChain(n);
    int64_t total = enoughTapedMemory(model);
    ChainDP solver(model, total);
    // Up to the first slot count that recomputes nothing (more memory
    // never costs more, MoreMemoryNeverCostsMore).
    for (int64_t slots = 0; slots <= total; ++slots) {
      std::optional<double> exact = searchChainExhaustively(model, slots);
      double dp = solver.cost(slots);
      if (!exact) {
        EXPECT_TRUE(std::isinf(dp)) << "n=" << n << " slots=" << slots;
        continue;
      }
      EXPECT_EQ(dp, *exact) << "n=" << n << " slots=" << slots;
      std::optional<ChainSchedule> schedule = solver.solve(slots);
      ASSERT_TRUE(schedule);
      EXPECT_EQ(scheduleCost(model, *schedule), dp);
      if (*exact == 0.0)
        break;
    }
    // The chain with stage and tape as one value (the model before a_i):
    // x_{i-1} held whole while adjoint i runs.
    ChainModel whole = reluChain(n, Reads::Both);
    for (unsigned i = 1; i <= n; ++i)
      whole.size[i] = 2;
    whole.forwardExtra = model.forwardExtra;
    int64_t least = ChainDP(model, total).minimumLimit();
    int64_t leastWhole = ChainDP(whole, total).minimumLimit();
    EXPECT_EQ(least, n == 1 ? 3 : 4) << "n=" << n;
    EXPECT_EQ(leastWhole, n == 1 ? 3 : n <= 3 ? 6 : 8) << "n=" << n;
  }
}

TEST(ChainDPTest, MoreMemoryNeverCostsMore) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 20; ++trial) {
    ChainModel model = randomLivenessChain(rng, 30);
    ChainDP solver(model, 200);
    for (int64_t limit = 1; limit <= 200; ++limit)
      EXPECT_LE(solver.cost(limit), solver.cost(limit - 1));
    // Enough memory for everything: nothing recomputed.
    EXPECT_EQ(solver.cost(200), 0.0);
  }
}

// A model built from byte counts that overflowed (sizes near 2^62 units, a
// negative limit) has no schedule; the DP must not index its tables out of
// bounds (heap corruption, SIGABRT).
TEST(ChainDPTest, OversizedModelHasNoSchedule) {
  ChainModel model = ChainModel::uniformRevolve(3);
  model.memory = ChainModel::Memory::Liveness;
  for (int64_t &size : model.size)
    size = int64_t(1) << 62;
  for (int64_t limit : {int64_t(-5), int64_t(0), int64_t(100)}) {
    ChainDP solver(model, limit);
    EXPECT_EQ(solver.minimumLimit(), -1);
    EXPECT_FALSE(solver.solve(limit).has_value());
    EXPECT_TRUE(std::isinf(solver.cost(limit)));
  }
  model.size[1] = -1;
  EXPECT_EQ(ChainDP(model, 10).minimumLimit(), -1);
}

} // namespace
