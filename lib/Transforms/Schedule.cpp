//===- Schedule.cpp - the one schedule rewriter ---------------------------===//
//
// Realizes any Schedule: clones and barriers in order, uses redirected,
// clones placed again across the peak where that lowers it, and the
// check_recompute ops. This is the only place that inserts recomputations.
//
//===----------------------------------------------------------------------===//
#include "remat/Transforms/Schedule.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Interfaces/CheckpointRegionOpInterface.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Interfaces/RecomputeGuardOpInterface.h"
#include "remat/Interfaces/RecomputeGuards.h"
#include "remat/Transforms/TrainingStep.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "remat-rematerialize"

using namespace mlir;
using namespace remat;

int Schedule::addClone(Operation *op, Operation *before,
                       ArrayRef<ScheduleValue> operands) {
  assert(operands.size() == op->getNumOperands() && "one source per operand");
  entries.push_back({op, before, {operands.begin(), operands.end()}});
  return entries.size() - 1;
}

ScheduleValue
Schedule::addRecomputation(Value value, Operation *before,
                           DenseMap<Value, ScheduleValue> &clones,
                           function_ref<bool(Value)> needsRecompute,
                           function_ref<ScheduleValue(Value)> leaf) {
  struct Frame {
    Operation *def;
    unsigned next = 0;
    SmallVector<ScheduleValue, 4> operands;
  };
  SmallVector<Frame> stack;
  stack.push_back(Frame{value.getDefiningOp(), 0, {}});
  while (!stack.empty()) {
    Frame &frame = stack.back();
    if (frame.next < frame.def->getNumOperands()) {
      Value operand = frame.def->getOperand(frame.next);
      if (!needsRecompute(operand)) {
        frame.operands.push_back(leaf(operand));
        ++frame.next;
      } else if (auto it = clones.find(operand); it != clones.end()) {
        frame.operands.push_back(it->second);
        ++frame.next;
      } else {
        stack.push_back(Frame{operand.getDefiningOp(), 0, {}});
      }
      continue;
    }
    Operation *def = frame.def;
    int entry = addClone(def, before, frame.operands);
    stack.pop_back();
    for (OpResult r : def->getResults())
      clones[r] = ScheduleValue::ofEntry(entry, r.getResultNumber());
  }
  return clones.lookup(value);
}

void Schedule::forgetRecomputation(Value value,
                                   DenseMap<Value, ScheduleValue> &clones,
                                   function_ref<bool(Value)> needsRecompute) {
  SmallVector<Value> work{value};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    Operation *def = v.getDefiningOp();
    if (!needsRecompute(v) || !def || !seen.insert(def).second)
      continue;
    for (Value r : def->getResults())
      clones.erase(r);
    llvm::append_range(work, def->getOperands());
  }
}

int Schedule::addBarrier(ScheduleValue guarded, Operation *before) {
  entries.push_back({nullptr, before, {guarded}});
  return entries.size() - 1;
}

int64_t Schedule::clonedFlops() const {
  int64_t flops = 0;
  for (const Entry &entry : entries)
    if (entry.op)
      flops += recomputeFlops(entry.op);
  return flops;
}

Schedule Schedule::translated(const IRMapping &mapping) const {
  auto value = [&](ScheduleValue v) {
    if (v.isOriginal())
      v.value = mapping.lookup(v.value);
    return v;
  };
  Schedule copy;
  copy.placeAgainAcrossPeak = placeAgainAcrossPeak;
  copy.entries.reserve(entries.size());
  for (const Entry &entry : entries) {
    Entry e{entry.op ? mapping.lookup(entry.op) : nullptr,
            mapping.lookup(entry.before),
            {}};
    for (ScheduleValue v : entry.operands)
      e.operands.push_back(value(v));
    copy.entries.push_back(std::move(e));
  }
  for (const Use &use : uses)
    copy.uses.push_back({mapping.lookup(use.user), use.operand, use.value});
  for (const Decision &d : decisions)
    copy.decisions.push_back({mapping.lookup(d.value), d.copy,
                              mapping.lookup(d.before), d.begin, d.end});
  return copy;
}

