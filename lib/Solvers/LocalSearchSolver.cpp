//===- LocalSearchSolver.cpp - solver=local, local search from the greedy -===//
//
// The greedy stops where no single keep-or-recompute move lowers the peak,
// and a keep-or-recompute plan cannot express schedules that compute a value
// three or more times, which optimal schedules often do. The local search
// extends the plan with *refreshes*: a refresh of a recomputed value before
// one of its backward users makes that user and the later ones read a fresh
// recomputation from kept values, so the earlier copy and the intermediates
// it was built from die at their last earlier use; and with *hoists*, which
// place a group's recomputation some backward ops before its first reader.
// Its moves: recompute a kept value, keep a recomputed one, add or drop one
// refresh, hoist a group one op earlier or later. It starts from the
// greedy's plan and from recomputing everything at every use, and keeps the
// better end; from there, swaps keep one or two recomputed values and
// descend again without recomputing them (what single moves cannot reach:
// one recomputation traded for several cheaper ones). Every move is measured on
// a copy (the memory analysis, so the peak is exact); each round takes the best
// move, ranked first by fitting the budget, then (over the budget) by the peak,
// the bytes above the budget summed over the program, and the FLOPs, and
// (within it) by the FLOPs, until no move improves or the measuring effort is
// spent. Deterministic: moves are tried in program order and the effort is a
// count of measurements, not a time.
// solver=local-late is the same search where, over the budget, a returned
// forward value (the loss) may also be recomputed late, right before the
// return, from kept values or from the arguments alone: otherwise it lives from
// the forward pass to the end, across the backward pass's peak. On the random
// steps of bench/solver_gap.py the exact solver's lowest schedules do this with
// the 4-byte loss, which no keep-or-recompute move reaches; a third start, over
// the budget, is the greedy's lowest plan with every returned value
// recomputed late from the arguments.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Solvers/Algorithms.h"
#include "remat/Solvers/Solver.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <set>

using namespace mlir;
using namespace remat;

/// solver=local, asked for by name, takes programs of up to this many
/// top-level ops (each measurement rewrites and analyses a copy).
static constexpr unsigned kMaxLocalOps = 500;
/// Measurements per solve: rounds stop once this many were made.
static constexpr unsigned kMaxMeasures = 3000;
/// Swaps of kept values for recomputations per solve (Search::swap), and
/// the ends of a first swap that a second one is tried from.
static constexpr unsigned kMaxSwaps = 4;
static constexpr unsigned kMaxSecondSwapStarts = 2;

namespace {
/// A keep-or-recompute plan with refreshes: (activation index, k) means the
/// k-th backward user of that recomputed activation (k >= 1) and those after
/// it read a recomputation made right before it.
struct LocalPlan {
  RecomputePlan plan;
  std::set<std::pair<unsigned, unsigned>> refreshes;
  /// (activation index, k) -> h: the recomputation for the group of users
  /// starting at the k-th goes h backward ops before that user (0: right
  /// before it), so that it does not overlap what that op allocates.
  std::map<std::pair<unsigned, unsigned>, unsigned> hoists;
  /// Late recomputations: index of a returned forward value (Search's
  /// `returned`) -> whether it is rebuilt from the arguments alone (true)
  /// or from kept values (false). The return reads a fresh recomputation
  /// made right before it, so that the original dies at its last other use
  /// instead of living to the end (the loss, held through the whole
  /// backward pass otherwise). From the arguments, no kept value has to
  /// live to the end for it (what the exact solver's schedules do on deep
  /// chains), at the price of the whole cone.
  std::map<unsigned, bool> late;
};

/// How good a schedule is for the budget; smaller is better.
struct Score {
  bool fits = false;
  int64_t peak = 0;
  /// Bytes above the budget summed over every op of the program.
  int64_t excess = 0;
  int64_t flops = 0;

