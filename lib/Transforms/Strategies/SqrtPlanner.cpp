//===- SqrtPlanner.cpp - strategy=sqrt ------------------------------------===//
#include "remat/Transforms/RematPlanner.h"

#include <cmath>

using namespace mlir;
using namespace remat;

/// Chen et al.'s sqrt(n) segmentation, a reference point for chains: keep
/// every k-th activation (k = round(sqrt(n)) over the n activations in
/// program order) and recompute the others from the nearest kept ones.
/// Values the policy forbids recomputing, or whose recomputation would need
/// such a value, are kept too.
static RecomputePlan planSqrt(const TrainingStep &step,
                              const RecomputePolicy &policy) {
  RecomputePlan plan;
  int64_t n = step.getActivations().size();
  int64_t k = std::max<int64_t>(1, std::llround(std::sqrt(double(n))));
  DenseMap<Value, bool> memo;
  auto isBase = [&](Value v) { return plan.provides(v); };
  auto mayRecompute = [&](Operation *def) { return policy.mayRecompute(def); };
  auto fromKept = [&](Value v) {
    return derivableFrom(v, isBase, mayRecompute, memo);
  };
  for (auto [i, a] : llvm::enumerate(step.getActivations())) {
    Operation *def = a.getDefiningOp();
    bool boundary = static_cast<int64_t>(i) % k == k - 1;
    if (!boundary && policy.mayRecompute(def) &&
        llvm::all_of(def->getOperands(), fromKept))
      plan.recompute.insert(a);
    else
      plan.kept.insert(a);
  }
  return plan;
}

namespace {
class SqrtPlanner : public RematPlanner {
public:
  StringRef getName() const override { return "sqrt"; }
  FailureOr<RecomputePlan> plan(const TrainingStep &step,
                                const RecomputePolicy &policy,
                                const RematOptions &,
                                std::string &) const override {
    return planSqrt(step, policy);
  }
};
} // namespace

std::unique_ptr<RematPlanner> remat::createSqrtPlanner() {
  return std::make_unique<SqrtPlanner>();
}
