//===- ChainRematerialization.cpp - chain DP schedules in the IR ----------===//

#include "remat/Transforms/ChainRematerialization.h"
#include "remat/Analysis/Aliasing.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/Phase.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Interfaces/DifferentiableOpInterface.h"
#include "remat/Support/AttrNames.h"
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

/// The inner values of stage g (results of its ops other than x_g) that the
/// backward pass reads: a sweep ending at stage g makes them with x_g, and
/// the adjoints read its copies.
static SmallVector<Value> innerValuesRead(const ForwardChain &chain, unsigned g,
                                          const PhaseAnalysis &phases) {
  SmallVector<Value> read;
  for (unsigned i = chain.stageEnd[g - 1]; i + 1 < chain.stageEnd[g]; ++i)
    if (!backwardUsers(chain.ops[i]->getResult(0), phases).empty())
      read.push_back(chain.ops[i]->getResult(0));
  return read;
}

/// x_g and the inner values of stage g the backward pass reads.
static SmallVector<Value> stageValuesRead(const ForwardChain &chain, unsigned g,
                                          const PhaseAnalysis &phases) {
  SmallVector<Value> values{chain.stageValue(g)};
  llvm::append_range(values, innerValuesRead(chain, g, phases));
  return values;
}

FailureOr<ForwardChain> remat::findForwardChain(FunctionOpInterface func,
                                                Operation *&blocker,
                                                std::string &why) {
  PhaseAnalysis phases(func);
  Block &body = func.getFunctionBody().front();
  ForwardChain chain;
  llvm::raw_string_ostream os(why);
  DenseMap<Operation *, unsigned> position;
  for (Operation &op : body) {
    // Destination initializers (tensor.empty, a fill) belong to the op
    // that writes into them: a sweep clones them with it.
    if (op.hasTrait<OpTrait::IsTerminator>() ||
        op.hasTrait<OpTrait::ConstantLike>() || phases.isBackward(&op) ||
        isDestinationInitializer(&op))
      continue;
    if (op.getNumResults() != 1) {
      blocker = &op;
      os << "it has " << op.getNumResults() << " results";
      return failure();
    }
    position[&op] = chain.ops.size();
    chain.ops.push_back(&op);
  }
  if (chain.ops.empty()) {
    blocker = func;
    os << "it has no forward ops";
    return failure();
  }
  // A stage ends where one value alone carries the forward pass on: after
  // op p when no value made before p is read by a forward op after p. A
  // value read by several ops (the logits read by a loss's reductions, the
  // input of a residual block) puts its readers in one stage; a chain of
  // ops each reading only the previous one's result has one op per stage.
  chain.stageEnd.push_back(0);
  size_t reach = 0; // the last forward reader of the values made before p
  for (auto [p, op] : llvm::enumerate(chain.ops)) {
    // Op p's own result may cross the gap after p: it is the stage's x_g.
    if (reach <= p || p + 1 == chain.ops.size())
      chain.stageEnd.push_back(p + 1);
    for (Operation *user : op->getResult(0).getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      auto it = top ? position.find(top) : position.end();
      if (it != position.end())
        reach = std::max<size_t>(reach, it->second);
    }
  }
  return chain;
}

/// A backward op reading inner values of stage g, or x_g from the first such
/// op on (the part of the backward pass that is adjoint g), those values, and
/// the stage's ops (indices into chain.ops, ascending) that remake them from
/// x_{g-1}: what adjoint g remakes right before that op when it remakes its
/// tape inside (ChainSweep::insideAdjoint). Any copy of a value is the value,
/// so an op of another adjoint placed among adjoint g's reads a remade copy
/// too.
struct RemakeGroup {
  Operation *user;
  SmallVector<Value> read;
  SmallVector<unsigned> ops;
};