  bool operator<(const Score &other) const {
    if (fits != other.fits)
      return fits;
    if (fits)
      return std::make_pair(flops, peak) <
             std::make_pair(other.flops, other.peak);
    return std::make_tuple(peak, excess, flops) <
           std::make_tuple(other.peak, other.excess, other.flops);
  }
};

/// Builds the schedule of a LocalPlan the way scheduleFromPlan builds a
/// plan's (clones at the first backward use, shared intermediates, one
/// barrier per kept value), except that a refresh forgets the copies of the
/// value and of everything it was recomputed from, so the recomputations
/// after it start again from kept values.
class LocalScheduler {
public:
  LocalScheduler(const TrainingStep &step, const LocalPlan &local,
                 llvm::ArrayRef<llvm::SmallVector<Operation *>> users,
                 llvm::ArrayRef<Operation *> backwardOps,
                 const DenseMap<Operation *, unsigned> &backwardPosition,
                 llvm::ArrayRef<std::pair<Value, bool>> late)
      : step(step), local(local), users(users), backwardOps(backwardOps),
        backwardPosition(backwardPosition), late(late) {}

  Schedule build() {
    Schedule schedule;
    schedule.placeAgainAcrossPeak = true;
    // Each group of users of a recomputed value: (first user, activation,
    // first user's position among its users).
    struct Group {
      Operation *first;
      unsigned activation;
      unsigned begin, end;
      Operation *at = nullptr;
    };
    SmallVector<Group> groups;
    ArrayRef<Value> activations = step.getActivations();
    const PhaseAnalysis &phases = step.getPhases();
    for (auto [i, a] : llvm::enumerate(activations)) {
      if (!local.plan.recompute.contains(a) || users[i].empty())
        continue;
      unsigned begin = 0;
      for (unsigned k = 1, e = users[i].size(); k <= e; ++k) {
        if (k < e && !local.refreshes.count({unsigned(i), k}))
          continue;
        Operation *first = users[i][begin];
        Operation *target = first;
        auto hoist = local.hoists.find({unsigned(i), begin});
        if (hoist != local.hoists.end()) {
          unsigned position = backwardPosition.lookup(first);
          target = backwardOps[position - std::min(position, hoist->second)];
        }
        groups.push_back(
            {first, unsigned(i), begin, k, beforeDestinations(target, phases)});
        begin = k;
      }
    }
    // In order of where they go (a copy is only read after it is made),
    // then of their first users; ties in plan order, as scheduleFromPlan
    // orders them.
    DenseMap<Value, unsigned> planPosition;
    for (auto [i, v] : llvm::enumerate(local.plan.recompute))
      planPosition[v] = i;
    auto key = [&](const Group &g) {
      return std::make_tuple(step.getIndex(g.at), step.getIndex(g.first),
                             planPosition.lookup(activations[g.activation]),
                             g.begin);
    };
    llvm::sort(groups,
               [&](const Group &x, const Group &y) { return key(x) < key(y); });
    for (const Group &group : groups) {
      Value a = activations[group.activation];
      if (group.begin != 0 || local.refreshes.count({group.activation, 0}))
        forget(a);
      unsigned first = schedule.entries.size();
      ScheduleValue copy = recompute(schedule, a, group.at);
      for (unsigned k = group.begin; k < group.end; ++k)
        for (OpOperand &use : users[group.activation][k]->getOpOperands())
          if (use.get() == a)
            schedule.uses.push_back(
                {use.getOwner(), use.getOperandNumber(), copy});
      schedule.decisions.push_back(
          {a, copy, group.first, first, unsigned(schedule.entries.size())});
    }
    // Late recomputations before the return, each fresh (from kept values,
    // or from the arguments alone, never from earlier copies, which would
    // then live on to the end); Search takes them only from a body with a
    // terminator.
    if (late.empty())
      return schedule;
    Operation *terminator = step.getBody().getTerminator();
    Operation *at = beforeDestinations(terminator, phases);
    for (auto [r, fromArguments] : late) {
      forget(r);
      if (fromArguments) {
        clones.clear();
        onlyArguments = true;
      }
      unsigned first = schedule.entries.size();
      ScheduleValue copy = recompute(schedule, r, at);
      onlyArguments = false;
      for (OpOperand &use : terminator->getOpOperands())
        if (use.get() == r)
          schedule.uses.push_back({terminator, use.getOperandNumber(), copy});
      schedule.decisions.push_back(
          {r, copy, terminator, first, unsigned(schedule.entries.size())});
    }
    return schedule;
  }

private:
  bool needsRecompute(Value v) const {
    return !TrainingStep::available(v) &&
           (onlyArguments || !local.plan.kept.contains(v));
  }

