//===- UseGroups.cpp - one recomputation per group of nearby uses ---------===//
#include "remat/Transforms/UseGroups.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Solvers/Problem.h"

#include <algorithm>
#include <tuple>

using namespace mlir;
using namespace remat;

/// Each measurement rewrites and analyses a copy of the function: the
/// search may visit about this many ops in all, and measures at most
/// kMaxMeasures and at least kMinMeasures schedules.
static constexpr int64_t kOpVisits = 500000;
static constexpr int64_t kMaxMeasures = 200;
static constexpr int64_t kMinMeasures = 2;
/// Above this many ops the search is not run: on a 100k-op chain its few
/// measurements doubled the pass's time for a peak 0.01% lower.
static constexpr size_t kMaxOps = 20000;

namespace {
/// A plan's schedule as measured: its peak, FLOPs added, and where the peak
/// lies in terms of the original function.
struct Measured {
  int64_t peak = 0, flops = 0;
  /// The position (TrainingStep::getIndex) of the first original op at or
  /// after the peak; -1 when there is no peak.
  int64_t at = -1;
  /// Whether the peak lies at that original op itself (else at an op
  /// inserted before it).
  bool atOriginal = false;
};

class Splitter {
public:
  explicit Splitter(const RematProblem &problem)
      : problem(problem), step(problem.getStep()) {
    // Inserted ops carry kRecomputeAttrName; so may ops of an input that was
    // rematerialized before. The copy keeps the original ops in order, so
    // the j-th unmarked op of the copy is the j-th unmarked op here.
    for (Operation &op : step.getBody())
      if (!op.hasAttr(kRecomputeAttrName))
        unmarked.push_back(step.getIndex(&op));
    int64_t ops = std::max<int64_t>(1, step.numOps());
    budget = std::clamp(kOpVisits / ops, kMinMeasures, kMaxMeasures);
  }

  RecomputePlan run(RecomputePlan plan, UseGroupSplit &split) {
    Measured current = measure(plan);
    split.peakBefore = split.peakAfter = current.peak;
    while (current.at >= 0 && measured < budget) {
      std::optional<RecomputePlan> best;
      Measured bestMeasure;
      for (RecomputePlan::GroupKey key : candidates(plan, current)) {
        if (measured >= budget)
          break;
        RecomputePlan trial = plan;
        trial.refreshes.insert(key);
        Measured m = measure(trial);
        if (m.peak >= current.peak)
          continue;
        if (!best || std::make_pair(m.peak, m.flops) <
                         std::make_pair(bestMeasure.peak, bestMeasure.flops)) {
          best = std::move(trial);
          bestMeasure = m;
        }
      }
      if (!best)
        break;
      plan = std::move(*best);
      current = bestMeasure;
      ++split.groupsAdded;
    }
    split.peakAfter = current.peak;
    split.measured = measured;
    return plan;
  }

private:
  Measured measure(const RecomputePlan &plan) {
    ++measured;
    Measured m;
    ScheduleMeasure sm = problem.measure(
        scheduleFromPlan(step, plan), [&](const MemoryAnalysis &memory) {
          int64_t peak = memory.getPeakIndex();
          if (peak < 0)
            return;
          Operation *peakOp = memory.getOps()[peak].op;
          auto fn = peakOp->getParentOfType<FunctionOpInterface>();
          Block &body = fn.getFunctionBody().front();
          Operation *top = body.findAncestorOpInBlock(*peakOp);
          size_t j = 0;
          for (Operation &op : body) {
            bool original = !op.hasAttr(kRecomputeAttrName);
            if (&op == top) {
              m.atOriginal = original;
              break;
            }
            j += original;
          }
          m.at = j < unmarked.size() ? unmarked[j] : int64_t(step.numOps());
        });
    m.peak = sm.peak;
    m.flops = sm.flops;
    return m;
  }

  ArrayRef<Operation *> usersOf(Value a) {
    auto [it, inserted] = users.try_emplace(a);
    if (inserted)
      it->second = step.backwardUsers(a);
    return it->second;
  }

  /// The refreshes worth measuring: for each recomputed value whose copy
  /// is held across the peak, a new group at its first user at or after
  /// the peak; for one first used after the peak, a fresh first copy.
  SmallVector<RecomputePlan::GroupKey> candidates(const RecomputePlan &plan,
                                                  const Measured &m) {
    SmallVector<RecomputePlan::GroupKey> out;
    auto add = [&](Value a, unsigned k) { out.push_back({a, k}); };
    // A user at the peak op itself reads the copy there; one after it, or
    // at the original op an inserted peak op precedes, does not yet.
    auto afterPeak = [&](Operation *user) {
      int64_t i = step.getIndex(user);
      return m.atOriginal ? i > m.at : i >= m.at;
    };
    for (Value a : plan.recompute) {
      ArrayRef<Operation *> list = usersOf(a);
      if (list.empty())
        continue;
      if (afterPeak(list.front())) {
        if (!plan.refreshes.contains({a, 0}))
          add(a, 0);
        continue;
      }
      // The group holding the peak: the last one starting before it.
      unsigned k = 1;
      while (k < list.size() && !afterPeak(list[k]))
        ++k;
      if (k < list.size() && !plan.refreshes.contains({a, k}))
        add(a, k);
    }
    return out;
  }

  const RematProblem &problem;
  const TrainingStep &step;
  SmallVector<int64_t> unmarked;
  DenseMap<Value, SmallVector<Operation *>> users;
  int64_t budget = 0;
  int64_t measured = 0;
};
} // namespace

RecomputePlan remat::splitUseGroups(const RematProblem &problem,
                                    RecomputePlan plan, UseGroupSplit *split) {
  UseGroupSplit local;
  if (plan.recompute.empty() || problem.getStep().numOps() > kMaxOps)
    return plan;
  return Splitter(problem).run(std::move(plan), split ? *split : local);
}
