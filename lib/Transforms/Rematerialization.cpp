//===- Rematerialization.cpp - the rematerialization driver ---------------===//
//
// Options -> a plan (strategies) or a schedule (budget solvers) -> the one
// schedule rewriter, with the peak guard for plans and the explanations a
// caller may turn into remarks. Decides on copies; changes the function only
// once, at the end, and not at all on failure.
//
//===----------------------------------------------------------------------===//
#include "remat/Transforms/Rematerialization.h"
#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/PeakLowerBound.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Interfaces/RecomputeGuards.h"
#include "remat/Solvers/AutoPolicy.h"
#include "remat/Solvers/Solver.h"
#include "remat/Transforms/RematPlanner.h"
#include "remat/Transforms/UseGroups.h"

#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

#define DEBUG_TYPE "remat-rematerialize"

using namespace mlir;
using namespace remat;

RematPlanner::~RematPlanner() = default;

const RematPlanner &remat::getPlanner(RematStrategy strategy) {
  static const std::unique_ptr<RematPlanner> regions = createRegionsPlanner(),
                                             cheap = createCheapPlanner(),
                                             mincut = createMinCutPlanner(),
                                             sqrt = createSqrtPlanner();
  switch (strategy) {
  case RematStrategy::Regions:
    return *regions;
  case RematStrategy::Cheap:
    return *cheap;
  case RematStrategy::Sqrt:
    return *sqrt;
  case RematStrategy::MinCut:
  case RematStrategy::Budget:
    break;
  }
  return *mincut;
}

FailureOr<RematBudget> RematBudget::parse(StringRef text) {
  RematBudget budget;
  budget.text = text.str();
  text = text.trim();
  double scale = 1.0;
  budget.percent = text.consume_back("%");
  if (!budget.percent) {
    if (text.consume_back("GiB"))
      scale = double(1 << 30);
    else if (text.consume_back("MiB"))
      scale = double(1 << 20);
    else if (text.consume_back("KiB"))
      scale = 1024.0;
    else
      text.consume_back("B");
  }
  double number;
  // getAsDouble returns true on error.
  if (text.trim().getAsDouble(number) || !std::isfinite(number) ||
      number <= 0.0)
    return failure();
  budget.amount = budget.percent ? number : number * scale;
  if (!budget.percent && budget.amount >= 9.0e18)
    return failure();
  return budget;
}

FailureOr<int64_t> RematBudget::resolve(int64_t peak) const {
  double bytes = percent ? amount / 100.0 * double(peak) : amount;
  if (!(bytes > 0.0) || bytes >= 9.0e18)
    return failure();
  return static_cast<int64_t>(std::floor(bytes));
}

StringRef remat::stringifyRematStrategy(RematStrategy strategy) {
  switch (strategy) {
  case RematStrategy::Regions:
    return "regions";
  case RematStrategy::Cheap:
    return "cheap";
  case RematStrategy::MinCut:
    return "mincut";
  case RematStrategy::Sqrt:
    return "sqrt";
  case RematStrategy::Budget:
    return "budget";
  }
  return "";
}

StringRef remat::stringifyRematCostKind(RematCostKind cost) {
  return cost == RematCostKind::Time ? "time" : "flops";
}

StringRef remat::stringifyRematBudgetScope(RematBudgetScope scope) {
  return scope == RematBudgetScope::Activations ? "activations" : "peak";
}

/// The op name `op` has within its dialect ("matmul" for linalg.matmul).
static StringRef nameInDialect(RegisteredOperationName op) {
  return op.getStringRef().drop_front(op.getDialectNamespace().size() + 1);
}

SmallVector<std::string> remat::resolveSavedOpNames(MLIRContext *context,
                                                    StringRef name) {
  SmallVector<std::string> names;
  if (name.contains('.')) {
    if (RegisteredOperationName::lookup(name, context))
      names.push_back(name.str());
    return names;
  }
  for (RegisteredOperationName op : context->getRegisteredOperations())
    if (nameInDialect(op) == name)
      names.push_back(op.getStringRef().str());
  return names;
}

