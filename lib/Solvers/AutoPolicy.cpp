//===- AutoPolicy.cpp - solver=auto: which solver, when, how far ----------===//
//
// The whole of solver=auto's policy: which built-in solver runs on which
// step, in which order, within which limits, and which schedule is kept.
// The solvers run in turn, each on its own (solvers never change the
// function), in the order of solveAuto below: the chain DP, the greedy, the
// fast solver, the block DP, the local search, the exact MILP (handed the
// best schedule so far as its warm start) and, where none of them met the
// budget, the late-return local search; then every solver a host added to
// the registry whose appliesForAuto accepts the step. Each schedule is
// measured, and the cheapest success kept (the fewest added FLOPs, then the
// lowest peak); when all fail, the failure that got lowest.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/AutoPolicy.h"
#include "BuiltinSolvers.h"
#include "remat/Solvers/Algorithms.h"
#include "remat/Solvers/Solver.h"
#include "remat/Transforms/ChainRematerialization.h"

#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <vector>

#define DEBUG_TYPE "remat-solvers"

using namespace mlir;
using namespace remat;
using namespace remat::detail;

//===----------------------------------------------------------------------===//
// The limits
//===----------------------------------------------------------------------===//

/// The work solver=auto lets each solver spend, in op-measurements
/// (SolveLimits::workLimit). The solvers that measure move after move (the
/// greedy, its refresh moves, the local search) run on a step only where
/// their keep-or-recompute phase fits in it at worst, and stop where it is
/// spent (docs/reference/BudgetSolvers.md, "auto").
static constexpr uint64_t kAutoWorkLimit = 1000000;

/// The chain DP runs on chains of up to this many stages (about a second)
/// ...
static constexpr unsigned kMaxAutoChainStages = 200;
/// ... and only where the squares of its stages' op counts sum to at most
/// this: the chain model and the schedules of adjoints that remake a
/// stage's values grow with the square of a stage's ops (a forward DAG of
/// 4300 ops, 8 stages of about 540 ops: 2.3e6, 120 s and 4.8 GB for the
/// chain DP; its 430-op form, 8 stages of about 54 ops: 2.3e4, a fraction
/// of a second).
static constexpr uint64_t kMaxAutoChainStageWork = 1 << 17;

/// The fast solver runs on programs longer than this, and on any the greedy
/// does not take.
static constexpr unsigned kMinFastOps = 400;

/// The block DP runs on programs of up to this many ops (its minimum cuts
/// take about a second at 5,000).
static constexpr unsigned kMaxAutoBlockOps = 5000;

/// The exact solver runs on programs up to this long, for at most this many
/// branch-and-bound nodes (fewer up to kMaxAutoExactOpsLarge, below): when
/// the search stops there it keeps the best of its incumbent and the
/// heuristics' schedule. A node limit, not a time limit, so that auto
/// returns the same schedule on a loaded machine and an idle one (measured
/// on 20-40-op random steps: about 40-90 nodes per CPU-second; most budgets
/// are proven in under 500 nodes). 40 ops: 60 reached more of
/// bench/solver_gap.py's random steps but cost about 22 CPU-s per budget on
/// 41-60-op steps (135 s for a 51-op step's budgets, 30 s for one budget of
/// bench/run's resnet-2) and put auto's result on that step at the CPU guard
/// instead of the node limit (docs/design/AutoSolver.md).
/// 200 nodes, because the knapsack rows make each node dear: on a 40-op
/// step, 262 nodes took 14 CPU-s, so 500 would run into the CPU guard of a
/// 15-30 s ilp-seconds before the node limit.
/// Under auto, ilp-seconds only guards against a search far slower than
/// that: it limits CPU time (which waiting for a core does not use up), and
/// ten times it the wall clock.
static constexpr unsigned kMaxAutoExactOps = 40;
static constexpr int64_t kAutoMaxNodes = 200;
static constexpr double kAutoWallFactor = 10.0;
/// The exact solver also runs on steps of 41 to 60 ops, for at most 50
/// nodes: without it, the three bench/solver_gap.py rows more than 5% above
/// a proven optimum are on such steps (dag-19-seed36 and dag-24-seed41 at
/// 60%, dag-23-seed64 at its minimum), and a warm-started search proves all
/// three optimal within 37 nodes (3-6 CPU-s each). 200 nodes at 60 ops take
/// about 22 CPU-s per budget (and the CPU guard, not the node limit, ends
/// some searches under the test suite's load).
static constexpr unsigned kMaxAutoExactOpsLarge = 60;
static constexpr int64_t kAutoMaxNodesLarge = 50;
/// The share of ilp-seconds the stage cost bound may take.
static constexpr double kAutoStageBoundShare = 0.25;

