//===- ChainDP.cpp - optimal checkpointing of chains ----------------------===//

#include "remat/Solvers/ChainDP.h"
#include "remat/Support/CheckedArithmetic.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <optional>
#include <queue>
#include <tuple>
#include <unordered_map>
#include <utility>

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

/// Memory of stage t that adjoint t reads, held while the adjoints after it
/// run: x_t if it reads it, and its tape.
int64_t ChainDP::hold(unsigned t) const {
  return (model.readsOutput[t] ? model.size[t] : 0) + tape(t);
}

bool ChainDP::mayRemake(unsigned t) const {
  return model.memory == ChainModel::Memory::Liveness && tape(t) > 0 &&
         model.remakeCost[t] < kInf;
}

/// Memory of x_k while it is the state being advanced.
int64_t ChainDP::current(unsigned k) const {
  return model.memory == ChainModel::Memory::Liveness ? model.size[k] : 0;
}

/// Memory beyond the held x_s while computing x_k on a sweep from x_s: its
/// output, unless the input is x_s itself its input, and the stage's inner
/// values (all of its tape to the end when `withTape`).
int64_t ChainDP::transient(unsigned s, unsigned k, bool withTape) const {
  int64_t inner = withTape && tape(k) > 0 ? model.forwardExtraTape[k]
                                          : model.forwardExtra[k];
  return current(k) + (k - 1 > s ? current(k - 1) : 0) + inner;
}