/// The registered op nearest to the save= entry `name` (a typo of at most
/// two edits): within its dialect when it names one, else by the name
/// within each loaded dialect.
static std::optional<std::string> nearestOpName(MLIRContext *context,
                                                StringRef name) {
  std::optional<std::string> nearest;
  unsigned best = 3;
  bool qualified = name.contains('.');
  StringRef dialect = name.split('.').first;
  for (RegisteredOperationName op : context->getRegisteredOperations()) {
    if (qualified && op.getDialectNamespace() != dialect)
      continue;
    StringRef candidate = qualified ? op.getStringRef() : nameInDialect(op);
    unsigned distance =
        name.edit_distance(candidate, /*AllowReplacements=*/true, best);
    if (distance < best) {
      best = distance;
      nearest = op.getStringRef().str();
    }
  }
  return nearest;
}

LogicalResult remat::validateRematOptions(const RematOptions &options,
                                          std::string &message,
                                          MLIRContext *context) {
  if (context && options.save) {
    for (const std::string &kind : *options.save) {
      // The dialect may be registered and not loaded yet.
      if (StringRef(kind).contains('.'))
        (void)context->getOrLoadDialect(StringRef(kind).split('.').first);
      if (!resolveSavedOpNames(context, kind).empty())
        continue;
      message =
          "save= names no op: '" + kind + "' is " +
          (StringRef(kind).contains('.') ? "not a registered operation"
                                         : "no operation of a loaded dialect");
      if (std::optional<std::string> near = nearestOpName(context, kind))
        message += "; did you mean '" + *near + "'?";
      return failure();
    }
  }
  const RematSolverRegistry &registry = RematSolverRegistry::global();
  const RematSolver *solver = registry.lookup(options.solver);
  if (options.solver != "auto" && !solver) {
    message = "unknown solver '" + options.solver + "'; expected " +
              registry.describeNames();
    return failure();
  }
  if (solver && failed(solver->isAvailable(message)))
    return failure();
  if (!(options.ilpSeconds > 0.0)) {
    message = "ilp-seconds must be positive";
    return failure();
  }
  // A negative or NaN threshold made strategy=cheap recompute nothing, and
  // inf everything, without a word.
  if (!std::isfinite(options.cheapFlopsPerElement) ||
      options.cheapFlopsPerElement < 0.0) {
    message = "cheap-flops-per-element must be a finite number >= 0";
    return failure();
  }
  for (const std::string &name : options.saveNames)
    if (llvm::is_contained(options.recomputeNames, name)) {
      message = "'" + name + "' is in both save-names and recompute-names";
      return failure();
    }
  if (!lookupTarget(options.target)) {
    message = "unknown target '" + options.target + "'; expected one of " +
              getTargetPresetNames();
    return failure();
  }
  bool budget = options.strategy == RematStrategy::Budget;
  if (!budget &&
      (options.solver != "auto" || options.minimize != RematCostKind::Flops)) {
    message = std::string(options.solver != "auto" ? "solver=" : "minimize=") +
              " needs strategy=budget";
    return failure();
  }
  if (budget != options.budget.has_value()) {
    message = budget ? "strategy=budget needs budget="
                     : "budget= needs strategy=budget";
    return failure();
  }
  if (!budget && options.budgetScope != RematBudgetScope::Peak) {
    message = "budget-scope= needs strategy=budget";
    return failure();
  }
  return success();
}

/// The policy `options` ask for; failure with the `save=` entry that names
/// no op of a loaded dialect in `unresolved`.
static FailureOr<RecomputePolicy> buildPolicy(const RematOptions &options,
                                              MLIRContext *context,
                                              std::string &unresolved) {
  RecomputePolicy policy;
  bool byDefault = options.policy == RematPolicy::Default;
  if (options.save) {
    for (const std::string &kind : *options.save) {
      SmallVector<std::string> names = resolveSavedOpNames(context, kind);
      if (names.empty()) {
        unresolved = kind;
        return failure();
      }
      if (byDefault)
        for (std::string &name : names)
          policy.saveKinds.insert(std::move(name));
    }
  } else if (byDefault && options.strategy != RematStrategy::Budget) {
    // A budget weighs every op's cost itself, so it saves no kind unless
    // asked to.
    policy.saveMatrixClass = true;
  }
  for (const std::string &name : options.saveNames)
    policy.saveNames.insert(name);
  for (const std::string &name : options.recomputeNames)
    policy.recomputeNames.insert(name);
  return policy;
}

