//===- ChainCheckpointing.cpp - optimal checkpointing of chains -----------===//

#include "remat/Support/ChainCheckpointing.h"
#include "remat/Support/CheckedArithmetic.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <map>
#include <optional>
#include <queue>
#include <tuple>

using namespace remat;

static constexpr double kInf = std::numeric_limits<double>::infinity();

ChainModel ChainModel::uniformRevolve(unsigned n) {
  ChainModel model;
  model.memory = Memory::Revolve;
  model.size.assign(n + 1, 1);
  model.gradSize.assign(n + 1, 0);
  model.cost.assign(n + 1, 1.0);
  model.readsInput.assign(n + 1, true);
  model.readsOutput.assign(n + 1, false);
  return model;
}

/// Memory x_t takes while the adjoints after it wait for it.
int64_t ChainSolver::hold(unsigned t) const {
  return model.readsOutput[t] ? model.size[t] : 0;
}

/// Memory of x_k while it is the state being advanced.
int64_t ChainSolver::current(unsigned k) const {
  return model.memory == ChainModel::Memory::Liveness ? model.size[k] : 0;
}

/// Memory beyond the held x_s while computing x_k on a sweep from x_s: its
/// output and, unless the input is x_s itself, its input.
int64_t ChainSolver::transient(unsigned s, unsigned k) const {
  return current(k) + (k - 1 > s ? current(k - 1) : 0) + model.forwardExtra[k];
}

