//===- ILPSolver.cpp - solver=ilp, Checkmate's MILP with CBC --------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Transforms/ILPRematerialization.h"
#include "remat/Transforms/RematSolver.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

/// Programs longer than this are refused (the model has O(n^2) variables
/// and rows).
static constexpr unsigned kMaxExactOps = 300;

namespace {
class ILPSolver : public RematSolver {
public:
  StringRef getName() const override { return "ilp"; }

  LogicalResult isAvailable(std::string &why) const override {
    if (CheckmateILP::isAvailable())
      return success();
    why = "solver=ilp needs CBC, and Remat was built without it; install "
          "coinor-libcbc-dev and reconfigure";
    return failure();
  }

  FailureOr<Schedule> solve(const RematProblem &problem, int64_t budget,
                            SolverReport &report) const override {
    FunctionOpInterface func = problem.getFunction();
    SmallVector<Operation *> nodes;
    Operation *blocker = nullptr;
    std::string why;
    FailureOr<ScheduleGraph> graph = buildScheduleGraph(
        func, [&](Operation *op) { return problem.costOf(op); },
        [&](Operation *op) { return problem.mayRecompute(op); }, nodes, blocker,
        why);
    if (failed(graph))
      return report.fail(RematFailure::Kind::SolverRefused, blocker->getLoc(),
                         llvm::formatv("solver=ilp cannot take '{0}': {1}",
                                       blocker->getName(), why)
                             .str());
    if (graph->size() > kMaxExactOps)
      return report.fail(
          RematFailure::Kind::SolverRefused, func.getLoc(),
          llvm::formatv("solver=ilp: @{0} has {1} ops, more than the exact "
                        "solver takes ({2}; its model grows as n^2); use "
                        "solver=fast",
                        SymbolTable::getSymbolName(func).getValue(),
                        graph->size(), kMaxExactOps)
              .str());
    CheckmateResult result =
        CheckmateILP::solve(*graph, budget, problem.getOptions().ilpSeconds);
    using Status = CheckmateResult::Status;
    if (result.status == Status::Infeasible || result.status == Status::Unknown)
      return report.fail(
          RematFailure::Kind::BudgetNotMet, func.getLoc(),
          llvm::formatv(
              "the budget of {0} bytes cannot be met: {1} ({2} variables, {3} "
              "constraints, {4:F1} s)",
              budget,
              result.status == Status::Infeasible
                  ? "CBC proved that no schedule of this program order fits "
                    "it"
                  : "CBC found no schedule within the time limit (not proven "
                    "infeasible)",
              result.variables, result.constraints, result.seconds)
              .str());
    Schedule schedule = buildCheckmateSchedule(func, nodes, result);
    ScheduleMeasure measure = problem.measure(schedule);
    if (measure.peak > budget)
      // The formulation counts what the analysis counts; a gap is a bug.
      return report.fail(
          RematFailure::Kind::Internal, func.getLoc(),
          llvm::formatv("solver=ilp: the schedule's predicted peak is {0} "
                        "bytes, over the budget of {1} bytes the solver met",
                        measure.peak, budget)
              .str());
    report.optimal = result.status == Status::Optimal;
    report.note(
        func.getLoc(), "budget, solver=ilp",
        llvm::formatv(
            "{0}, {1} FLOPs added (cost {2:E2}, lower bound {3:E2}) in {4:F2} "
            "s ({5} variables, {6} constraints); predicted peak {7} -> {8} "
            "bytes for a budget of {9} bytes",
            report.optimal ? "proven optimal"
                           : "time limit reached: best schedule found",
            measure.flops, result.addedCost, result.lowerBound, result.seconds,
            result.variables, result.constraints, problem.getOriginalPeak(),
            measure.peak, budget)
            .str());
    if (!report.optimal)
      report.warnings.push_back(
          {RematNote::Kind::Missed, func.getLoc(), "",
           llvm::formatv("solver=ilp stopped at the time limit: the schedule "
                         "is not proven optimal (lower bound {0:E2} of its "
                         "added cost)",
                         result.lowerBound)
               .str()});
    return schedule;
  }
};
} // namespace

std::unique_ptr<RematSolver> remat::createILPSolver() {
  return std::make_unique<ILPSolver>();
}