static RematPeakInfo describeFloor(FunctionOpInterface fn) {
  PhaseAnalysis phases(fn);
  MemoryAnalysis memory(fn);
  PeakLowerBound floor = computePeakLowerBound(memory, phases);
  RematPeakInfo info;
  if (!floor.op)
    return info;
  info.opName = floor.op->getName().getStringRef().str();
  info.loc = floor.op->getLoc();
  info.bytes = floor.bytes;
  for (const BufferInfo *buffer : floor.held)
    info.holders.push_back(describeHolder(*buffer));
  return info;
}

/// Where the memory model's `error` lies: at the tensor, or at the op whose
/// live bytes overflow.
/// Under budget-scope=activations every peak a solver measures, and the
/// budget, are the bytes held for the backward pass: says so in `text`.
static void nameActivationPeak(std::string &text) {
  auto replaceAll = [&](StringRef from, StringRef to) {
    for (size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size()))
      text.replace(at, from.size(), to.str());
  };
  replaceAll("the budget of", "the activations budget of");
  replaceAll("a budget of", "an activations budget of");
  replaceAll("predicted peak", "predicted activation peak");
  replaceAll("lowest peak", "lowest activation peak");
}

static Location memoryErrorLoc(const MemoryModelError &error) {
  if (error.kind == MemoryModelError::Kind::LiveBytesOverflow)
    return error.op->getLoc();
  return error.value.getLoc();
}

/// What emitMemoryModelError says, as a RematFailure message: no solver may
/// run on numbers that are meaningless (sums of sizes that wrap).
static std::string describeMemoryError(const MemoryModelError &error) {
  std::string text;
  llvm::raw_string_ostream os(text);
  switch (error.kind) {
  case MemoryModelError::Kind::UnsizedElement:
    os << "a tensor of '" << error.value.getType()
       << "' has an element type whose size the memory model does not know";
    break;
  case MemoryModelError::Kind::TensorTooLarge:
    os << "a tensor of '" << error.value.getType()
       << "' holds more bytes than fit in 64 bits";
    break;
  case MemoryModelError::Kind::LiveBytesOverflow:
    os << "the bytes live at '" << error.op->getName()
       << "' do not fit in 64 bits";
    break;
  case MemoryModelError::Kind::DynamicShape:
    if (error.dim < 0)
      os << "the unranked " << error.value.getType();
    else
      os << "dimension " << error.dim << " of " << error.value.getType();
    os << " is dynamic; the memory model needs static shapes";
    break;
  }
  return text;
}

namespace {
/// One call of rematerialize().
class Driver {
public:
  Driver(FunctionOpInterface fn, const RematOptions &options,
         RematFailure &error)
      : fn(fn), options(options), error(error),
        tag(stringifyRematStrategy(options.strategy)) {}

  FailureOr<RematResult> run();

private:
  LogicalResult fail(RematFailure::Kind kind, Location loc, StringRef text) {
    error = RematFailure();
    error.kind = kind;
    error.loc = loc;
    error.message = text.str();
    return mlir::failure();
  }
  void note(Location loc, StringRef text,
            RematNote::Kind kind = RematNote::Kind::Analysis) {
    result.notes.push_back({kind, loc, tag.str(), text.str()});
  }
  StringRef name() { return SymbolTable::getSymbolName(fn).getValue(); }

  FailureOr<Schedule> solveBudget(const TrainingStep &step,
                                  const RecomputePolicy &policy,
                                  int64_t originalPeak);
  FailureOr<Schedule> planSchedule(const TrainingStep &step,
                                   const RecomputePolicy &policy,
                                   int64_t originalPeak);
  void apply(const Schedule &schedule, int64_t originalPeak);

  FunctionOpInterface fn;
  /// The caller's options, with the guards resolved once the function's
  /// context is known (run()).
  RematOptions options;
  RematFailure &error;
  StringRef tag;
  RematResult result;
  /// Set when there is nothing to do (not a failure).
  bool done = false;
};
} // namespace

