//===- Rematerialize.cpp - remat-rematerialize ----------------------------===//
//
// Decides which forward values to recompute (strategies below), then clones
// their producers right before the first backward use and redirects the
// backward uses, so that the originals die at their last forward use.
// Recomputed ops read kept values through remat.barrier, which keeps CSE
// from folding a clone back into its original.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/PeakLowerBound.h"
#include "remat/Analysis/Phase.h"
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Dialect/Remat/Transforms/BlockRematerialization.h"
#include "remat/Dialect/Remat/Transforms/ChainRematerialization.h"
#include "remat/Dialect/Remat/Transforms/ILPRematerialization.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Support/MaxFlow.h"
#include "remat/Support/RangeAddMax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>
#include <optional>
#include <queue>
#include <set>
#include <thread>
#include <vector>

namespace remat {
#define GEN_PASS_DEF_REMATREMATERIALIZEPASS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

static constexpr llvm::StringLiteral kNameAttr = "remat.name";

namespace {

/// Which ops a strategy may recompute.
struct Policy {
  llvm::StringSet<> saveKinds;
  llvm::StringSet<> saveNames;
  llvm::StringSet<> recomputeNames;
  bool everythingSaveable = false;

  StringRef nameOf(Operation *op) const {
    auto attr = op->getAttrOfType<StringAttr>(kNameAttr);
    return attr ? attr.getValue() : StringRef();
  }
  bool forcedSave(Operation *op) const {
    StringRef name = nameOf(op);
    return !name.empty() && saveNames.contains(name);
  }
  bool forcedRecompute(Operation *op) const {
    StringRef name = nameOf(op);
    return !name.empty() && recomputeNames.contains(name);
  }
  bool savedKind(Operation *op) const {
    StringRef kind = op->getName().getStringRef();
    kind.consume_front("remat.");
    return saveKinds.contains(kind);
  }
  /// Pure, deterministic, not excluded by kind or name. A region counts as
  /// every op in it.
  bool mayRecompute(Operation *op) const {
    auto cost = dyn_cast<CostModelOpInterface>(op);
    if (!cost || !cost.isRecomputable() || forcedSave(op))
      return false;
    if (forcedRecompute(op))
      return true;
    bool excluded = false;
    op->walk([&](Operation *inner) { excluded |= savedKind(inner); });
    return !excluded;
  }
};

/// The top-level forward values of a training step and what is known of
/// them.
class Step {
public:
  Step(func::FuncOp func) : func(func), phases(func) {
    int64_t i = 0;
    for (Operation &op : func.getBody().front())
      index[&op] = i++;
    for (Value a : phases.getActivations())
      if (a.getDefiningOp()->getBlock() == &func.getBody().front())
        activations.push_back(a);
  }

  /// Values that need no recomputation: arguments and constants.
  static bool available(Value v) { return isArgumentOrConstant(v); }

  /// The earliest backward op (not a terminator) using `v`.
  Operation *firstBackwardUse(Value v) {
    Operation *first = nullptr;
    for (Operation *user : v.getUsers()) {
      if (!phases.isBackward(user) || user->hasTrait<OpTrait::IsTerminator>() ||
          user->getBlock() != &func.getBody().front())
        continue;
      if (!first || index.lookup(user) < index.lookup(first))
        first = user;
    }
    return first;
  }

  func::FuncOp func;
  PhaseAnalysis phases;
  DenseMap<Operation *, int64_t> index;
  SmallVector<Value> activations;
};

/// A decision: the values to recompute and those kept for the backward
/// pass (every other forward value needed there is recomputed).
struct Plan {
  llvm::SetVector<Value> recompute;
  llvm::DenseSet<Value> kept;

  /// Whether the backward pass can read `v` without recomputing more than
  /// the plan already does.
  bool provides(Value v) const {
    return Step::available(v) || kept.contains(v) || recompute.contains(v);
  }

