//===- ILPRematerialization.cpp - Checkmate schedules in the IR -----------===//

#include "remat/Dialect/Remat/Transforms/ILPRematerialization.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/Phase.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

FailureOr<ScheduleGraph>
remat::buildScheduleGraph(func::FuncOp func,
                          llvm::function_ref<double(Operation *)> cost,
                          llvm::function_ref<bool(Operation *)> mayRecompute,
                          SmallVectorImpl<Operation *> &nodes,
                          Operation *&blocker, std::string &why) {
  PhaseAnalysis phases(func);
  MemoryAnalysis memory(func);
  llvm::raw_string_ostream os(why);
  ScheduleGraph graph;
  DenseMap<Operation *, unsigned> node;
  Operation *terminator = func.getBody().front().getTerminator();
  for (Operation &op : func.getBody().front()) {
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
    if (info.allocatedBytes == 0 && tensorResults) {
      os << "the exact solver does not model views (ops whose results "
            "share their operand's memory)";
      return failure();
    }
    node[&op] = graph.size();
    nodes.push_back(&op);
    graph.bytes.push_back(info.allocatedBytes);
    graph.scratch.push_back(info.scratchBytes);
    graph.cost.push_back(cost(&op));
    graph.recomputable.push_back(!phases.isBackward(&op) && mayRecompute(&op));
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
  return graph;
}

int64_t remat::applyCheckmateSchedule(func::FuncOp func,
                                      ArrayRef<Operation *> nodes,
                                      const CheckmateResult &schedule) {
  DenseMap<Operation *, unsigned> node;
  for (auto [i, op] : llvm::enumerate(nodes))
    node[op] = i;
  // The latest copy of each op (the op itself until it is recomputed).
  SmallVector<Operation *> latest(nodes.begin(), nodes.end());
  OpBuilder b(func.getContext());
  int64_t flops = 0;
  auto mark = [&](Operation *op) {
    op->walk([&](Operation *inner) {
      inner->setAttr(kRecomputeAttrName, b.getUnitAttr());
    });
  };
  Operation *terminator = func.getBody().front().getTerminator();
  // Stage n is the return's.
  for (unsigned t = 0; t <= nodes.size(); ++t) {
    Operation *stageOp = t < nodes.size() ? nodes[t] : terminator;
    b.setInsertionPoint(stageOp);
    DenseMap<Value, Value> thisStage; // originals recomputed in stage t
    DenseMap<Value, Value> barriers;  // held values read in stage t
    for (unsigned i : schedule.recompute[t]) {
      Operation *original = nodes[i];
      IRMapping mapping;
      for (Value operand : original->getOperands()) {
        if (Value copy = thisStage.lookup(operand)) {
          mapping.map(operand, copy);
          continue;
        }
        Value held = operand;
        if (Operation *def = operand.getDefiningOp())
          if (auto it = node.find(def); it != node.end())
            held = latest[it->second]->getResult(
                cast<OpResult>(operand).getResultNumber());
        // A fresh barrier per stage keeps CSE from merging this copy with
        // another one.
        auto [it, inserted] = barriers.try_emplace(operand, Value());
        if (inserted) {
          auto barrier = BarrierOp::create(b, operand.getLoc(), held);
          mark(barrier);
          it->second = barrier.getResult();
        }
        mapping.map(operand, it->second);
      }
      Operation *clone = b.clone(*original, mapping);
      mark(clone);
      if (auto cost = dyn_cast<CostModelOpInterface>(clone))
        flops += cost.getFlops();
      for (auto [from, to] :
           llvm::zip(original->getResults(), clone->getResults()))
        thisStage[from] = to;
      latest[i] = clone;
    }
    // Op t reads what its stage recomputed, else the latest copy.
    for (OpOperand &use : stageOp->getOpOperands()) {
      Value operand = use.get();
      if (Value copy = thisStage.lookup(operand)) {
        use.set(copy);
        continue;
      }
      if (Operation *def = operand.getDefiningOp())
        if (auto it = node.find(def); it != node.end())
          use.set(latest[it->second]->getResult(
              cast<OpResult>(operand).getResultNumber()));
    }
  }
  return flops;
}
