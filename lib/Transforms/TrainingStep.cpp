//===- TrainingStep.cpp - steps, policies and keep-or-recompute plans -----===//
#include "remat/Transforms/TrainingStep.h"
#include "remat/Analysis/Aliasing.h"
#include "remat/Analysis/CostModel.h"
#include "remat/Interfaces/CostModelOpInterface.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <functional>
#include <vector>

using namespace mlir;
using namespace remat;

static StringRef nameOf(Operation *op) {
  auto attr = op->getAttrOfType<StringAttr>(kRematNameAttr);
  return attr ? attr.getValue() : StringRef();
}

bool RecomputePolicy::forcedSave(Operation *op) const {
  StringRef name = nameOf(op);
  return !name.empty() && saveNames.contains(name);
}

bool RecomputePolicy::forcedRecompute(Operation *op) const {
  StringRef name = nameOf(op);
  return !name.empty() && recomputeNames.contains(name);
}

/// Whether the cost model puts `op` in the matrix roofline class.
static bool isMatrixClass(Operation *op) {
  return getOpCost(op).computeClass == ComputeClass::Matrix;
}

bool RecomputePolicy::savedKind(Operation *op) const {
  return saveKinds.contains(op->getName().getStringRef()) ||
         (saveMatrixClass && isMatrixClass(op));
}

bool RecomputePolicy::mayRecompute(Operation *op) const {
  // The interface's word, or the fallback's for an effect-free op without
  // it; an op with side effects is never recomputed.
  if (!isRecomputable(op) || forcedSave(op))
    return false;
  if (forcedRecompute(op))
    return true;
  bool excluded = false;
  op->walk([&](Operation *inner) { excluded |= savedKind(inner); });
  return !excluded;
}

TrainingStep::TrainingStep(FunctionOpInterface fn) : fn(fn), phases(fn) {
  int64_t i = 0;
  for (Operation &op : getBody())
    index[&op] = i++;
  for (Value a : phases.getActivations())
    if (a.getDefiningOp()->getBlock() == &getBody())
      activations.push_back(a);
}

Operation *TrainingStep::firstBackwardUse(Value v) const {
  Operation *first = nullptr;
  for (Operation *user : v.getUsers()) {
    if (!phases.isBackward(user) || user->hasTrait<OpTrait::IsTerminator>() ||
        user->getBlock() != &getBody())
      continue;
    if (!first || index.lookup(user) < index.lookup(first))
      first = user;
  }
  return first;
}

SmallVector<Operation *> TrainingStep::backwardUsers(Value v) const {
  SmallVector<Operation *> users;
  for (Operation *user : v.getUsers())
    if (phases.isBackward(user) && user->getBlock() == &getBody() &&
        !user->hasTrait<OpTrait::IsTerminator>() &&
        !user->hasAttr(kRecomputeAttrName) && !llvm::is_contained(users, user))
      users.push_back(user);
  llvm::sort(users, [&](Operation *x, Operation *y) {
    return index.lookup(x) < index.lookup(y);
  });
  return users;
}

ScheduleValue remat::cloneDestinationInitializer(Schedule &schedule, Value v,
                                                 Operation *before) {
  assert(isDestinationInitValue(v) && "a destination initializer's result");
  // Initializer chains are a few ops long (an empty tensor and its fill).
  DenseMap<Value, ScheduleValue> copies;
  std::function<ScheduleValue(Value)> copy = [&](Value value) {
    if (auto it = copies.find(value); it != copies.end())
      return it->second;
    Operation *def = value.getDefiningOp();
    if (!def || def->hasTrait<OpTrait::ConstantLike>() ||
        !isa<TensorType>(value.getType())) {
      ScheduleValue same = ScheduleValue::original(value);
      if (!def && isa<TensorType>(value.getType()))
        same = ScheduleValue::ofEntry(schedule.addBarrier(same, before));
      return copies[value] = same;
    }
    SmallVector<ScheduleValue, 4> operands;
    for (Value operand : def->getOperands())
      operands.push_back(copy(operand));
    int entry = schedule.addClone(def, before, operands);
    for (OpResult r : def->getResults())
      copies[r] = ScheduleValue::ofEntry(entry, r.getResultNumber());
    return copies.lookup(value);
  };
  return copy(v);
}