/// Marks `op` as inserted by rematerialization, and everything in it when it
/// is a checkpoint region (a payload region, like linalg.generic's, is part
/// of its op and stays unmarked).
static void markRecomputation(Operation *op) {
  UnitAttr unit = UnitAttr::get(op->getContext());
  if (!isa<CheckpointRegionOpInterface>(op)) {
    op->setAttr(kRecomputeAttrName, unit);
    return;
  }
  op->walk([&](Operation *inner) { inner->setAttr(kRecomputeAttrName, unit); });
}

/// Whether a recomputation's operand `v` is guarded. Only tensors are:
/// the guards take tensors, and a scalar (a fill's constant, a pad value)
/// holds no memory of the model's, so a clone reads it as it is.
static bool needsGuard(Value v) { return isa<TensorType>(v.getType()); }

/// A barrier reading `v` at the builder's insertion point.
static Value createBarrier(OpBuilder &b, const RecomputeGuardBuilder &guards,
                           Value v) {
  Value barrier = guards.buildBarrier(b, v.getLoc(), v);
  markRecomputation(barrier.getDefiningOp());
  return barrier;
}

/// Whether `op` is a guard, not a recomputation: one of the barriers made
/// here, or any op of RecomputeGuardOpInterface.
static bool isGuard(Operation *op, const DenseSet<Operation *> &barriers) {
  return barriers.contains(op) || isa<RecomputeGuardOpInterface>(op);
}

/// Recomputes a recomputation again before a later use when the first copy
/// would otherwise stay alive across the peak without being used there;
/// keeps each such change only if the predicted peak drops. Returns the
/// FLOPs added.
static int64_t
placeAgainAcrossPeak(FunctionOpInterface fn,
                     const RecomputeGuardBuilder &guards,
                     DenseSet<Operation *> &madeBarriers,
                     std::optional<MemoryAnalysis> *final = nullptr) {
  Block &body = fn.getFunctionBody().front();
  int64_t added = 0;
  // The analysis of the function as it stands: each attempt reuses the
  // previous one's, and the caller gets the last (on 100k-op functions an
  // analysis is a good part of the pass's time).
  std::optional<MemoryAnalysis> current;
  current.emplace(fn);
  auto done = [&] {
    if (final)
      *final = std::move(current);
    return added;
  };
  // Each accepted step lowers the peak; the bound keeps the search linear
  // in practice.
  for (int attempt = 0; attempt < 16; ++attempt) {
    const MemoryAnalysis &before = *current;
    int64_t peak = before.getPeakIndex();
    if (peak < 0)
      return done();
    Operation *peakOp = before.getOps()[peak].op;
    // The largest recomputed value alive at the peak, unused there, used
    // after it.
    Operation *best = nullptr;
    int64_t bestBytes = 0;
    for (Operation &op : body) {
      if (!op.hasAttr(kRecomputeAttrName) || isGuard(&op, madeBarriers) ||
          op.getNumResults() == 0 || before.getIndex(&op) >= peak)
        continue;
      bool usedAtPeak = false, usedAfter = false;
      for (Operation *user : op.getUsers()) {
        int64_t i = before.getIndex(user);
        usedAtPeak |= user == peakOp || i == peak;
        usedAfter |= i > peak;
      }
      int64_t bytes = getResultBytes(&op);
      if (!usedAtPeak && usedAfter && bytes > bestBytes) {
        best = &op;
        bestBytes = bytes;
      }
    }
    if (!best)
      return done();
    Operation *firstAfter = nullptr;
    for (Operation *user : best->getUsers())
      if (before.getIndex(user) > peak &&
          (!firstAfter || before.getIndex(user) < before.getIndex(firstAfter)))
        firstAfter = user;
    // Fresh barriers on its inputs keep CSE from merging the two copies.
    OpBuilder b(firstAfter);
    IRMapping mapping;
    SmallVector<Operation *> barriers;
    for (Value operand : best->getOperands()) {
      if (!needsGuard(operand))
        continue;
      Value barrier = createBarrier(b, guards, operand);
      barriers.push_back(barrier.getDefiningOp());
      madeBarriers.insert(barrier.getDefiningOp());
      mapping.map(operand, barrier);
    }
    Operation *again = b.clone(*best, mapping);
    SmallVector<OpOperand *> moved;
    for (OpResult r : best->getResults())
      for (OpOperand &use : r.getUses())
        if (use.getOwner() != again && before.getIndex(use.getOwner()) > peak)
          moved.push_back(&use);
    for (OpOperand *use : moved)
      use->set(again->getResult(cast<OpResult>(use->get()).getResultNumber()));
    std::optional<MemoryAnalysis> after;
    after.emplace(fn);
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": '" << best->getName() << "' (" << bestBytes
               << " bytes) recomputed again before '" << firstAfter->getName()
               << "': predicted peak " << before.getPeakBytes() << " -> "
               << after->getPeakBytes() << " bytes"
               << (after->getPeakBytes() < before.getPeakBytes()
                       ? ", kept\n"
                       : ", undone\n"));
    if (after->getPeakBytes() < before.getPeakBytes()) {
      added += recomputeFlops(again);
      current = std::move(after);
      continue;
    }
    // No gain: undo (the function is again what `current` analysed) and
    // stop.
    for (OpOperand *use : moved)
      use->set(best->getResult(cast<OpResult>(use->get()).getResultNumber()));
    again->erase();
    for (Operation *barrier : llvm::reverse(barriers)) {
      madeBarriers.erase(barrier);
      barrier->erase();
    }
    return done();
  }
  return done();
}

