//===- MaxFlow.cpp - maximum flow / minimum cut (Dinic) -------------------===//
#include "remat/Solvers/MaxFlow.h"

#include <algorithm>
#include <deque>

using namespace remat;

MaxFlow::MaxFlow(unsigned numNodes) : adjacency(numNodes) {}

unsigned MaxFlow::addNode() {
  adjacency.emplace_back();
  return adjacency.size() - 1;
}

unsigned MaxFlow::addEdge(unsigned from, unsigned to, int64_t cap) {
  unsigned index = edges.size();
  // Edge 2k is forward, 2k+1 its reverse (index ^ 1).
  edges.push_back({to, cap});
  edges.push_back({from, 0});
  capacity.push_back(cap);
  capacity.push_back(0);
  adjacency[from].push_back(index);
  adjacency[to].push_back(index + 1);
  return index;
}

bool MaxFlow::buildLevels(unsigned source, unsigned sink) {
  level.assign(adjacency.size(), -1);
  std::deque<unsigned> queue = {source};
  level[source] = 0;
  while (!queue.empty()) {
    unsigned u = queue.front();
    queue.pop_front();
    for (unsigned e : adjacency[u]) {
      if (edges[e].residual > 0 && level[edges[e].to] < 0) {
        level[edges[e].to] = level[u] + 1;
        queue.push_back(edges[e].to);
      }
    }
  }
  return level[sink] >= 0;
}

/// One blocking-flow path search with an explicit stack (no recursion).
int64_t MaxFlow::augment(unsigned source, unsigned sink) {
  llvm::SmallVector<unsigned> path; // edges
  unsigned u = source;
  while (true) {
    if (u == sink) {
      int64_t push = kInfinity;
      for (unsigned e : path)
        push = std::min(push, edges[e].residual);
      for (unsigned e : path) {
        edges[e].residual -= push;
        edges[e ^ 1].residual += push;
      }
      return push;
    }
    bool advanced = false;
    for (; nextEdge[u] < adjacency[u].size(); ++nextEdge[u]) {
      unsigned e = adjacency[u][nextEdge[u]];
      unsigned v = edges[e].to;
      if (edges[e].residual > 0 && level[v] == level[u] + 1) {
        path.push_back(e);
        u = v;
        advanced = true;
        break;
      }
    }
    if (advanced)
      continue;
    // Dead end: retreat.
    level[u] = -1;
    if (path.empty())
      return 0;
    unsigned e = path.pop_back_val();
    u = edges[e ^ 1].to;
    ++nextEdge[u];
  }
}

int64_t MaxFlow::run(unsigned source, unsigned sink) {
  int64_t flow = 0;
  while (buildLevels(source, sink)) {
    nextEdge.assign(adjacency.size(), 0);
    while (int64_t pushed = augment(source, sink)) {
      flow = std::min(kInfinity, flow + pushed);
      if (flow >= kInfinity)
        return flow;
    }
  }
  return flow;
}

llvm::SmallVector<bool> MaxFlow::reachableFromSource(unsigned source) const {
  llvm::SmallVector<bool> seen(adjacency.size(), false);
  llvm::SmallVector<unsigned> stack = {source};
  seen[source] = true;
  while (!stack.empty()) {
    unsigned u = stack.pop_back_val();
    for (unsigned e : adjacency[u])
      if (edges[e].residual > 0 && !seen[edges[e].to]) {
        seen[edges[e].to] = true;
        stack.push_back(edges[e].to);
      }
  }
  return seen;
}

llvm::SmallVector<bool> MaxFlow::reachesSink(unsigned sink) const {
  // Walk residual edges backwards: u reaches v if the edge u->v has room,
  // i.e. the reverse entry (v's side) sees residual on edge e^1... which is
  // edge e itself from u.
  llvm::SmallVector<bool> seen(adjacency.size(), false);
  llvm::SmallVector<unsigned> stack = {sink};
  seen[sink] = true;
  while (!stack.empty()) {
    unsigned v = stack.pop_back_val();
    for (unsigned back : adjacency[v]) {
      unsigned e = back ^ 1; // the edge u -> v
      unsigned u = edges[back].to;
      if (edges[e].residual > 0 && !seen[u]) {
        seen[u] = true;
        stack.push_back(u);
      }
    }
  }
  return seen;
}