ChainSolver::ChainSolver(const ChainModel &m, int64_t maxMemory)
    : model(m), maxMemory(std::max<int64_t>(maxMemory, 0)) {
  unsigned n = model.numStages();
  model.forwardExtra.resize(n + 1, 0);
  model.backwardExtra.resize(n + 1, 0);
  model.adjointOutput.resize(n + 1, 0);
  retainedAfter.assign(n + 1, 0);
  // The DP adds a handful of these sizes per limit; sizes that are negative
  // or whose total does not fit in int64_t (a model built from overflowed
  // byte counts) would index the tables out of bounds. Such a chain has no
  // schedule.
  std::optional<int64_t> total = 0;
  for (const std::vector<int64_t> *sizes :
       {&model.size, &model.gradSize, &model.forwardExtra, &model.backwardExtra,
        &model.adjointOutput})
    for (int64_t v : *sizes)
      total = total && v >= 0 ? checkedAdd(*total, v) : std::nullopt;
  if (!total || *total > std::numeric_limits<int64_t>::max() / 4) {
    this->maxMemory = 0;
    top.assign(1, kInf);
    topChoice.assign(1, -1);
    return;
  }
  for (unsigned t = n; t-- > 0;)
    retainedAfter[t] = retainedAfter[t + 1] + model.adjointOutput[t + 1];
  size_t width = this->maxMemory + 1;
  prefix.assign(n + 1, 0.0);
  for (unsigned i = 1; i <= n; ++i)
    prefix[i] = prefix[i - 1] + model.cost[i];
  opt.assign(size_t(n) * (n + 1) / 2 * width, kInf);
  choice.assign(opt.size(), -1);
  nop.assign(opt.size(), kInf);
  nopChoice.assign(opt.size(), -1);
  const auto &size = model.size;
  const auto &grad = model.gradSize;
  bool revolve = model.memory == ChainModel::Memory::Revolve;

  // Keeps the cheaper of `c` and what `here` has at `limit`.
  auto offer = [](double *here, int32_t *why, int64_t limit, double c,
                  int32_t move) {
    if (c < here[limit]) {
      here[limit] = c;
      why[limit] = move;
    }
  };
  for (unsigned length = 1; length <= n; ++length) {
    for (unsigned s = 0; s + length <= n; ++s) {
      unsigned t = s + length;
      double *here = &opt[pair(s, t)];
      int32_t *why = &choice[pair(s, t)];
      int64_t base = size[s] + hold(t) + grad[t] + retained(t);
      // Adjoint t itself, with x_{t-1} held unless s = t - 1 and nothing
      // reads x_s.
      int64_t adjointNeed =
          base + grad[t - 1] + model.backwardExtra[t] + model.adjointOutput[t];
      if (length == 1) {
        bool read = model.readsInput[t] || model.readsOutput[s];
        for (int64_t limit = adjointNeed - (read ? 0 : size[s]);
             limit <= this->maxMemory; ++limit)
          offer(here, why, limit, 0.0, kLeaf);
      } else {
        // Adjoint t first when it does not read x_{t-1}; x_{t-1} is then
        // made later, by the subproblem (s, t - 1) without it.
        if (!model.readsInput[t]) {
          const double *rest = &nop[pair(s, t - 1)];
          for (int64_t limit = adjointNeed; limit <= this->maxMemory; ++limit)
            offer(here, why, limit, rest[limit], kAdjointFirst);
        }
        int64_t sweepPeak = 0;
        for (unsigned j = s + 1; j < t; ++j) {
          sweepPeak = std::max(sweepPeak, transient(s, j));
          double sweepCost = prefix[j] - prefix[s];
          const double *rest = &opt[pair(j, t)];
          const double *back = &opt[pair(s, j)];
          for (int64_t limit = base + sweepPeak; limit <= this->maxMemory;
               ++limit)
            offer(here, why, limit,
                  sweepCost + rest[limit - size[s]] + back[limit], j);
          // Revolve: advancing to x_{t-1} and running adjoint t needs no
          // slot for x_{t-1}, the state being advanced.
          if (revolve && j == t - 1)
            for (int64_t limit = std::max(base + sweepPeak, adjointNeed);
                 limit <= this->maxMemory; ++limit)
              offer(here, why, limit, sweepCost + back[limit], kDirect);
        }
      }
      // The same without x_t, which adjoint t may read: make it first.
      double *missing = &nop[pair(s, t)];
      int32_t *missingWhy = &nopChoice[pair(s, t)];
      if (!model.readsOutput[t]) {
        std::copy(here, here + width, missing);
        std::fill(missingWhy, missingWhy + width, kSame);
        for (int64_t limit = 0; limit <= this->maxMemory; ++limit)
          if (here[limit] == kInf)
            missingWhy[limit] = -1;
        continue;
      }
      int64_t missingBase = size[s] + grad[t] + retained(t);
      int64_t sweepPeak = 0;
      for (unsigned j = s + 1; j <= t; ++j) {
        sweepPeak = std::max(sweepPeak, transient(s, j));
        double sweepCost = prefix[j] - prefix[s];
        if (j == t) {
          for (int64_t limit = missingBase + sweepPeak;
               limit <= this->maxMemory; ++limit)
            offer(missing, missingWhy, limit, sweepCost + here[limit], kSame);
          continue;
        }
        const double *rest = &nop[pair(j, t)];
        const double *back = &opt[pair(s, j)];
        for (int64_t limit = missingBase + sweepPeak; limit <= this->maxMemory;
             ++limit)
          offer(missing, missingWhy, limit,
                sweepCost + rest[limit - size[s]] + back[limit], j);
      }
    }
  }

  // The original forward pass: from a held x_s, keep x_j next (free), or run
  // on to the loss.
  top.assign(size_t(n + 1) * width, kInf);
  topChoice.assign(top.size(), -1);
  for (int s = int(n) - 1; s >= 0; --s) {
    double *here = &top[size_t(s) * width];
    int32_t *why = &topChoice[size_t(s) * width];
    int64_t sweepPeak = 0;
    for (unsigned j = s + 1; j <= n; ++j) {
      sweepPeak = std::max(sweepPeak, transient(s, j));
      const double *back = &opt[pair(s, j)];
      if (j == n) {
        int64_t need =
            std::max(size[s] + sweepPeak, size[s] + current(n) + grad[n]);
        for (int64_t limit = need; limit <= this->maxMemory; ++limit)
          if (back[limit] < here[limit]) {
            here[limit] = back[limit];
            why[limit] = j;
          }
        continue;
      }
      const double *rest = &top[size_t(j) * width];
      for (int64_t limit = std::max(size[s] + sweepPeak, size[s]);
           limit <= this->maxMemory; ++limit) {
        double c = rest[limit - size[s]] + back[limit];
        if (c < here[limit]) {
          here[limit] = c;
          why[limit] = j;
        }
      }
    }
  }
}

