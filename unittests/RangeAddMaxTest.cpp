//===- RangeAddMaxTest.cpp - the segment tree against a plain array -------===//
#include "remat/Support/RangeAddMax.h"

#include "gtest/gtest.h"

#include <random>

using namespace remat;

namespace {

TEST(RangeAddMaxTest, MatchesAPlainArray) {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 50; ++trial) {
    size_t n = 1 + rng() % 40;
    std::vector<int64_t> values(n);
    for (int64_t &v : values)
      v = int64_t(rng() % 100);
    RangeAddMax tree(values);
    for (int step = 0; step < 100; ++step) {
      int64_t a = rng() % n, b = rng() % n;
      int64_t delta = int64_t(rng() % 41) - 20;
      tree.add(std::min(a, b), std::max(a, b), delta);
      for (int64_t i = std::min(a, b); i <= std::max(a, b); ++i)
        values[i] += delta;
      auto it = std::max_element(values.begin(), values.end());
      auto [best, at] = tree.max();
      EXPECT_EQ(best, *it);
      EXPECT_EQ(at, it - values.begin()); // the first index of the maximum
    }
  }
}

TEST(RangeAddMaxTest, EmptyRangesAndClamping) {
  RangeAddMax tree({5, 1, 7});
  tree.add(2, 1, 100); // empty
  EXPECT_EQ(tree.max(), std::make_pair(int64_t(7), int64_t(2)));
  tree.add(-5, 0, 10); // clamped to [0, 0]
  EXPECT_EQ(tree.max(), std::make_pair(int64_t(15), int64_t(0)));
}

} // namespace