ChainDP::ChainDP(const ChainModel &m, int64_t maxMemory)
    : model(m), maxMemory(std::max<int64_t>(maxMemory, 0)) {
  unsigned n = model.numStages();
  model.forwardExtra.resize(n + 1, 0);
  model.backwardExtra.resize(n + 1, 0);
  model.adjointOutput.resize(n + 1, 0);
  model.tapeSize.resize(n + 1, 0);
  model.remakeCost.resize(n + 1, kInf);
  model.remakeExtra.resize(n + 1, 0);
  if (model.forwardExtraTape.empty())
    for (unsigned k = 0; k <= n; ++k)
      model.forwardExtraTape.push_back(
          satAdd(model.forwardExtra[k], model.tapeSize[k]));
  model.forwardExtraTape.resize(n + 1, 0);
  for (unsigned k = 0; k <= n; ++k)
    model.forwardExtraTape[k] =
        std::max(model.forwardExtraTape[k], model.tapeSize[k]);
  retainedAfter.assign(n + 1, 0);
  // The DP adds a handful of these sizes per limit; sizes that are negative
  // or whose total does not fit in int64_t (a model built from overflowed
  // byte counts) would index the tables out of bounds. Such a chain has no
  // schedule.
  std::optional<int64_t> total = 0;
  for (const std::vector<int64_t> *sizes :
       {&model.size, &model.gradSize, &model.forwardExtra, &model.backwardExtra,
        &model.adjointOutput, &model.tapeSize, &model.forwardExtraTape,
        &model.remakeExtra})
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
  int64_t limitMax = this->maxMemory;
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
  // Offers, at every limit from `from` on, the sweep's cost plus `rest` (the
  // subproblem after the checkpoint, which holds `held` less) plus `back`.
  auto offerSplit = [&](double *here, int32_t *why, int64_t from,
                        double sweepCost, const double *rest, int64_t held,
                        const double *back, int32_t move) {
    for (int64_t limit = std::max(from, held); limit <= limitMax; ++limit)
      offer(here, why, limit, sweepCost + rest[limit - held] + back[limit],
            move);
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
             limit <= limitMax; ++limit)
          offer(here, why, limit, 0.0, kLeaf);
      } else {
        // Adjoint t first when it does not read x_{t-1}; stage t-1 is then
        // made later, by the subproblem (s, t - 1) without it.
        if (!model.readsInput[t]) {
          const double *rest = &nop[pair(s, t - 1)];
          for (int64_t limit = adjointNeed; limit <= limitMax; ++limit)
            offer(here, why, limit, rest[limit], kAdjointFirst);
        }
        // The peak of the sweep's steps before x_j (none keeps a tape).
        int64_t sweepPeak = 0;
        for (unsigned j = s + 1; j < t; ++j) {
          double sweepCost = prefix[j] - prefix[s];
          // Keep abar_j: its tape stays through (j, t).
          offerSplit(here, why,
                     base + std::max(sweepPeak, transient(s, j, true)),
                     sweepCost, &opt[pair(j, t)], size[s] + tape(j),
                     &opt[pair(s, j)], j);
          // Keep a_j: (s, j) makes stage j again with its tape.
          if (tape(j) > 0)
            offerSplit(here, why,
                       base + std::max(sweepPeak, transient(s, j, false)),
                       sweepCost, &opt[pair(j, t)], size[s], &nop[pair(s, j)],
                       j + kOutputOnly);
          sweepPeak = std::max(sweepPeak, transient(s, j, false));
          // Revolve: advancing to x_{t-1} and running adjoint t needs no
          // slot for x_{t-1}, the state being advanced.
          if (revolve && j == t - 1)
            for (int64_t limit = std::max(base + sweepPeak, adjointNeed);
                 limit <= limitMax; ++limit)
              offer(here, why, limit, sweepCost + opt[pair(s, j) + limit],
                    kDirect);
        }
      }
      // The same without stage t, which adjoint t may read: make it first.
      double *missing = &nop[pair(s, t)];
      int32_t *missingWhy = &nopChoice[pair(s, t)];
      if (hold(t) == 0) {
        std::copy(here, here + width, missing);
        std::fill(missingWhy, missingWhy + width, kSame);
        for (int64_t limit = 0; limit <= limitMax; ++limit)
          if (here[limit] == kInf)
            missingWhy[limit] = -1;
        continue;
      }
      int64_t missingBase = size[s] + grad[t] + retained(t);
      int64_t sweepPeak = 0;
      for (unsigned j = s + 1; j <= t; ++j) {
        double sweepCost = prefix[j] - prefix[s];
        int64_t keepPeak = std::max(sweepPeak, transient(s, j, true));
        if (j == t) {
          for (int64_t limit = missingBase + keepPeak; limit <= limitMax;
               ++limit)
            offer(missing, missingWhy, limit, sweepCost + here[limit], kSame);
          continue;
        }
        offerSplit(missing, missingWhy, missingBase + keepPeak, sweepCost,
                   &nop[pair(j, t)], size[s] + tape(j), &opt[pair(s, j)], j);
        if (tape(j) > 0)
          offerSplit(missing, missingWhy,
                     missingBase + std::max(sweepPeak, transient(s, j, false)),
                     sweepCost, &nop[pair(j, t)], size[s], &nop[pair(s, j)],
                     j + kOutputOnly);
        sweepPeak = std::max(sweepPeak, transient(s, j, false));
      }
      // Adjoint t from the held x_{t-1}, remaking its tape inside (last, so
      // that at equal cost the schedules above are kept).
      if (length == 1 && mayRemake(t))
        for (int64_t limit = missingBase + grad[t - 1] +
                             model.backwardExtra[t] + model.adjointOutput[t] +
                             model.remakeExtra[t];
             limit <= limitMax; ++limit)
          offer(missing, missingWhy, limit, model.remakeCost[t], kRemake);
    }
  }

  // The original forward pass: from a held x_s, keep x_j next (free), as
  // a_j or abar_j, or run on to the loss.
  top.assign(size_t(n + 1) * width, kInf);
  topChoice.assign(top.size(), -1);
  for (int s = int(n) - 1; s >= 0; --s) {
    double *here = &top[size_t(s) * width];
    int32_t *why = &topChoice[size_t(s) * width];
    int64_t sweepPeak = 0;
    for (unsigned j = s + 1; j <= n; ++j) {
      if (j == n) {
        // The loss reads x_n; stage n's tape is kept, or made again.
        for (bool withTape : {true, false}) {
          if (!withTape && tape(n) == 0)
            continue;
          int64_t need = std::max(
              size[s] + std::max(sweepPeak, transient(s, n, withTape)),
              size[s] + current(n) + (withTape ? tape(n) : 0) + grad[n]);
          const double *back = withTape ? &opt[pair(s, n)] : &nop[pair(s, n)];
          for (int64_t limit = need; limit <= limitMax; ++limit)
            offer(here, why, limit, back[limit],
                  withTape ? int32_t(n) : int32_t(n) + kOutputOnly);
        }
        continue;
      }
      const double *rest = &top[size_t(j) * width];
      offerSplit(here, why,
                 size[s] + std::max(sweepPeak, transient(s, j, true)), 0.0,
                 rest, size[s] + tape(j), &opt[pair(s, j)], j);
      if (tape(j) > 0)
        offerSplit(here, why,
                   size[s] + std::max(sweepPeak, transient(s, j, false)), 0.0,
                   rest, size[s], &nop[pair(s, j)], j + kOutputOnly);
      sweepPeak = std::max(sweepPeak, transient(s, j, false));
    }
  }
}