/// A recomputed checkpoint region whose results are not all read computes
/// them anyway as written, while the lowering (which inlines the region)
/// drops the dead part: the memory model and the FLOPs would count work
/// that never runs. Rebuilds `op` with only the results something reads
/// (the region moved over, the terminator's operands for the others
/// dropped, the ops left dead in it erased) and returns the new op and, per
/// old result, its new number (-1: dropped); null when nothing is dropped.
static Operation *pruneUnreadResults(Operation *op,
                                     SmallVectorImpl<int> &renumbered) {
  auto region = dyn_cast<CheckpointRegionOpInterface>(op);
  if (!region || op->getNumRegions() != 1 || op->use_empty() ||
      llvm::all_of(op->getResults(), [](Value r) { return !r.use_empty(); }))
    return nullptr;
  Operation *terminator = region.getCheckpointBody().getTerminator();
  if (terminator->getNumOperands() != op->getNumResults())
    return nullptr;
  llvm::BitVector dead(op->getNumResults());
  SmallVector<Type> types;
  renumbered.clear();
  for (OpResult r : op->getResults()) {
    renumbered.push_back(r.use_empty() ? -1 : int(types.size()));
    if (r.use_empty())
      dead.set(r.getResultNumber());
    else
      types.push_back(r.getType());
  }
  OpBuilder b(op);
  OperationState state(op->getLoc(), op->getName(), op->getOperands(), types,
                       op->getAttrs());
  state.propertiesAttr = op->getPropertiesAsAttribute();
  state.addRegion();
  Operation *pruned = b.create(state);
  pruned->getRegion(0).takeBody(op->getRegion(0));
  terminator->eraseOperands(dead);
  for (OpResult r : op->getResults())
    if (renumbered[r.getResultNumber()] >= 0)
      r.replaceAllUsesWith(pruned->getResult(renumbered[r.getResultNumber()]));
  op->erase();
  // What only the dropped results read is dead now, last op first.
  Block &body = cast<CheckpointRegionOpInterface>(pruned).getCheckpointBody();
  SmallVector<Operation *> inner;
  for (Operation &o : body.without_terminator())
    inner.push_back(&o);
  for (Operation *o : llvm::reverse(inner))
    if (isOpTriviallyDead(o))
      o->erase();
  return pruned;
}