FailureOr<Schedule> Driver::solveBudget(const TrainingStep &step,
                                        const RecomputePolicy &policy,
                                        int64_t originalPeak) {
  bool activations = options.budgetScope == RematBudgetScope::Activations;
  if (activations && step.getActivations().empty()) {
    // Nothing is held for a backward pass: any activations budget holds.
    note(fn.getLoc(),
         ("@" + name() + " keeps no value for a backward pass").str());
    done = true;
    return Schedule();
  }
  FailureOr<int64_t> budget = options.budget->resolve(originalPeak);
  if (failed(budget))
    return fail(RematFailure::Kind::InvalidOptions, fn.getLoc(),
                "cannot read budget '" + options.budget->text +
                    "'; expected a positive number of bytes with an "
                    "optional B, KiB, MiB or GiB suffix, or a percentage "
                    "such as 50%");
  // A function without a backward pass has nothing to recompute. It is no
  // training step, and a module may hold one beside its step (the forward
  // entry), so it is left as it is; a budget below its peak is still said
  // to be unmet, as a warning, so that an impossible budget never passes
  // without a word.
  if (step.getActivations().empty()) {
    if (originalPeak > *budget)
      result.warnings.push_back(
          {RematNote::Kind::Missed, fn.getLoc(), tag.str(),
           llvm::formatv("the budget of {0} bytes is not met: @{1} keeps no "
                         "value for a backward pass, so rematerialization "
                         "cannot lower its predicted peak of {2} bytes",
                         *budget, name(), originalPeak)
               .str()});
    note(fn.getLoc(),
         ("@" + name() + " keeps no value for a backward pass").str());
    done = true;
    return Schedule();
  }
  if (originalPeak <= *budget) {
    note(fn.getLoc(),
         llvm::formatv("the predicted {0} of @{1}, {2} bytes, fits the "
                       "{3}budget of {4} bytes",
                       activations ? "activation peak" : "peak", name(),
                       originalPeak, activations ? "activations " : "", *budget)
             .str());
    done = true;
    return Schedule();
  }
  RematProblem problem(step, policy, options, originalPeak);
  SolverReport report;
  FailureOr<Schedule> schedule = failure();
  if (options.solver == "auto") {
    schedule = solveAuto(problem, *budget, report, result.solver);
  } else {
    result.solver = options.solver;
    schedule = RematSolverRegistry::global()
                   .lookup(options.solver)
                   ->solve(problem, *budget, report);
  }
  LLVM_DEBUG({
    llvm::dbgs() << DEBUG_TYPE ": @" << name() << ": budget " << *budget
                 << " bytes for a " << (activations ? "activation " : "")
                 << "peak of " << originalPeak << " bytes, solver "
                 << result.solver << ": ";
    if (failed(schedule))
      llvm::dbgs() << "failed: " << report.failure.message << "\n";
    else
      llvm::dbgs() << schedule->decisions.size() << " recomputations"
                   << (report.optimal ? " (optimal)\n" : "\n");
  });
  if (failed(schedule)) {
    error = std::move(report.failure);
    error.solver = result.solver;
    error.budget = *budget;
    error.originalPeak = originalPeak;
    if (activations) {
      // The solvers speak of "the peak" they were asked to bound; say which
      // one. The floor and the peak's holders are those of the whole peak.
      nameActivationPeak(error.message);
      error.peak = RematPeakInfo();
    } else if (error.kind == RematFailure::Kind::BudgetNotMet) {
      error.floor = describeFloor(fn);
    }
    return mlir::failure();
  }
  result.optimal = report.optimal;
  if (activations)
    for (RematNote &note : report.notes)
      nameActivationPeak(note.message);
  llvm::append_range(result.notes, report.notes);
  llvm::append_range(result.warnings, report.warnings);
  return schedule;
}