double ChainDP::cost(int64_t limit) const {
  if (model.numStages() == 0 || limit < 0)
    return model.numStages() == 0 && limit >= 0 ? 0.0 : kInf;
  return top[std::min(limit, maxMemory)];
}

int64_t ChainDP::minimumLimit() const {
  for (int64_t limit = 0; limit <= maxMemory; ++limit)
    if (cost(limit) < kInf)
      return limit;
  return -1;
}

void ChainDP::reconstruct(unsigned s, unsigned t, int64_t limit,
                          bool outputHeld, ChainSchedule &out) const {
  // A split's checkpoint, and whether it is kept with its tape.
  auto split = [&](int32_t move) {
    bool withTape = move < kOutputOnly;
    unsigned j = withTape ? unsigned(move) : unsigned(move - kOutputOnly);
    return std::make_pair(j, withTape);
  };
  if (!outputHeld) {
    int32_t move = nopChoice[pair(s, t) + limit];
    assert(move != -1 && "reconstructing an infeasible subproblem");
    if (move == kRemake) {
      out.sweeps.push_back({s, t, t, /*withTape=*/false,
                            /*insideAdjoint=*/true});
      return;
    }
    if (move == kSame) {
      // Stage t is read: make it, then solve with it.
      if (hold(t) > 0)
        out.sweeps.push_back({s, t, t, tape(t) > 0});
      reconstruct(s, t, limit, /*outputHeld=*/true, out);
      return;
    }
    auto [j, withTape] = split(move);
    out.sweeps.push_back({s, j, t, withTape && tape(j) > 0});
    reconstruct(j, t, limit - model.size[s] - (withTape ? tape(j) : 0),
                /*outputHeld=*/false, out);
    reconstruct(s, j, limit, /*outputHeld=*/withTape, out);
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
  default: {
    auto [j, withTape] = split(move);
    out.sweeps.push_back({s, j, t, withTape && tape(j) > 0});
    reconstruct(j, t, limit - model.size[s] - (withTape ? tape(j) : 0),
                /*outputHeld=*/true, out);
    reconstruct(s, j, limit, /*outputHeld=*/withTape, out);
  }
  }
}

