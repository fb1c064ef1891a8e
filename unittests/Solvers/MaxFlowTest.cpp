//===- MaxFlowTest.cpp - Dinic's max flow and the cut it gives ------------===//
#include "remat/Solvers/MaxFlow.h"

#include "gtest/gtest.h"

using namespace remat;

namespace {

TEST(MaxFlowTest, ClassicGraph) {
  // The CLRS example: max flow 23.
  MaxFlow g(6);
  g.addEdge(0, 1, 16);
  g.addEdge(0, 2, 13);
  g.addEdge(1, 2, 10);
  g.addEdge(2, 1, 4);
  g.addEdge(1, 3, 12);
  g.addEdge(3, 2, 9);
  g.addEdge(2, 4, 14);
  g.addEdge(4, 3, 7);
  g.addEdge(3, 5, 20);
  g.addEdge(4, 5, 4);
  EXPECT_EQ(g.run(0, 5), 23);
}

TEST(MaxFlowTest, CutNearestTheSinkAmongEqualCuts) {
  // s -> a -> b -> t, both middle edges of capacity 5: two minimum cuts.
  MaxFlow g(4);
  g.addEdge(0, 1, MaxFlow::kInfinity);
  unsigned first = g.addEdge(1, 2, 5);
  unsigned second = g.addEdge(2, 3, 5);
  EXPECT_EQ(g.run(0, 3), 5);
  auto sinkSide = g.reachesSink(3);
  auto isCut = [&](unsigned e) {
    return !sinkSide[g.edgeFrom(e)] && sinkSide[g.edgeTo(e)];
  };
  EXPECT_FALSE(isCut(first));
  EXPECT_TRUE(isCut(second));
  auto sourceSide = g.reachableFromSource(0);
  EXPECT_TRUE(sourceSide[1]);
  EXPECT_FALSE(sourceSide[2]);
}

TEST(MaxFlowTest, LongChainNeedsNoRecursion) {
  // 200k nodes in a line: an explicit stack, not recursion.
  const unsigned n = 200000;
  MaxFlow g(n);
  for (unsigned i = 0; i + 1 < n; ++i)
    g.addEdge(i, i + 1, i == n / 2 ? 3 : 100);
  EXPECT_EQ(g.run(0, n - 1), 3);
}

TEST(MaxFlowTest, InfiniteEdgesSaturate) {
  MaxFlow g(2);
  g.addEdge(0, 1, MaxFlow::kInfinity);
  EXPECT_EQ(g.run(0, 1), MaxFlow::kInfinity);
}

} // namespace