  /// Drops the copies of `value` and of the values it is recomputed from,
  /// and the barriers: the fresh copies must read fresh barriers, or CSE
  /// folds them into the earlier ones (same op, same operands) and the
  /// earlier copies live on (measured: 3.69 MB run against 3.16 MB
  /// predicted on the 8-layer MLP).
  void forget(Value value) {
    barriers.clear();
    Schedule::forgetRecomputation(value, clones,
                                  [&](Value v) { return needsRecompute(v); });
  }

  ScheduleValue barrier(Schedule &schedule, Value v, Operation *before) {
    auto [it, inserted] = barriers.try_emplace(v, 0);
    if (inserted)
      it->second = schedule.addBarrier(ScheduleValue::original(v), before);
    return ScheduleValue::ofEntry(it->second);
  }

  /// Recomputes `value` before `before` from kept values and the copies
  /// still remembered; iterative, as chains can be deep.
  ScheduleValue recompute(Schedule &schedule, Value value, Operation *before) {
    if (auto it = clones.find(value); it != clones.end())
      return it->second;
    return schedule.addRecomputation(
        value, before, clones, [&](Value v) { return needsRecompute(v); },
        [&](Value operand) { return barrier(schedule, operand, before); });
  }

  const TrainingStep &step;
  const LocalPlan &local;
  llvm::ArrayRef<llvm::SmallVector<Operation *>> users;
  llvm::ArrayRef<Operation *> backwardOps;
  const DenseMap<Operation *, unsigned> &backwardPosition;
  llvm::ArrayRef<std::pair<Value, bool>> late;
  /// While making a late recomputation from the arguments alone.
  bool onlyArguments = false;
  DenseMap<Value, ScheduleValue> clones;
  DenseMap<Value, int> barriers;
};

/// The search: the problem, the budget, and the measurements left.
class Search {
public:
  Search(const RematProblem &problem, int64_t budget, bool lateReturns)
      : problem(problem), step(problem.getStep()), budget(budget) {
    // The backward users of each activation, in program order, each once.
    const PhaseAnalysis &phases = step.getPhases();
    for (Value a : step.getActivations()) {
      SmallVector<Operation *> list;
      for (Operation *user : a.getUsers())
        if (phases.isBackward(user) && user->getBlock() == &step.getBody() &&
            !user->hasTrait<OpTrait::IsTerminator>() &&
            !user->hasAttr(kRecomputeAttrName) &&
            !llvm::is_contained(list, user))
          list.push_back(user);
      llvm::sort(list, [&](Operation *x, Operation *y) {
        return step.getIndex(x) < step.getIndex(y);
      });
      users.push_back(std::move(list));
    }
    for (Operation &op : step.getBody())
      if (phases.isBackward(&op) && !op.hasTrait<OpTrait::IsTerminator>()) {
        backwardPosition[&op] = backwardOps.size();
        backwardOps.push_back(&op);
      }
    // The forward values the return reads that may be recomputed there.
    if (lateReturns && step.getBody().mightHaveTerminator())
      for (Value r : step.getBody().getTerminator()->getOperands()) {
        Operation *def = r.getDefiningOp();
        if (def && def->getBlock() == &step.getBody() &&
            !TrainingStep::available(r) && !phases.isBackward(def) &&
            problem.mayRecompute(def) && !llvm::is_contained(returned, r))
          returned.push_back(r);
      }
  }

  Schedule scheduleOf(const LocalPlan &local) const {
    SmallVector<std::pair<Value, bool>> late = lateValues(local);
    return LocalScheduler(step, local, users, backwardOps, backwardPosition,
                          late)
        .build();
  }