double ChainSolver::cost(int64_t limit) const {
  if (model.numStages() == 0 || limit < 0)
    return model.numStages() == 0 && limit >= 0 ? 0.0 : kInf;
  return top[std::min(limit, maxMemory)];
}

int64_t ChainSolver::minimumLimit() const {
  for (int64_t limit = 0; limit <= maxMemory; ++limit)
    if (cost(limit) < kInf)
      return limit;
  return -1;
}

void ChainSolver::reconstruct(unsigned s, unsigned t, int64_t limit,
                              bool outputHeld, ChainSchedule &out) const {
  if (!outputHeld) {
    int32_t move = nopChoice[pair(s, t) + limit];
    assert(move != -1 && "reconstructing an infeasible subproblem");
    if (move == kSame) {
      // x_t is read: make it, then solve with it.
      if (model.readsOutput[t])
        out.sweeps.push_back({s, t, t});
      reconstruct(s, t, limit, /*outputHeld=*/true, out);
      return;
    }
    out.sweeps.push_back({s, unsigned(move), t});
    reconstruct(move, t, limit - model.size[s], /*outputHeld=*/false, out);
    reconstruct(s, move, limit, /*outputHeld=*/true, out);
    return;
  }
  int32_t move = choice[pair(s, t) + limit];
  assert(move != -1 && "reconstructing an infeasible subproblem");
  switch (move) {
  case kLeaf:
    return;
  case kAdjointFirst:
    reconstruct(s, t - 1, limit, /*outputHeld=*/false, out);
    return;
  case kDirect:
    out.sweeps.push_back({s, t - 1, t});
    reconstruct(s, t - 1, limit, /*outputHeld=*/true, out);
    return;
  default:
    out.sweeps.push_back({s, unsigned(move), t});
    reconstruct(move, t, limit - model.size[s], /*outputHeld=*/true, out);
    reconstruct(s, move, limit, /*outputHeld=*/true, out);
  }
}

std::optional<ChainSchedule> ChainSolver::solve(int64_t limit) const {
  if (cost(limit) == kInf)
    return std::nullopt;
  ChainSchedule schedule;
  unsigned n = model.numStages();
  if (n == 0)
    return schedule;
  limit = std::min(limit, maxMemory);
  schedule.addedCost = cost(limit);
  // The checkpoints the forward pass keeps, with the limit left at each.
  std::vector<std::pair<unsigned, int64_t>> spine{{0, limit}};
  size_t width = maxMemory + 1;
  while (spine.back().first != n) {
    auto [s, left] = spine.back();
    unsigned j = topChoice[size_t(s) * width + left];
    if (j != n)
      schedule.kept.push_back(j);
    spine.push_back({j, j == n ? left : left - model.size[s]});
  }
  // Backward: the last segment first.
  for (size_t i = spine.size() - 1; i-- > 0;)
    reconstruct(spine[i].first, spine[i + 1].first, spine[i].second,
                /*outputHeld=*/true, schedule);
  return schedule;
}

//===----------------------------------------------------------------------===//
// Exhaustive search
//===----------------------------------------------------------------------===//