std::optional<ChainSchedule> ChainDP::solve(int64_t limit) const {
  if (cost(limit) == kInf)
    return std::nullopt;
  ChainSchedule schedule;
  unsigned n = model.numStages();
  if (n == 0)
    return schedule;
  limit = std::min(limit, maxMemory);
  schedule.addedCost = cost(limit);
  // The checkpoints the forward pass keeps, with the limit left at each and
  // whether each is kept with its tape.
  struct Kept {
    unsigned stage;
    int64_t left;
    bool withTape;
  };
  std::vector<Kept> spine{{0, limit, true}};
  size_t width = maxMemory + 1;
  while (spine.back().stage != n) {
    auto [s, left, unused] = spine.back();
    (void)unused;
    int32_t move = topChoice[size_t(s) * width + left];
    bool withTape = move < kOutputOnly;
    unsigned j = withTape ? unsigned(move) : unsigned(move - kOutputOnly);
    if (j != n) {
      schedule.kept.push_back(j);
      schedule.keptWithTape.push_back(withTape && tape(j) > 0);
    }
    spine.push_back(
        {j, j == n ? left : left - model.size[s] - (withTape ? tape(j) : 0),
         withTape});
  }
  // Backward: the last segment first.
  for (size_t i = spine.size() - 1; i-- > 0;)
    reconstruct(spine[i].stage, spine[i + 1].stage, spine[i].left,
                /*outputHeld=*/spine[i + 1].withTape, schedule);
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

  // State: stored values (bit i = x_i), stored tapes (bit i = stage i's),
  // the state being advanced (Revolve) or the value the last action computed
  // (Liveness; -1 for none) and the next adjoint (n + 1 before the loss).
  auto extra = [](const std::vector<int64_t> &v, unsigned i) {
    return i < v.size() ? v[i] : 0;
  };
  auto tapeOf = [&](unsigned i) { return extra(model.tapeSize, i); };
  // Inner values while computing stage k keeping its tape (ChainModel).
  auto extraWithTape = [&](unsigned k) {
    if (k < model.forwardExtraTape.size())
      return std::max(model.forwardExtraTape[k], tapeOf(k));
    return extra(model.forwardExtra, k) + tapeOf(k);
  };
  struct State {
    uint32_t stored, tapes;
    int cur;
    unsigned next;
  };
  auto key = [](const State &state) {
    return uint64_t(state.stored) | uint64_t(state.tapes) << 17 |
           uint64_t(state.cur + 1) << 34 | uint64_t(state.next) << 40;
  };
  auto held = [&](uint32_t stored, uint32_t tapes, unsigned next) {
    int64_t bytes = 0;
    for (unsigned i = 0; i <= n; ++i) {
      if (stored >> i & 1)
        bytes += model.size[i];
      if (tapes >> i & 1)
        bytes += tapeOf(i);
    }
    if (next <= n) {
      bytes += model.gradSize[next];
      for (unsigned i = next + 1; i <= n; ++i)
        bytes += extra(model.adjointOutput, i);
    }
    return bytes;
  };
  std::unordered_map<uint64_t, double> best;
  using Entry = std::pair<double, uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  auto push = [&](double cost, State state) {
    auto [it, inserted] = best.try_emplace(key(state), cost);
    if (!inserted && it->second <= cost)
      return;
    it->second = cost;
    queue.push({cost, key(state)});
  };
  auto unpack = [](uint64_t k) {
    return State{uint32_t(k & 0x1ffff), uint32_t(k >> 17 & 0x1ffff),
                 int(k >> 34 & 0x3f) - 1, unsigned(k >> 40)};
  };
  if (model.size[0] > limit)
    return std::nullopt;
  push(0.0, State{1u, 0u, -1, n + 1});
  double originals = 0.0;
  for (unsigned i = 1; i <= n; ++i)
    originals += model.cost[i];
  while (!queue.empty()) {
    auto [cost, k] = queue.top();
    queue.pop();
    if (best[k] < cost)
      continue;
    State state = unpack(k);
    uint32_t stored = state.stored, tapes = state.tapes;
    int cur = state.cur;
    unsigned next = state.next;
    if (next == 0)
      return cost - originals;
    int64_t bytes = held(stored, tapes, next);
    uint32_t mask = stored;
    auto has = [mask](int i) { return i >= 0 && (mask >> i & 1); };
    auto hasTape = [tapes](int i) { return i >= 0 && (tapes >> i & 1); };
    // Whether a later adjoint (or the loss) still reads x_i.
    unsigned waiting = next;
    auto useful = [&](unsigned i) {
      if (waiting == n + 1 || i + 1 < waiting)
        return true; // read later, or a source to recompute from
      if (i + 1 == waiting)
        return bool(model.readsInput[waiting] || model.readsOutput[i]);
      return i == waiting && model.readsOutput[i];
    };
    // Drop a stored value; persistent schedules drop only useless ones, and
    // x_i kept without the tape adjoint i reads once adjoint i+1 has run
    // (stage i is made again with its tape).
    for (unsigned i = 0; i <= n; ++i) {
      bool withoutTape = i == next && tapeOf(i) > 0 && !hasTape(i);
      if (has(i) && (!persistentOnly || !useful(i) || withoutTape))
        push(cost, State{mask & ~(1u << i), tapes, revolve ? cur : -1, next});
    }
    // Drop a tape; persistent schedules keep it to its adjoint, which
    // frees it.
    if (!persistentOnly)
      for (unsigned i = 0; i <= n; ++i)
        if (hasTape(i))
          push(cost, State{mask, tapes & ~(1u << i), -1, next});
    // Advance to x_k, keeping stage k's tape or not.
    for (unsigned k = 1; k <= n; ++k) {
      if (revolve) {
        if (cur == int(k) - 1 || has(k - 1))
          push(cost + model.cost[k], State{mask, tapes, int(k), next});
        continue;
      }
      if (!has(k - 1) || has(k))
        continue;
      for (bool withTape : {false, true}) {
        if (withTape && (tapeOf(k) == 0 || hasTape(k)))
          continue;
        int64_t inner =
            withTape ? extraWithTape(k) : extra(model.forwardExtra, k);
        if (bytes + model.size[k] + inner > limit)
          continue;
        uint32_t made = withTape ? tapes | 1u << k : tapes;
        push(cost + model.cost[k], State{mask | 1u << k, made, int(k), next});
        // The input of a sweep step dies with it when the previous step made
        // it without its tape (in persistent schedules, only then).
        if ((cur == int(k) - 1 && !hasTape(k - 1)) || !persistentOnly)
          push(cost + model.cost[k],
               State{(mask | 1u << k) & ~(1u << (k - 1)), made, int(k), next});
      }
    }
    // Store the advanced state (Revolve).
    if (revolve && cur >= 0 && !has(cur) && bytes + model.size[cur] <= limit)
      push(cost, State{mask | 1u << cur, tapes, cur, next});
    // The loss.
    if (next == n + 1 && (has(n) || cur == int(n)) &&
        held(stored, tapes, n) <= limit)
      push(cost, State{mask, tapes, -1, n});
    // Adjoint `next`: needs x_{next-1} (and x_next if it reads it, and its
    // tape); frees what no later adjoint reads.
    if (next >= 1 && next <= n) {
      bool input =
          !model.readsInput[next] || has(next - 1) || cur == int(next) - 1;
      bool output = !model.readsOutput[next] || has(next);
      bool tape = tapeOf(next) == 0 || hasTape(next);
      if (input && output && tape &&
          bytes + model.gradSize[next - 1] + extra(model.backwardExtra, next) +
                  extra(model.adjointOutput, next) <=
              limit) {
        uint32_t below = (1u << next) - 1;
        push(cost, State{mask & below, tapes & below, -1, next - 1});
      }
      // The same from x_{next-1} alone, remaking the tape inside.
      double remake =
          next < model.remakeCost.size() && !revolve && tapeOf(next) > 0
              ? model.remakeCost[next]
              : kInf;
      if (remake < kInf && has(next - 1) &&
          bytes + model.gradSize[next - 1] + extra(model.backwardExtra, next) +
                  extra(model.adjointOutput, next) +
                  extra(model.remakeExtra, next) <=
              limit) {
        uint32_t below = (1u << next) - 1;
        push(cost + remake, State{mask & below, tapes & below, -1, next - 1});
      }
    }
  }
  return std::nullopt;
}