  /// The late recomputations of `local` that its kept values allow (each
  /// rebuilt from its base through recomputable ops), with their bases.
  SmallVector<std::pair<Value, bool>> lateValues(const LocalPlan &local) const {
    SmallVector<std::pair<Value, bool>> late;
    auto mayRecompute = [&](Operation *op) { return problem.mayRecompute(op); };
    DenseMap<Value, bool> memo[2];
    for (const auto &[j, base] : local.late) {
      bool fromArguments = base;
      auto isBase = [&](Value v) {
        return TrainingStep::available(v) ||
               (!fromArguments && local.plan.kept.contains(v));
      };
      Value r = returned[j];
      if (llvm::all_of(r.getDefiningOp()->getOperands(), [&](Value u) {
            return derivableFrom(u, isBase, mayRecompute, memo[fromArguments]);
          }))
        late.push_back({r, fromArguments});
    }
    return late;
  }

  Score score(const LocalPlan &local) {
    ++measures;
    Score s;
    ScheduleMeasure m =
        problem.measure(scheduleOf(local), [&](const MemoryAnalysis &memory) {
          for (const OpMemoryInfo &op : memory.getOps())
            s.excess += std::max<int64_t>(0, problem.bytesDuring(op) - budget);
        });
    s.peak = m.peak;
    s.flops = m.flops;
    s.fits = m.peak <= budget;
    return s;
  }

  /// Every activation that can be recomputed from values that cannot is
  /// recomputed, with a refresh before each of its backward users.
  LocalPlan recomputeEverything() const {
    LocalPlan local;
    ArrayRef<Value> activations = step.getActivations();
    auto mayRecompute = [&](Operation *def) {
      return problem.mayRecompute(def);
    };
    for (Value a : activations)
      local.plan.kept.insert(a);
    DenseMap<Value, bool> memo;
    for (unsigned i = 0, e = activations.size(); i < e; ++i) {
      Value a = activations[i];
      Operation *def = a.getDefiningOp();
      if (!def || !problem.mayRecompute(def))
        continue;
      auto isBase = [&](Value v) { return v != a && local.plan.provides(v); };
      memo.clear();
      if (!llvm::all_of(def->getOperands(), [&](Value u) {
            return derivableFrom(u, isBase, mayRecompute, memo);
          }))
        continue;
      local.plan.kept.erase(a);
      local.plan.recompute.insert(a);
      for (unsigned k = 0; k < users[i].size(); ++k)
        local.refreshes.insert({i, k});
    }
    return local;
  }

  /// Its own count bounds the search, under solver=auto too: auto admits
  /// it only where kMaxMeasures measurements of the step fit in the work
  /// limit (AutoPolicy.cpp), and the measurements of the recomputations
  /// that RematProblem::measure also counts must not cut the search short
  /// (on the 8-block ResNet step they stopped it at 1,284 of its 3,000
  /// measurements, at 5.1 times the FLOPs of the finished search).
  bool exhausted() const { return measures >= kMaxMeasures; }
  unsigned numReturned() const { return returned.size(); }

  /// `plan` with its refreshes and hoists as a LocalPlan's.
  LocalPlan fromPlan(RecomputePlan plan) const {
    LocalPlan local;
    ArrayRef<Value> activations = step.getActivations();
    for (auto [i, a] : llvm::enumerate(activations)) {
      for (unsigned k = 0, n = users[i].size(); k < n; ++k) {
        if (plan.refreshes.contains({a, k}))
          local.refreshes.insert({unsigned(i), k});
        if (auto it = plan.hoists.find({a, k}); it != plan.hoists.end())
          local.hoists[{unsigned(i), k}] = it->second;
      }
    }
    plan.refreshes.clear();
    plan.hoists.clear();
    local.plan = std::move(plan);
    return local;
  }
  unsigned getMeasures() const { return measures; }

