//===- Schedule.h - recomputation schedules and their rewriter --*- C++ -*-===//
//
// Every strategy and solver describes its decision as a Schedule, and one
// rewriter realizes any Schedule in the IR. A schedule lists the ops to
// insert, in order, each before an op of the original function: clones of
// forward ops (recomputations) and barriers (by default remat.barrier, see
// remat/Interfaces/RecomputeGuards.h, which keep CSE from folding a clone into
// its original or into another clone). An op may be cloned any number of times.
// Each inserted op reads original values or results of earlier entries; the
// schedule then redirects uses of the original function to results of entries.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_SCHEDULE_H
#define REMAT_TRANSFORMS_SCHEDULE_H

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace remat {

class MemoryAnalysis;
class RecomputeGuardBuilder;

/// A value as a schedule reads it: an original value of the function, or
/// result `result` of entry `entry`.
struct ScheduleValue {
  static ScheduleValue original(mlir::Value v) { return {v, -1, 0}; }
  static ScheduleValue ofEntry(int entry, unsigned result = 0) {
    return {mlir::Value(), entry, result};
  }
  bool isOriginal() const { return entry < 0; }

  mlir::Value value;
  int entry = -1;
  unsigned result = 0;
};

struct Schedule {
  struct Entry {
    /// The op to clone; null for a barrier.
    mlir::Operation *op = nullptr;
    /// The original op it is inserted before (after earlier entries there).
    mlir::Operation *before = nullptr;
    /// A clone: one per operand of `op`; a barrier: the value it guards.
    llvm::SmallVector<ScheduleValue, 4> operands;
  };
  /// Operand `operand` of the original op `user` reads `value`.
  struct Use {
    mlir::Operation *user;
    unsigned operand;
    ScheduleValue value;
  };
  /// An original value the backward pass no longer reads: `copy` stands for
  /// it (checked against it by check_recompute); entries [begin, end) were
  /// made for it.
  struct Decision {
    mlir::Value value;
    ScheduleValue copy;
    mlir::Operation *before = nullptr;
    unsigned begin = 0, end = 0;
  };

  int addClone(mlir::Operation *op, mlir::Operation *before,
               llvm::ArrayRef<ScheduleValue> operands);
  int addBarrier(ScheduleValue guarded, mlir::Operation *before);
  /// Clones the op defining `value` before `before`, and first, depth-first,
  /// each operand for which `needsRecompute` holds and that `clones` does
  /// not hold yet; the other operands are `leaf(operand)`. Every clone is
  /// recorded in `clones`. Iterative: chains can be 100k ops deep.
  ScheduleValue
  addRecomputation(mlir::Value value, mlir::Operation *before,
                   llvm::DenseMap<mlir::Value, ScheduleValue> &clones,
                   llvm::function_ref<bool(mlir::Value)> needsRecompute,
                   llvm::function_ref<ScheduleValue(mlir::Value)> leaf);
  /// Erases from `clones` the copies of `value` and of the values it is
  /// recomputed from (those for which `needsRecompute` holds), so that the
  /// next addRecomputation of `value` makes fresh ones. The caller must also
  /// drop its barriers: a fresh copy reading the old barriers is folded into
  /// the old copy by CSE (same op, same operands).
  static void
  forgetRecomputation(mlir::Value value,
                      llvm::DenseMap<mlir::Value, ScheduleValue> &clones,
                      llvm::function_ref<bool(mlir::Value)> needsRecompute);

  bool empty() const { return entries.empty(); }
  /// FLOPs of the clones (cost interface of the original ops).
  int64_t clonedFlops() const;
  /// The same schedule on a clone of its function (`mapping` from
  /// Operation::clone: original values and ops to the copy's).
  Schedule translated(const mlir::IRMapping &mapping) const;

  llvm::SmallVector<Entry> entries;
  llvm::SmallVector<Use> uses;
  llvm::SmallVector<Decision> decisions;
  /// After rewriting, recompute a recomputation again before a later use
  /// when that lowers the predicted peak (keep-or-recompute plans, whose
  /// clones would otherwise stay alive across the peak).
  bool placeAgainAcrossPeak = false;
};

struct ScheduleRewriteOptions {
  /// Insert a check (remat.check_recompute) after every decision's copy.
  bool checkRecompute = false;
  /// Builds barriers and checks; null: findRecomputeGuards' (a host that
  /// calls applySchedule directly checks that it finds them first).
  const RecomputeGuardBuilder *guards = nullptr;
};

struct ScheduleRewriteResult {
  /// FLOPs of every op inserted (clones and clones placed again).
  int64_t flopsAdded = 0;
  /// FLOPs of the clones placed again across the peak.
  int64_t flopsPlacedAgain = 0;
};

/// Realizes `schedule` in `fn`, the function it was made for: every
/// inserted op is marked `remat.recompute`. A cloned checkpoint region
/// keeps only the results something reads (the ops only the others needed
/// are dropped from it, as the lowering would). With `finalAnalysis`, the
/// analysis of the function as it ends up when placing clones again made
/// one (it analyses the result anyway).
ScheduleRewriteResult
applySchedule(mlir::FunctionOpInterface fn, const Schedule &schedule,
              const ScheduleRewriteOptions &options = {},
              std::optional<MemoryAnalysis> *finalAnalysis = nullptr);

/// What realizing a schedule on a copy of its function gives.
struct ScheduleMeasure {
  int64_t peak = 0;
  int64_t flops = 0;
  /// MemoryAnalysis::getActivationPeakBytes of the result.
  int64_t activationPeak = 0;
};

/// Realizes `schedule` on a copy of `fn` (without checks, with `guards`'
/// barriers; null: the remat ones) and measures it; `use`, when given, sees
/// the copy's analysis.
ScheduleMeasure
measureSchedule(mlir::FunctionOpInterface fn, const Schedule &schedule,
                llvm::function_ref<void(const MemoryAnalysis &)> use = nullptr,
                const RecomputeGuardBuilder *guards = nullptr);

} // namespace remat

#endif // REMAT_TRANSFORMS_SCHEDULE_H