FailureOr<Schedule> Driver::planSchedule(const TrainingStep &step,
                                         const RecomputePolicy &policy,
                                         int64_t originalPeak) {
  RecomputePlan plan;
  if (options.policy == RematPolicy::EverythingSaveable) {
    for (Value a : step.getActivations())
      plan.kept.insert(a);
  } else {
    std::string message;
    FailureOr<RecomputePlan> planned =
        getPlanner(options.strategy).plan(step, policy, options, message);
    if (failed(planned))
      return fail(RematFailure::Kind::InvalidOptions, fn.getLoc(), message);
    plan = std::move(*planned);
  }
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << name() << ": "
                          << stringifyRematStrategy(options.strategy)
                          << " plans " << plan.recompute.size()
                          << " values recomputed, " << plan.kept.size()
                          << " kept\n");
  if (plan.recompute.empty()) {
    note(fn.getLoc(),
         ("nothing to recompute in @" + name() +
          (step.getActivations().empty()
               ? ": no forward value is kept for the backward pass"
               : ": every kept value is needed or costs more to recompute "
                 "than the policy allows"))
             .str());
    done = true;
    return Schedule();
  }
  // Check the plan on a copy: recomputing a chain holds its intermediate
  // results at once, which can raise the peak even when fewer bytes are
  // kept. Fall back to recomputing only values whose inputs are kept (no
  // intermediates), then to nothing.
  RematProblem problem(step, policy, options, originalPeak);
  // One recomputation per group of nearby uses: fresh copies for the users
  // after the peak where the first copy would be held across it.
  auto split = [&](RecomputePlan p) {
    UseGroupSplit info;
    p = splitUseGroups(problem, std::move(p), &info);
    if (info.groupsAdded)
      note(fn.getLoc(),
           llvm::formatv("{0} more recomputation{1} for later groups of "
                         "backward uses lower the predicted peak of the "
                         "plan from {2} to {3} bytes",
                         info.groupsAdded, info.groupsAdded == 1 ? "" : "s",
                         info.peakBefore, info.peakAfter)
               .str());
    return p;
  };
  plan = split(std::move(plan));
  int64_t planned = problem.peakOf(plan);
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << name()
                          << ": the plan's predicted peak is " << planned
                          << " bytes, the original's " << originalPeak << "\n");
  if (planned > originalPeak) {
    RecomputePlan direct;
    direct.kept = plan.kept;
    for (Value a : plan.recompute)
      if (llvm::all_of(a.getDefiningOp()->getOperands(), [&](Value u) {
            return TrainingStep::available(u) || plan.kept.contains(u);
          }))
        direct.recompute.insert(a);
    if (!direct.recompute.empty())
      direct = split(std::move(direct));
    bool useDirect =
        !direct.recompute.empty() && problem.peakOf(direct) <= originalPeak;
    note(fn.getLoc(),
         llvm::formatv("the plan would raise the predicted peak from {0} to "
                       "{1} bytes (recomputation chains hold their "
                       "intermediates); {2}",
                       originalPeak, planned,
                       useDirect ? "recomputing only values whose inputs are "
                                   "kept"
                                 : "nothing changed")
             .str(),
         RematNote::Kind::Missed);
    if (!useDirect) {
      done = true;
      return Schedule();
    }
    plan = std::move(direct);
  }
  return scheduleFromPlan(step, plan);
}

void Driver::apply(const Schedule &schedule, int64_t originalPeak) {
  // The peak is that of the unchecked program: checks keep originals alive.
  std::optional<ScheduleMeasure> unchecked;
  if (options.checkRecompute)
    unchecked = measureSchedule(fn, schedule, nullptr, options.guards);
  // Whether each decision's copy is placed before one of its uses (the
  // first backward one, for plans), before the rewrite moves the uses.
  SmallVector<bool> beforeUse;
  for (const Schedule::Decision &d : schedule.decisions)
    beforeUse.push_back(llvm::is_contained(d.value.getUsers(), d.before));
  std::optional<MemoryAnalysis> final;
  ScheduleRewriteResult rewritten = applySchedule(
      fn, schedule, {options.checkRecompute, options.guards}, &final);
  if (!final)
    final.emplace(fn);
  result.changed = true;
  result.peakAfter = unchecked ? unchecked->peak : final->getPeakBytes();
  result.activationPeakAfter =
      unchecked ? unchecked->activationPeak : final->getActivationPeakBytes();
  result.flopsAdded = rewritten.flopsAdded;
  DenseSet<Value> freed;
  for (auto [d, isUse] : llvm::zip(schedule.decisions, beforeUse)) {
    RematDecision decision;
    decision.value = d.value;
    decision.before = d.before;
    decision.bytes = getTypeBytes(d.value.getType());
    for (unsigned i = d.begin; i < d.end; ++i)
      if (Operation *op = schedule.entries[i].op)
        decision.flops += recomputeFlops(op);
    bool first = freed.insert(d.value).second;
    if (first)
      result.bytesFreed += decision.bytes;
    Operation *def = d.value.getDefiningOp();
    // A later group of users gets a recomputation of its own.
    note(def->getLoc(),
         llvm::formatv(
             "recomputing result {0} of '{1}' {2}before {3}('{4}'): "
             "{5} bytes no longer kept, {6} FLOPs added",
             cast<OpResult>(d.value).getResultNumber(), def->getName(),
             first ? "" : "again ",
             isUse ? (first ? "its first backward use " : "its backward use ")
                   : "",
             d.before->getName(), decision.bytes, decision.flops)
             .str(),
         RematNote::Kind::Passed);
    result.decisions.push_back(decision);
  }
  result.valuesRecomputed = result.decisions.size();
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << name() << ": applied "
                          << result.valuesRecomputed
                          << " recomputations, predicted peak " << originalPeak
                          << " -> " << result.peakAfter << " bytes, "
                          << result.flopsAdded << " FLOPs added\n");
  if (rewritten.flopsPlacedAgain)
    note(fn.getLoc(), llvm::formatv("recomputed again after the peak, {0} "
                                    "more FLOPs, to lower the predicted peak",
                                    rewritten.flopsPlacedAgain)
                          .str());
  if (result.peakAfter >= originalPeak && final->getPeakIndex() >= 0) {
    Operation *at = final->getOps()[final->getPeakIndex()].op;
    std::string where;
    llvm::raw_string_ostream os(where);
    os << "the predicted peak stays at " << originalPeak
       << " bytes: it lies at '" << at->getName() << "' (" << at->getLoc()
       << "), where none of the values no longer kept was held";
    note(fn.getLoc(), where, RematNote::Kind::Missed);
  }
  if (options.checkRecompute && final->getPeakBytes() > result.peakAfter)
    result.warnings.push_back(
        {RematNote::Kind::Analysis, fn.getLoc(), "",
         llvm::formatv("check-recompute keeps every original alive for its "
                       "check: the checked program's predicted peak, {0} "
                       "bytes, is not the schedule's, {1} bytes",
                       final->getPeakBytes(), result.peakAfter)
             .str()});
}