  /// `local` with activation `i` kept (its refreshes and hoists dropped).
  LocalPlan keeping(const LocalPlan &local, unsigned i) const {
    LocalPlan keep = local;
    Value a = step.getActivations()[i];
    keep.plan.recompute.remove(a);
    keep.plan.kept.insert(a);
    for (unsigned k = 0, n = users[i].size(); k < n; ++k) {
      keep.refreshes.erase({i, k});
      keep.hoists.erase({i, k});
    }
    return keep;
  }

  /// The plans one move away from `local`, in program order. Within the
  /// budget only those that can lower the FLOPs: keeping a value, dropping
  /// a refresh. The activations in `pinned` are not recomputed again.
  SmallVector<LocalPlan> movesFrom(const LocalPlan &local, bool fits,
                                   ArrayRef<unsigned> pinned = {}) const {
    SmallVector<LocalPlan> moves;
    ArrayRef<Value> activations = step.getActivations();
    DenseMap<Value, bool> memo;
    for (unsigned i = 0, e = activations.size(); i < e; ++i) {
      Value a = activations[i];
      unsigned n = users[i].size();
      if (n == 0)
        continue;
      if (local.plan.recompute.contains(a)) {
        moves.push_back(keeping(local, i));
        for (unsigned k = 0; k < n; ++k) {
          // Add or remove a refresh.
          LocalPlan trial = local;
          if (trial.refreshes.erase({i, k}) || !fits) {
            trial.refreshes.insert({i, k});
            if (local.refreshes.count({i, k}))
              trial.refreshes.erase({i, k});
            trial.hoists.erase({i, k});
            moves.push_back(std::move(trial));
          }
          // Move the recomputation of the group starting here one backward
          // op earlier or later.
          if (fits || (k != 0 && !local.refreshes.count({i, k})))
            continue;
          unsigned h = 0;
          if (auto it = local.hoists.find({i, k}); it != local.hoists.end())
            h = it->second;
          if (h < backwardPosition.lookup(users[i][k])) {
            LocalPlan earlier = local;
            earlier.hoists[{i, k}] = h + 1;
            moves.push_back(std::move(earlier));
          }
          if (h > 0) {
            LocalPlan later = local;
            if (h == 1)
              later.hoists.erase({i, k});
            else
              later.hoists[{i, k}] = h - 1;
            moves.push_back(std::move(later));
          }
        }
        continue;
      }
      if (fits || llvm::is_contained(pinned, i) ||
          !recomputableWithout(problem, local.plan, a, memo))
        continue;
      LocalPlan trial = local;
      trial.plan.kept.erase(a);
      trial.plan.recompute.insert(a);
      moves.push_back(std::move(trial));
    }
    // Recompute a returned value before the return (over the budget), or
    // read the original again.
    for (unsigned j = 0, e = returned.size(); j < e; ++j) {
      auto it = local.late.find(j);
      if (it != local.late.end()) {
        LocalPlan drop = local;
        drop.late.erase(j);
        moves.push_back(std::move(drop));
      }
      if (fits)
        continue;
      for (bool fromArguments : {false, true}) {
        if (it != local.late.end() && it->second == fromArguments)
          continue;
        LocalPlan trial = local;
        trial.late[j] = fromArguments;
        moves.push_back(std::move(trial));
      }
    }
    return moves;
  }

  /// Improves `local` (scored `current`) by the best move of each round
  /// until none improves or the effort is spent (first-improvement was
  /// cheaper but met fewer budgets and added more FLOPs on the cached
  /// solver_gap steps). Returns the number of moves taken.
  unsigned run(LocalPlan &local, Score &current,
               ArrayRef<unsigned> pinned = {}) {
    unsigned moves = 0;
    while (!exhausted()) {
      SmallVector<LocalPlan> candidates =
          movesFrom(local, current.fits, pinned);
      std::optional<unsigned> best;
      Score bestScore = current;
      for (unsigned n = 0, e = candidates.size(); n < e && !exhausted(); ++n) {
        unsigned j = n;
        Score s = score(candidates[j]);
        if (!(s < bestScore))
          continue;
        bestScore = s;
        best = j;
      }
      if (!best)
        break;
      local = std::move(candidates[*best]);
      current = bestScore;
      ++moves;
    }
    return moves;
  }

