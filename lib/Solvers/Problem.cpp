//===- Problem.cpp - the training step as the solvers see it --------------===//
#include "remat/Solvers/Problem.h"
#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Interfaces/CostModelOpInterface.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

RematProblem::RematProblem(const TrainingStep &step,
                           const RecomputePolicy &policy,
                           const RematOptions &options, int64_t originalPeak)
    : step(step), policy(policy), options(options), originalPeak(originalPeak),
      target(lookupTarget(options.target)) {}

double RematProblem::costOf(Operation *op) const {
  if (options.minimize == RematCostKind::Time) {
    double seconds = 0.0;
    if (target)
      op->walk([&](Operation *inner) {
        seconds += estimateSeconds(inner, *target);
      });
    return seconds;
  }
  return double(recomputeFlops(op));
}

int64_t RematProblem::bytesDuring(const OpMemoryInfo &op) const {
  return options.budgetScope == RematBudgetScope::Activations
             ? op.activationBytesDuring
             : op.liveBytesDuring;
}

double RematProblem::costFloor() const {
  return options.minimize == RematCostKind::Time ? 1e-12 : 1.0;
}

void SolverReport::note(Location loc, StringRef tag, StringRef message,
                        RematNote::Kind kind) {
  notes.push_back({kind, loc, tag.str(), message.str()});
}

LogicalResult SolverReport::fail(RematFailure::Kind kind, Location loc,
                                 StringRef message) {
  failure.kind = kind;
  failure.loc = loc;
  failure.message = message.str();
  return mlir::failure();
}

std::string remat::describeBudgetMissed(int64_t budget, StringRef who,
                                        int64_t reached, int64_t original,
                                        StringRef detail) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "the budget of " << budget
     << " bytes cannot be met; the lowest predicted peak " << who << " is "
     << reached << " bytes (from " << original << " without rematerialization"
     << detail;
  return text;
}

bool remat::recomputableWithout(const RematProblem &problem,
                                const RecomputePlan &plan, Value a,
                                DenseMap<Value, bool> &memo) {
  Operation *def = a.getDefiningOp();
  if (!def || !plan.kept.contains(a) || !problem.mayRecompute(def))
    return false;
  auto mayRecompute = [&](Operation *op) { return problem.mayRecompute(op); };
  auto isBase = [&](Value v) { return v != a && plan.provides(v); };
  memo.clear();
  return llvm::all_of(def->getOperands(), [&](Value u) {
    return derivableFrom(u, isBase, mayRecompute, memo);
  });
}

LogicalResult remat::failHeuristicBudget(SolverReport &report,
                                         const RematProblem &problem,
                                         int64_t budget, StringRef who,
                                         int64_t reached,
                                         const Schedule *lowest) {
  report.failure.lowestPeak = reached;
  (void)report.fail(
      RematFailure::Kind::BudgetNotMet, problem.getFunction().getLoc(),
      describeBudgetMissed(budget, who, reached, problem.getOriginalPeak(),
                           "; not proven minimal)"));
  if (lowest)
    problem.measure(*lowest, [&](const MemoryAnalysis &memory) {
      report.failure.peak = describePeak(memory);
    });
  return failure();
}

RematHolder remat::describeHolder(const BufferInfo &buffer) {
  RematHolder holder;
  holder.bytes = buffer.bytes;
  if (Operation *def = buffer.value.getDefiningOp()) {
    holder.opName = def->getName().getStringRef().str();
    holder.loc = def->getLoc();
  } else {
    holder.argument = cast<BlockArgument>(buffer.value).getArgNumber();
  }
  return holder;
}

RematPeakInfo remat::describePeak(const MemoryAnalysis &memory) {
  RematPeakInfo info;
  if (memory.getPeakIndex() < 0)
    return info;
  Operation *at = memory.getOps()[memory.getPeakIndex()].op;
  info.opName = at->getName().getStringRef().str();
  info.loc = at->getLoc();
  info.bytes = memory.getPeakBytes();
  SmallVector<const BufferInfo *> live = memory.getLiveAtPeak();
  llvm::sort(live, [](const BufferInfo *x, const BufferInfo *y) {
    return std::make_pair(-x->bytes, x->defIndex) <
           std::make_pair(-y->bytes, y->defIndex);
  });
  for (const BufferInfo *buffer : live)
    info.holders.push_back(describeHolder(*buffer));
  return info;
}