Operation *remat::beforeDestinations(Operation *op,
                                     const PhaseAnalysis &phases) {
  // The backward destination initializers `op` writes into, through
  // initializer chains (an empty tensor and its fill), a few ops each.
  Operation *earliest = op;
  SmallVector<Operation *> work{op};
  while (!work.empty()) {
    Operation *current = work.pop_back_val();
    for (Value operand : current->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def || def->getBlock() != op->getBlock() ||
          !phases.isBackward(def) || !isDestinationInitializer(def))
        continue;
      if (def->isBeforeInBlock(earliest))
        earliest = def;
      work.push_back(def);
    }
  }
  return earliest;
}

double remat::flopsPerElement(Operation *op) {
  int64_t elements = 0;
  for (Type t : op->getResultTypes())
    if (auto tensor = dyn_cast<RankedTensorType>(t))
      elements += tensor.getNumElements();
  return elements ? double(recomputeFlops(op)) / elements : 0.0;
}

int64_t remat::recomputeFlops(Operation *op) {
  if (auto cost = dyn_cast<CostModelOpInterface>(op))
    return cost.getFlops();
  return getOpCost(op).flops;
}

bool remat::derivableFrom(Value root, llvm::function_ref<bool(Value)> isBase,
                          llvm::function_ref<bool(Operation *)> opOk,
                          DenseMap<Value, bool> &memo) {
  // Returns whether `v` is decided, with the answer in `result`.
  auto decided = [&](Value v, bool &result) {
    if (isBase(v)) {
      result = true;
      return true;
    }
    auto it = memo.find(v);
    if (it == memo.end())
      return false;
    result = it->second;
    return true;
  };
  // Starts `v`: false if its op is not allowed, otherwise pending.
  auto start = [&](Value v) {
    memo[v] = false;
    Operation *def = v.getDefiningOp();
    return def && opOk(def);
  };
  bool result;
  if (decided(root, result))
    return result;
  if (!start(root))
    return false;
  SmallVector<std::pair<Operation *, unsigned>> stack;
  stack.push_back({root.getDefiningOp(), 0});
  while (!stack.empty()) {
    auto [def, next] = stack.back();
    if (next == def->getNumOperands()) {
      for (Value r : def->getResults())
        memo[r] = true;
      stack.pop_back();
      continue;
    }
    ++stack.back().second;
    Value operand = def->getOperand(next);
    if (decided(operand, result)) {
      if (!result)
        return false; // Everything on the stack stays false.
      continue;
    }
    if (!start(operand))
      return false;
    stack.push_back({operand.getDefiningOp(), 0});
  }
  return memo.lookup(root);
}

namespace {
/// Builds the schedule of a plan the way a depth-first recomputation would
/// emit clones: each value once, at the earliest point it is needed.
class PlanScheduler {
public:
  PlanScheduler(const RecomputePlan &plan, Schedule &schedule)
      : plan(plan), schedule(schedule) {}

  /// Recomputes `value` before `before`. Iterative (an explicit stack of
  /// operand walks) since chains can be 100k ops deep.
  ScheduleValue recompute(Value value, Operation *before) {
    if (auto it = clones.find(value); it != clones.end())
      return it->second;
    return schedule.addRecomputation(
        value, before, clones, [&](Value v) { return needsRecompute(v); },
        [&](Value operand) { return barrier(operand, before); });
  }

  /// Forgets the copies of `value` and of the values it is recomputed from,
  /// and every barrier: a fresh recomputation must read fresh barriers, or
  /// CSE folds it into the earlier one (same op, same operands) and the
  /// earlier copies live on.
  void forget(Value value) {
    barriers.clear();
    Schedule::forgetRecomputation(value, clones,
                                  [&](Value v) { return needsRecompute(v); });
  }

private:
  bool needsRecompute(Value v) const {
    return !TrainingStep::available(v) && !plan.kept.contains(v);
  }

  /// One barrier per kept value, at its first use in the backward pass.
  ScheduleValue barrier(Value v, Operation *before) {
    auto [it, inserted] = barriers.try_emplace(v, 0);
    if (inserted)
      it->second = schedule.addBarrier(ScheduleValue::original(v), before);
    return ScheduleValue::ofEntry(it->second);
  }

  const RecomputePlan &plan;
  Schedule &schedule;
  DenseMap<Value, ScheduleValue> clones;
  DenseMap<Value, int> barriers;
};
} // namespace

