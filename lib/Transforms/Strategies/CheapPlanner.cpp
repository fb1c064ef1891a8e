//===- CheapPlanner.cpp - strategy=cheap ----------------------------------===//
//
// Recompute the activations of ops with at most cheap-flops-per-element
// FLOPs per result element, when what they read is kept or cheap too.
//
//===----------------------------------------------------------------------===//
#include "remat/Transforms/RematPlanner.h"

using namespace mlir;
using namespace remat;

static RecomputePlan planCheap(const TrainingStep &step,
                               const RecomputePolicy &policy,
                               double threshold) {
  RecomputePlan plan;
  DenseMap<Value, bool> memo;
  auto isBase = [&](Value v) { return plan.provides(v); };
  auto cheapOp = [&](Operation *def) {
    return policy.mayRecompute(def) &&
           (flopsPerElement(def) <= threshold || policy.forcedRecompute(def));
  };
  auto cheapFromKept = [&](Value v) {
    return derivableFrom(v, isBase, cheapOp, memo);
  };
  for (Value a : step.getActivations()) {
    Operation *def = a.getDefiningOp();
    bool ok =
        policy.mayRecompute(def) &&
        (flopsPerElement(def) <= threshold || policy.forcedRecompute(def)) &&
        llvm::all_of(def->getOperands(), cheapFromKept);
    if (ok)
      plan.recompute.insert(a);
    else
      plan.kept.insert(a);
  }
  return plan;
}

namespace {
class CheapPlanner : public RematPlanner {
public:
  StringRef getName() const override { return "cheap"; }
  FailureOr<RecomputePlan> plan(const TrainingStep &step,
                                const RecomputePolicy &policy,
                                const RematOptions &options,
                                std::string &) const override {
    return planCheap(step, policy, options.cheapFlopsPerElement);
  }
};
} // namespace

std::unique_ptr<RematPlanner> remat::createCheapPlanner() {
  return std::make_unique<CheapPlanner>();
}