//===----------------------------------------------------------------------===//
// Which solver runs on which step
//===----------------------------------------------------------------------===//

/// The chain DP, wherever it accepts the step (a chain of stages, a stage
/// possibly of several ops) and the chain is short and its stages small:
/// auto then never misses a schedule the standalone DP finds
/// (test/Bench/auto-best.test).
static bool runsChainDP(const RematProblem &problem) {
  Operation *blocker = nullptr;
  std::string why;
  FailureOr<ForwardChain> chain =
      findForwardChain(problem.getFunction(), blocker, why);
  if (failed(chain) || chain->numStages() > kMaxAutoChainStages)
    return false;
  uint64_t work = 0;
  for (unsigned g = 1; g <= chain->numStages(); ++g) {
    uint64_t ops = chain->stageEnd[g] - chain->stageEnd[g - 1];
    work += ops * ops;
  }
  return work <= kMaxAutoChainStageWork;
}

/// The greedy, where its keep-or-recompute moves fit in the work limit at
/// worst (the refresh moves after them stop where it is spent): the 445-op
/// upstream transformer (24 activations, 133,500 op-measurements) and every
/// zoo step of up to 400 ops, not GPT-2 small (134 activations of 822 ops,
/// 7.4 million) nor mlp-256 or dag-1k, which the fast solver takes. Beside
/// the chain DP too: the DP is exact only over persistent schedules of
/// whole stages; the greedy recomputes single ops and sometimes adds less.
static bool runsGreedy(const RematProblem &problem) {
  return greedyWorstCaseWork(problem) <= kAutoWorkLimit;
}

/// The fast solver, on every large step, chains too: the chain DP cuts only
/// between stages, and a "short" chain may hold one stage of hundreds of
/// ops (dag-1k of bench/run: 6 stages, where the DP cannot go below the
/// original peak and auto, without this solver, met no budget at all).
static bool runsFast(const RematProblem &problem) {
  return problem.getStep().numOps() > kMinFastOps || !runsGreedy(problem);
}

/// The block DP, when the forward pass repeats a block (transformer layers,
/// residual stages) and is not too large.
static bool runsBlockDP(const RematProblem &problem) {
  unsigned ops = 0;
  problem.getFunction()->walk([&](Operation *) { ++ops; });
  if (ops > kMaxAutoBlockOps)
    return false;
  std::string why;
  FailureOr<BlockSequence> blocks = findSolverBlocks(problem, why);
  return succeeded(blocks) && blocks->numClasses < blocks->numBlocks();
}

/// The local search, where the greedy runs (its plan is the first start) and
/// the whole search fits in the work limit: up to 333 ops. Not on the 445-op
/// upstream transformer, where it spent the whole limit (about 5 CPU-s) to
/// return the greedy's schedule at 75%.
static bool runsLocalSearch(const RematProblem &problem) {
  return runsGreedy(problem) &&
         localSearchWorstCaseWork(problem) <= kAutoWorkLimit;
}

/// The late-return local search, as the local search, and only where no
/// solver before it (the plain local search and the exact MILP among them)
/// met the budget: its moves change the path of the plain search, which
/// then misses budgets it met (on bench/solver_gap.py's cached steps, five
/// minima of 46-56-op steps), and its schedule handed to the MILP as a warm
/// start kept the MILP from optima it found cold (dag-11-seed28 at 50%: 673
/// FLOPs against 505); after them it only adds what they miss.
static bool runsLateLocalSearch(const RematProblem &problem, bool met) {
  return runsLocalSearch(problem) && !met;
}

/// The ops counted against kMaxAutoExactOps (constants are not ops of the
/// schedule), or nullopt when the body holds a region.
static std::optional<unsigned> countScheduledOps(Block &body) {
  unsigned ops = 0;
  for (Operation &op : body) {
    if (op.getNumRegions() != 0)
      return std::nullopt;
    if (!op.hasTrait<OpTrait::ConstantLike>() &&
        !op.hasTrait<OpTrait::IsTerminator>())
      ++ops;
  }
  return ops;
}