/// scheduleFromPlan for a plan with refreshes or hoists: one recomputation
/// per group of users.
static Schedule scheduleGroups(const TrainingStep &step,
                               const RecomputePlan &plan, bool placeAgain) {
  Schedule schedule;
  schedule.placeAgainAcrossPeak = placeAgain;
  const PhaseAnalysis &phases = step.getPhases();
  SmallVector<Operation *> backwardOps;
  DenseMap<Operation *, unsigned> backwardPosition;
  if (!plan.hoists.empty())
    for (Operation &op : step.getBody())
      if (phases.isBackward(&op) && !op.hasTrait<OpTrait::IsTerminator>()) {
        backwardPosition[&op] = backwardOps.size();
        backwardOps.push_back(&op);
      }
  struct Group {
    Value value;
    unsigned position; // in plan order
    unsigned begin, end;
    bool fresh;
    Operation *at;
  };
  SmallVector<SmallVector<Operation *>> users;
  SmallVector<Group> groups;
  for (auto [i, a] : llvm::enumerate(plan.recompute)) {
    users.push_back(step.backwardUsers(a));
    ArrayRef<Operation *> list = users.back();
    unsigned begin = 0;
    for (unsigned k = 1, e = list.size(); k <= e; ++k) {
      if (k < e && !plan.refreshes.contains({a, k}))
        continue;
      Operation *at = beforeDestinations(list[begin], phases);
      // Each step of a hoist goes before the backward op before `at` and
      // its destinations: every step moves the recomputation.
      for (unsigned h = plan.hoists.lookup({a, begin}); h > 0; --h) {
        unsigned position = backwardPosition.lookup(at);
        if (position == 0)
          break;
        at = beforeDestinations(backwardOps[position - 1], phases);
      }
      groups.push_back({a, unsigned(i), begin, k,
                        begin != 0 || plan.refreshes.contains({a, 0}), at});
      begin = k;
    }
  }
  // In order of where they go (a copy is read only after it is made), then
  // of their first users; ties in plan order.
  auto key = [&](const Group &g) {
    return std::make_tuple(step.getIndex(g.at),
                           step.getIndex(users[g.position][g.begin]),
                           g.position, g.begin);
  };
  llvm::sort(groups,
             [&](const Group &x, const Group &y) { return key(x) < key(y); });
  PlanScheduler scheduler(plan, schedule);
  for (const Group &group : groups) {
    if (group.fresh)
      scheduler.forget(group.value);
    unsigned begin = schedule.entries.size();
    ScheduleValue copy = scheduler.recompute(group.value, group.at);
    for (unsigned k = group.begin; k < group.end; ++k)
      for (OpOperand &use : users[group.position][k]->getOpOperands())
        if (use.get() == group.value)
          schedule.uses.push_back(
              {use.getOwner(), use.getOperandNumber(), copy});
    schedule.decisions.push_back({group.value, copy,
                                  users[group.position][group.begin], begin,
                                  unsigned(schedule.entries.size())});
  }
  return schedule;
}

Schedule remat::scheduleFromPlan(const TrainingStep &step,
                                 const RecomputePlan &plan, bool placeAgain) {
  if (!plan.refreshes.empty() || !plan.hoists.empty())
    return scheduleGroups(step, plan, placeAgain);
  Schedule schedule;
  schedule.placeAgainAcrossPeak = placeAgain;
  SmallVector<std::pair<Operation *, Value>> order;
  for (Value a : plan.recompute)
    if (Operation *first = step.firstBackwardUse(a))
      order.push_back({first, a});
  // Ties (one op using several recomputed values) keep plan order, so the
  // output is deterministic.
  DenseMap<Value, unsigned> planPosition;
  for (auto [i, v] : llvm::enumerate(plan.recompute))
    planPosition[v] = i;
  llvm::sort(order, [&](auto &x, auto &y) {
    return std::make_pair(step.getIndex(x.first),
                          planPosition.lookup(x.second)) <
           std::make_pair(step.getIndex(y.first),
                          planPosition.lookup(y.second));
  });
  PlanScheduler scheduler(plan, schedule);
  const PhaseAnalysis &phases = step.getPhases();
  for (auto [first, a] : order) {
    unsigned begin = schedule.entries.size();
    ScheduleValue copy =
        scheduler.recompute(a, beforeDestinations(first, phases));
    for (OpOperand &use : a.getUses()) {
      Operation *user = use.getOwner();
      if (phases.isBackward(user) && !user->hasAttr(kRecomputeAttrName) &&
          !user->hasTrait<OpTrait::IsTerminator>())
        schedule.uses.push_back({user, use.getOperandNumber(), copy});
    }
    schedule.decisions.push_back(
        {a, copy, first, begin, unsigned(schedule.entries.size())});
  }
  return schedule;
}
