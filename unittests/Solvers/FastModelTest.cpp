//===- FastModelTest.cpp - the fast solver's model on a small chain -------===//
//
// Three forward values of 100 bytes, read back in reverse order by the
// backward pass: the model drops the one held across the forward peak, keeps
// it where the budget does not need it dropped, and stops where no drop
// lowers the peak.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/FastModel.h"

#include "gtest/gtest.h"

using namespace remat;

namespace {

/// Ops 0..2 make a1, a2, a3 (each reads the one before); ops 3..5 are the
/// backward pass, reading a3, a2, a1 in turn.
FastModel chain() {
  FastModel model;
  model.profile = {100, 200, 300, 300, 200, 100};
  for (int64_t i = 0; i < 3; ++i) {
    model.buffers.push_back({100, i, 5 - i});
    FastModel::Value value;
    value.buffer = i;
    value.lastForward = i < 2 ? i + 1 : i;
    value.firstBackward = 5 - i;
    value.activation = true;
    value.recomputable = true;
    if (i > 0)
      value.inputs.push_back(i - 1);
    value.cost = 10.0;
    model.values.push_back(value);
  }
  return model;
}

TEST(FastModelTest, DropsWhatIsHeldAcrossThePeak) {
  FastModelPlan plan = solveFastModel(chain(), 250);
  EXPECT_EQ(plan.reached, 200);
  EXPECT_EQ(plan.recomputed, (std::vector<bool>{true, false, false}));
}

TEST(FastModelTest, KeepsWhatTheBudgetDoesNotNeed) {
  FastModelPlan plan = solveFastModel(chain(), 300);
  EXPECT_EQ(plan.reached, 300);
  EXPECT_EQ(plan.recomputed, (std::vector<bool>{false, false, false}));
}

TEST(FastModelTest, StopsWhereNoDropLowersThePeak) {
  FastModelPlan plan = solveFastModel(chain(), 150);
  EXPECT_EQ(plan.reached, 200);
  EXPECT_EQ(plan.recomputed, (std::vector<bool>{true, false, false}));
}

TEST(FastModelTest, KeepsWhatThePolicyKeeps) {
  FastModel model = chain();
  model.values[0].recomputable = false;
  FastModelPlan plan = solveFastModel(model, 250);
  EXPECT_EQ(plan.reached, 300);
  EXPECT_EQ(plan.recomputed, (std::vector<bool>{false, false, false}));
}

} // namespace
