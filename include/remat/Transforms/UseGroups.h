//===- UseGroups.h - one recomputation per group of nearby uses -*- C++ -*-===//
//
// A keep-or-recompute plan recomputes each value once, before its first
// backward use; that copy, and the copies of the chain it was rebuilt from,
// then live until their last backward uses, which on a deep network is as
// long as the original would have lived. splitUseGroups gives a recomputed
// value a fresh recomputation (its chain cloned again from kept values) for
// the backward users after the predicted peak, wherever that lowers the
// peak, as XLA's HloRematerialization recomputes a value again before its
// next use when it would otherwise be held across the point where memory
// is highest.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_USEGROUPS_H
#define REMAT_TRANSFORMS_USEGROUPS_H

#include "remat/Transforms/TrainingStep.h"

namespace remat {

class RematProblem;

/// What splitUseGroups did.
struct UseGroupSplit {
  /// Groups added (refreshes), the predicted peak before and after.
  unsigned groupsAdded = 0;
  int64_t peakBefore = 0, peakAfter = 0;
  /// Schedules measured.
  unsigned measured = 0;
};

/// Adds refreshes to `plan` (RecomputePlan::refreshes: a fresh
/// recomputation for the users of a value from one of them on) while one
/// lowers the predicted peak of scheduleFromPlan(plan). The candidates are
/// the recomputed values whose copy the peak's schedule holds across the
/// peak: for each, a new group at its first backward user at or after the
/// peak, and a fresh first recomputation when its first user lies after
/// the peak (its copy was made earlier as part of another value's chain).
/// Each round measures every candidate and takes the lowest peak, then the
/// fewest FLOPs, then program order; it stops when no candidate lowers the
/// peak or after a number of measurements that shrinks with the function's
/// size (200 up to 2,500 ops; not run above 20,000). Never changes which
/// values are kept or recomputed.
RecomputePlan splitUseGroups(const RematProblem &problem, RecomputePlan plan,
                             UseGroupSplit *split = nullptr);

} // namespace remat

#endif // REMAT_TRANSFORMS_USEGROUPS_H