std::optional<double> remat::searchChainExhaustively(const ChainModel &model,
                                                     int64_t limit,
                                                     bool persistentOnly) {
  unsigned n = model.numStages();
  assert(n <= 16 && "exhaustive search is exponential");
  bool revolve = model.memory == ChainModel::Memory::Revolve;

  // State: stored values (bit i = x_i), the state being advanced (Revolve)
  // or the value the last action computed (Liveness; -1 for none) and the
  // next adjoint (n + 1 before the loss).
  auto extra = [](const std::vector<int64_t> &v, unsigned i) {
    return i < v.size() ? v[i] : 0;
  };
  using State = std::tuple<uint32_t, int, unsigned>;
  auto held = [&](uint32_t stored, unsigned next) {
    int64_t bytes = 0;
    for (unsigned i = 0; i <= n; ++i)
      if (stored >> i & 1)
        bytes += model.size[i];
    if (next <= n) {
      bytes += model.gradSize[next];
      for (unsigned i = next + 1; i <= n; ++i)
        bytes += extra(model.adjointOutput, i);
    }
    return bytes;
  };
  std::map<State, double> best;
  using Entry = std::pair<double, State>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  auto push = [&](double cost, State state) {
    auto it = best.find(state);
    if (it != best.end() && it->second <= cost)
      return;
    best[state] = cost;
    queue.push({cost, state});
  };
  if (model.size[0] > limit)
    return std::nullopt;
  push(0.0, State{1u, -1, n + 1});
  double originals = 0.0;
  for (unsigned i = 1; i <= n; ++i)
    originals += model.cost[i];
  while (!queue.empty()) {
    auto [cost, state] = queue.top();
    queue.pop();
    if (best[state] < cost)
      continue;
    auto [stored, cur, next] = state;
    if (next == 0)
      return cost - originals;
    int64_t bytes = held(stored, next);
    uint32_t mask = stored;
    auto has = [mask](int i) { return i >= 0 && (mask >> i & 1); };
    // Whether a later adjoint (or the loss) still reads x_i.
    unsigned waiting = next;
    auto useful = [&](unsigned i) {
      if (waiting == n + 1 || i + 1 < waiting)
        return true; // read later, or a source to recompute from
      if (i + 1 == waiting)
        return bool(model.readsInput[waiting] || model.readsOutput[i]);
      return i == waiting && model.readsOutput[i];
    };
    // Drop a stored value; persistent schedules drop only useless ones.
    for (unsigned i = 0; i <= n; ++i)
      if (has(i) && (!persistentOnly || !useful(i)))
        push(cost, State{mask & ~(1u << i), revolve ? cur : -1, next});
    // Advance to x_k.
    for (unsigned k = 1; k <= n; ++k) {
      if (revolve) {
        if (cur == int(k) - 1 || has(k - 1))
          push(cost + model.cost[k], State{mask, int(k), next});
        continue;
      }
      if (!has(k - 1) || has(k) ||
          bytes + model.size[k] + extra(model.forwardExtra, k) > limit)
        continue;
      push(cost + model.cost[k], State{mask | 1u << k, int(k), next});
      // The input of a sweep step dies with it when the previous step made
      // it (in persistent schedules, only then).
      if (cur == int(k) - 1 || !persistentOnly)
        push(cost + model.cost[k],
             State{(mask | 1u << k) & ~(1u << (k - 1)), int(k), next});
    }
    // Store the advanced state (Revolve).
    if (revolve && cur >= 0 && !has(cur) && bytes + model.size[cur] <= limit)
      push(cost, State{mask | 1u << cur, cur, next});
    // The loss.
    if (next == n + 1 && (has(n) || cur == int(n)) && held(stored, n) <= limit)
      push(cost, State{mask, -1, n});
    // Adjoint `next`: needs x_{next-1} (and x_next if it reads it); frees
    // what no later adjoint reads.
    if (next >= 1 && next <= n) {
      bool input =
          !model.readsInput[next] || has(next - 1) || cur == int(next) - 1;
      bool output = !model.readsOutput[next] || has(next);
      if (input && output &&
          bytes + model.gradSize[next - 1] + extra(model.backwardExtra, next) +
                  extra(model.adjointOutput, next) <=
              limit) {
        uint32_t keep = mask & ((1u << next) - 1);
        push(cost, State{keep, -1, next - 1});
      }
    }
  }
  return std::nullopt;
}
