//===- ChainRematerialization.cpp - chain DP schedules in the IR ----------===//

#include "remat/Transforms/ChainRematerialization.h"
#include "remat/Analysis/Aliasing.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/Phase.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Interfaces/DifferentiableOpInterface.h"
#include "remat/Transforms/TrainingStep.h"

#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;
using namespace remat;

/// Backward ops (not terminators, not recomputations) reading `v`.
static SmallVector<Operation *> backwardUsers(Value v,
                                              const PhaseAnalysis &phases) {
  SmallVector<Operation *> users;
  for (Operation *user : v.getUsers())
    if (phases.isBackward(user) && !user->hasTrait<OpTrait::IsTerminator>() &&
        !user->hasAttr(kRecomputeAttrName))
      users.push_back(user);
  return users;
}

FailureOr<ForwardChain> remat::findForwardChain(FunctionOpInterface func,
                                                Operation *&blocker,
                                                std::string &why) {
  PhaseAnalysis phases(func);
  ForwardChain chain;
  llvm::raw_string_ostream os(why);
  for (Operation &op : func.getFunctionBody().front()) {
    // Destination initializers (tensor.empty, a fill) belong to the op
    // that writes into them: a sweep clones them with it.
    if (op.hasTrait<OpTrait::IsTerminator>() ||
        op.hasTrait<OpTrait::ConstantLike>() || phases.isBackward(&op) ||
        isDestinationInitializer(&op))
      continue;
    blocker = &op;
    if (op.getNumResults() != 1) {
      os << "it has " << op.getNumResults() << " results";
      return failure();
    }
    Value previous =
        chain.ops.empty() ? Value() : chain.ops.back()->getResult(0);
    for (Value operand : op.getOperands()) {
      if (isArgumentOrConstant(operand) || operand == previous ||
          isDestinationInitValue(operand))
        continue;
      Operation *def = operand.getDefiningOp();
      os << "it reads the result of '" << def->getName() << "' ("
         << def->getLoc() << "), not only the previous forward op's";
      return failure();
    }
    chain.ops.push_back(&op);
  }
  if (chain.ops.empty()) {
    blocker = func;
    os << "it has no forward ops";
    return failure();
  }
  // One op per stage: the DP never makes a value no adjoint reads, yet may
  // keep one (a matmul's output, to recompute a cheap bias and activation).
  for (unsigned i = 0; i <= chain.ops.size(); ++i)
    chain.stageEnd.push_back(i);
  return chain;
}

/// Where each adjoint t (1..n) starts in `func`: the first backward read of
/// its input, or the last of its output, whichever comes first, never before
/// adjoint t + 1. Which adjoint an op belongs to is not recorded in the IR;
/// this is a conservative guess that the memory analysis checks later.
static SmallVector<Operation *> findAdjointStarts(FunctionOpInterface func,
                                                  const ForwardChain &chain,
                                                  const PhaseAnalysis &phases) {
  Block &body = func.getFunctionBody().front();
  DenseMap<Operation *, int64_t> index;
  for (auto [i, op] : llvm::enumerate(body))
    index[&op] = i;
  unsigned n = chain.numStages();
  auto x = [&](unsigned g) { return chain.stageValue(g); };
  auto earlier = [&](Operation *a, Operation *b) {
    return !b || (a && index.lookup(a) < index.lookup(b));
  };
  Operation *firstBackward = body.getTerminator();
  for (Operation &op : body)
    if (phases.isBackward(&op) && !op.hasTrait<OpTrait::IsTerminator>()) {
      firstBackward = &op;
      break;
    }
  SmallVector<Operation *> anchor(n + 2, nullptr);
  for (unsigned t = n; t >= 1; --t) {
    Operation *at = nullptr;
    if (t >= 2)
      for (Operation *user : backwardUsers(x(t - 1), phases))
        if (earlier(user, at))
          at = user;
    Operation *last = nullptr;
    for (Operation *user : backwardUsers(x(t), phases))
      if (!last || index.lookup(user) > index.lookup(last))
        last = user;
    if (last && earlier(last, at))
      at = last;
    if (anchor[t + 1] && (!at || earlier(at, anchor[t + 1])))
      at = anchor[t + 1];
    anchor[t] = at ? at : firstBackward;
  }

  return anchor;
}

