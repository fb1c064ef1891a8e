//===- MixedIntegerProgramTest.cpp - the CBC wrapper on a knapsack --------===//
//
// A 0/1 knapsack small enough to enumerate: both searches find its optimum;
// a start is used when feasible and ignored when not; a cutoff at the
// optimum leaves nothing to find (proven); and no time left runs nothing.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/MixedIntegerProgram.h"

#include "gtest/gtest.h"

#include <cmath>
#include <vector>

using namespace remat;

namespace {

const std::vector<double> kValues = {6, 5, 8, 9, 6, 7, 3};
const std::vector<double> kWeights = {2, 3, 6, 7, 5, 9, 4};
constexpr double kCapacity = 15;

/// Maximizes the value of the items in the knapsack (minimizes its
/// negative).
MixedIntegerProgram knapsack() {
  MixedIntegerProgram program;
  std::vector<std::pair<int, double>> weight;
  for (size_t i = 0; i < kValues.size(); ++i)
    weight.push_back(
        {program.addColumn(0.0, 1.0, -kValues[i], /*integer=*/true),
         kWeights[i]});
  program.addRow(weight, -MixedIntegerProgram::kInfinity, kCapacity);
  return program;
}

/// The optimum by enumeration.
double bestByEnumeration() {
  double best = 0.0;
  for (unsigned set = 0; set < (1u << kValues.size()); ++set) {
    double value = 0.0, weight = 0.0;
    for (size_t i = 0; i < kValues.size(); ++i)
      if (set & (1u << i)) {
        value += kValues[i];
        weight += kWeights[i];
      }
    if (weight <= kCapacity)
      best = std::max(best, value);
  }
  return -best;
}

CbcSettings settings(CbcSearch search) {
  CbcSettings s;
  s.search = search;
  s.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  return s;
}

TEST(MixedIntegerProgramTest, BothSearchesFindTheOptimum) {
  if (!MixedIntegerProgram::isAvailable())
    GTEST_SKIP() << "built without CBC";
  MixedIntegerProgram program = knapsack();
  EXPECT_EQ(program.getNumColumns(), kValues.size());
  EXPECT_EQ(program.getNumRows(), 1u);
  for (CbcSearch search : {CbcSearch::Light, CbcSearch::Full}) {
    CbcOutcome outcome = program.solve(settings(search));
    ASSERT_TRUE(outcome.ran);
    EXPECT_TRUE(outcome.provenOptimal);
    EXPECT_FALSE(outcome.stopped);
    ASSERT_EQ(outcome.solution.size(), kValues.size());
    EXPECT_DOUBLE_EQ(outcome.objective, bestByEnumeration());
    double weight = 0.0;
    for (size_t i = 0; i < kValues.size(); ++i)
      weight += std::round(outcome.solution[i]) * kWeights[i];
    EXPECT_LE(weight, kCapacity);
  }
}

TEST(MixedIntegerProgramTest, StartAndCutoff) {
  if (!MixedIntegerProgram::isAvailable())
    GTEST_SKIP() << "built without CBC";
  MixedIntegerProgram program = knapsack();
  // Items 0 and 1: feasible, value 11.
  CbcSettings feasible = settings(CbcSearch::Full);
  feasible.start = {1, 1, 0, 0, 0, 0, 0};
  feasible.startObjective = -11;
  feasible.cutoff = -11.5;
  CbcOutcome outcome = program.solve(feasible);
  EXPECT_TRUE(outcome.startUsed);
  EXPECT_FALSE(outcome.cutoffUsed);
  EXPECT_DOUBLE_EQ(outcome.objective, bestByEnumeration());
  // Every item: over the capacity, so no start; the cutoff at the optimum
  // then leaves nothing cheaper, and CBC proves it.
  CbcSettings infeasible = settings(CbcSearch::Full);
  infeasible.start.assign(kValues.size(), 1.0);
  infeasible.startObjective = -44;
  infeasible.cutoff = bestByEnumeration() - 0.5;
  outcome = program.solve(infeasible);
  EXPECT_FALSE(outcome.startUsed);
  EXPECT_TRUE(outcome.cutoffUsed);
  EXPECT_TRUE(outcome.solution.empty());
  EXPECT_TRUE(outcome.provenInfeasible);
}

TEST(MixedIntegerProgramTest, NoTimeLeftRunsNothing) {
  CbcSettings late = settings(CbcSearch::Light);
  late.deadline = std::chrono::steady_clock::now();
  CbcOutcome outcome = knapsack().solve(late);
  EXPECT_FALSE(outcome.ran);
  EXPECT_TRUE(outcome.solution.empty());
}

} // namespace