static SmallVector<RemakeGroup> remakeGroups(const ForwardChain &chain,
                                             unsigned g,
                                             const PhaseAnalysis &phases) {
  unsigned begin = chain.stageEnd[g - 1], end = chain.stageEnd[g];
  DenseMap<Operation *, unsigned> position;
  for (unsigned i = begin; i < end; ++i)
    position[chain.ops[i]] = i;
  SmallVector<Value> inner = stageValuesRead(chain, g, phases);
  Operation *from = nullptr;
  for (Value v : ArrayRef(inner).drop_front())
    for (Operation *user : backwardUsers(v, phases))
      if (!from || user->isBeforeInBlock(from))
        from = user;
  SmallVector<Operation *> users;
  for (Value v : inner)
    for (Operation *user : backwardUsers(v, phases))
      if (from && (user == from || from->isBeforeInBlock(user)) &&
          !llvm::is_contained(users, user))
        users.push_back(user);
  llvm::sort(users,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  SmallVector<RemakeGroup> groups;
  for (Operation *user : users) {
    RemakeGroup group{user, {}, {}};
    SmallVector<bool> needed(end - begin, false);
    for (Value operand : user->getOperands())
      if (llvm::is_contained(inner, operand) &&
          !llvm::is_contained(group.read, operand)) {
        group.read.push_back(operand);
        needed[position.lookup(operand.getDefiningOp()) - begin] = true;
      }
    for (unsigned i = end; i-- > begin;) {
      if (!needed[i - begin])
        continue;
      for (Value operand : chain.ops[i]->getOperands())
        if (auto it = position.find(operand.getDefiningOp());
            operand.getDefiningOp() && it != position.end())
          needed[it->second - begin] = true;
    }
    for (unsigned i = begin; i < end; ++i)
      if (needed[i - begin])
        group.ops.push_back(i);
    groups.push_back(std::move(group));
  }
  return groups;
}

/// Where each adjoint t (1..n) starts in `func`: the first backward read of
/// its input, or the last of its output, whichever comes first, never before
/// adjoint t + 1. Which adjoint an op belongs to is not recorded in the IR;
/// this is a conservative guess that the memory analysis checks later.
///
/// With `early`, a sweep before adjoint t goes right after the op where
/// adjoint t + 1 starts when that comes first: adjoint t may begin before
/// its first read of x_{t-1} (a matmul's input gradient before its weight
/// gradient), and recomputing x_{t-1} there holds less (not the input
/// gradient it makes).
static SmallVector<Operation *> findAdjointStarts(FunctionOpInterface func,
                                                  const ForwardChain &chain,
                                                  const PhaseAnalysis &phases,
                                                  bool early) {
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
    for (Value v : stageValuesRead(chain, t, phases))
      for (Operation *user : backwardUsers(v, phases))
        if (!last || index.lookup(user) > index.lookup(last))
          last = user;
    if (last && earlier(last, at))
      at = last;
    if (anchor[t + 1] && (!at || earlier(at, anchor[t + 1])))
      at = anchor[t + 1];
    anchor[t] = at ? at : firstBackward;
  }
  if (!early)
    return anchor;
  SmallVector<Operation *> moved(anchor);
  for (unsigned t = n - 1; t >= 1; --t) {
    Operation *next = anchor[t + 1]->getNextNode();
    if (next && earlier(next, anchor[t]))
      moved[t] = next;
  }
  return moved;
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
             func.getArgAttr(arg.getArgNumber(), kParamAttrName);
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

ChainModel remat::buildChainModel(
    FunctionOpInterface func, const ForwardChain &chain, int64_t unitBytes,
    llvm::function_ref<double(Operation *)> cost,
    llvm::function_ref<bool(Operation *)> mayRecompute, bool activationsOnly) {
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
  model.tapeSize.push_back(0);
  model.forwardExtraTape.push_back(0);
  model.remakeCost.push_back(std::numeric_limits<double>::infinity());
  model.remakeExtra.push_back(0);
  // Each chain op's index, and the index of the chain op each user of a
  // chain value is in (nested or not): once, so that finding which later op
  // of a stage reads a value is a lookup, not a scan of the stage (a DAG's
  // stage can hold thousands of ops).
  DenseMap<Operation *, unsigned> chainIndex;
  for (auto [i, op] : llvm::enumerate(chain.ops))
    chainIndex[op] = i;
  auto enclosingChainOp = [&](Operation *user) -> std::optional<unsigned> {
    for (Operation *a = user; a; a = a->getParentOp())
      if (auto it = chainIndex.find(a); it != chainIndex.end())
        return it->second;
    return std::nullopt;
  };
  for (unsigned g = 1; g <= chain.numStages(); ++g) {
    Value x = chain.stageValue(g);
    // The inner values the backward pass reads are the stage's tape: kept
    // with x_g (abar_g) or not (a_g), made again by a sweep ending at stage
    // g that keeps its tape.
    SmallVector<Value> inner = innerValuesRead(chain, g, phases);
    model.size.push_back(units(x));
    int64_t tape = 0;
    for (Value v : inner)
      tape += units(v);
    model.tapeSize.push_back(tape);
    model.gradSize.push_back(activationsOnly ? 0 : units(x));
    if (ruleReads) {
      model.readsInput.push_back((*ruleReads)[g].first);
      model.readsOutput.push_back((*ruleReads)[g].second);
    } else {
      // Which adjoint reads a value is not recorded in the IR; a stage
      // output the backward pass reads counts as read by both adjoints next
      // to it. (Its tape is read by its own adjoint.)
      model.readsInput.push_back(model.readsOutput.back());
      model.readsOutput.push_back(!backwardUsers(x, phases).empty());
    }
    double total = 0.0;
    int64_t forwardExtra = 0, forwardExtraTape = 0, backwardExtra = 0;
    unsigned begin = chain.stageEnd[g - 1], end = chain.stageEnd[g];
    // The last op of the stage reading each inner value (not x_g).
    SmallVector<unsigned> lastReader(end - begin);
    for (unsigned i = begin; i + 1 < end; ++i) {
      lastReader[i - begin] = i;
      for (Operation *user : chain.ops[i]->getResult(0).getUsers())
        if (std::optional<unsigned> j = enclosingChainOp(user))
          if (*j > i && *j < end)
            lastReader[i - begin] = std::max(lastReader[i - begin], *j);
    }
    SmallVector<int64_t> opUnits;
    SmallVector<bool> onTape;
    llvm::SmallDenseSet<Value> innerSet(inner.begin(), inner.end());
    for (unsigned k = begin; k < end; ++k) {
      Value v = chain.ops[k]->getResult(0);
      opUnits.push_back(units(v));
      onTape.push_back(innerSet.contains(v));
    }
    for (unsigned i = begin; i < end; ++i) {
      Operation *op = chain.ops[i];
      total +=
          mayRecompute(op) ? cost(op) : std::numeric_limits<double>::infinity();
      // Inner values live while computing the op (its own result among
      // them unless it is x_g), and their gradients; keeping the tape, the
      // inner values the backward pass reads live to the end of the stage.
      int64_t held = 0, heldWithTape = 0;
      for (unsigned k = begin; k + 1 < end && k <= i; ++k) {
        bool live = k == i || lastReader[k - begin] >= i;
        held += live ? opUnits[k - begin] : 0;
        heldWithTape += live || onTape[k - begin] ? opUnits[k - begin] : 0;
      }
      forwardExtra = std::max(forwardExtra, held);
      forwardExtraTape = std::max(forwardExtraTape, heldWithTape);
      if (i + 1 < end && !activationsOnly)
        backwardExtra = std::max(backwardExtra, units(op->getResult(0)));
    }
    model.cost.push_back(total);
    // Adjoint g remaking its tape inside: each reading op's values, made
    // again from x_{g-1} right before it; what lives at once is the largest
    // such remake (its values live while later ones of it, or the reader,
    // read them).
    double remakeCost = std::numeric_limits<double>::infinity();
    int64_t remakeExtra = 0;
    if (tape > 0) {
      remakeCost = 0.0;
      for (const RemakeGroup &group : remakeGroups(chain, g, phases)) {
        // Per op of the group: its value's units, whether the group's
        // reader reads it, and the last position in the group whose op
        // reads it.
        DenseMap<unsigned, unsigned> position;
        for (auto [q, index] : llvm::enumerate(group.ops))
          position[index] = q;
        llvm::SmallDenseSet<Value> readByUser(group.read.begin(),
                                              group.read.end());
        SmallVector<int64_t> groupUnits;
        SmallVector<bool> readAtEnd;
        SmallVector<unsigned> lastInGroup;
        for (auto [q, index] : llvm::enumerate(group.ops)) {
          Value v = chain.ops[index]->getResult(0);
          groupUnits.push_back(units(v));
          readAtEnd.push_back(readByUser.contains(v));
          unsigned last = q;
          for (Operation *user : v.getUsers())
            if (std::optional<unsigned> j = enclosingChainOp(user))
              if (auto it = position.find(*j); it != position.end())
                last = std::max<unsigned>(last, it->second);
          lastInGroup.push_back(last);
        }
        for (unsigned p = 0; p < group.ops.size(); ++p) {
          Operation *op = chain.ops[group.ops[p]];
          remakeCost += mayRecompute(op)
                            ? cost(op)
                            : std::numeric_limits<double>::infinity();
          int64_t live = 0;
          for (unsigned q = 0; q <= p; ++q) {
            bool read = q == p || readAtEnd[q] || lastInGroup[q] > p;
            live += read ? groupUnits[q] : 0;
          }
          remakeExtra = std::max(remakeExtra, live);
        }
      }
    }
    model.remakeCost.push_back(remakeCost);
    model.remakeExtra.push_back(remakeExtra);
    model.forwardExtra.push_back(forwardExtra);
    model.forwardExtraTape.push_back(forwardExtraTape);
    model.backwardExtra.push_back(backwardExtra);
  }
  // Backward values returned (parameter gradients) stay allocated from the
  // adjoint that makes them to the end.
  unsigned n = chain.numStages();
  model.adjointOutput.assign(n + 1, 0);
  SmallVector<Operation *> starts =
      findAdjointStarts(func, chain, phases, /*early=*/false);
  unsigned t = n;
  Operation *terminator = func.getFunctionBody().front().getTerminator();
  for (Operation &op : func.getFunctionBody().front()) {
    while (t > 1 && &op == starts[t - 1])
      --t;
    if (!phases.isBackward(&op) || &op == terminator)
      continue;
    for (Value r : op.getResults())
      if (!activationsOnly && llvm::is_contained(r.getUsers(), terminator))
        model.adjointOutput[t] += units(r);
  }
  return model;
}

Schedule remat::buildChainSchedule(FunctionOpInterface func,
                                   const ForwardChain &chain,
                                   const ChainSchedule &chainSchedule,
                                   bool early) {
  PhaseAnalysis phases(func);
  unsigned n = chain.numStages();
  auto x = [&](unsigned g) { return chain.stageValue(g); };
  SmallVector<Operation *> anchor =
      findAdjointStarts(func, chain, phases, early);
  DenseMap<Operation *, int64_t> index;
  for (auto [i, op] : llvm::enumerate(func.getFunctionBody().front()))
    index[&op] = i;
  // An adjoint that remakes its stage's values may read them before where
  // it is taken to start: its sweeps (which make the x_{t-1} it remakes
  // from) go before its first remade read, yet after where adjoint t+1
  // starts, so that they still follow that adjoint's sweeps. A remade read
  // before that keeps reading the original.
  SmallVector<SmallVector<RemakeGroup>> remakes(n + 1);
  for (const ChainSweep &sweep : chainSchedule.sweeps)
    if (sweep.insideAdjoint)
      remakes[sweep.to] = remakeGroups(chain, sweep.to, phases);
  for (unsigned t = n; t >= 1; --t) {
    if (remakes[t].empty())
      continue;
    Operation *first = remakes[t].front().user;
    Operation *bound = t < n ? anchor[t + 1]->getNextNode() : nullptr;
    if (bound && index.lookup(first) < index.lookup(bound))
      first = bound;
    if (index.lookup(first) < index.lookup(anchor[t]))
      anchor[t] = first;
  }
  Schedule schedule;
  // Per stage, the values the backward pass reads (x_g first, then inner
  // values), and per sweep ending there, in order: the op its copies are
  // placed before, and the copies.
  SmallVector<SmallVector<Value>> readValues(n + 1);
  for (unsigned k = 1; k <= n; ++k)
    readValues[k] = stageValuesRead(chain, k, phases);
  SmallVector<SmallVector<
      std::pair<Operation *, SmallVector<std::optional<ScheduleValue>>>>>
      copies(n + 1);
  SmallVector<ScheduleValue> current(n + 1);
  for (unsigned k = 1; k <= n; ++k)
    current[k] = ScheduleValue::original(x(k));
  // Clones chain.ops[i] before `before`, reading `held` (the copy of x_from,
  // `input`, the clones read through one fresh barrier) and the clones in
  // `made`; `first` is the first op of this recomputation.
  auto cloneStageOp = [&](unsigned i, Operation *before, bool first,
                          Value input, ScheduleValue held,
                          DenseMap<Value, ScheduleValue> &made) {
    Operation *original = chain.ops[i];
    DenseMap<Value, ScheduleValue> mapping;
    for (Value operand : original->getOperands()) {
      if (mapping.count(operand))
        continue;
      // A fresh barrier at the start of every sweep keeps CSE from
      // merging two sweeps over the same stages; the stage's readers of
      // the input share it.
      if (input && operand == input && !made.count(input))
        made[input] = ScheduleValue::ofEntry(schedule.addBarrier(held, before));
      if (auto it = made.find(operand); it != made.end())
        mapping[operand] = it->second;
      else if (first && !operand.getDefiningOp())
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
    ScheduleValue clone =
        ScheduleValue::ofEntry(schedule.addClone(original, before, operands));
    made[original->getResult(0)] = clone;
    return clone;
  };
  // Uses of inner values that an adjoint remaking its tape reads from its
  // own copies.
  DenseSet<std::pair<Operation *, unsigned>> remade;
  for (const ChainSweep &sweep : chainSchedule.sweeps) {
    Value input = sweep.from ? x(sweep.from) : Value();
    if (sweep.insideAdjoint) {
      // Each reading op gets its own copies, made right before it, so they
      // die with it and the stage's tape is never live as a whole.
      for (const RemakeGroup &group : remakes[sweep.to]) {
        if (index.lookup(group.user) < index.lookup(anchor[sweep.to]))
          continue;
        Operation *before = beforeDestinations(group.user, phases);
        unsigned begin = schedule.entries.size();
        DenseMap<Value, ScheduleValue> made;
        for (auto [k, i] : llvm::enumerate(group.ops))
          cloneStageOp(i, before, k == 0, input, current[sweep.from], made);
        for (OpOperand &use : group.user->getOpOperands())
          if (llvm::is_contained(group.read, use.get())) {
            schedule.uses.push_back(
                {group.user, use.getOperandNumber(), made.lookup(use.get())});
            remade.insert({group.user, use.getOperandNumber()});
          }
        unsigned end = schedule.entries.size();
        for (auto [k, v] : llvm::enumerate(group.read))
          schedule.decisions.push_back(
              {v, made.lookup(v), before, k == 0 ? begin : end, end});
      }
      continue;
    }
    Operation *before = beforeDestinations(anchor[sweep.beforeAdjoint], phases);
    unsigned begin = schedule.entries.size();
    ScheduleValue previous = current[sweep.from];
    unsigned first = chain.stageEnd[sweep.from];
    // The sweep's copies of the values it makes.
    DenseMap<Value, ScheduleValue> made;
    ScheduleValue held = current[sweep.from];
    for (unsigned i = first; i < chain.stageEnd[sweep.to]; ++i)
      previous = cloneStageOp(i, before, i == first, input, held, made);
    // x_to, and its inner values when the sweep keeps the stage's tape
    // (abar_to); without it they die in the sweep, and the backward uses
    // read a later sweep's copies.
    SmallVector<std::optional<ScheduleValue>> copy;
    for (auto [k, v] : llvm::enumerate(readValues[sweep.to]))
      copy.push_back(k == 0 || sweep.withTape
                         ? std::optional<ScheduleValue>(made.lookup(v))
                         : std::nullopt);
    copies[sweep.to].push_back({before, std::move(copy)});
    current[sweep.to] = previous;
    schedule.decisions.push_back({x(sweep.to), previous, before, begin,
                                  unsigned(schedule.entries.size())});
  }

  // Each backward use reads the latest copy made before it.
  for (unsigned k = 1; k <= n; ++k) {
    if (copies[k].empty())
      continue;
    for (auto [v, value] : llvm::enumerate(readValues[k])) {
      for (OpOperand &use : value.getUses()) {
        Operation *user = use.getOwner();
        if (user->hasAttr(kRecomputeAttrName) ||
            user->hasTrait<OpTrait::IsTerminator>() ||
            !phases.isBackward(user) ||
            remade.contains({user, use.getOperandNumber()}))
          continue;
        std::optional<ScheduleValue> latest;
        for (const auto &[before, made] : copies[k]) {
          // A copy placed before `before` precedes `user` unless `user`
          // comes first.
          if (index.lookup(before) > index.lookup(user))
            break;
          if (made[v])
            latest = *made[v];
        }
        if (latest)
          schedule.uses.push_back({user, use.getOperandNumber(), *latest});
      }
    }
  }
  return schedule;
}