/// Whether adjoint g (1..n) reads x_{g-1} and x_g, from what the stages'
/// derivative rules read: an adjoint holds only what it reads. None when a
/// stage has no rule (or several ops), or when the backward pass does not
/// read exactly the values the rules read (it was not made by them, e.g. a
/// hand-written step whose relu_grad reads the pre-activation).
static std::optional<SmallVector<std::pair<bool, bool>>>
adjointReadsFromRules(FunctionOpInterface func, const ForwardChain &chain,
                      const PhaseAnalysis &phases) {
  unsigned n = chain.numStages();
  auto x = [&](unsigned g) { return chain.stageValue(g); };
  // Stage values need adjoints (a hand-written step may differentiate with
  // respect to an input too); of the arguments, the parameters.
  auto isActive = [&](Value v) {
    if (auto arg = dyn_cast<BlockArgument>(v))
      return arg.getOwner()->getParentOp() == func &&
             func.getArgAttr(arg.getArgNumber(), "remat.param");
    return llvm::is_contained(chain.ops, v.getDefiningOp());
  };
  SmallVector<std::pair<bool, bool>> reads(n + 1, {false, false});
  for (unsigned g = 1; g <= n; ++g) {
    if (chain.stageEnd[g] - chain.stageEnd[g - 1] != 1)
      return std::nullopt;
    Operation *op = chain.ops[chain.stageEnd[g - 1]];
    auto rule = dyn_cast<DifferentiableOpInterface>(op);
    if (!rule)
      return std::nullopt;
    FailureOr<SmallVector<Value>> read = getValuesReadByAdjoint(rule, isActive);
    if (failed(read))
      return std::nullopt;
    reads[g] = {g > 1 && llvm::is_contained(*read, x(g - 1)),
                llvm::is_contained(*read, x(g))};
  }
  for (unsigned g = 1; g <= n; ++g) {
    bool byRules = reads[g].second || (g < n && reads[g + 1].first);
    if (byRules != !backwardUsers(x(g), phases).empty())
      return std::nullopt;
  }
  return reads;
}

ChainModel
remat::buildChainModel(FunctionOpInterface func, const ForwardChain &chain,
                       int64_t unitBytes,
                       llvm::function_ref<double(Operation *)> cost,
                       llvm::function_ref<bool(Operation *)> mayRecompute) {
  PhaseAnalysis phases(func);
  auto units = [&](Value v) {
    return (getTypeBytes(v.getType()) + unitBytes - 1) / unitBytes;
  };
  ChainModel model;
  model.memory = ChainModel::Memory::Liveness;
  // x_0 is made of arguments and constants, which the memory model does not
  // count.
  model.size.push_back(0);
  model.gradSize.push_back(0);
  model.cost.push_back(0.0);
  model.readsInput.push_back(false);
  model.readsOutput.push_back(false);
  model.forwardExtra.push_back(0);
  model.backwardExtra.push_back(0);
  std::optional<SmallVector<std::pair<bool, bool>>> ruleReads =
      adjointReadsFromRules(func, chain, phases);
  for (unsigned g = 1; g <= chain.numStages(); ++g) {
    Value x = chain.stageValue(g);
    model.size.push_back(units(x));
    model.gradSize.push_back(units(x));
    if (ruleReads) {
      model.readsInput.push_back((*ruleReads)[g].first);
      model.readsOutput.push_back((*ruleReads)[g].second);
    } else {
      // Which adjoint reads a value is not recorded in the IR; a value the
      // backward pass reads counts as read by both adjoints next to it.
      model.readsInput.push_back(model.readsOutput.back());
      model.readsOutput.push_back(!backwardUsers(x, phases).empty());
    }
    double total = 0.0;
    int64_t forwardExtra = 0, backwardExtra = 0;
    for (unsigned i = chain.stageEnd[g - 1]; i < chain.stageEnd[g]; ++i) {
      Operation *op = chain.ops[i];
      total +=
          mayRecompute(op) ? cost(op) : std::numeric_limits<double>::infinity();
      // Inner values (not x_g) while computing the op, and their gradients.
      bool innerIn = i > chain.stageEnd[g - 1];
      bool innerOut = i + 1 < chain.stageEnd[g];
      int64_t held = (innerIn ? units(chain.ops[i - 1]->getResult(0)) : 0) +
                     (innerOut ? units(op->getResult(0)) : 0);
      forwardExtra = std::max(forwardExtra, held);
      if (innerOut)
        backwardExtra = std::max(backwardExtra, units(op->getResult(0)));
    }
    model.cost.push_back(total);
    model.forwardExtra.push_back(forwardExtra);
    model.backwardExtra.push_back(backwardExtra);
  }
  // Backward values returned (parameter gradients) stay allocated from the
  // adjoint that makes them to the end.
  unsigned n = chain.numStages();
  model.adjointOutput.assign(n + 1, 0);
  SmallVector<Operation *> starts = findAdjointStarts(func, chain, phases);
  unsigned t = n;
  Operation *terminator = func.getFunctionBody().front().getTerminator();
  for (Operation &op : func.getFunctionBody().front()) {
    while (t > 1 && &op == starts[t - 1])
      --t;
    if (!phases.isBackward(&op) || &op == terminator)
      continue;
    for (Value r : op.getResults())
      if (llvm::is_contained(r.getUsers(), terminator))
        model.adjointOutput[t] += units(r);
  }
  return model;
}

