//===- RematPlanner.h - the strategies without a budget ---------*- C++ -*-===//
//
// strategy=regions, cheap, mincut and sqrt each make a keep-or-recompute
// plan from the step and the policy alone, one file each under
// lib/Transforms/Strategies/.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_REMATPLANNER_H
#define REMAT_TRANSFORMS_REMATPLANNER_H

#include "remat/Transforms/Rematerialization.h"
#include "remat/Transforms/TrainingStep.h"

#include <memory>

namespace remat {

class RematPlanner {
public:
  virtual ~RematPlanner();
  /// The strategy's name in messages ("mincut").
  virtual llvm::StringRef getName() const = 0;
  /// The plan, or failure with a one-line `message`.
  virtual mlir::FailureOr<RecomputePlan> plan(const TrainingStep &step,
                                              const RecomputePolicy &policy,
                                              const RematOptions &options,
                                              std::string &message) const = 0;
};

/// The planner of `strategy` (not Budget).
const RematPlanner &getPlanner(RematStrategy strategy);

std::unique_ptr<RematPlanner> createRegionsPlanner();
std::unique_ptr<RematPlanner> createCheapPlanner();
std::unique_ptr<RematPlanner> createMinCutPlanner();
std::unique_ptr<RematPlanner> createSqrtPlanner();

} // namespace remat

#endif // REMAT_TRANSFORMS_REMATPLANNER_H
