//===- FastModel.cpp - the fast solver's memory model ---------------------===//

#include "remat/Solvers/FastModel.h"
#include "remat/Support/RangeAddMax.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cassert>
#include <queue>
#include <set>

using namespace remat;

/// Activations tried per step.
static constexpr int kLookahead = 256;
/// The most recomputed values upstream of one dropped.
static constexpr unsigned kMaxChain = 64;

FastModelPlan remat::solveFastModel(const FastModel &model, int64_t budget) {
  constexpr int64_t kNever = FastModel::kNever;
  const std::vector<FastModel::Value> &nodes = model.values;
  const std::vector<FastModel::Buffer> &buffers = model.buffers;
  RangeAddMax tree(model.profile);
  llvm::DenseMap<int64_t, unsigned> nodeOfBuffer;
  for (auto [i, n] : llvm::enumerate(nodes))
    nodeOfBuffer[n.buffer] = i;
  auto nodeOf = [&](int64_t b) -> int {
    auto it = nodeOfBuffer.find(b);
    return it == nodeOfBuffer.end() ? -1 : int(it->second);
  };

  std::vector<bool> dropped(nodes.size(), false); // activations only
  llvm::DenseMap<int64_t, std::multiset<int64_t>> needs;
  auto hasNeeds = [&](int64_t b) {
    auto it = needs.find(b);
    return it != needs.end() && !it->second.empty();
  };
  auto recomputed = [&](int i) {
    if (i < 0)
      return false;
    const FastModel::Value &n = nodes[i];
    return n.activation ? bool(dropped[i])
                        : n.recomputable && hasNeeds(n.buffer);
  };
  auto startOf = [&](unsigned i) {
    const FastModel::Value &n = nodes[i];
    return hasNeeds(n.buffer)
               ? std::min(n.firstBackward, *needs[n.buffer].begin())
               : n.firstBackward;
  };
  // Adds (sign +1) or removes (-1) what the plan changes in a buffer's
  // life against the unrematerialized profile: kept, it lives until its
  // last need; recomputed, its original dies after the forward pass and
  // its copy lives from its start to its last use or need.
  auto contribute = [&](int64_t b, int64_t sign) {
    const FastModel::Buffer &buffer = buffers[b];
    int64_t last = std::max(buffer.lastUseIndex, buffer.defIndex);
    int64_t lastNeed = hasNeeds(b) ? *needs[b].rbegin() : -1;
    int i = nodeOf(b);
    if (!recomputed(i)) {
      if (lastNeed > last)
        tree.add(last + 1, lastNeed, sign * buffer.bytes);
      return;
    }
    const FastModel::Value &n = nodes[i];
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
    llvm::SmallVector<unsigned> stack{i};
    llvm::DenseSet<unsigned> seen{i};
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
    double cost = nodes[i].cost;
    llvm::SmallVector<unsigned> stack{i};
    llvm::DenseSet<unsigned> seen{i};
    while (!stack.empty() && seen.size() <= kMaxChain) {
      unsigned j = stack.pop_back_val();
      for (int64_t b : nodes[j].inputs) {
        int k = nodeOf(b);
        if (k < 0 || nodes[k].activation || !nodes[k].recomputable ||
            !seen.insert(k).second)
          continue;
        cost += nodes[k].cost;
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
      queue.push({double(buffers[n.buffer].bytes) /
                      (costOfDropping(i) + model.costFloor),
                  unsigned(i)});
  std::vector<unsigned> order; // drops, oldest first
  auto [peak, at] = tree.max();
  FastModelPlan plan;
  plan.reached = peak;
  while (peak > budget && !queue.empty()) {
    llvm::SmallVector<Entry> aside;
    bool progressed = false;
    for (int tries = 0; tries < kLookahead && !queue.empty(); ++tries) {
      Entry entry = queue.top();
      queue.pop();
      unsigned i = entry.second;
      const FastModel::Value &n = nodes[i];
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
    plan.reached = std::min(plan.reached, peak);
  }
  // Keep again, newest first, what the budget does not need.
  if (peak <= budget)
    for (unsigned i : llvm::reverse(order)) {
      apply(i, /*drop=*/false);
      if (tree.max().first > budget)
        apply(i, /*drop=*/true);
    }
  plan.recomputed.resize(nodes.size());
  for (unsigned i = 0, e = nodes.size(); i < e; ++i)
    plan.recomputed[i] = recomputed(i);
  return plan;
}
