//===- FastSolver.cpp - solver=fast ---------------------------------------===//
//
// The greedy's peak-directed moves for graphs of any size: each move is
// measured on a model of the memory profile (FastModel.h) instead of a copy
// of the function. The schedule is then checked by the memory analysis;
// when the real peak is over (the model is approximate), the model is asked
// for less, twice.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Solvers/Algorithms.h"
#include "remat/Solvers/FastModel.h"
#include "remat/Solvers/Solver.h"

#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

/// The plan of solver=fast for `budget`: the step read as a FastModel,
/// solved there (FastModel.h). `reached` is the lowest modelled peak.
static RecomputePlan planFastBudget(const RematProblem &problem,
                                    const MemoryAnalysis &memory,
                                    int64_t budget, int64_t &reached) {
  const TrainingStep &step = problem.getStep();
  ArrayRef<OpMemoryInfo> ops = memory.getOps();
  ArrayRef<BufferInfo> buffers = memory.getBuffers();
  FastModel model;
  model.costFloor = problem.costFloor();
  for (const OpMemoryInfo &info : ops)
    model.profile.push_back(problem.bytesDuring(info));
  for (const BufferInfo &buffer : buffers)
    model.buffers.push_back(
        {buffer.bytes, buffer.defIndex, buffer.lastUseIndex});

  // The model's values, and the IR value each stands for.
  SmallVector<Value> valueOf;
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
    FastModel::Value n;
    n.buffer = own;
    n.lastForward = memory.getIndex(def);
    n.activation = activations.contains(v);
    n.recomputable = true;
    n.cost = problem.costOf(def);
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
    nodeOfBuffer[n.buffer] = model.values.size();
    model.values.push_back(std::move(n));
    valueOf.push_back(v);
  }

  FastModelPlan solved = solveFastModel(model, budget);
  reached = solved.reached;
  auto recomputed = [&](int64_t buffer) {
    auto it = nodeOfBuffer.find(buffer);
    return it != nodeOfBuffer.end() && solved.recomputed[it->second];
  };
  RecomputePlan plan;
  for (Value a : step.getActivations()) {
    auto it = nodeOfBuffer.find(memory.getBufferIndex(a));
    if (it != nodeOfBuffer.end() && valueOf[it->second] == a &&
        solved.recomputed[it->second])
      plan.recompute.insert(a);
    else
      plan.kept.insert(a);
  }
  // A recomputation reads its operands: kept where the model keeps them
  // (the rewriter recomputes every operand it is not told to keep).
  for (auto [i, v] : llvm::enumerate(valueOf)) {
    if (!solved.recomputed[i])
      continue;
    for (Value operand : v.getDefiningOp()->getOperands())
      if (!TrainingStep::available(operand) &&
          !recomputed(memory.getBufferIndex(operand)))
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