bool remat::isShortForwardChain(FunctionOpInterface func) {
  Operation *blocker = nullptr;
  std::string why;
  FailureOr<ForwardChain> chain = findForwardChain(func, blocker, why);
  return succeeded(chain) && chain->numStages() <= kMaxAutoChainStages;
}

Schedule remat::buildChainSchedule(FunctionOpInterface func,
                                   const ForwardChain &chain,
                                   const ChainSchedule &chainSchedule) {
  PhaseAnalysis phases(func);
  unsigned n = chain.numStages();
  auto x = [&](unsigned g) { return chain.stageValue(g); };
  SmallVector<Operation *> anchor = findAdjointStarts(func, chain, phases);
  DenseMap<Operation *, int64_t> index;
  for (auto [i, op] : llvm::enumerate(func.getFunctionBody().front()))
    index[&op] = i;
  Schedule schedule;
  // Per stage, its copies in order: (the op they are placed before, copy).
  SmallVector<SmallVector<std::pair<Operation *, ScheduleValue>>> copies(n + 1);
  SmallVector<ScheduleValue> current(n + 1);
  for (unsigned k = 1; k <= n; ++k)
    current[k] = ScheduleValue::original(x(k));
  for (const ChainSweep &sweep : chainSchedule.sweeps) {
    Operation *before = beforeDestinations(anchor[sweep.beforeAdjoint], phases);
    unsigned begin = schedule.entries.size();
    ScheduleValue previous = current[sweep.from];
    unsigned first = chain.stageEnd[sweep.from];
    for (unsigned i = first; i < chain.stageEnd[sweep.to]; ++i) {
      Operation *original = chain.ops[i];
      Value input = i ? chain.ops[i - 1]->getResult(0) : Value();
      DenseMap<Value, ScheduleValue> mapping;
      for (Value operand : original->getOperands()) {
        if (mapping.count(operand))
          continue;
        // A fresh barrier at the start of every sweep keeps CSE from
        // merging two sweeps over the same stages.
        if (input && operand == input)
          mapping[operand] = i == first
                                 ? ScheduleValue::ofEntry(
                                       schedule.addBarrier(previous, before))
                                 : previous;
        else if (i == first && !operand.getDefiningOp())
          mapping[operand] = ScheduleValue::ofEntry(
              schedule.addBarrier(ScheduleValue::original(operand), before));
        else if (isDestinationInitValue(operand))
          mapping[operand] =
              cloneDestinationInitializer(schedule, operand, before);
        else
          mapping[operand] = ScheduleValue::original(operand);
      }
      SmallVector<ScheduleValue> operands;
      for (Value operand : original->getOperands())
        operands.push_back(mapping.lookup(operand));
      previous =
          ScheduleValue::ofEntry(schedule.addClone(original, before, operands));
    }
    copies[sweep.to].push_back({before, previous});
    current[sweep.to] = previous;
    schedule.decisions.push_back({x(sweep.to), previous, before, begin,
                                  unsigned(schedule.entries.size())});
  }

  // Each backward use reads the latest copy made before it.
  for (unsigned k = 1; k <= n; ++k) {
    if (copies[k].empty())
      continue;
    for (OpOperand &use : x(k).getUses()) {
      Operation *user = use.getOwner();
      if (user->hasAttr(kRecomputeAttrName) ||
          user->hasTrait<OpTrait::IsTerminator>() || !phases.isBackward(user))
        continue;
      std::optional<ScheduleValue> latest;
      for (auto [before, copy] : copies[k]) {
        // A copy placed before `before` precedes `user` unless `user`
        // comes first.
        if (index.lookup(before) > index.lookup(user))
          break;
        latest = copy;
      }
      if (latest)
        schedule.uses.push_back({user, use.getOperandNumber(), *latest});
    }
  }
  return schedule;
}
