//===- BestOfSolver.cpp - solver=auto, the best of the registry -----------===//
//
// Runs every registered solver that volunteers for the problem (each on its
// own: solvers never change the function), measures each schedule, and
// keeps the cheapest success; when all fail, the failure that got lowest.
//
//===----------------------------------------------------------------------===//
#include "remat/Transforms/RematSolver.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

using namespace mlir;
using namespace remat;

FailureOr<Schedule> remat::solveBestOf(const RematSolverRegistry &registry,
                                       const RematProblem &problem,
                                       int64_t budget, SolverReport &report,
                                       std::string &winnerName,
                                       const RematSolver *exclude) {
  struct Attempt {
    const RematSolver *solver;
    FailureOr<Schedule> schedule = failure();
    SolverReport report;
    ScheduleMeasure measure;
  };
  std::vector<Attempt> attempts;
  // The best success so far, handed to the solvers after it.
  int best = -1;
  for (const std::unique_ptr<RematSolver> &solver : registry.getSolvers()) {
    // Posed with the best success so far, which a solver may ask for
    // before it volunteers (solver=local-late runs only where none met it).
    RematProblem posed = problem.forAutoWith(
        best < 0 ? nullptr : &*attempts[best].schedule,
        best < 0 ? ScheduleMeasure() : attempts[best].measure);
    if (solver.get() == exclude || !solver->appliesForAuto(posed))
      continue;
    Attempt a;
    a.solver = solver.get();
    a.schedule = solver->solve(posed, budget, a.report);
    if (succeeded(a.schedule))
      a.measure = problem.measure(*a.schedule);
    attempts.push_back(std::move(a));
    const Attempt &last = attempts.back();
    if (succeeded(last.schedule) &&
        (best < 0 || std::make_pair(last.measure.flops, last.measure.peak) <
                         std::make_pair(attempts[best].measure.flops,
                                        attempts[best].measure.peak)))
      best = attempts.size() - 1;
  }
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