  /// The compound move single moves do not reach: from a schedule within
  /// the budget, keep one recomputed value (over the budget again) and
  /// descend from there with that value pinned (not recomputed again), so
  /// that the moves that lower the peak recompute others instead, often
  /// several cheaper ones, then lower the FLOPs again. Where no such swap
  /// gains, a second swap is tried from each of the kMaxSecondSwapStarts
  /// cheapest ends of the first that fit (both values pinned), as a swap
  /// that only ties can open the way to one that gains. On the random step
  /// dag-17-seed10 at its lowest budget (772 bytes) the single moves end
  /// recomputing a gelu (288 FLOPs) and keeping the sigmoid of the forward
  /// pass's fourth op; the swaps keep the gelu and recompute the sigmoid
  /// with the tanh and mul values it is built from, 1024 -> 832 FLOPs
  /// (test/Integration/Remat/local-search-swap.test).
  /// Values are tried in program order; the first swap that ends within the
  /// budget with fewer FLOPs is taken, then the values are tried again, at
  /// most kMaxSwaps times. Bounded by the measurements left, like every
  /// move. Returns the number of swaps taken.
  unsigned swap(LocalPlan &local, Score &current) {
    unsigned swaps = 0;
    while (swaps < kMaxSwaps && current.fits && current.flops > 0 &&
           swapOnce(local, current))
      ++swaps;
    return swaps;
  }

private:
  /// One swap from `local`, taken when it gains (see swap()).
  bool swapOnce(LocalPlan &local, Score &current) {
    struct End {
      LocalPlan plan;
      Score score;
      unsigned pinned;
    };
    SmallVector<End, 4> ends;
    ArrayRef<Value> activations = step.getActivations();
    // Keeps each recomputed value of `from` in turn (besides `pinned`) and
    // descends; true when an end gains, which is then taken.
    auto tryFrom = [&](const LocalPlan &from, ArrayRef<unsigned> pinned,
                       bool collect) {
      for (unsigned i = 0, e = activations.size(); i < e && !exhausted(); ++i) {
        if (!from.plan.recompute.contains(activations[i]) || users[i].empty())
          continue;
        LocalPlan trial = keeping(from, i);
        Score s = score(trial);
        SmallVector<unsigned, 2> pins(pinned);
        pins.push_back(i);
        run(trial, s, pins);
        if (s < current) {
          local = std::move(trial);
          current = s;
          return true;
        }
        if (collect && s.fits)
          ends.push_back({std::move(trial), s, i});
      }
      return false;
    };
    if (tryFrom(local, {}, /*collect=*/true))
      return true;
    // The cheapest ends first, ties in program order.
    llvm::sort(ends, [](const End &x, const End &y) {
      if (x.score < y.score || y.score < x.score)
        return x.score < y.score;
      return x.pinned < y.pinned;
    });
    for (unsigned n = 0,
                  e = std::min<size_t>(ends.size(), kMaxSecondSwapStarts);
         n < e && !exhausted(); ++n)
      if (tryFrom(ends[n].plan, {ends[n].pinned}, /*collect=*/false))
        return true;
    return false;
  }

  const RematProblem &problem;
  const TrainingStep &step;
  int64_t budget;
  SmallVector<SmallVector<Operation *>> users;
  SmallVector<Operation *> backwardOps;
  DenseMap<Operation *, unsigned> backwardPosition;
  /// Forward values the return reads that may be recomputed before it.
  SmallVector<Value> returned;
  unsigned measures = 0;
};

class LocalSearchSolver : public RematSolver {
public:
  explicit LocalSearchSolver(bool lateReturns) : lateReturns(lateReturns) {}

