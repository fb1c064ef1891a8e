//===- RegionsPlanner.cpp - strategy=regions ------------------------------===//
//
// Recompute every recomputable checkpoint region (remat.checkpoint, or any
// op of CheckpointRegionOpInterface) and keep its operands
// (tf.recompute_grad).
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/Interfaces/CheckpointRegionOpInterface.h"
#include "remat/Transforms/RematPlanner.h"

using namespace mlir;
using namespace remat;

static RecomputePlan planRegions(const TrainingStep &step) {
  RecomputePlan plan;
  for (Value a : step.getActivations()) {
    Operation *def = a.getDefiningOp();
    if (isa<CheckpointRegionOpInterface>(def) && isRecomputable(def))
      plan.recompute.insert(a);
  }
  // A region's operands are kept (tf.recompute_grad); so is everything
  // else the backward pass reads.
  for (Value a : step.getActivations())
    if (!plan.recompute.contains(a))
      plan.kept.insert(a);
  for (Value a : plan.recompute)
    for (Value operand : a.getDefiningOp()->getOperands())
      plan.kept.insert(operand);
  return plan;
}

namespace {
class RegionsPlanner : public RematPlanner {
public:
  StringRef getName() const override { return "regions"; }
  FailureOr<RecomputePlan> plan(const TrainingStep &step,
                                const RecomputePolicy &, const RematOptions &,
                                std::string &) const override {
    return planRegions(step);
  }
};
} // namespace

std::unique_ptr<RematPlanner> remat::createRegionsPlanner() {
  return std::make_unique<RegionsPlanner>();
}
