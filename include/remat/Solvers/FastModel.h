//===- FastModel.h - the fast solver's memory model -------------*- C++ -*-===//
//
// solver=fast, for graphs of any size, makes the greedy's peak-directed moves
// on a model of the memory profile (a segment tree with range updates)
// instead of a copy of the function, so a move costs O(log n) per value it
// touches. This is that model and the greedy on it, without IR: the bytes
// the budget counts while each op runs, the buffers, and the forward values
// a plan may recompute. FastSolver.cpp reads it from a training step and
// checks the plan it gives with the memory analysis.
//
// The model follows how scheduleFromPlan realizes a plan: a recomputed value
// is rebuilt before the first backward op that needs it, itself or through a
// recomputed reader (the rewriter clones each value once, at the earliest
// point, and reuses the clone). Forward values the backward pass does not
// read (the scores before a softmax, say) are recomputed along with a
// reader when the policy allows, else kept for it. So a recomputed value's
// copy starts at min(its first backward use, the starts of its recomputed
// readers), and every buffer a recomputed value reads lives until that
// start. Each buffer keeps the multiset of those starts; a move updates the
// buffers it touches and passes changed starts upstream. To keep a move
// cheap, a value is dropped only when at most 64 recomputed values lie
// upstream of it.
//
// Activations are taken by bytes per cost (with the values recomputed for
// them), at most 256 tried per step; a final pass keeps again what the
// budget does not need.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_FASTMODEL_H
#define REMAT_SOLVERS_FASTMODEL_H

#include <cstdint>
#include <limits>
#include <vector>

namespace remat {

struct FastModel {
  /// A position no op has: no backward use.
  static constexpr int64_t kNever = std::numeric_limits<int64_t>::max();

  struct Buffer {
    int64_t bytes = 0;
    /// The positions of the op that allocates it and of its last user.
    int64_t defIndex = 0, lastUseIndex = 0;
  };
  /// A forward value with its own buffer that a plan may recompute: an
  /// activation (read by the backward pass) or an intermediate.
  struct Value {
    int64_t buffer = -1;
    /// The position of its last forward user (its own when none) and of its
    /// first backward user (kNever when none).
    int64_t lastForward = 0, firstBackward = kNever;
    bool activation = false, recomputable = false;
    /// The buffers its recomputation reads.
    std::vector<int64_t> inputs;
    /// What recomputing it costs.
    double cost = 0.0;
  };

  /// The bytes the budget counts while each op runs, in program order.
  std::vector<int64_t> profile;
  std::vector<Buffer> buffers;
  /// At most one per buffer.
  std::vector<Value> values;
  /// Added to every cost divided by (FastModel::Value::cost), so that free
  /// values compare by their bytes.
  double costFloor = 1.0;
};

struct FastModelPlan {
  /// Per value: recomputed (an activation dropped, or an intermediate a
  /// recomputed value needs and the policy lets recompute).
  std::vector<bool> recomputed;
  /// The lowest modelled peak reached.
  int64_t reached = 0;
};

/// The greedy on `model` for `budget`: the plan where the modelled peak
/// fits, else where the greedy stopped.
FastModelPlan solveFastModel(const FastModel &model, int64_t budget);

} // namespace remat

#endif // REMAT_SOLVERS_FASTMODEL_H