/// The exact MILP, with CBC, on small steps without regions.
static bool runsExact(const RematProblem &problem) {
  if (!CheckmateILP::isAvailable())
    return false;
  std::optional<unsigned> ops =
      countScheduledOps(problem.getFunction().getFunctionBody().front());
  return ops && *ops <= kMaxAutoExactOpsLarge;
}

/// The exact MILP as auto runs it: node-limited, from the best schedule so
/// far (`best`, measured as `measure`; null when none met the budget).
static FailureOr<Schedule> solveExactForAuto(const RematProblem &problem,
                                             int64_t budget,
                                             SolverReport &report,
                                             const Schedule *best,
                                             const ScheduleMeasure &measure) {
  const RematOptions &options = problem.getOptions();
  ExactSearch search(options);
  search.incumbentFromAuto = false;
  search.incumbent = best;
  search.incumbentMeasure = measure;
  // With the knapsack rows, as solver=ilp: within the node limit they find
  // schedules the search without them does not (measured with the
  // heuristics' warm start, bench/solver_gap.py's cases: dag-11-seed28 at
  // 50%, which no heuristic meets, 505 FLOPs, the proven optimum, in 500
  // nodes, where without them the search found no schedule in 500 nodes nor
  // in 1,500; docs/design/AutoSolver.md).
  // The stage cost bound as for solver=ilp (ilp-stage-bound=), in at most a
  // quarter of ilp-seconds: it never changes the schedule auto keeps, only
  // how soon the search ends (a warm start that reaches it is optimal with
  // no search; an incumbent that reaches it is one no further node improves
  // on), so a bound cut short by a loaded machine costs nodes, not a
  // different result. On the cached random steps it is a few hundredths of
  // a second where CBC's root alone takes one to two
  // (docs/design/AutoSolver.md).
  search.options.stageBoundSeconds = kAutoStageBoundShare * options.ilpSeconds;
  // Guided diving from the warm start: on dag-13-seed30 at 75% the 200
  // nodes ended at the heuristics' 160 FLOPs; the dive finds the optimum,
  // 128, at the root (rematerialize-auto-guided-dive.test).
  search.options.guidedDive = true;
  std::optional<unsigned> ops =
      countScheduledOps(problem.getFunction().getFunctionBody().front());
  search.options.maxNodes =
      ops && *ops <= kMaxAutoExactOps ? kAutoMaxNodes : kAutoMaxNodesLarge;
  search.options.cpuSeconds = options.ilpSeconds;
  search.options.timeLimitSeconds *= kAutoWallFactor;
  // A cold search (no heuristic met the budget) that stops at the node
  // limit unproven gets a second one, from the late local search's
  // schedule, and the cheaper of the two is kept: neither start dominates
  // (dag-10-seed99 at 50%: cold, 1057 FLOPs; from solver=local-late's
  // schedule, the proven 993; dag-11-seed28 at 50%: cold, the proven 505;
  // from that start alone, 673; docs/design/AutoSolver.md).
  search.secondStart = BuiltinSolvers::get().localLate.get();
  return solveExact(problem, budget, report, search);
}

//===----------------------------------------------------------------------===//
// Running them and keeping the best
//===----------------------------------------------------------------------===//