FailureOr<RematResult> Driver::run() {
  std::string message;
  if (failed(validateRematOptions(options, message)))
    return fail(RematFailure::Kind::InvalidOptions, fn.getLoc(), message);
  if (fn.isExternal())
    return result;
  if (!options.guards)
    options.guards = findRecomputeGuards(fn.getContext(), message);
  if (!options.guards)
    return fail(RematFailure::Kind::InvalidOptions, fn.getLoc(), message);
  TrainingStep step(fn);
  if (Operation *bad = step.getPhases().getUnsupportedOp())
    return fail(RematFailure::Kind::Unsupported, bad->getLoc(),
                llvm::formatv("'{0}' puts @{1} outside straight-line code",
                              bad->getName(), name())
                    .str());
  MemoryAnalysis memory(fn);
  if (const std::optional<MemoryModelError> &error = memory.getError())
    return fail(RematFailure::Kind::Unsupported, memoryErrorLoc(*error),
                describeMemoryError(*error));
  std::string unresolved;
  FailureOr<RecomputePolicy> built =
      buildPolicy(options, fn.getContext(), unresolved);
  if (failed(built))
    return fail(RematFailure::Kind::InvalidOptions, fn.getLoc(),
                "save= names no op: '" + unresolved +
                    "' is no operation of a loaded dialect");
  const RecomputePolicy &policy = *built;
  int64_t originalPeak = memory.getPeakBytes();
  result.peakBefore = result.peakAfter = originalPeak;
  result.activationPeakBefore = result.activationPeakAfter =
      memory.getActivationPeakBytes();
  // What the budget bounds, and what a percentage is of.
  int64_t budgeted = options.budgetScope == RematBudgetScope::Activations
                         ? result.activationPeakBefore
                         : originalPeak;
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << name() << ": "
                          << step.getActivations().size()
                          << " activations, predicted peak " << originalPeak
                          << " bytes (activations "
                          << result.activationPeakBefore << "), strategy "
                          << stringifyRematStrategy(options.strategy) << "\n");
  FailureOr<Schedule> schedule =
      options.strategy == RematStrategy::Budget &&
              options.policy != RematPolicy::EverythingSaveable
          ? solveBudget(step, policy, budgeted)
          : planSchedule(step, policy, originalPeak);
  if (mlir::failed(schedule))
    return mlir::failure();
  if (!done)
    apply(*schedule, originalPeak);
  DenseSet<Value> recomputed;
  for (const RematDecision &decision : result.decisions)
    recomputed.insert(decision.value);
  for (Value activation : step.getActivations())
    if (!recomputed.contains(activation))
      result.kept.push_back({activation, getTypeBytes(activation.getType())});
  return result;
}

FailureOr<RematResult> remat::rematerialize(FunctionOpInterface fn,
                                            const RematOptions &options,
                                            RematFailure *failure) {
  RematFailure local;
  return Driver(fn, options, failure ? *failure : local).run();
}