  /// The same plan on a copy of the function (`mapping`: original values
  /// to the copy's).
  Plan translated(const IRMapping &mapping) const {
    Plan copy;
    for (Value v : recompute)
      copy.recompute.insert(mapping.lookup(v));
    for (Value v : kept)
      copy.kept.insert(mapping.lookup(v));
    return copy;
  }
};

/// FLOPs per result element of an op (a region op: of its body).
static double flopsPerElement(Operation *op) {
  auto cost = dyn_cast<CostModelOpInterface>(op);
  int64_t elements = 0;
  for (Type t : op->getResultTypes())
    if (auto tensor = dyn_cast<RankedTensorType>(t))
      elements += tensor.getNumElements();
  return cost && elements ? double(cost.getFlops()) / elements : 0.0;
}

Plan planRegions(Step &step, const Policy &) {
  Plan plan;
  for (Value a : step.activations) {
    if (isa<CheckpointOp>(a.getDefiningOp()) &&
        cast<CostModelOpInterface>(a.getDefiningOp()).isRecomputable())
      plan.recompute.insert(a);
  }
  // A region's operands are kept (tf.recompute_grad); so is everything
  // else the backward pass reads.
  for (Value a : step.activations)
    if (!plan.recompute.contains(a))
      plan.kept.insert(a);
  for (Value a : plan.recompute)
    for (Value operand : a.getDefiningOp()->getOperands())
      plan.kept.insert(operand);
  return plan;
}

/// Whether `root` can be rebuilt from values `isBase` accepts through ops
/// `opOk` accepts. Iterative, since chains can be 100k ops deep; `memo`
/// caches answers across calls and marks values in progress as false, which
/// also breaks cycles through graph regions.
bool derivableFrom(Value root, llvm::function_ref<bool(Value)> isBase,
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

} // namespace

FailureOr<int64_t> remat::parseBudget(StringRef text, int64_t peak) {
  text = text.trim();
  double scale = 1.0;
  bool percent = text.consume_back("%");
  if (!percent) {
    if (text.consume_back("GiB"))
      scale = double(1 << 30);
    else if (text.consume_back("MiB"))
      scale = double(1 << 20);
    else if (text.consume_back("KiB"))
      scale = 1024.0;
    else
      text.consume_back("B");
  }
  double number;
  // getAsDouble returns true on error.
  if (text.trim().getAsDouble(number) || !std::isfinite(number) ||
      number <= 0.0)
    return failure();
  double bytes = percent ? number / 100.0 * double(peak) : number * scale;
  if (bytes >= 9.0e18)
    return failure();
  return static_cast<int64_t>(std::floor(bytes));
}

namespace {

/// strategy=budget, a peak-directed greedy in the spirit of XLA's
/// rematerialization: starting from keeping everything, repeatedly recompute
/// the value that lowers the predicted peak most per FLOP added (every move
/// is measured by `trialPeak` on a copy), until the peak fits `budget`.
/// When no single move lowers the peak (several points tie for it), it takes
/// the move that frees the most kept bytes per FLOP without raising it.
/// (FLOPs, or whatever `costOf` measures; `costFloor` is added to every
/// cost, so free moves compare by their gain.) A
/// final pass keeps again every value the budget does not need recomputed,
/// newest first. `reached` is the lowest predicted peak seen.
static Plan planBudget(Step &step, const Policy &policy, int64_t budget,
                       int64_t originalPeak,
                       llvm::function_ref<int64_t(const Plan &)> trialPeak,
                       llvm::function_ref<double(Operation *)> costOf,
                       double costFloor, int64_t &reached) {
  Plan plan;
  for (Value a : step.activations)
    plan.kept.insert(a);
  int64_t current = originalPeak;
  reached = current;
  auto mayRecompute = [&](Operation *def) { return policy.mayRecompute(def); };
  while (current > budget) {
    Value best;
    int64_t bestPeak = 0;
    double bestScore = -1.0;
    bool bestLowers = false;
    DenseMap<Value, bool> memo;
    for (Value a : step.activations) {
      Operation *def = a.getDefiningOp();
      if (!plan.kept.contains(a) || !policy.mayRecompute(def))
        continue;
      // Rebuildable from what is kept without `a` itself, through
      // recomputable ops (their intermediates are recomputed too).
      auto isBase = [&](Value v) { return v != a && plan.provides(v); };
      memo.clear();
      if (!llvm::all_of(def->getOperands(), [&](Value u) {
            return derivableFrom(u, isBase, mayRecompute, memo);
          }))
        continue;
      // FLOPs of `a` and of the intermediates recomputed with it.
      double flops = 0.0;
      SmallVector<Value> work{a};
      llvm::SmallPtrSet<Operation *, 8> seen;
      while (!work.empty()) {
        Value v = work.pop_back_val();
        Operation *d = v.getDefiningOp();
        if ((v != a && isBase(v)) || !d || !seen.insert(d).second)
          continue;
        flops += costOf(d);
        llvm::append_range(work, d->getOperands());
      }
      Plan trial = plan;
      trial.kept.erase(a);
      trial.recompute.insert(a);
      int64_t peak = trialPeak(trial);
      if (peak > current)
        continue;
      bool lowers = peak < current;
      double gain =
          lowers ? double(current - peak) : double(getTypeBytes(a.getType()));
      double score = gain / (flops + costFloor);
      if ((lowers && !bestLowers) ||
          (lowers == bestLowers && score > bestScore)) {
        best = a;
        bestPeak = peak;
        bestScore = score;
        bestLowers = lowers;
      }
    }
    if (!best)
      break;
    plan.kept.erase(best);
    plan.recompute.insert(best);
    current = bestPeak;
    reached = std::min(reached, current);
  }
  if (current > budget)
    return plan;
  // Keep again what the budget does not need, newest first.
  SmallVector<Value> order(plan.recompute.begin(), plan.recompute.end());
  for (Value a : llvm::reverse(order)) {
    Plan trial = plan;
    trial.recompute.remove(a);
    trial.kept.insert(a);
    if (trialPeak(trial) <= budget)
      plan = std::move(trial);
  }
  return plan;
}

/// strategy=budget solver=fast, for graphs of any size: the same
/// peak-directed greedy as planBudget, but each move is measured on a model
/// of the memory profile (a segment tree with range updates) instead of a
/// copy of the function, so a move costs O(log n) per value it touches.
///
/// The model follows how applyPlan realizes a plan: a recomputed value is
/// rebuilt before the first backward op that needs it, itself or through a
/// recomputed reader (the rewriter clones each value once, at the earliest
/// point, and reuses the clone). Forward values the backward pass does not
/// read (the scores before a softmax, say) are recomputed along with a
/// reader when the policy allows, else kept for it. So a recomputed value's
/// copy starts at min(its first backward use, the starts of its recomputed
/// readers), and every buffer a recomputed value reads lives until that
/// start. Each buffer keeps the multiset of those starts (`needs`); a move
/// updates the buffers it touches and passes changed starts upstream. To
/// keep a move cheap, a value is dropped only when at most kMaxChain
/// recomputed values lie upstream of it.
///
/// Activations are taken by bytes per cost (with the values recomputed for
/// them), at most kLookahead tried per step; a final pass keeps again what
/// the budget does not need. `reached` is the lowest modelled peak.
static Plan planFastBudget(Step &step, const Policy &policy,
                           const MemoryAnalysis &memory, int64_t budget,
                           llvm::function_ref<double(Operation *)> costOf,
                           double costFloor, int64_t &reached) {
  constexpr int kLookahead = 256;
  constexpr unsigned kMaxChain = 64;
  constexpr int64_t kNever = std::numeric_limits<int64_t>::max();
  ArrayRef<OpMemoryInfo> ops = memory.getOps();
  ArrayRef<BufferInfo> buffers = memory.getBuffers();
  std::vector<int64_t> profile(ops.size());
  for (auto [i, info] : llvm::enumerate(ops))
    profile[i] = info.liveBytesDuring;
  RangeAddMax tree(profile);

  // A forward value with its own buffer that a plan may recompute: an
  // activation (read by the backward pass) or an intermediate.
  struct Node {
    Value value;
    int64_t buffer, lastForward, firstBackward; // kNever: no backward use
    bool activation, recomputable;
    SmallVector<int64_t> inputs; // buffers its recomputation reads
  };
  std::vector<Node> nodes;
  DenseMap<int64_t, unsigned> nodeOfBuffer;
  DenseSet<Value> activations(step.activations.begin(), step.activations.end());
  for (const BufferInfo &buffer : buffers) {
    Value v = buffer.value;
    Operation *def = v.getDefiningOp();
    if (!def || buffer.bytes == 0 || Step::available(v) ||
        step.phases.isBackward(def) || def->getNumRegions() != 0)
      continue;
    Node n{v,      memory.getBufferIndex(v), memory.getIndex(def),
           kNever, activations.contains(v),  policy.mayRecompute(def),
           {}};
    bool viewed = false;
    for (Operation *user : v.getUsers()) {
      viewed |= isa<ViewLikeOpInterface>(user);
      int64_t i = memory.getIndex(user);
      if (!step.phases.isBackward(user))
        n.lastForward = std::max(n.lastForward, i);
      else if (!user->hasTrait<OpTrait::IsTerminator>())
        n.firstBackward = std::min(n.firstBackward, i);
    }
    // A viewed value's buffer outlives it through the view: leave it be.
    n.recomputable &= !viewed;
    for (Value operand : def->getOperands()) {
      if (Step::available(operand))
        continue;
      int64_t b = memory.getBufferIndex(operand);
      if (b < 0) {
        n.recomputable = false;
        continue;
      }
      if (!llvm::is_contained(n.inputs, b))
        n.inputs.push_back(b);
    }
    nodeOfBuffer[n.buffer] = nodes.size();
    nodes.push_back(std::move(n));
  }
  auto nodeOf = [&](int64_t b) -> int {
    auto it = nodeOfBuffer.find(b);
    return it == nodeOfBuffer.end() ? -1 : int(it->second);
  };

  std::vector<bool> dropped(nodes.size(), false); // activations only
  DenseMap<int64_t, std::multiset<int64_t>> needs;
  auto hasNeeds = [&](int64_t b) {
    auto it = needs.find(b);
    return it != needs.end() && !it->second.empty();
  };
  auto recomputed = [&](int i) {
    if (i < 0)
      return false;
    const Node &n = nodes[i];
    return n.activation ? bool(dropped[i])
                        : n.recomputable && hasNeeds(n.buffer);
  };
  auto startOf = [&](unsigned i) {
    const Node &n = nodes[i];
    return hasNeeds(n.buffer)
               ? std::min(n.firstBackward, *needs[n.buffer].begin())
               : n.firstBackward;
  };
  // Adds (sign +1) or removes (-1) what the plan changes in a buffer's
  // life against the unrematerialized profile: kept, it lives until its
  // last need; recomputed, its original dies after the forward pass and
  // its copy lives from its start to its last use or need.
  auto contribute = [&](int64_t b, int64_t sign) {
    const BufferInfo &buffer = buffers[b];
    int64_t last = std::max(buffer.lastUseIndex, buffer.defIndex);
    int64_t lastNeed = hasNeeds(b) ? *needs[b].rbegin() : -1;
    int i = nodeOf(b);
    if (!recomputed(i)) {
      if (lastNeed > last)
        tree.add(last + 1, lastNeed, sign * buffer.bytes);
      return;
    }
    const Node &n = nodes[i];
    int64_t start = startOf(i);
    int64_t end = std::max(n.firstBackward != kNever ? last : -1, lastNeed);
    int64_t from = n.lastForward + 1, to = std::min(last, start - 1);
    if (from <= to)
      tree.add(from, to, -sign * buffer.bytes);
    from = std::max(start, last + 1);
    if (from <= end)
      tree.add(from, end, sign * buffer.bytes);
  };
  // Changes a buffer's state; a node whose start moves (or that starts or
  // stops being recomputed) passes the move on to what it reads.
  struct Move {
    unsigned node;
    int64_t before, after; // starts; kNever: not recomputed
  };
  std::vector<Move> moves;
  auto update = [&](int64_t b, llvm::function_ref<void()> change) {
    int i = nodeOf(b);
    int64_t before = recomputed(i) ? startOf(i) : kNever;
    contribute(b, -1);
    change();
    contribute(b, +1);
    int64_t after = recomputed(i) ? startOf(i) : kNever;
    if (before != after)
      moves.push_back({unsigned(i), before, after});
  };
  auto propagate = [&] {
    while (!moves.empty()) {
      Move m = moves.back();
      moves.pop_back();
      for (int64_t b : nodes[m.node].inputs)
        update(b, [&] {
          auto &set = needs[b];
          if (m.before != kNever) {
            assert(set.count(m.before) && "a reader's start is recorded");
            set.erase(set.find(m.before));
          }
          if (m.after != kNever)
            set.insert(m.after);
        });
    }
  };
  auto apply = [&](unsigned i, bool drop) {
    update(nodes[i].buffer, [&] { dropped[i] = drop; });
    propagate();
  };
  // Whether dropping activation i is possible and stays cheap: what it
  // reads can be kept or recomputed, and at most kMaxChain recomputed
  // values lie upstream.
  auto eligible = [&](unsigned i) {
    SmallVector<unsigned> stack{i};
    DenseSet<unsigned> seen{i};
    while (!stack.empty()) {
      unsigned j = stack.pop_back_val();
      for (int64_t b : nodes[j].inputs) {
        int k = nodeOf(b);
        bool follows =
            k >= 0 &&
            (recomputed(k) || (!nodes[k].activation && nodes[k].recomputable));
        if (!follows || !seen.insert(k).second)
          continue;
        if (seen.size() > kMaxChain)
          return false;
        stack.push_back(k);
      }
    }
    return true;
  };
  // Cost of dropping an activation: its op and the intermediates recomputed
  // with it (up to kMaxChain of them).
  auto costOfDropping = [&](unsigned i) {
    double cost = costOf(nodes[i].value.getDefiningOp());
    SmallVector<unsigned> stack{i};
    DenseSet<unsigned> seen{i};
    while (!stack.empty() && seen.size() <= kMaxChain) {
      unsigned j = stack.pop_back_val();
      for (int64_t b : nodes[j].inputs) {
        int k = nodeOf(b);
        if (k < 0 || nodes[k].activation || !nodes[k].recomputable ||
            !seen.insert(k).second)
          continue;
        cost += costOf(nodes[k].value.getDefiningOp());
        stack.push_back(k);
      }
    }
    return cost;
  };

  using Entry = std::pair<double, unsigned>;
  std::priority_queue<Entry> queue;
  for (auto [i, n] : llvm::enumerate(nodes))
    if (n.activation && n.recomputable && n.firstBackward != kNever &&
        n.firstBackward > n.lastForward + 1)
      queue.push(
          {double(buffers[n.buffer].bytes) / (costOfDropping(i) + costFloor),
           unsigned(i)});
  std::vector<unsigned> order; // drops, oldest first
  auto [peak, at] = tree.max();
  reached = peak;
  while (peak > budget && !queue.empty()) {
    SmallVector<Entry> aside;
    bool progressed = false;
    for (int tries = 0; tries < kLookahead && !queue.empty(); ++tries) {
      Entry entry = queue.top();
      queue.pop();
      unsigned i = entry.second;
      const Node &n = nodes[i];
      if (dropped[i])
        continue;
      bool across = n.lastForward < at && at < n.firstBackward;
      if (!across || !eligible(i)) {
        aside.push_back(entry);
        continue;
      }
      apply(i, /*drop=*/true);
      auto [newPeak, newAt] = tree.max();
      if (newPeak < peak || (newPeak == peak && newAt != at)) {
        order.push_back(i);
        peak = newPeak;
        at = newAt;
        progressed = true;
        break;
      }
      apply(i, /*drop=*/false);
      aside.push_back(entry);
    }
    for (Entry entry : aside)
      queue.push(entry);
    if (!progressed)
      break;
    reached = std::min(reached, peak);
  }
  // Keep again, newest first, what the budget does not need.
  if (peak <= budget)
    for (unsigned i : llvm::reverse(order)) {
      apply(i, /*drop=*/false);
      if (tree.max().first > budget)
        apply(i, /*drop=*/true);
    }
  Plan plan;
  for (Value a : step.activations) {
    int i = nodeOf(memory.getBufferIndex(a));
    if (i >= 0 && nodes[i].value == a && dropped[i])
      plan.recompute.insert(a);
    else
      plan.kept.insert(a);
  }
  // A recomputation reads its operands: kept where the model keeps them
  // (the rewriter recomputes every operand it is not told to keep).
  for (auto [i, n] : llvm::enumerate(nodes)) {
    if (!recomputed(i))
      continue;
    for (Value operand : n.value.getDefiningOp()->getOperands())
      if (!Step::available(operand) &&
          !recomputed(nodeOf(memory.getBufferIndex(operand))))
        plan.kept.insert(operand);
  }
  return plan;
}

Plan planCheap(Step &step, const Policy &policy, double threshold) {
  Plan plan;
  DenseMap<Value, bool> memo;
  auto isBase = [&](Value v) { return plan.provides(v); };
  auto cheapOp = [&](Operation *def) {
    return policy.mayRecompute(def) &&
           (flopsPerElement(def) <= threshold || policy.forcedRecompute(def));
  };
  auto cheapFromKept = [&](Value v) {
    return derivableFrom(v, isBase, cheapOp, memo);
  };
  for (Value a : step.activations) {
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

/// Chen et al.'s sqrt(n) segmentation, a reference point for chains: keep
/// every k-th activation (k = round(sqrt(n)) over the n activations in
/// program order) and recompute the others from the nearest kept ones.
/// Values the policy forbids recomputing, or whose recomputation would need
/// such a value, are kept too.
Plan planSqrt(Step &step, const Policy &policy) {
  Plan plan;
  int64_t n = step.activations.size();
  int64_t k = std::max<int64_t>(1, std::llround(std::sqrt(double(n))));
  DenseMap<Value, bool> memo;
  auto isBase = [&](Value v) { return plan.provides(v); };
  auto mayRecompute = [&](Operation *def) { return policy.mayRecompute(def); };
  auto fromKept = [&](Value v) {
    return derivableFrom(v, isBase, mayRecompute, memo);
  };
  for (auto [i, a] : llvm::enumerate(step.activations)) {
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

/// Minimum cut by bytes between the inputs and the backward uses: each
/// value v is an edge v_in -> v_out of capacity bytes(v) (keeping v); an op
/// that may be recomputed links its operands' v_out to its results' v_in;
/// one that may not is fed by the source. Activations feed the sink.
FailureOr<Plan> planMinCut(Step &step, const Policy &policy) {
  Block &body = step.func.getBody().front();
  DenseMap<Value, unsigned> node; // v_in; v_out = v_in + 1
  MaxFlow graph(2);
  const unsigned source = 0, sink = 1;
  auto nodeOf = [&](Value v) {
    auto [it, inserted] = node.try_emplace(v, 0);
    if (inserted) {
      it->second = graph.addNode();
      graph.addNode();
    }
    return it->second;
  };
  DenseMap<Value, unsigned> keepEdge;
  for (Operation &op : body) {
    if (step.phases.isBackward(&op) || op.getNumResults() == 0)
      continue;
    bool recomputable = policy.mayRecompute(&op);
    for (Value r : op.getResults()) {
      unsigned in = nodeOf(r);
      bool mustRecompute = policy.forcedRecompute(&op);
      int64_t bytes = Step::available(r)
                          ? 0
                          : (mustRecompute ? MaxFlow::kInfinity
                                           : getTypeBytes(r.getType()));
      keepEdge[r] = graph.addEdge(in, in + 1, bytes);
      if (!recomputable || Step::available(r)) {
        graph.addEdge(source, in, MaxFlow::kInfinity);
        continue;
      }
      for (Value operand : op.getOperands()) {
        unsigned from = nodeOf(operand);
        if (Step::available(operand) && !operand.getDefiningOp())
          graph.addEdge(source, from, MaxFlow::kInfinity);
        graph.addEdge(from + 1, in, MaxFlow::kInfinity);
      }
    }
  }
  // Arguments: free to keep.
  for (BlockArgument arg : body.getArguments()) {
    unsigned in = nodeOf(arg);
    if (!keepEdge.count(arg)) {
      keepEdge[arg] = graph.addEdge(in, in + 1, 0);
      graph.addEdge(source, in, MaxFlow::kInfinity);
    }
  }
  for (Value a : step.activations)
    graph.addEdge(nodeOf(a) + 1, sink, MaxFlow::kInfinity);
  if (graph.run(source, sink) >= MaxFlow::kInfinity)
    return failure();
  // The cut nearest the backward pass.
  SmallVector<bool> sinkSide = graph.reachesSink(sink);
  Plan plan;
  for (auto [value, edge] : keepEdge) {
    bool cut = !sinkSide[graph.edgeFrom(edge)] && sinkSide[graph.edgeTo(edge)];
    if (cut && !Step::available(value))
      plan.kept.insert(value);
  }
  for (Value a : step.activations)
    if (!plan.kept.contains(a))
      plan.recompute.insert(a);
  return plan;
}

/// Clones recomputations into the backward pass.
class Rewriter {
public:
  Rewriter(Step &step, const Plan &plan)
      : plan(plan), b(step.func.getContext()) {}

  /// Recomputes `value` before `before`; returns the recomputed value.
  /// Iterative (an explicit stack of operand walks) since chains can be
  /// 100k ops deep; emits clones in the order a depth-first walk would.
  Value recompute(Value value, Operation *before) {
    if (Value done = clones.lookup(value))
      return done;
    struct Frame {
      Operation *def;
      unsigned next = 0;
      IRMapping mapping;
    };
    std::vector<Frame> stack;
    stack.push_back(Frame{value.getDefiningOp(), 0, {}});
    while (!stack.empty()) {
      Frame &frame = stack.back();
      if (frame.next < frame.def->getNumOperands()) {
        Value operand = frame.def->getOperand(frame.next);
        if (!needsRecompute(operand)) {
          frame.mapping.map(operand, barrier(operand, before));
          ++frame.next;
        } else if (Value done = clones.lookup(operand)) {
          frame.mapping.map(operand, done);
          ++frame.next;
        } else {
          stack.push_back(Frame{operand.getDefiningOp(), 0, {}});
        }
        continue;
      }
      Operation *def = frame.def;
      b.setInsertionPoint(before);
      Operation *clone = b.clone(*def, frame.mapping);
      stack.pop_back();
      clone->setAttr(kRecomputeAttrName, b.getUnitAttr());
      clone->walk([&](Operation *inner) {
        inner->setAttr(kRecomputeAttrName, b.getUnitAttr());
      });
      if (auto cost = dyn_cast<CostModelOpInterface>(clone))
        flops += cost.getFlops();
      for (auto [original, copy] :
           llvm::zip(def->getResults(), clone->getResults()))
        clones[original] = copy;
    }
    return clones.lookup(value);
  }

  int64_t flops = 0;

private:
  bool needsRecompute(Value v) const {
    return !Step::available(v) && !plan.kept.contains(v);
  }

  /// One barrier per kept value, at its first use in the backward pass.
  Value barrier(Value v, Operation *before) {
    if (Value done = barriers.lookup(v))
      return done;
    b.setInsertionPoint(before);
    auto op = BarrierOp::create(b, v.getLoc(), v);
    op->setAttr(kRecomputeAttrName, b.getUnitAttr());
    barriers[v] = op.getResult();
    return op.getResult();
  }

  const Plan &plan;
  OpBuilder b;
  DenseMap<Value, Value> clones;
  DenseMap<Value, Value> barriers;
};

/// Recomputes a recomputation again before a later use when the first copy
/// would otherwise stay alive across the peak without being used there;
/// keeps each such change only if the predicted peak drops. Returns the
/// FLOPs added.
static int64_t
placeAgainAcrossPeak(func::FuncOp func,
                     std::optional<MemoryAnalysis> *final = nullptr) {
  Block &body = func.getBody().front();
  int64_t added = 0;
  // The analysis of the function as it stands: each attempt reuses the
  // previous one's, and the caller gets the last (on 100k-op functions an
  // analysis is a good part of the pass's time).
  std::optional<MemoryAnalysis> current;
  current.emplace(func);
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
      if (!op.hasAttr(kRecomputeAttrName) || isa<BarrierOp>(op) ||
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
      auto barrier = BarrierOp::create(b, operand.getLoc(), operand);
      barrier->setAttr(kRecomputeAttrName, b.getUnitAttr());
      barriers.push_back(barrier);
      mapping.map(operand, barrier.getResult());
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
    after.emplace(func);
    if (after->getPeakBytes() < before.getPeakBytes()) {
      if (auto cost = dyn_cast<CostModelOpInterface>(again))
        added += cost.getFlops();
      current = std::move(after);
      continue;
    }
    // No gain: undo (the function is again what `current` analysed) and
    // stop.
    for (OpOperand *use : moved)
      use->set(best->getResult(cast<OpResult>(use->get()).getResultNumber()));
    again->erase();
    for (Operation *barrier : llvm::reverse(barriers))
      barrier->erase();
    return done();
  }
  return done();
}

/// Starts the error for a budget a solver missed: "... the lowest predicted
/// peak <who> is <reached> bytes (from <original> without
/// rematerialization"; the caller closes the parenthesis.
static InFlightDiagnostic budgetMissed(func::FuncOp func, int64_t budget,
                                       StringRef who, int64_t reached,
                                       int64_t original) {
  InFlightDiagnostic diag = emitError(func.getLoc());
  diag << "remat-rematerialize: the budget of " << budget
       << " bytes cannot be met; the lowest predicted peak " << who << " is "
       << reached << " bytes (from " << original
       << " without rematerialization";
  return diag;
}

/// Adds to `diag` the three largest of `held` (largest first) and how many
/// more there are.
static void nameHolders(InFlightDiagnostic &diag,
                        ArrayRef<const BufferInfo *> held) {
  for (size_t i = 0, e = std::min<size_t>(3, held.size()); i < e; ++i) {
    const BufferInfo *buffer = held[i];
    diag << (i ? "," : "") << " " << buffer->bytes << " bytes of ";
    if (Operation *def = buffer->value.getDefiningOp())
      diag << "'" << def->getName() << "' (" << def->getLoc() << ")";
    else
      diag << "argument #" << cast<BlockArgument>(buffer->value).getArgNumber();
  }
  if (held.size() > 3)
    diag << " and " << held.size() - 3 << " more";
}

/// Names where the peak of `memory` lies and the largest values held there.
static void describePeakOf(const MemoryAnalysis &memory,
                           InFlightDiagnostic &diag) {
  if (memory.getPeakIndex() < 0)
    return;
  Operation *at = memory.getOps()[memory.getPeakIndex()].op;
  diag << "; that peak lies at '" << at->getName() << "' (" << at->getLoc()
       << "), held by";
  SmallVector<const BufferInfo *> live = memory.getLiveAtPeak();
  llvm::sort(live, [](const BufferInfo *x, const BufferInfo *y) {
    return std::make_pair(-x->bytes, x->defIndex) <
           std::make_pair(-y->bytes, y->defIndex);
  });
  nameHolders(diag, live);
}

/// Adds to `diag` the floor no rematerialization of `func` goes below, how
/// it is derived and what makes it up.
static void describeFloor(func::FuncOp func, InFlightDiagnostic &diag) {
  PhaseAnalysis phases(func);
  MemoryAnalysis memory(func);
  PeakLowerBound floor = computePeakLowerBound(memory, phases);
  if (!floor.op)
    return;
  diag << "; no rematerialization of this program order goes below "
       << floor.bytes << " bytes, what '" << floor.op->getName() << "' ("
       << floor.op->getLoc()
       << ") needs at once: its own operands and results and the backward "
          "values live across it, largest";
  nameHolders(diag, floor.held);
}

/// Applies `transform` to a copy of `func` and returns the copy's predicted
/// peak, handing its analysis to `use` first.
static int64_t
peakOnCopy(func::FuncOp func, llvm::function_ref<void(func::FuncOp)> transform,
           llvm::function_ref<void(const MemoryAnalysis &)> use = nullptr) {
  auto copy = cast<func::FuncOp>(func->clone());
  transform(copy);
  MemoryAnalysis memory(copy);
  if (use)
    use(memory);
  int64_t peak = memory.getPeakBytes();
  copy.erase();
  return peak;
}

/// Chains longer than this go to the greedy under solver=auto: the DP takes
/// O(n^3 K) time.
static constexpr unsigned kMaxChainStages = 400;
/// solver=auto takes the chain DP up to this many stages (about a second).
static constexpr unsigned kMaxAutoChainStages = 200;
/// Under solver=auto, programs longer than this go to solver=fast: the
/// greedy measures every move on a copy (quadratic).
static constexpr unsigned kMaxGreedyOps = 400;
/// solver=blocks merges neighbouring blocks beyond this many, and lets a
/// run between two kept block outputs span at most kMaxRunBlocks: the DP
/// takes O(blocks * run * menu * levels) time.
static constexpr unsigned kMaxBlocks = 64;
static constexpr unsigned kMaxRunBlocks = 16;
/// solver=auto tries the block DP on programs of up to this many ops (its
/// minimum cuts take about a second at 5,000).
static constexpr unsigned kMaxAutoBlockOps = 5000;
/// Programs longer than this are refused by solver=ilp (the model has
/// O(n^2) variables and rows).
static constexpr unsigned kMaxExactOps = 300;

struct RematRematerializePass
    : remat::impl::RematRematerializePassBase<RematRematerializePass> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(run(getOperation())))
      signalPassFailure();
  }

  /// What the last run() found, for remat-pareto.
  BudgetOutcome outcome;

  LogicalResult run(func::FuncOp func) {
    if (strategy == "budget" && solver == "auto") {
      SmallVector<StringRef> candidates = autoCandidates(func);
      if (candidates.size() > 1)
        return runBestOf(func, candidates);
    }
    return runOnce(func);
  }

  /// The solvers solver=auto tries on `func`. On chains of up to 200
  /// stages, the chain DP, and the greedy when the program is small enough
  /// (the DP is exact only over persistent schedules of whole stages; the
  /// greedy recomputes single ops and sometimes adds fewer FLOPs). Otherwise
  /// the greedy, or the fast solver beyond 400 ops. Besides these, the block
  /// DP when the forward pass repeats a block (transformer layers, residual
  /// stages) and is not too large for it. More than one: the cheapest wins.
  SmallVector<StringRef> autoCandidates(func::FuncOp func) {
    if (func.isExternal())
      return {};
    PhaseAnalysis phases(func);
    if (phases.getUnsupportedOp())
      return {};
    unsigned ops = 0;
    func.walk([&](Operation *) { ++ops; });
    unsigned topLevel = func.getBody().front().getOperations().size();
    Operation *blocker = nullptr;
    std::string why;
    FailureOr<ForwardChain> chain = findForwardChain(func, blocker, why);
    SmallVector<StringRef> candidates;
    if (succeeded(chain) && chain->numStages() <= kMaxAutoChainStages) {
      candidates.push_back("chain");
      if (ops <= kMaxGreedyOps + 1)
        candidates.push_back("greedy");
    } else {
      candidates.push_back(topLevel > kMaxGreedyOps ? "fast" : "greedy");
    }
    if (ops <= kMaxAutoBlockOps) {
      FailureOr<BlockSequence> blocks =
          findBlockSequence(func, phases, kMaxBlocks, why);
      if (succeeded(blocks) && blocks->numClasses < blocks->numBlocks())
        candidates.push_back("blocks");
    }
    return candidates;
  }

  /// FLOPs of the recomputations in a function (what flops-added counts).
  static double recomputedFlops(func::FuncOp func) {
    double flops = 0;
    func.walk([&](Operation *op) {
      if (!op->hasAttr(kRecomputeAttrName))
        return;
      if (auto cost = dyn_cast<CostModelOpInterface>(op))
        flops += double(cost.getFlops());
    });
    return flops;
  }

  static StringRef describeSolver(StringRef name) {
    return llvm::StringSwitch<StringRef>(name)
        .Case("chain", "chain DP")
        .Case("blocks", "block DP")
        .Case("fast", "fast solver")
        .Default(name);
  }

  /// solver=auto with several candidates: each runs on a copy of the
  /// function with its diagnostics held back; the cheapest success wins
  /// (fewer FLOPs added, then the lower peak) and only its diagnostics are
  /// emitted. When all fail, the error of the one that got lowest is.
  LogicalResult runBestOf(func::FuncOp func, ArrayRef<StringRef> candidates) {
    struct Attempt {
      StringRef solver;
      func::FuncOp copy;
      LogicalResult result = failure();
      std::vector<Diagnostic> diagnostics;
      BudgetOutcome outcome;
      double flops = 0;
      int64_t peak = 0;
      uint64_t rematerialized = 0, freed = 0, added = 0;
    };
    uint64_t rematerialized0 = numRematerialized, freed0 = bytesFreed,
             added0 = flopsAdded;
    SmallVector<Attempt> attempts;
    for (StringRef which : candidates) {
      Attempt a;
      a.solver = which;
      a.copy = cast<func::FuncOp>(func->clone());
      {
        // Functions may be processed on other threads meanwhile: hold only
        // this thread's diagnostics, pass the others on.
        std::thread::id self = std::this_thread::get_id();
        ScopedDiagnosticHandler hold(func.getContext(),
                                     [&](Diagnostic &d) -> LogicalResult {
                                       if (std::this_thread::get_id() != self)
                                         return failure();
                                       a.diagnostics.push_back(std::move(d));
                                       return success();
                                     });
        std::string saved = solver;
        solver = which.str();
        numRematerialized = rematerialized0;
        bytesFreed = freed0;
        flopsAdded = added0;
        a.result = runOnce(a.copy);
        solver = saved;
      }
      a.outcome = outcome;
      a.flops = recomputedFlops(a.copy);
      a.peak = MemoryAnalysis(a.copy).getPeakBytes();
      a.rematerialized = numRematerialized;
      a.freed = bytesFreed;
      a.added = flopsAdded;
      attempts.push_back(std::move(a));
    }
    Attempt *winner = nullptr;
    for (Attempt &a : attempts) {
      if (!winner) {
        winner = &a;
        continue;
      }
      bool better;
      if (succeeded(a.result) != succeeded(winner->result))
        better = succeeded(a.result);
      else if (succeeded(a.result))
        better = std::make_pair(a.flops, a.peak) <
                 std::make_pair(winner->flops, winner->peak);
      else
        better = a.outcome.lowestPeak > 0 &&
                 (winner->outcome.lowestPeak <= 0 ||
                  a.outcome.lowestPeak < winner->outcome.lowestPeak);
      if (better)
        winner = &a;
    }
    if (succeeded(winner->result))
      func.getBody().takeBody(winner->copy.getBody());
    for (Diagnostic &d : winner->diagnostics)
      func.getContext()->getDiagEngine().emit(std::move(d));
    if (explain && succeeded(winner->result)) {
      std::string summary;
      llvm::raw_string_ostream os(summary);
      for (auto [i, a] : llvm::enumerate(attempts)) {
        os << (i ? ", the " : "the ") << describeSolver(a.solver);
        if (failed(a.result))
          os << " does not meet it";
        else
          os << llvm::formatv(i ? " {0:F0} (peak {1})"
                                : " adds {0:F0} FLOPs (peak {1} bytes)",
                              a.flops, a.peak);
      }
      func.emitRemark() << "remat-rematerialize (budget, solver=auto): "
                        << summary << "; keeping the "
                        << describeSolver(winner->solver) << "'s schedule";
    }
    for (Attempt &a : attempts)
      a.copy.erase();
    numRematerialized = winner->rematerialized;
    bytesFreed = winner->freed;
    flopsAdded = winner->added;
    outcome = winner->outcome;
    return winner->result;
  }

  LogicalResult runOnce(func::FuncOp func) {
    outcome = BudgetOutcome();
    if (strategy != "regions" && strategy != "cheap" && strategy != "mincut" &&
        strategy != "sqrt" && strategy != "budget") {
      emitError(func.getLoc())
          << "remat-rematerialize: unknown strategy '" << strategy
          << "'; expected regions, cheap, mincut, sqrt or budget";
      return failure();
    }
    if (policy != "default" && policy != "nothing-saveable" &&
        policy != "everything-saveable") {
      emitError(func.getLoc())
          << "remat-rematerialize: unknown policy '" << policy
          << "'; expected default, nothing-saveable or "
             "everything-saveable";
      return failure();
    }
    if (solver != "auto" && solver != "greedy" && solver != "chain" &&
        solver != "ilp" && solver != "fast" && solver != "blocks") {
      emitError(func.getLoc())
          << "remat-rematerialize: unknown solver '" << solver
          << "'; expected auto, greedy, fast, chain, blocks or ilp";
      return failure();
    }
    if (solver == "ilp" && !CheckmateILP::isAvailable()) {
      emitError(func.getLoc())
          << "remat-rematerialize: solver=ilp needs CBC, and "
             "Remat was built without it; install "
             "coinor-libcbc-dev and reconfigure";
      return failure();
    }
    if (!(ilpSeconds > 0.0)) {
      emitError(func.getLoc())
          << "remat-rematerialize: ilp-seconds must be positive";
      return failure();
    }
    if (minimize != "flops" && minimize != "time") {
      emitError(func.getLoc()) << "remat-rematerialize: unknown minimize '"
                               << minimize << "'; expected flops or time";
      return failure();
    }
    const TargetSpec *targetSpec = lookupTarget(target);
    if (!targetSpec) {
      emitError(func.getLoc())
          << "remat-rematerialize: unknown target '" << target
          << "'; expected one of " << getTargetPresetNames();
      return failure();
    }
    if (strategy != "budget" && (solver != "auto" || minimize != "flops")) {
      emitError(func.getLoc()) << "remat-rematerialize: "
                               << (solver != "auto" ? "solver=" : "minimize=")
                               << " needs strategy=budget";
      return failure();
    }
    if ((strategy == "budget") != !budget.empty()) {
      emitError(func.getLoc())
          << "remat-rematerialize: "
          << (budget.empty() ? "strategy=budget needs budget="
                             : "budget= needs strategy=budget");
      return failure();
    }
    if (func.isExternal())
      return success();
    Step step(func);
    if (Operation *bad = step.phases.getUnsupportedOp()) {
      bad->emitError() << "remat-rematerialize: '" << bad->getName()
                       << "' puts @" << func.getSymName()
                       << " outside straight-line code";
      return failure();
    }

    Policy rules;
    if (policy == "default") {
      // A budget weighs every op's FLOPs itself, so it saves no kind unless
      // asked to.
      if (save.hasValue() || strategy == "budget")
        for (const std::string &kind : save)
          rules.saveKinds.insert(kind);
      else
        for (StringRef kind : {"matmul", "conv2d"})
          rules.saveKinds.insert(kind);
    }
    for (const std::string &name : saveNames)
      rules.saveNames.insert(name);
    for (const std::string &name : recomputeNames)
      rules.recomputeNames.insert(name);

    int64_t originalPeak = MemoryAnalysis(func).getPeakBytes();
    // Applies a plan to a copy of the function and analyses the copy.
    auto onCopy = [&](const Plan &candidate,
                      llvm::function_ref<void(const MemoryAnalysis &)> use) {
      IRMapping mapping;
      auto copy = cast<func::FuncOp>(func->clone(mapping));
      Plan translated = candidate.translated(mapping);
      Step copyStep(copy);
      std::optional<MemoryAnalysis> analysed;
      applyPlan(copyStep, translated, /*report=*/false, /*again=*/true,
                &analysed);
      if (!analysed)
        analysed.emplace(copy);
      use(*analysed);
      copy.erase();
    };
    auto trialPeak = [&](const Plan &candidate) {
      int64_t peak = 0;
      onCopy(candidate, [&](const MemoryAnalysis &memory) {
        peak = memory.getPeakBytes();
      });
      return peak;
    };
    auto describePeak = [&](const Plan &candidate, InFlightDiagnostic &diag) {
      onCopy(candidate, [&](const MemoryAnalysis &memory) {
        describePeakOf(memory, diag);
      });
    };

    Plan plan;
    if (policy == "everything-saveable") {
      for (Value a : step.activations)
        plan.kept.insert(a);
    } else if (strategy == "regions") {
      plan = planRegions(step, rules);
    } else if (strategy == "cheap") {
      plan = planCheap(step, rules, cheapFlopsPerElement);
    } else if (strategy == "sqrt") {
      plan = planSqrt(step, rules);
    } else if (strategy == "budget") {
      FailureOr<int64_t> bytes = parseBudget(budget, originalPeak);
      if (failed(bytes)) {
        emitError(func.getLoc())
            << "remat-rematerialize: cannot read budget '" << budget
            << "'; expected a positive number of bytes with an "
               "optional B, KiB, MiB or GiB suffix, or a "
               "percentage such as 50%";
        return failure();
      }
      // A function without a backward pass has nothing to recompute.
      if (step.activations.empty()) {
        if (explain)
          func.emitRemark()
              << "remat-rematerialize (budget): @" << func.getSymName()
              << " keeps no value for a backward pass";
        return success();
      }
      // What a recomputation costs: FLOPs, or the cost model's time.
      auto costOf = [&](Operation *op) -> double {
        if (minimize == "time") {
          double seconds = 0.0;
          op->walk([&](Operation *inner) {
            seconds += estimateSeconds(inner, *targetSpec);
          });
          return seconds;
        }
        auto cost = dyn_cast<CostModelOpInterface>(op);
        return cost ? double(cost.getFlops()) : 0.0;
      };
      if (originalPeak <= *bytes) {
        if (explain)
          func.emitRemark()
              << "remat-rematerialize (budget): the predicted "
                 "peak of @"
              << func.getSymName() << ", " << originalPeak
              << " bytes, fits the budget of " << *bytes << " bytes";
        return success();
      }
      if (solver == "ilp") {
        outcome.solver = "ilp";
        return solveExactly(func, rules, *bytes, originalPeak, costOf);
      }
      if (solver == "auto" || solver == "chain") {
        Operation *blocker = nullptr;
        std::string why;
        FailureOr<ForwardChain> chain = findForwardChain(func, blocker, why);
        if (solver == "chain" && failed(chain)) {
          blocker->emitError()
              << "remat-rematerialize: solver=chain needs a forward pass "
                 "that is a chain (each op reading only the previous op's "
                 "result besides arguments and constants), but '"
              << blocker->getName() << "' breaks it: " << why
              << "; use solver=greedy or solver=auto";
          return failure();
        }
        if (solver == "chain" && chain->numStages() > kMaxChainStages) {
          emitError(func.getLoc())
              << "remat-rematerialize: solver=chain: the chain "
                 "has "
              << chain->numStages() << " stages, more than the exact DP takes ("
              << kMaxChainStages
              << "; it needs O(n^3) time and memory); use solver=fast";
          return failure();
        }
        if (succeeded(chain) &&
            chain->numStages() <=
                (solver == "chain" ? kMaxChainStages : kMaxAutoChainStages)) {
          outcome.solver = "chain";
          return solveChain(func, *chain, rules, *bytes, originalPeak, costOf);
        }
      }
      if (solver == "blocks")
        return solveBlocks(func, step, rules, *bytes, originalPeak, costOf,
                           trialPeak);
      if (solver == "fast" ||
          (solver == "auto" && step.index.size() > kMaxGreedyOps))
        return solveFast(func, step, rules, *bytes, originalPeak, costOf);
      int64_t reached = originalPeak;
      outcome.solver = "greedy";
      plan = planBudget(step, rules, *bytes, originalPeak, trialPeak, costOf,
                        minimize == "time" ? 1e-12 : 1.0, reached);
      outcome.lowestPeak = reached;
      if (reached > *bytes) {
        InFlightDiagnostic diag = budgetMissed(
            func, *bytes, "the greedy solver reached", reached, originalPeak);
        diag << "; not proven minimal)";
        describePeak(plan, diag);
        describeFloor(func, diag);
        return failure();
      }
      if (explain)
        func.emitRemark() << "remat-rematerialize (budget): predicted peak "
                          << originalPeak << " -> " << trialPeak(plan)
                          << " bytes for a budget of " << *bytes
                          << " bytes, recomputing " << plan.recompute.size()
                          << " values";
    } else {
      FailureOr<Plan> cut = planMinCut(step, rules);
      if (failed(cut)) {
        emitError(func.getLoc())
            << "remat-rematerialize: recompute-names asks to "
               "recompute a value whose inputs cannot be "
               "recomputed or kept";
        return failure();
      }
      plan = std::move(*cut);
    }

    if (plan.recompute.empty()) {
      if (explain)
        func.emitRemark() << "remat-rematerialize (" << strategy
                          << "): nothing to recompute in @" << func.getSymName()
                          << (step.activations.empty()
                                  ? ": no forward value is kept for the "
                                    "backward pass"
                                  : ": every kept value is needed or costs "
                                    "more to recompute than the policy "
                                    "allows");
      return success();
    }

    // Check the plan on a copy: recomputing a chain holds its
    // intermediate results at once, which can raise the peak even when fewer
    // bytes are kept. Fall back to recomputing only values whose inputs are
    // kept (no intermediates), then to nothing.
    int64_t planned = trialPeak(plan);
    if (planned > originalPeak) {
      Plan direct;
      direct.kept = plan.kept;
      for (Value a : plan.recompute)
        if (llvm::all_of(a.getDefiningOp()->getOperands(), [&](Value u) {
              return Step::available(u) || plan.kept.contains(u);
            }))
          direct.recompute.insert(a);
      bool useDirect =
          !direct.recompute.empty() && trialPeak(direct) <= originalPeak;
      if (explain)
        func.emitRemark() << "remat-rematerialize (" << strategy
                          << "): the plan would raise the predicted peak from "
                          << originalPeak << " to " << planned
                          << " bytes (recomputation chains hold their "
                             "intermediates); "
                          << (useDirect ? "recomputing only values whose "
                                          "inputs are kept"
                                        : "nothing changed");
      if (!useDirect)
        return success();
      plan = std::move(direct);
    }
    applyPlan(step, plan, /*report=*/true);
    if (explain) {
      MemoryAnalysis after(func);
      if (after.getPeakBytes() >= originalPeak && after.getPeakIndex() >= 0) {
        Operation *at = after.getOps()[after.getPeakIndex()].op;
        func.emitRemark() << "remat-rematerialize (" << strategy
                          << "): the predicted peak stays at " << originalPeak
                          << " bytes: it lies at '" << at->getName() << "' ("
                          << at->getLoc()
                          << "), where none of the values no longer kept "
                             "was held";
      }
    }
    return success();
  }

  /// strategy=budget solver=fast: planFastBudget, realized without placing
  /// recomputations again, checked by the analysis; when the real peak is
  /// over (the model is approximate), asks the model for less, twice.
  LogicalResult solveFast(func::FuncOp func, Step &step, const Policy &rules,
                          int64_t budget, int64_t originalPeak,
                          llvm::function_ref<double(Operation *)> costOf) {
    outcome.solver = "fast";
    MemoryAnalysis memory(func);
    double costFloor = minimize == "time" ? 1e-12 : 1.0;
    int64_t target = budget, reached = originalPeak, peak = originalPeak;
    Plan plan;
    for (int attempt = 0; attempt < 3; ++attempt) {
      int64_t modelled = originalPeak;
      plan = planFastBudget(step, rules, memory, target, costOf, costFloor,
                            modelled);
      reached = std::min(reached, modelled);
      peak = peakOnCopy(func, [&](func::FuncOp copy) {
        IRMapping mapping;
        // Translate the plan onto the copy's values, op by op.
        Block &from = func.getBody().front(), &to = copy.getBody().front();
        for (auto [a, b] : llvm::zip(from, to))
          for (auto [x, y] : llvm::zip(a.getResults(), b.getResults()))
            mapping.map(x, y);
        Plan translated = plan.translated(mapping);
        Step copyStep(copy);
        applyPlan(copyStep, translated, /*report=*/false, /*again=*/false);
      });
      outcome.lowestPeak = std::min(reached, peak);
      if (peak <= budget || modelled > target)
        break;
      target -= peak - budget;
    }
    if (peak > budget) {
      InFlightDiagnostic diag =
          budgetMissed(func, budget, "the fast solver reached",
                       std::min(reached, peak), originalPeak);
      diag << "; not proven minimal)";
      describeFloor(func, diag);
      return failure();
    }
    applyPlan(step, plan, /*report=*/true, /*again=*/false);
    if (explain)
      func.emitRemark() << "remat-rematerialize (budget, solver=fast): "
                           "predicted peak "
                        << originalPeak << " -> " << peak
                        << " bytes for a budget of " << budget
                        << " bytes, recomputing " << plan.recompute.size()
                        << " values";
    return success();
  }

  /// strategy=budget solver=blocks (BlockRematerialization.h). The DP's
  /// memory limit is a model of the peak, so the pass bisects for the
  /// largest limit whose schedule fits `budget` by the memory analysis and
  /// applies the cheapest schedule that fit.
  LogicalResult
  solveBlocks(func::FuncOp func, Step &step, const Policy &rules,
              int64_t budget, int64_t originalPeak,
              llvm::function_ref<double(Operation *)> costOf,
              llvm::function_ref<int64_t(const Plan &)> trialPeak) {
    outcome.solver = "blocks";
    std::string why;
    FailureOr<BlockSequence> blocks =
        findBlockSequence(func, step.phases, kMaxBlocks, why);
    if (failed(blocks)) {
      emitError(func.getLoc())
          << "remat-rematerialize: solver=blocks cannot cut the forward pass "
             "of @"
          << func.getSymName() << " into blocks: " << why
          << "; use solver=greedy or solver=fast";
      return failure();
    }
    MemoryAnalysis memory(func);
    BlockSolver solver(
        *blocks, memory, step.activations, costOf,
        [&](Operation *op) { return rules.mayRecompute(op); }, kMaxRunBlocks);
    auto planOf = [&](const BlockSchedule &schedule) {
      Plan plan;
      plan.kept = schedule.kept;
      for (Value a : step.activations)
        if (!schedule.kept.contains(a))
          plan.recompute.insert(a);
      return plan;
    };
    // The smallest limit the DP has a schedule for.
    int64_t lo = 0, hi = solver.maxLimit();
    if (!solver.solve(hi)) {
      emitError(func.getLoc())
          << "remat-rematerialize: solver=blocks found no schedule for @"
          << func.getSymName();
      return failure();
    }
    while (lo < hi) {
      int64_t mid = lo + (hi - lo) / 2;
      if (solver.solve(mid))
        hi = mid;
      else
        lo = mid + 1;
    }
    std::optional<BlockSchedule> chosen = solver.solve(lo);
    int64_t chosenPeak = trialPeak(planOf(*chosen));
    outcome.lowestPeak = chosenPeak;
    if (chosenPeak > budget) {
      InFlightDiagnostic diag = budgetMissed(func, budget, "of the block DP",
                                             chosenPeak, originalPeak);
      diag << "; optimal only among schedules that recompute each value "
              "once)";
      describeFloor(func, diag);
      return failure();
    }
    // Bisect for the largest limit that fits; keep the cheapest fit seen.
    hi = solver.maxLimit();
    while (lo < hi) {
      int64_t mid = lo + (hi - lo + 1) / 2;
      std::optional<BlockSchedule> schedule = solver.solve(mid);
      int64_t peak = trialPeak(planOf(*schedule));
      if (peak > budget) {
        hi = mid - 1;
        continue;
      }
      lo = mid;
      if (schedule->addedCost < chosen->addedCost) {
        chosen = std::move(schedule);
        chosenPeak = peak;
      }
    }
    Plan plan = planOf(*chosen);
    applyPlan(step, plan, /*report=*/true);
    if (explain) {
      func.emitRemark() << llvm::formatv(
          "remat-rematerialize (budget, solver=blocks): {0} blocks of {1} "
          "shapes; {2} distinct runs of blocks solved by {3} minimum cuts; "
          "the DP keeps the outputs of {4} runs, adding {5:E2} of cost; "
          "predicted peak {6} -> {7} bytes for a budget of {8} bytes",
          blocks->numBlocks(), blocks->numClasses, solver.numMenus(),
          solver.numCuts(), chosen->runs.size(), chosen->addedCost,
          originalPeak, chosenPeak, budget);
      for (const BlockSchedule::Run &run : chosen->runs)
        blocks->ops[blocks->blockEnd[run.from]]->emitRemark()
            << llvm::formatv("remat-rematerialize (budget, solver=blocks): "
                             "blocks {0}..{1} (from this op) keep {2} bytes "
                             "and recompute {3} bytes, {4:E2} of cost",
                             run.from + 1, run.to, run.option.keptBytes,
                             run.option.recomputedBytes, run.option.cost);
    }
    return success();
  }

  /// strategy=budget solver=ilp: Checkmate's formulation solved by CBC.
  LogicalResult solveExactly(func::FuncOp func, const Policy &rules,
                             int64_t budget, int64_t originalPeak,
                             llvm::function_ref<double(Operation *)> costOf) {
    SmallVector<Operation *> nodes;
    Operation *blocker = nullptr;
    std::string why;
    FailureOr<ScheduleGraph> graph = buildScheduleGraph(
        func, costOf, [&](Operation *op) { return rules.mayRecompute(op); },
        nodes, blocker, why);
    if (failed(graph)) {
      blocker->emitError() << "remat-rematerialize: solver=ilp cannot take '"
                           << blocker->getName() << "': " << why;
      return failure();
    }
    if (graph->size() > kMaxExactOps) {
      emitError(func.getLoc())
          << "remat-rematerialize: solver=ilp: @" << func.getSymName()
          << " has " << graph->size()
          << " ops, more than the exact solver takes (" << kMaxExactOps
          << "; its model grows as n^2); use solver=fast";
      return failure();
    }
    CheckmateResult result = CheckmateILP::solve(*graph, budget, ilpSeconds);
    using Status = CheckmateResult::Status;
    if (result.status == Status::Infeasible ||
        result.status == Status::Unknown) {
      InFlightDiagnostic diag = emitError(func.getLoc());
      diag << "remat-rematerialize: the budget of " << budget
           << " bytes cannot be met: "
           << (result.status == Status::Infeasible
                   ? "CBC proved that no schedule of this program order fits "
                     "it"
                   : "CBC found no schedule within the time limit (not "
                     "proven infeasible)")
           << " (" << result.variables << " variables, " << result.constraints
           << " constraints, " << llvm::formatv("{0:F1}", result.seconds)
           << " s)";
      describeFloor(func, diag);
      return failure();
    }
    int64_t flops = applyCheckmateSchedule(func, nodes, result);
    flopsAdded += flops;
    int64_t peak = MemoryAnalysis(func).getPeakBytes();
    if (peak > budget) {
      // The formulation counts what the analysis counts; a gap is a bug.
      emitError(func.getLoc())
          << "remat-rematerialize: solver=ilp: the schedule's "
             "predicted peak is "
          << peak << " bytes, over the budget of " << budget
          << " bytes the solver met";
      return failure();
    }
    if (explain)
      func.emitRemark() << llvm::formatv(
          "remat-rematerialize (budget, solver=ilp): {0}, {1} FLOPs added "
          "(cost {2:E2}, lower bound {3:E2}) in {4:F2} s ({5} variables, {6} "
          "constraints); predicted peak {7} -> {8} bytes for a budget of {9} "
          "bytes",
          result.status == Status::Optimal
              ? "proven optimal"
              : "time limit reached: best schedule found",
          flops, result.addedCost, result.lowerBound, result.seconds,
          result.variables, result.constraints, originalPeak, peak, budget);
    else if (result.status == Status::Feasible)
      func.emitWarning() << "remat-rematerialize: solver=ilp stopped at the "
                            "time limit: the schedule is not proven optimal "
                            "(lower bound "
                         << llvm::formatv("{0:E2}", result.lowerBound)
                         << " of its added cost)";
    return success();
  }

  /// strategy=budget with the exact chain DP: the DP's memory limit is in
  /// units of the chain's bytes; the largest limit whose realized schedule
  /// fits `budget` (by the memory analysis, binary search) is applied.
  LogicalResult solveChain(func::FuncOp func, const ForwardChain &chain,
                           const Policy &rules, int64_t budget,
                           int64_t originalPeak,
                           llvm::function_ref<double(Operation *)> costOf) {
    unsigned n = chain.numStages();
    int64_t total = 0, largest = 0;
    for (Operation *op : chain.ops) {
      int64_t bytes = getResultBytes(op);
      total += bytes;
      largest = std::max(largest, bytes);
    }
    total += 2 * largest;
    // Parameter gradients stay to the end.
    for (Value returned : func.getBody().front().getTerminator()->getOperands())
      if (isa<RankedTensorType>(returned.getType()))
        total += getTypeBytes(returned.getType());
    // Units: enough for precision, few enough for O(n^2 K) memory (at most
    // 2e7 table entries) and O(n^3 K) time.
    double pairs = double(n) * (n + 1) / 2;
    double units =
        std::min({2048.0, 4.0e6 / pairs - 1, 6.0e9 / (double(n) * n * n + 1)});
    int64_t unitBytes =
        std::max<int64_t>(1, (total + int64_t(std::max(units, 16.0)) - 1) /
                                 int64_t(std::max(units, 16.0)));
    ChainModel model =
        buildChainModel(func, chain, unitBytes, costOf,
                        [&](Operation *op) { return rules.mayRecompute(op); });
    // Enough for keeping everything in the model.
    int64_t limitMax = 2 * *llvm::max_element(model.gradSize);
    for (unsigned i = 0; i <= n; ++i)
      limitMax += model.size[i] + model.adjointOutput[i];
    limitMax += *llvm::max_element(model.forwardExtra) +
                *llvm::max_element(model.backwardExtra);
    // Every value takes at least one unit, so long chains need about n^3
    // table entries whatever the unit: refuse rather than exhaust memory.
    if (pairs * double(limitMax + 1) > 5.0e7) {
      emitError(func.getLoc())
          << "remat-rematerialize: solver=chain: the " << n
          << "-stage chain needs a DP table of "
          << llvm::formatv("{0:E1}", pairs * double(limitMax + 1))
          << " entries, more than the 5.0E+07 it may use; use solver=fast";
      return failure();
    }
    ChainSolver solver(model, limitMax);
    int64_t lowest = solver.minimumLimit();
    if (lowest < 0) {
      emitError(func.getLoc()) << "remat-rematerialize: solver=chain found no "
                                  "schedule for the chain of @"
                               << func.getSymName();
      return failure();
    }
    auto realize = [&](func::FuncOp target, int64_t limit) {
      Operation *blocker;
      std::string why;
      FailureOr<ForwardChain> copyChain =
          findForwardChain(target, blocker, why);
      assert(succeeded(copyChain) && "a copy has the same chain");
      return applyChainSchedule(target, *copyChain, *solver.solve(limit),
                                checkRecompute);
    };
    auto peakAt = [&](int64_t limit) {
      return peakOnCopy(func, [&](func::FuncOp copy) { realize(copy, limit); });
    };
    int64_t lowestPeak = peakAt(lowest);
    outcome.lowestPeak = lowestPeak;
    if (lowestPeak > budget) {
      InFlightDiagnostic diag = budgetMissed(
          func, budget, "of the exact chain DP", lowestPeak, originalPeak);
      diag << "), at the smallest memory limit any "
              "persistent checkpointing schedule of this "
           << n << "-stage chain needs (" << lowest << " units of " << unitBytes
           << " bytes)";
      peakOnCopy(
          func, [&](func::FuncOp copy) { realize(copy, lowest); },
          [&](const MemoryAnalysis &memory) { describePeakOf(memory, diag); });
      describeFloor(func, diag);
      return failure();
    }
    // The DP's memory is a model of the analysis' (bytes it cannot see, like
    // scratch, make them differ), so try its schedules cheapest first, each
    // at the smallest limit that gives its cost, until one fits.
    SmallVector<int64_t> levels; // limits, cheapest first
    for (int64_t limit = limitMax; limit >= lowest; --limit)
      if (limit == lowest || solver.cost(limit - 1) != solver.cost(limit))
        levels.push_back(limit);
    int64_t good = lowest;
    for (int64_t limit : levels)
      if (limit == lowest || peakAt(limit) <= budget) {
        good = limit;
        break;
      }
    std::optional<ChainSchedule> schedule = solver.solve(good);
    ChainRealization done =
        applyChainSchedule(func, chain, *schedule, checkRecompute);
    numRematerialized += done.valuesRecomputed;
    flopsAdded += done.flopsAdded;
    if (explain) {
      int64_t peak = MemoryAnalysis(func).getPeakBytes();
      func.emitRemark() << llvm::formatv(
          "remat-rematerialize (budget, solver=chain): {0}-stage chain, DP "
          "memory limit {1} of {2} units ({3} bytes each); the forward pass "
          "keeps {4} checkpoints, {5} sweeps recompute {6} values, {7} FLOPs "
          "added (DP cost {8:E2}); predicted peak {9} -> {10} bytes for a "
          "budget of {11} bytes",
          n, good, limitMax, unitBytes, schedule->kept.size(),
          schedule->sweeps.size(), done.valuesRecomputed, done.flopsAdded,
          schedule->addedCost, originalPeak, peak, budget);
      for (const ChainSweep &sweep : schedule->sweeps)
        chain.stageValue(sweep.to).getDefiningOp()->emitRemark()
            << llvm::formatv("remat-rematerialize (budget, solver=chain): "
                             "recomputed from "
                             "stage {0} to stage {1} (this op) before adjoint "
                             "{2}, and kept",
                             sweep.from, sweep.to, sweep.beforeAdjoint);
    }
    return success();
  }

  /// Clones the plan's recomputations into the backward pass, in order of
  /// first backward use (recomputations shared by several activations are
  /// built once, before all their uses), then places again across the peak
  /// where that lowers it.
  /// With `final`, the analysis of the function as it ends up, when
  /// placing recomputations again made one (it analyses the result anyway).
  void applyPlan(Step &step, const Plan &plan, bool report, bool again = true,
                 std::optional<MemoryAnalysis> *final = nullptr) {
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
      return std::make_pair(step.index.lookup(x.first),
                            planPosition.lookup(x.second)) <
             std::make_pair(step.index.lookup(y.first),
                            planPosition.lookup(y.second));
    });
    Rewriter rewriter(step, plan);
    for (auto [first, a] : order) {
      int64_t before = rewriter.flops;
      Value copy = rewriter.recompute(a, first);
      a.replaceUsesWithIf(copy, [&](OpOperand &use) {
        Operation *user = use.getOwner();
        return step.phases.isBackward(user) &&
               !user->hasAttr(kRecomputeAttrName) &&
               !user->hasTrait<OpTrait::IsTerminator>();
      });
      if (checkRecompute) {
        OpBuilder b(first);
        std::string where;
        llvm::raw_string_ostream os(where);
        os << "remat check-recompute: recomputed '"
           << a.getDefiningOp()->getName() << "' differs from the original at "
           << a.getLoc();
        auto check = CheckRecomputeOp::create(b, a.getLoc(), a, copy, where);
        check->setAttr(kRecomputeAttrName, b.getUnitAttr());
      }
      if (!report)
        continue;
      int64_t bytes = getTypeBytes(a.getType());
      ++numRematerialized;
      bytesFreed += bytes;
      if (explain) {
        Operation *def = a.getDefiningOp();
        def->emitRemark() << llvm::formatv(
            "remat-rematerialize ({0}): recomputing result {1} of '{2}' "
            "before its first backward use ('{3}'): {4} bytes no longer "
            "kept, {5} FLOPs added",
            strategy, cast<OpResult>(a).getResultNumber(), def->getName(),
            first->getName(), bytes, rewriter.flops - before);
      }
    }
    int64_t againFlops = again ? placeAgainAcrossPeak(step.func, final) : 0;
    if (!report)
      return;
    if (explain && againFlops)
      step.func.emitRemark()
          << "remat-rematerialize (" << strategy
          << "): recomputed again after the peak, " << againFlops
          << " more FLOPs, to lower the predicted peak";
    flopsAdded += rewriter.flops + againFlops;
  }
};
} // namespace

BudgetOutcome
remat::runRematerialize(func::FuncOp func,
                        const RematRematerializePassOptions &options,
                        LogicalResult &result) {
  RematRematerializePass pass(options);
  result = pass.run(func);
  return pass.outcome;
}