FailureOr<Schedule> remat::solveAuto(const RematProblem &problem,
                                     int64_t budget, SolverReport &report,
                                     std::string &winnerName) {
  struct Attempt {
    const RematSolver *solver;
    FailureOr<Schedule> schedule = failure();
    SolverReport report;
    ScheduleMeasure measure;
  };
  std::vector<Attempt> attempts;
  // The best success so far, handed to the exact solver.
  int best = -1;
  // Each solver sees the step within auto's work limit, counted afresh, and
  // does not go on with the greedy's moves (auto runs the greedy itself).
  SolveLimits limits;
  limits.workLimit = kAutoWorkLimit;
  limits.greedyContinuation = false;
  auto run = [&](const RematSolver &solver, auto &&solve) {
    RematProblem posed = problem.withLimits(limits);
    Attempt a;
    a.solver = &solver;
    a.schedule = solve(posed, a.report);
    if (succeeded(a.schedule))
      a.measure = problem.measure(*a.schedule);
    attempts.push_back(std::move(a));
    const Attempt &last = attempts.back();
    LLVM_DEBUG({
      llvm::dbgs() << DEBUG_TYPE ": auto ran " << solver.getName() << ": ";
      if (succeeded(last.schedule))
        llvm::dbgs() << last.measure.flops << " FLOPs added, peak "
                     << last.measure.peak << " bytes"
                     << (last.report.optimal ? " (optimal)\n" : "\n");
      else
        llvm::dbgs() << "no schedule (lowest peak "
                     << last.report.failure.lowestPeak
                     << " bytes): " << last.report.failure.message << "\n";
    });
    if (succeeded(last.schedule) &&
        (best < 0 || std::make_pair(last.measure.flops, last.measure.peak) <
                         std::make_pair(attempts[best].measure.flops,
                                        attempts[best].measure.peak)))
      best = attempts.size() - 1;
  };
  auto runSolver = [&](const RematSolver &solver) {
    run(solver, [&](const RematProblem &posed, SolverReport &r) {
      return solver.solve(posed, budget, r);
    });
  };

  const BuiltinSolvers &builtin = BuiltinSolvers::get();
  if (runsChainDP(problem))
    runSolver(*builtin.chain);
  if (runsGreedy(problem))
    runSolver(*builtin.greedy);
  if (runsFast(problem))
    runSolver(*builtin.fast);
  if (runsBlockDP(problem))
    runSolver(*builtin.blocks);
  if (runsLocalSearch(problem))
    runSolver(*builtin.local);
  if (runsExact(problem))
    run(*builtin.ilp, [&](const RematProblem &posed, SolverReport &r) {
      return solveExactForAuto(
          posed, budget, r, best < 0 ? nullptr : &*attempts[best].schedule,
          best < 0 ? ScheduleMeasure() : attempts[best].measure);
    });
  if (runsLateLocalSearch(problem, /*met=*/best >= 0))
    runSolver(*builtin.localLate);
  for (const RematSolver *added :
       RematSolverRegistry::global().getAddedSolvers())
    if (added->appliesForAuto(problem.withLimits(limits)))
      runSolver(*added);

  if (attempts.empty()) {
    winnerName = "auto";
    (void)report.fail(RematFailure::Kind::SolverRefused,
                      problem.getFunction().getLoc(),
                      "no registered solver takes this function");
    return failure();
  }
  Attempt *winner = nullptr;
  for (Attempt &a : attempts) {
    if (!winner) {
      winner = &a;
      continue;
    }
    bool better;
    if (succeeded(a.schedule) != succeeded(winner->schedule))
      better = succeeded(a.schedule);
    else if (succeeded(a.schedule))
      better = std::make_pair(a.measure.flops, a.measure.peak) <
               std::make_pair(winner->measure.flops, winner->measure.peak);
    else
      better =
          a.report.failure.lowestPeak > 0 &&
          (winner->report.failure.lowestPeak <= 0 ||
           a.report.failure.lowestPeak < winner->report.failure.lowestPeak);
    if (better)
      winner = &a;
  }
  winnerName = winner->solver->getName().str();
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": auto keeps " << winnerName << " of "
                          << attempts.size() << " solvers run"
                          << (succeeded(winner->schedule)
                                  ? "\n"
                                  : ", none met the budget\n"));
  report = std::move(winner->report);
  if (attempts.size() > 1 && succeeded(winner->schedule)) {
    std::string summary;
    llvm::raw_string_ostream os(summary);
    for (auto [i, a] : llvm::enumerate(attempts)) {
      os << (i ? ", the " : "the ") << a.solver->getDescription();
      if (failed(a.schedule))
        os << " does not meet it";
      else
        os << llvm::formatv(i ? " {0} (peak {1})"
                              : " adds {0} FLOPs (peak {1} bytes)",
                            a.measure.flops, a.measure.peak);
    }
    os << "; keeping the " << winner->solver->getDescription() << "'s schedule";
    report.note(problem.getFunction().getLoc(), "budget, solver=auto", summary);
  }
  return std::move(winner->schedule);
}
