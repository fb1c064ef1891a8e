//===- ScheduleGraph.h - a program as the exact solver sees it --*- C++ -*-===//
//
// The problem the exact solver's MILP (CheckmateILP.h) and its stage cost
// bound (StageCostBound.h) solve: the ops of a program in their order, what
// each op's results take and cost, what each reads, and which may be
// recomputed. lib/Transforms builds it from a training step
// (ILPRematerialization.h).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_SCHEDULEGRAPH_H
#define REMAT_SOLVERS_SCHEDULEGRAPH_H

#include <cstdint>
#include <utility>
#include <vector>

namespace remat {

/// Ops 0..n-1 in program order.
struct ScheduleGraph {
  std::vector<int64_t> bytes;   ///< of each op's results
  std::vector<int64_t> scratch; ///< held while the op runs
  std::vector<double> cost;
  std::vector<bool> recomputable;
  /// Earlier ops whose results each op reads.
  std::vector<std::vector<unsigned>> operands;
  /// Ops whose results must exist at the end (returned).
  std::vector<unsigned> outputs;
  /// For a view (an op whose result is an earlier op's buffer, seen
  /// through another shape: it allocates nothing, bytes 0), the op that
  /// allocated that buffer (never itself a view); -1 for other ops. Empty:
  /// no views. A view's buffer stays resident while the view is, until the
  /// last reader of any view of it.
  std::vector<int> viewOf;
  /// For an op with several results, each of its own buffer: the bytes of
  /// each result (summing to bytes[i]) and the last op that reads it,
  /// directly or through a view (n: the return; the op itself when nothing
  /// does), as the memory analysis frees each buffer after its last use.
  /// Empty, or empty for an op: its results are one value, held until its
  /// last reader of any of them. Used only for an op that is not
  /// recomputable and whose readers are not either (a backward op's
  /// gradients): each result is then held exactly up to its last reader;
  /// for other ops the model holds all results as one (more than the
  /// analysis counts, never less).
  std::vector<std::vector<std::pair<int64_t, unsigned>>> resultParts;
  /// The budget bounds the memory of this stage and the later ones only.
  unsigned firstBudgetedStage = 0;
  unsigned size() const { return bytes.size(); }
};

} // namespace remat

#endif // REMAT_SOLVERS_SCHEDULEGRAPH_H
