//===- ILPRematerialization.cpp - Checkmate schedules in the IR -----------===//

#include "remat/Transforms/ILPRematerialization.h"
#include "remat/Analysis/Aliasing.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/Phase.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Interfaces/RecomputeGuardOpInterface.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

FailureOr<ScheduleGraph> remat::buildScheduleGraph(
    FunctionOpInterface func, llvm::function_ref<double(Operation *)> cost,
    llvm::function_ref<bool(Operation *)> mayRecompute,
    SmallVectorImpl<Operation *> &nodes, Operation *&blocker, std::string &why,
    bool activationsOnly) {
  PhaseAnalysis phases(func);
  MemoryAnalysis memory(func);
  llvm::raw_string_ostream os(why);
  ScheduleGraph graph;
  DenseMap<Operation *, unsigned> node;
  Operation *terminator = func.getFunctionBody().front().getTerminator();
  for (Operation &op : func.getFunctionBody().front()) {
    if (&op == terminator || op.hasTrait<OpTrait::ConstantLike>())
      continue;
    blocker = &op;
    if (op.getNumRegions() != 0) {
      os << "the exact solver does not model regions (run "
            "remat-inline-checkpoints first)";
      return failure();
    }
    const OpMemoryInfo &info = memory.getOps()[memory.getIndex(&op)];
    bool tensorResults = llvm::any_of(op.getResultTypes(), [](Type t) {
      return isa<RankedTensorType>(t) &&
             cast<RankedTensorType>(t).getNumElements() > 0;
    });
    // A view: its result is the buffer of an earlier op (or of no op: an
    // argument's or a constant's), which it keeps alive.
    int view = -1;
    if (info.allocatedBytes == 0 && tensorResults) {
      if (op.getNumResults() != 1 || !isAliasOnlyOp(&op)) {
        os << "the exact solver does not model ops that write into an "
              "operand's memory (only views, which write nothing)";
        return failure();
      }
      int64_t buffer = memory.getBufferIndex(op.getResult(0));
      if (buffer >= 0) {
        Value owner = memory.getBuffers()[buffer].value;
        Operation *def = owner.getDefiningOp();
        auto it = def ? node.find(def) : node.end();
        if (it == node.end()) {
          os << "the exact solver models views of its own ops' results "
                "only";
          return failure();
        }
        view = it->second;
      }
    }
    bool backward = phases.isBackward(&op);
    if (activationsOnly && backward && graph.firstBudgetedStage == 0)
      graph.firstBudgetedStage = graph.size();
    node[&op] = graph.size();
    nodes.push_back(&op);
    graph.bytes.push_back(activationsOnly && backward ? 0
                                                      : info.allocatedBytes);
    graph.scratch.push_back(activationsOnly ? 0 : info.scratchBytes);
    graph.cost.push_back(cost(&op));
    graph.recomputable.push_back(!backward && mayRecompute(&op));
    graph.viewOf.push_back(view);
    std::vector<unsigned> reads;
    for (Value operand : op.getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (auto it = node.find(def); it != node.end())
          if (!llvm::is_contained(reads, it->second))
            reads.push_back(it->second);
    graph.operands.push_back(reads);
  }
  for (Value returned : terminator->getOperands())
    if (Operation *def = returned.getDefiningOp())
      if (auto it = node.find(def); it != node.end())
        if (!llvm::is_contained(graph.outputs, it->second))
          graph.outputs.push_back(it->second);
  // Ops with several buffers: each result's bytes and the last op reading
  // its buffer (through any view of it; the return is node n), which is
  // where the memory analysis frees it.
  unsigned n = graph.size();
  DenseMap<int64_t, unsigned> lastReader;
  for (auto [j, op] : llvm::enumerate(nodes))
    for (Value operand : op->getOperands())
      if (int64_t b = memory.getBufferIndex(operand); b >= 0)
        lastReader[b] = j;
  for (Value returned : terminator->getOperands())
    if (int64_t b = memory.getBufferIndex(returned); b >= 0)
      lastReader[b] = n;
  graph.resultParts.resize(n);
  for (auto [i, op] : llvm::enumerate(nodes)) {
    if (op->getNumResults() < 2 || graph.bytes[i] == 0)
      continue;
    std::vector<std::pair<int64_t, unsigned>> parts;
    for (OpResult result : op->getResults()) {
      int64_t b = memory.getBufferIndex(result);
      if (b < 0 && getTypeBytes(result.getType()) == 0) {
        parts.push_back({0, unsigned(i)});
        continue;
      }
      // A result in another value's buffer: the op stays one value.
      if (b < 0 || memory.getBuffers()[b].value != result) {
        parts.clear();
        break;
      }
      auto it = lastReader.find(b);
      parts.push_back({memory.getBuffers()[b].bytes,
                       it == lastReader.end() ? unsigned(i) : it->second});
    }
    graph.resultParts[i] = std::move(parts);
  }
  return graph;
}

Schedule remat::buildCheckmateSchedule(FunctionOpInterface func,
                                       ArrayRef<Operation *> nodes,
                                       const CheckmateResult &result) {
  DenseMap<Operation *, unsigned> node;
  for (auto [i, op] : llvm::enumerate(nodes))
    node[op] = i;
  Schedule schedule;
  // The latest copy of each op's results (the op itself until it is
  // recomputed): -1, or the entry of its latest clone.
  SmallVector<int> latest(nodes.size(), -1);
  auto latestOf = [&](Value v) {
    if (Operation *def = v.getDefiningOp())
      if (auto it = node.find(def); it != node.end() && latest[it->second] >= 0)
        return ScheduleValue::ofEntry(latest[it->second],
                                      cast<OpResult>(v).getResultNumber());
    return ScheduleValue::original(v);
  };
  // Clones read by an original op stand for their original.
  DenseSet<int> standsIn;
  Operation *terminator = func.getFunctionBody().front().getTerminator();
  // Stage n is the return's.
  for (unsigned t = 0; t <= nodes.size(); ++t) {
    Operation *stageOp = t < nodes.size() ? nodes[t] : terminator;
    DenseMap<Value, ScheduleValue> thisStage; // originals recomputed in t
    DenseMap<Value, int> barriers;            // held values read in t
    for (unsigned i : result.recompute[t]) {
      Operation *original = nodes[i];
      SmallVector<ScheduleValue> operands;
      for (Value operand : original->getOperands()) {
        if (auto it = thisStage.find(operand); it != thisStage.end()) {
          operands.push_back(it->second);
          continue;
        }
        // A fresh barrier per stage keeps CSE from merging this copy with
        // another one.
        auto [it, inserted] = barriers.try_emplace(operand, 0);
        if (inserted)
          it->second = schedule.addBarrier(latestOf(operand), stageOp);
        operands.push_back(ScheduleValue::ofEntry(it->second));
      }
      int entry = schedule.addClone(original, stageOp, operands);
      for (OpResult r : original->getResults())
        thisStage[r] = ScheduleValue::ofEntry(entry, r.getResultNumber());
      latest[i] = entry;
    }
    // Op t reads what its stage recomputed, else the latest copy.
    for (OpOperand &use : stageOp->getOpOperands()) {
      Value operand = use.get();
      ScheduleValue source;
      if (auto it = thisStage.find(operand); it != thisStage.end())
        source = it->second;
      else
        source = latestOf(operand);
      if (source.isOriginal())
        continue;
      schedule.uses.push_back({stageOp, use.getOperandNumber(), source});
      if (standsIn.insert(source.entry).second)
        schedule.decisions.push_back({operand, source, stageOp,
                                      unsigned(source.entry),
                                      unsigned(source.entry) + 1});
    }
  }
  return schedule;
}

std::vector<std::vector<unsigned>>
remat::recomputeListsOf(FunctionOpInterface func, ArrayRef<Operation *> nodes,
                        const Schedule &schedule) {
  IRMapping mapping;
  auto copy = cast<FunctionOpInterface>(func->clone(mapping));
  (void)applySchedule(copy, schedule.translated(mapping));
  // The node of each original value, in `func` and in the copy.
  DenseMap<Value, unsigned> nodeOf, copyNodeOf;
  DenseMap<Operation *, unsigned> copyOriginals;
  for (auto [i, op] : llvm::enumerate(nodes)) {
    for (Value r : op->getResults())
      nodeOf[r] = i;
    copyOriginals[mapping.lookup(op)] = i;
  }
  // Whether operand `v` of a clone in the copy stands for operand `original`
  // of its node.
  // Guards in the copy of values that are no node's (function arguments):
  // the value each one guards.
  DenseMap<Value, Value> guardedOther;
  auto sameValue = [&](Value v, Value original) {
    auto it = nodeOf.find(original);
    if (it == nodeOf.end()) {
      if (auto guarded = guardedOther.find(v); guarded != guardedOther.end())
        v = guarded->second;
      return v == mapping.lookupOrNull(original);
    }
    auto copied = copyNodeOf.find(v);
    return copied != copyNodeOf.end() && copied->second == it->second &&
           cast<OpResult>(v).getResultNumber() ==
               cast<OpResult>(original).getResultNumber();
  };
  std::vector<std::vector<unsigned>> lists(nodes.size() + 1);
  std::vector<unsigned> pending;
  bool matched = true;
  auto endStage = [&](unsigned t) {
    llvm::sort(pending);
    pending.erase(llvm::unique(pending), pending.end());
    lists[t] = std::move(pending);
    pending.clear();
  };
  Block &body = copy.getFunctionBody().front();
  for (Operation &op : body) {
    if (&op == body.getTerminator()) {
      endStage(nodes.size());
      break;
    }
    if (auto it = copyOriginals.find(&op); it != copyOriginals.end()) {
      endStage(it->second);
      for (Value r : op.getResults())
        copyNodeOf[r] = it->second;
      continue;
    }
    if (!op.hasAttr(kRecomputeAttrName))
      continue;
    if (auto guard = dyn_cast<RecomputeGuardOpInterface>(op)) {
      for (unsigned i = 0, e = op.getNumResults(); i < e; ++i) {
        Value guarded = guard.getGuardedValue(i);
        if (auto it = copyNodeOf.find(guarded); it != copyNodeOf.end())
          copyNodeOf[op.getResult(i)] = it->second;
        else if (auto other = guardedOther.find(guarded);
                 other != guardedOther.end())
          guardedOther[op.getResult(i)] = other->second;
        else
          guardedOther[op.getResult(i)] = guarded;
      }
      continue;
    }
    // A clone: the node with its name, properties and operands.
    std::optional<unsigned> found;
    for (auto [i, original] : llvm::enumerate(nodes)) {
      if (original->getName() != op.getName() ||
          original->getNumOperands() != op.getNumOperands() ||
          original->getPropertiesAsAttribute() != op.getPropertiesAsAttribute())
        continue;
      if (llvm::all_of(llvm::zip(op.getOperands(), original->getOperands()),
                       [&](auto pair) {
                         return sameValue(std::get<0>(pair), std::get<1>(pair));
                       })) {
        found = i;
        break;
      }
    }
    if (!found) {
      matched = false;
      break;
    }
    pending.push_back(*found);
    for (Value r : op.getResults())
      copyNodeOf[r] = *found;
  }
  copy->erase();
  if (!matched)
    return {};
  return lists;
}