  StringRef getName() const override {
    return lateReturns ? "local-late" : "local";
  }
  StringRef getDescription() const override {
    return lateReturns ? "late-return local search" : "local search";
  }

  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    FunctionOpInterface func = problem.getFunction();
    if (size_t n = problem.getStep().numOps(); n > kMaxLocalOps)
      return report.fail(
          RematFailure::Kind::SolverRefused, func.getLoc(),
          llvm::formatv("solver={3}: @{0} has {1} ops, more than the local "
                        "search takes ({2}; it measures every move on a "
                        "copy); use solver=fast",
                        SymbolTable::getSymbolName(func).getValue(), n,
                        kMaxLocalOps, getName())
              .str());
    int64_t reached = problem.getOriginalPeak();
    bool fromGreedy = true;
    Search search(problem, budget, lateReturns);
    // Two starts: the greedy's plan (few FLOPs, descending towards the
    // budget) and recomputing everything at every backward use (little
    // memory, descending towards fewer FLOPs); the better end wins.
    LocalPlan local;
    local.plan = planGreedyBudget(problem, budget, reached);
    Score current = search.score(local);
    // Over the budget, where the greedy with refreshes misses it too: the
    // plan with which it meets the lowest peak it reaches, with every
    // returned value recomputed late from the arguments, may start lower (the
    // values the return reads live to the end, across that lowest peak: on the
    // random steps of bench/solver_gap.py, the 4-byte loss the exact solver
    // recomputes before the return).
    int64_t fromLowest = 0;
    if (!current.fits && search.numReturned()) {
      int64_t lowest = problem.getOriginalPeak(), again = lowest;
      (void)planGreedyBudget(problem, budget, lowest, /*refresh=*/true);
      if (lowest > budget && lowest < problem.getOriginalPeak()) {
        LocalPlan late = search.fromPlan(
            planGreedyBudget(problem, lowest, again, /*refresh=*/true));
        for (unsigned j = 0, e = search.numReturned(); j < e; ++j)
          late.late[j] = true;
        if (Score s = search.score(late); s < current) {
          local = std::move(late);
          current = s;
          fromLowest = lowest;
        }
      }
    }
    Score start = current;
    unsigned moves = search.run(local, current);
    if (!current.fits || current.flops > 0) {
      LocalPlan other = search.recomputeEverything();
      Score otherScore = search.score(other);
      unsigned otherMoves = search.run(other, otherScore);
      if (otherScore < current) {
        local = std::move(other);
        current = otherScore;
        moves = otherMoves;
        fromGreedy = false;
      }
    }
    unsigned swaps = search.swap(local, current);
    Schedule schedule = search.scheduleOf(local);
    if (!current.fits) {
      return failHeuristicBudget(report, problem, budget,
                                 ("the " + getDescription() + " reached").str(),
                                 std::min(reached, current.peak), &schedule);
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "predicted peak " << problem.getOriginalPeak() << " -> "
       << current.peak << " bytes for a budget of " << budget << " bytes, "
       << local.plan.recompute.size() << " values recomputed, "
       << local.refreshes.size() << " refreshed";
    if (!local.late.empty())
      os << ", " << search.lateValues(local).size()
         << " returned value(s) recomputed before the return";
    os << "; " << moves << " moves from ";
    if (!fromGreedy)
      os << "recomputing everything at every use";
    else if (fromLowest)
      os << "the greedy's plan for its lowest peak (" << fromLowest
         << " bytes) with the returned values recomputed late";
    else if (start.fits)
      os << "the greedy's plan (" << start.flops << " FLOPs)";
    else
      os << "the greedy's plan (peak " << start.peak << ")";
    os << ", " << search.getMeasures() << " measured";
    if (swaps)
      os << ", " << swaps << " swap(s) of kept values for recomputations";
    report.note(func.getLoc(),
                lateReturns ? "budget, solver=local-late"
                            : "budget, solver=local",
                text);
    return schedule;
  }

private:
  bool lateReturns;
};
} // namespace

uint64_t remat::localSearchWorstCaseWork(const RematProblem &problem) {
  return uint64_t(kMaxMeasures) * problem.getStep().numOps();
}

std::unique_ptr<RematSolver> remat::createLocalSearchSolver() {
  return std::make_unique<LocalSearchSolver>(/*lateReturns=*/false);
}

std::unique_ptr<RematSolver> remat::createLateLocalSearchSolver() {
  return std::make_unique<LocalSearchSolver>(/*lateReturns=*/true);
}