ScheduleRewriteResult
remat::applySchedule(FunctionOpInterface fn, const Schedule &schedule,
                     const ScheduleRewriteOptions &options,
                     std::optional<MemoryAnalysis> *finalAnalysis) {
  ScheduleRewriteResult result;
  std::string message;
  const RecomputeGuardBuilder *found =
      options.guards ? options.guards
                     : findRecomputeGuards(fn.getContext(), message);
  if (!found)
    llvm::report_fatal_error(llvm::Twine("applySchedule: ") + message);
  const RecomputeGuardBuilder &guards = *found;
  OpBuilder b(fn.getContext());
  SmallVector<Operation *> created(schedule.entries.size(), nullptr);
  // A barrier entry on a value that takes no guard stands for the value.
  SmallVector<Value> unguarded(schedule.entries.size());
  DenseSet<Operation *> barriers;
  // Per entry whose region clone was pruned: its results' new numbers.
  DenseMap<unsigned, SmallVector<int>> renumbered;
  auto resolve = [&](ScheduleValue v) -> Value {
    if (v.isOriginal())
      return v.value;
    if (!created[v.entry])
      return unguarded[v.entry];
    unsigned result = v.result;
    if (auto it = renumbered.find(v.entry); it != renumbered.end()) {
      if (it->second[result] < 0)
        return Value();
      result = it->second[result];
    }
    return created[v.entry]->getResult(result);
  };
  for (auto [i, entry] : llvm::enumerate(schedule.entries)) {
    b.setInsertionPoint(entry.before);
    if (!entry.op) {
      Value guarded = resolve(entry.operands[0]);
      if (!needsGuard(guarded)) {
        unguarded[i] = guarded;
        continue;
      }
      created[i] = createBarrier(b, guards, guarded).getDefiningOp();
      barriers.insert(created[i]);
      continue;
    }
    IRMapping mapping;
    for (auto [operand, source] :
         llvm::zip(entry.op->getOperands(), entry.operands))
      mapping.map(operand, resolve(source));
    Operation *clone = b.clone(*entry.op, mapping);
    markRecomputation(clone);
    created[i] = clone;
  }
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << fn.getName() << ": "
                          << schedule.entries.size() << " entries ("
                          << barriers.size() << " barriers), "
                          << schedule.uses.size() << " uses redirected, "
                          << schedule.decisions.size() << " decisions\n");
  for (const Schedule::Use &use : schedule.uses)
    use.user->setOperand(use.operand, resolve(use.value));
  // Uses are final (later entries read earlier ones at creation): drop the
  // unread results of region clones, then count what the clones compute.
  for (unsigned i = 0, e = created.size(); i < e; ++i) {
    if (!created[i] || !schedule.entries[i].op)
      continue;
    SmallVector<int> numbers;
    if (Operation *pruned = pruneUnreadResults(created[i], numbers)) {
      created[i] = pruned;
      renumbered[i] = std::move(numbers);
    }
    result.flopsAdded += recomputeFlops(created[i]);
  }
  if (schedule.placeAgainAcrossPeak) {
    result.flopsPlacedAgain =
        placeAgainAcrossPeak(fn, guards, barriers, finalAnalysis);
    result.flopsAdded += result.flopsPlacedAgain;
  }
  if (!options.checkRecompute)
    return result;
  // Checks come last, so that what the rewriter decided above is what the
  // unchecked program does.
  for (const Schedule::Decision &d : schedule.decisions) {
    Value copy = resolve(d.copy);
    if (!copy)
      continue;
    b.setInsertionPointAfter(copy.getDefiningOp());
    std::string where;
    llvm::raw_string_ostream os(where);
    os << "remat check-recompute: recomputed '"
       << d.value.getDefiningOp()->getName()
       << "' differs from the original at " << d.value.getLoc();
    markRecomputation(
        guards.buildCheck(b, d.value.getLoc(), d.value, copy, where));
  }
  return result;
}

ScheduleMeasure
remat::measureSchedule(FunctionOpInterface fn, const Schedule &schedule,
                       llvm::function_ref<void(const MemoryAnalysis &)> use,
                       const RecomputeGuardBuilder *guards) {
  IRMapping mapping;
  auto copy = cast<FunctionOpInterface>(fn->clone(mapping));
  std::optional<MemoryAnalysis> analysed;
  ScheduleRewriteOptions options;
  options.guards = guards;
  ScheduleRewriteResult rewritten =
      applySchedule(copy, schedule.translated(mapping), options, &analysed);
  if (!analysed)
    analysed.emplace(copy);
  ScheduleMeasure measure{analysed->getPeakBytes(), rewritten.flopsAdded,
                          analysed->getActivationPeakBytes()};
  if (use)
    use(*analysed);
  copy->erase();
  return measure;
}
