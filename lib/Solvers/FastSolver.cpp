//===- FastSolver.cpp - solver=fast ---------------------------------------===//
//
// The greedy's peak-directed moves for graphs of any size: each move is
// measured on a model of the memory profile (a segment tree with range
// updates) instead of a copy of the function. The schedule is then checked
// by the memory analysis; when the real peak is over (the model is
// approximate), the model is asked for less, twice.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Solvers/Algorithms.h"
#include "remat/Solvers/Solver.h"
#include "remat/Support/RangeAddMax.h"

#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>
#include <queue>
#include <set>
#include <vector>

using namespace mlir;
using namespace remat;

/// strategy=budget solver=fast, for graphs of any size: the same
/// peak-directed greedy as the greedy solver, but each move is measured on a
/// model of the memory profile (a segment tree with range updates) instead of a
/// copy of the function, so a move costs O(log n) per value it touches.
///
/// The model follows how scheduleFromPlan realizes a plan: a recomputed value
/// is rebuilt before the first backward op that needs it, itself or through a
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
static RecomputePlan planFastBudget(const RematProblem &problem,
                                    const MemoryAnalysis &memory,
                                    int64_t budget, int64_t &reached) {
  const TrainingStep &step = problem.getStep();
  auto costOf = [&](Operation *op) { return problem.costOf(op); };
  double costFloor = problem.costFloor();
  constexpr int kLookahead = 256;
  constexpr unsigned kMaxChain = 64;
  constexpr int64_t kNever = std::numeric_limits<int64_t>::max();
  ArrayRef<OpMemoryInfo> ops = memory.getOps();
  ArrayRef<BufferInfo> buffers = memory.getBuffers();
  std::vector<int64_t> profile(ops.size());
  for (auto [i, info] : llvm::enumerate(ops))
    profile[i] = problem.bytesDuring(info);
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
  DenseSet<Value> activations(step.getActivations().begin(),
                              step.getActivations().end());
  // The forward values of each buffer, in program order: its allocating
  // value, then those that write into it in place (destination-passing
  // style: a tensor.empty, the fill into it, the matmul accumulating into
  // the fill). The last one is the value the buffer ends the forward pass
  // with; recomputing it clones the others with it.
  DenseMap<int64_t, SmallVector<Value, 2>> written;
  walkProgramOrder(step.getFunction(), [&](Operation *op) {
    if (step.getPhases().isBackward(op) ||
        getRegionRole(op) == RegionRole::Checkpoint)
      return;
    for (Value r : op->getResults())
      if (int64_t b = memory.getBufferIndex(r); b >= 0)
        written[b].push_back(r);
  });
  for (const BufferInfo &buffer : buffers) {
    Operation *alloc = buffer.value.getDefiningOp();
    auto values = written.find(memory.getBufferIndex(buffer.value));
    if (!alloc || buffer.bytes == 0 || values == written.end() ||
        TrainingStep::available(buffer.value) ||
        values->second.front() != buffer.value)
      continue;
    Value v = values->second.back();
    Operation *def = v.getDefiningOp();
    int64_t own = memory.getBufferIndex(v);
    Node n{v,    own, memory.getIndex(def), kNever, activations.contains(v),
           true, {}};
    bool viewed = false;
    for (Value w : values->second) {
      Operation *writer = w.getDefiningOp();
      n.recomputable &= problem.mayRecompute(writer);
      for (OpOperand &use : w.getUses()) {
        Operation *user = use.getOwner();
        // A user that is not one of the writers but shares the buffer (a
        // view) keeps it alive past the value: leave it be.
        bool writes = llvm::any_of(user->getResults(), [&](Value r) {
          return memory.getBufferIndex(r) == own;
        });
        viewed |= (writes &&
                   !llvm::is_contained(values->second, user->getResult(0))) ||
                  isa<ViewLikeOpInterface>(user);
        if (w != v)
          continue;
        int64_t i = memory.getIndex(user);
        if (!step.getPhases().isBackward(user))
          n.lastForward = std::max(n.lastForward, i);
        else if (!user->hasTrait<OpTrait::IsTerminator>())
          n.firstBackward = std::min(n.firstBackward, i);
      }
      for (Value operand : writer->getOperands()) {
        if (TrainingStep::available(operand))
          continue;
        int64_t b = memory.getBufferIndex(operand);
        if (b == own)
          continue;
        if (b < 0) {
          n.recomputable = false;
          continue;
        }
        if (!llvm::is_contained(n.inputs, b))
          n.inputs.push_back(b);
      }
    }
    n.recomputable &= !viewed;
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
  RecomputePlan plan;
  for (Value a : step.getActivations()) {
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
      if (!TrainingStep::available(operand) &&
          !recomputed(nodeOf(memory.getBufferIndex(operand))))
        plan.kept.insert(operand);
  }
  return plan;
}

namespace {
class FastSolver : public RematSolver {
public:
  StringRef getName() const override { return "fast"; }
  StringRef getDescription() const override { return "fast solver"; }

  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    const TrainingStep &step = problem.getStep();
    int64_t originalPeak = problem.getOriginalPeak();
    MemoryAnalysis memory(problem.getFunction());
    int64_t target = budget, reached = originalPeak, peak = originalPeak;
    RecomputePlan plan;
    Schedule schedule;
    for (int attempt = 0; attempt < 3; ++attempt) {
      int64_t modelled = originalPeak;
      plan = planFastBudget(problem, memory, target, modelled);
      reached = std::min(reached, modelled);
      // Realized without placing recomputations again.
      schedule = scheduleFromPlan(step, plan, /*placeAgain=*/false);
      peak = problem.measure(schedule).peak;
      if (peak <= budget || modelled > target)
        break;
      target -= peak - budget;
    }
    // Below what the model's moves reach: on programs the greedy takes, its
    // moves with refreshes from the fast solver's plan.
    if (peak > budget) {
      int64_t continuedPeak = peak;
      if (std::optional<RecomputePlan> continued =
              continueGreedyBudget(problem, budget, plan, continuedPeak)) {
        Schedule next = scheduleFromPlan(step, *continued);
        int64_t nextPeak = problem.measure(next).peak;
        if (nextPeak <= budget) {
          std::string text;
          llvm::raw_string_ostream os(text);
          os << "the model's plan reaches " << peak
             << " bytes, the greedy's moves with refreshes from it " << nextPeak
             << ": predicted peak " << originalPeak << " -> " << nextPeak
             << " bytes for a budget of " << budget << " bytes";
          report.note(problem.getFunction().getLoc(), "budget, solver=fast",
                      text);
          return next;
        }
        // Where it stopped, when lower: the schedule the error describes.
        if (nextPeak < peak) {
          schedule = std::move(next);
          peak = nextPeak;
        }
      }
    }
    report.failure.lowestPeak = std::min(reached, peak);
    if (peak > budget)
      // Where the schedule's peak lies and what is held there, when that
      // schedule is the lowest reached (the model may have seen lower).
      return failHeuristicBudget(
          report, problem, budget, "the fast solver reached",
          std::min(reached, peak), peak <= reached ? &schedule : nullptr);
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "predicted peak " << originalPeak << " -> " << peak
       << " bytes for a budget of " << budget << " bytes, recomputing "
       << plan.recompute.size() << " values";
    report.note(problem.getFunction().getLoc(), "budget, solver=fast", text);
    return schedule;
  }
};
} // namespace

std::unique_ptr<RematSolver> remat::createFastSolver() {
  return std::make_unique<FastSolver>();
}
