//===- TrainingStep.h - what strategies and solvers see ---------*- C++ -*-===//
//
// The top-level forward values of a training step, which ops a strategy may
// recompute (RecomputePolicy), and keep-or-recompute plans, the decision
// form of most strategies, with their translation into a Schedule.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_TRAININGSTEP_H
#define REMAT_TRANSFORMS_TRAININGSTEP_H

#include "remat/Analysis/Phase.h"
#include "remat/Transforms/Schedule.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

namespace remat {

/// Which ops a strategy may recompute.
struct RecomputePolicy {
  /// Full op names never recomputed.
  llvm::StringSet<> saveKinds;
  /// Never recompute ops of the matrix roofline class (matmuls,
  /// convolutions), as the cost model classifies them.
  bool saveMatrixClass = false;
  llvm::StringSet<> saveNames;
  llvm::StringSet<> recomputeNames;

  bool forcedSave(mlir::Operation *op) const;
  bool forcedRecompute(mlir::Operation *op) const;
  bool savedKind(mlir::Operation *op) const;
  /// Recomputable by its cost interface (pure, deterministic), not excluded
  /// by kind or name. A region counts as every op in it.
  bool mayRecompute(mlir::Operation *op) const;
};

/// A training step: one function body, its phases, and the forward values
/// its backward pass reads (activations).
class TrainingStep {
public:
  explicit TrainingStep(mlir::FunctionOpInterface fn);

  mlir::FunctionOpInterface getFunction() const { return fn; }
  mlir::Block &getBody() const {
    return const_cast<mlir::FunctionOpInterface &>(fn)
        .getFunctionBody()
        .front();
  }
  const PhaseAnalysis &getPhases() const { return phases; }
  llvm::ArrayRef<mlir::Value> getActivations() const { return activations; }
  /// Position of a top-level op in the body.
  int64_t getIndex(mlir::Operation *op) const { return index.lookup(op); }
  size_t numOps() const { return index.size(); }

  /// Values that need no recomputation: arguments and constants.
  static bool available(mlir::Value v) { return isArgumentOrConstant(v); }
  /// The earliest backward op (not a terminator) using `v`.
  mlir::Operation *firstBackwardUse(mlir::Value v) const;
  /// The backward ops of the body (no terminator, no recomputation) using
  /// `v`, in program order, each once: the users a plan's groups count.
  llvm::SmallVector<mlir::Operation *> backwardUsers(mlir::Value v) const;

private:
  mlir::FunctionOpInterface fn;
  PhaseAnalysis phases;
  llvm::DenseMap<mlir::Operation *, int64_t> index;
  llvm::SmallVector<mlir::Value> activations;
};

/// A keep-or-recompute decision: the activations to recompute and the
/// values kept for the backward pass (every other forward value needed
/// there is recomputed).
struct RecomputePlan {
  /// A group of backward users of a recomputed value: (value, k) names the
  /// k-th of its backward users (TrainingStep::backwardUsers) and those
  /// after it up to the next group.
  using GroupKey = std::pair<mlir::Value, unsigned>;

  llvm::SetVector<mlir::Value> recompute;
  llvm::DenseSet<mlir::Value> kept;
  /// Refreshes: (v, k), k >= 1, starts a group at the k-th backward user of
  /// the recomputed value v: it and the users after it read a fresh
  /// recomputation made for them; (v, 0) makes the first recomputation of v
  /// fresh. A fresh recomputation shares nothing with earlier ones: it is
  /// rebuilt from kept values, so the earlier copies of v and of what v was
  /// recomputed from die at their last earlier use. With refreshes a
  /// schedule computes a value three or more times.
  llvm::DenseSet<GroupKey> refreshes;
  /// Hoists: the recomputation for the group starting at (v, k) goes h
  /// steps early (0, the default: before its first user and that user's
  /// destination initializers); each step goes before the backward op
  /// before it and that op's destination initializers.
  llvm::DenseMap<GroupKey, unsigned> hoists;

  /// Whether the backward pass can read `v` without recomputing more than
  /// the plan already does.
  bool provides(mlir::Value v) const {
    return TrainingStep::available(v) || kept.contains(v) ||
           recompute.contains(v);
  }
};

/// The schedule realizing `plan`: each recomputed value is cloned, with the
/// intermediates it needs, right before its first backward use (in order of
/// first use; shared intermediates once), reading kept values through one
/// barrier each; its backward uses then read the clone. With refreshes or
/// hoists, each group of users gets its recomputation (before its first
/// user, or the hoisted op), groups in order of where they go. The plan
/// strategies add refreshes where they lower the peak (UseGroups.h).
/// `placeAgain` lets the rewriter recompute a clone again after the peak.
Schedule scheduleFromPlan(const TrainingStep &step, const RecomputePlan &plan,
                          bool placeAgain = true);

/// Whether `root` can be rebuilt from values `isBase` accepts through ops
/// `opOk` accepts. Iterative, since chains can be 100k ops deep; `memo`
/// caches answers across calls and marks values in progress as false, which
/// also breaks cycles through graph regions.
bool derivableFrom(mlir::Value root,
                   llvm::function_ref<bool(mlir::Value)> isBase,
                   llvm::function_ref<bool(mlir::Operation *)> opOk,
                   llvm::DenseMap<mlir::Value, bool> &memo);

/// Adds to `schedule`, before `before`, a fresh copy of the destination
/// initializer that defines `v` (Analysis/Aliasing.h) and of the
/// initializers it reads, and returns the copy of `v`. Arguments are read
/// through a barrier, constants and scalars as they are. Every recomputed
/// destination-style op gets its own: it writes into it.
ScheduleValue cloneDestinationInitializer(Schedule &schedule, mlir::Value v,
                                          mlir::Operation *before);

/// Where recomputations for backward op `op` go: before the earliest
/// backward destination initializer it writes into (the tensor.empty of its
/// `outs`, say), so that the destination's buffer is not live while they
/// run; `op` itself when it has none.
mlir::Operation *beforeDestinations(mlir::Operation *op,
                                    const PhaseAnalysis &phases);

/// FLOPs per result element of an op (a region op: of its body).
double flopsPerElement(mlir::Operation *op);

/// FLOPs of executing `op` once more: its cost interface's (a checkpoint
/// region: its body's), else the cost model's fallback (Analysis/CostModel.h)
/// for an effect-free op without the interface, else 0.
int64_t recomputeFlops(mlir::Operation *op);

} // namespace remat

#endif // REMAT_TRANSFORMS_TRAININGSTEP_H
