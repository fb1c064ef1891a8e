//===- MaxFlow.h - maximum flow / minimum cut (Dinic) -----------*- C++ -*-===//
//
// Dinic's algorithm on a directed graph with int64 capacities: O(V^2 E) in
// general, fast on the layered DAGs of training steps. Iterative (no
// recursion whose depth grows with the graph).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_MAXFLOW_H
#define REMAT_SOLVERS_MAXFLOW_H

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <limits>

namespace remat {

class MaxFlow {
public:
  /// Capacity that no cut may pay.
  static constexpr int64_t kInfinity = std::numeric_limits<int64_t>::max() / 4;

  explicit MaxFlow(unsigned numNodes);

  unsigned addNode();
  /// Adds an edge and returns its index.
  unsigned addEdge(unsigned from, unsigned to, int64_t capacity);

  /// Maximum flow from `source` to `sink` (saturating at kInfinity).
  int64_t run(unsigned source, unsigned sink);

  /// After run(): nodes that can still reach the sink in the residual graph.
  /// The minimum cut nearest the sink separates these from the others.
  llvm::SmallVector<bool> reachesSink(unsigned sink) const;
  /// After run(): nodes reachable from the source in the residual graph.
  llvm::SmallVector<bool> reachableFromSource(unsigned source) const;

  unsigned edgeFrom(unsigned e) const { return edges[e ^ 1].to; }
  unsigned edgeTo(unsigned e) const { return edges[e].to; }
  int64_t edgeCapacity(unsigned e) const { return capacity[e]; }

private:
  struct Edge {
    unsigned to;
    int64_t residual;
  };
  bool buildLevels(unsigned source, unsigned sink);
  int64_t augment(unsigned source, unsigned sink);

  llvm::SmallVector<llvm::SmallVector<unsigned>> adjacency;
  llvm::SmallVector<Edge> edges;
  llvm::SmallVector<int64_t> capacity;
  llvm::SmallVector<int> level;
  llvm::SmallVector<unsigned> nextEdge;
};

} // namespace remat

#endif // REMAT_SOLVERS_MAXFLOW_H
