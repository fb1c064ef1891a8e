//===- CheckmateProgram.h - the exact models' program -----------*- C++ -*-===//
//
// Private to lib/Solvers: the ScheduleGraph with the return as a last node,
// its readers and the last stage that may read each value, shared by the
// Checkmate MILP (CheckmateILP.cpp) and its stage cost bound
// (StageCostBound.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SOLVERS_CHECKMATEPROGRAM_H
#define REMAT_LIB_SOLVERS_CHECKMATEPROGRAM_H

#include "remat/Solvers/ScheduleGraph.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace remat::detail {

/// The program with a last node n that reads the outputs (the return), as
/// both the model and the schedule checks below see it.
struct Program {
  explicit Program(const ScheduleGraph &graph) : n(graph.size()) {
    nodes = n + 1;
    operands = graph.operands;
    operands.push_back(graph.outputs);
    recomputable = graph.recomputable;
    recomputable.push_back(false);
    users.resize(nodes);
    for (unsigned k = 0; k < nodes; ++k)
      for (unsigned i : operands[k])
        users[i].push_back(k);
    viewOf.assign(nodes, -1);
    for (unsigned v = 0; v < n && v < graph.viewOf.size(); ++v)
      viewOf[v] = graph.viewOf[v];
    // Who reads each value's buffer: its own readers and those of every
    // view of it (a view's owner is never a view itself).
    readers = users;
    for (unsigned v = 0; v < n; ++v)
      if (viewOf[v] >= 0)
        readers[viewOf[v]].insert(readers[viewOf[v]].end(), users[v].begin(),
                                  users[v].end());
    for (std::vector<unsigned> &list : readers) {
      std::sort(list.begin(), list.end());
      list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    // The last stage that can read each result (through a view, for a
    // view's owner): its last reader's, or any stage when a reader may
    // itself be recomputed. A result no stage from t on reads is neither
    // held into t nor recomputed in it, which removes most variables.
    lastUser.assign(nodes, 0);
    for (unsigned i = 0; i < nodes; ++i)
      for (unsigned k : readers[i])
        lastUser[i] = std::max(lastUser[i], recomputable[k] ? n : k);
    bytes.assign(nodes, 0);
    for (unsigned i = 0; i < n; ++i)
      bytes[i] = graph.bytes[i];
    // Ops charged by result (ScheduleGraph::resultParts): neither the op
    // nor a reader is ever recomputed, so the op is held exactly from its
    // stage to its last reader's and each result up to its own last
    // reader's. Parts that do not add up to the op are ignored (the op is
    // then charged as a whole, as before).
    parts.assign(nodes, {});
    for (unsigned i = 0; i < n && i < graph.resultParts.size(); ++i) {
      const auto &list = graph.resultParts[i];
      if (list.size() < 2 || recomputable[i])
        continue;
      bool fixed = std::none_of(readers[i].begin(), readers[i].end(),
                                [&](unsigned k) { return recomputable[k]; });
      int64_t sum = 0;
      unsigned last = i;
      for (auto [size, reader] : list) {
        fixed &= size >= 0 && reader >= i && reader <= n;
        sum += size;
        last = std::max(last, reader);
      }
      unsigned lastRead = readers[i].empty() ? i : readers[i].back();
      if (fixed && sum == bytes[i] && last == lastRead)
        parts[i] = list;
    }
  }
  /// The bytes of value i resident in stage t (t >= i): all of its results
  /// when it is computed there, else those held into t that some stage
  /// from t on still reads (all of them unless it is charged by result).
  int64_t residentBytes(unsigned i, unsigned t) const {
    if (parts[i].empty() || t <= i)
      return bytes[i];
    int64_t held = 0;
    for (auto [size, reader] : parts[i])
      if (reader >= t)
        held += size;
    return held;
  }
  /// The value whose buffer value i's is (itself unless i is a view).
  unsigned ownerOf(unsigned i) const {
    return viewOf[i] >= 0 ? unsigned(viewOf[i]) : i;
  }
  bool mayRecompute(unsigned t, unsigned i) const {
    return i < t && recomputable[i] && lastUser[i] >= t;
  }

  unsigned n, nodes;
  std::vector<std::vector<unsigned>> operands, users, readers;
  std::vector<bool> recomputable;
  std::vector<unsigned> lastUser;
  std::vector<int> viewOf;
  /// Each value's bytes (0 for the return), and its results' bytes and
  /// last readers where it is charged by result (else empty).
  std::vector<int64_t> bytes;
  std::vector<std::vector<std::pair<int64_t, unsigned>>> parts;
};

inline int64_t gcdOf(int64_t a, int64_t b) {
  while (b) {
    int64_t r = a % b;
    a = b;
    b = r;
  }
  return a < 0 ? -a : a;
}

/// The unit the MILP and the stage cost bound count sizes in: the gcd of
/// every value's, result part's and scratch size (1 when all are 0). Every
/// sum of sizes is a multiple of it, so counting in it is exact.
inline int64_t sizeUnit(const ScheduleGraph &graph, const Program &p) {
  int64_t unit = 0;
  for (unsigned i = 0; i < p.n; ++i) {
    unit = gcdOf(gcdOf(unit, graph.bytes[i]), graph.scratch[i]);
    for (auto [size, reader] : p.parts[i])
      unit = gcdOf(unit, size);
  }
  return unit <= 0 ? 1 : unit;
}

} // namespace remat::detail

#endif // REMAT_LIB_SOLVERS_CHECKMATEPROGRAM_H
