//===- Rematerialization.h - rematerialization as a library -----*- C++ -*-===//
//
// The public entry point of Remat's rematerialization: decide which forward
// values of a training step to recompute in its backward pass, and rewrite
// the function accordingly. Nothing here emits diagnostics: the result and
// the failure are values, and callers (the remat-rematerialize pass, a host
// compiler) report them as they see fit.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_REMATERIALIZATION_H
#define REMAT_TRANSFORMS_REMATERIALIZATION_H

#include "mlir/IR/Location.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace remat {

class RecomputeGuardBuilder;

/// How the values to recompute are chosen.
enum class RematStrategy {
  /// Recompute every `remat.checkpoint` region, keep its operands.
  Regions,
  /// Recompute ops with few FLOPs per result element.
  Cheap,
  /// A minimum cut by bytes between the inputs and the backward pass.
  MinCut,
  /// Keep every round(sqrt(n))-th activation (Chen et al.).
  Sqrt,
  /// Meet a memory budget with a solver (remat/Solvers/Solver.h).
  Budget,
};

/// Which ops a strategy may recompute at all.
enum class RematPolicy {
  /// Everything recomputable, except `save` kinds (matmul, conv2d unless
  /// given; none for strategy=budget).
  Default,
  /// Everything recomputable.
  NothingSaveable,
  /// Nothing: the function is left as it is.
  EverythingSaveable,
};

/// What a budget solver's added cost counts.
enum class RematCostKind {
  Flops,
  /// The cost model's time estimate for `RematOptions::target`.
  Time,
};

/// What a memory budget bounds.
enum class RematBudgetScope {
  /// The whole predicted peak (MemoryAnalysis::getPeakBytes).
  Peak,
  /// The bytes held for the backward pass: the most bytes that forward ops
  /// (the originals and their recomputations) hold at once from the first
  /// backward op on (MemoryAnalysis::getActivationPeakBytes), as PyTorch's
  /// `activation_memory_budget` bounds activations and not gradients.
  Activations,
};

/// A memory budget: bytes, or a share of the budgeted quantity without
/// rematerialization.
struct RematBudget {
  /// Reads `budget=`'s forms: bytes with an optional B, KiB, MiB or GiB
  /// suffix, or a percentage (`50%`).
  static mlir::FailureOr<RematBudget> parse(llvm::StringRef text);
  /// The budget in bytes for a function whose peak is `peak`, or failure
  /// when it is not a positive number of bytes below 9e18.
  mlir::FailureOr<int64_t> resolve(int64_t peak) const;

  double amount = 0.0;
  bool percent = false;
  /// As written, for messages.
  std::string text;
};

struct RematOptions {
  RematStrategy strategy = RematStrategy::MinCut;
  /// strategy=Budget: a solver registered in the RematSolverRegistry
  /// (greedy, fast, chain, blocks, ilp, ...) or "auto", the best of those
  /// its policy runs (remat/Solvers/AutoPolicy.h).
  std::string solver = "auto";
  RematCostKind minimize = RematCostKind::Flops;
  /// RematCostKind::Time: a preset of lookupTarget().
  std::string target = "cpu";
  /// Required by strategy=Budget, rejected by the others.
  std::optional<RematBudget> budget;
  /// What `budget` bounds (and what a percentage is of); strategy=Budget.
  RematBudgetScope budgetScope = RematBudgetScope::Peak;
  RematPolicy policy = RematPolicy::Default;
  /// Ops never recomputed, by name: a full op name from any dialect
  /// (`linalg.matmul`) or a remat op's short name (`matmul`). Unset: the
  /// policy's default (the matrix roofline class, except for Budget).
  std::optional<llvm::SmallVector<std::string>> save;
  /// `remat.name` tags never / always recomputed.
  llvm::SmallVector<std::string> saveNames, recomputeNames;
  /// strategy=Cheap: the most FLOPs per result element of a cheap op.
  double cheapFlopsPerElement = 10.0;
  /// The ilp solver's time limit.
  double ilpSeconds = 60.0;
  /// The ilp solver's node limit (0: none). solver=auto sets its own.
  uint64_t ilpNodes = 0;
  /// The ilp solver computes the stage cost bound (StageCostBound.h)
  /// before its search.
  bool ilpStageBound = true;
  /// Compare every recomputed value with its original at run time
  /// (`remat.check_recompute`). Schedules are chosen without the checks,
  /// which keep the originals alive: the checked program's peak is higher.
  bool checkRecompute = false;
  /// Builds the CSE barriers and checks (RecomputeGuards.h); null: those
  /// of the one loaded dialect that offers them (the remat dialect's).
  const RecomputeGuardBuilder *guards = nullptr;
};

/// The names the pass options use ("mincut", "flops"; the options
/// themselves are declared in Passes.td).
llvm::StringRef stringifyRematStrategy(RematStrategy strategy);
llvm::StringRef stringifyRematCostKind(RematCostKind cost);
llvm::StringRef stringifyRematBudgetScope(RematBudgetScope scope);

/// Checks `options` on their own (not against a function): a readable
/// message on failure. With `context`, each `save` entry must name an op
/// (resolveSavedOpNames), after loading the dialect a full name such as
/// `linalg.matmul` names from the context's registry.
mlir::LogicalResult validateRematOptions(const RematOptions &options,
                                         std::string &message,
                                         mlir::MLIRContext *context = nullptr);

/// The ops a `save=` entry means, among the registered operations of
/// `context`'s loaded dialects: a name with a dialect prefix
/// (`linalg.matmul`) is that op; a bare name (`matmul`) is every
/// op of that name in a loaded dialect (`remat.matmul`, `linalg.matmul`).
/// Empty when it means none.
llvm::SmallVector<std::string> resolveSavedOpNames(mlir::MLIRContext *context,
                                                   llvm::StringRef name);

/// One explanation of what rematerialization did or did not do, for
/// remarks. `tag` says which part spoke ("budget, solver=chain").
struct RematNote {
  enum class Kind { Passed, Missed, Analysis };
  Kind kind = Kind::Analysis;
  mlir::Location loc;
  std::string tag;
  std::string message;
};

/// A value no longer kept for the backward pass.
struct RematDecision {
  /// The original value (still used by the forward pass).
  mlir::Value value;
  /// The op its (first) recomputation was placed before.
  mlir::Operation *before = nullptr;
  int64_t bytes = 0;
  /// FLOPs of the ops cloned for it (itself and intermediates).
  int64_t flops = 0;
};

/// A forward value the backward pass still reads as it is.
struct RematKeptValue {
  mlir::Value value;
  int64_t bytes = 0;
};

struct RematResult {
  /// The solver that made the schedule (strategy=Budget), else empty.
  std::string solver;
  /// Proven optimal within the solver's model (chain DP, ilp at optimum).
  bool optimal = false;
  /// Whether the function was changed.
  bool changed = false;
  int64_t peakBefore = 0;
  /// The predicted peak of the schedule, without check_recompute ops.
  int64_t peakAfter = 0;
  /// The bytes held for the backward pass (RematBudgetScope::Activations)
  /// before and after, without check_recompute ops.
  int64_t activationPeakBefore = 0;
  int64_t activationPeakAfter = 0;
  /// Distinct values no longer kept, their bytes, FLOPs of all clones.
  int64_t valuesRecomputed = 0;
  int64_t bytesFreed = 0;
  int64_t flopsAdded = 0;
  llvm::SmallVector<RematDecision> decisions;
  /// The activations (forward values read by the backward pass) that are
  /// not recomputed, in program order.
  llvm::SmallVector<RematKeptValue> kept;
  /// Explanations, in the order they were made.
  llvm::SmallVector<RematNote> notes;
  /// What a caller should warn about (a schedule not proven optimal at a
  /// time limit, checks that make the peak unrepresentative).
  llvm::SmallVector<RematNote> warnings;
};

/// A buffer live at some point, for explaining a peak. Described by value
/// (names and locations) since it may live in a trial copy of the function.
struct RematHolder {
  /// The defining op's name and location, or the argument number.
  std::string opName;
  std::optional<mlir::Location> loc;
  int argument = -1;
  int64_t bytes = 0;
};

/// A point of a function and the buffers live there.
struct RematPeakInfo {
  /// Empty when unknown.
  std::string opName;
  std::optional<mlir::Location> loc;
  int64_t bytes = 0;
  /// Largest first.
  llvm::SmallVector<RematHolder> holders;

  bool known() const { return loc.has_value(); }
};

struct RematFailure {
  enum class Kind {
    /// The options contradict each other or name nothing known.
    InvalidOptions,
    /// The function is outside what rematerialization takes.
    Unsupported,
    /// The chosen solver cannot take this function.
    SolverRefused,
    /// No schedule found meets the budget.
    BudgetNotMet,
    /// A schedule the solver trusted turned out wrong.
    Internal,
  };
  Kind kind = Kind::Internal;
  /// Where to report it (the function, or the op at fault).
  std::optional<mlir::Location> loc;
  /// One line, without a pass name.
  std::string message;
  /// BudgetNotMet: the budget, the lowest peak reached, the peak without
  /// rematerialization, the solver.
  int64_t budget = -1;
  int64_t lowestPeak = -1;
  int64_t originalPeak = -1;
  std::string solver;
  /// Where the lowest schedule's peak lies (when the solver knows it).
  RematPeakInfo peak;
  /// The floor no rematerialization of this program order goes below.
  RematPeakInfo floor;
};

/// Rematerializes `fn` in place. On failure the function is unchanged and
/// `failure`, when given, says why.
mlir::FailureOr<RematResult> rematerialize(mlir::FunctionOpInterface fn,
                                           const RematOptions &options,
                                           RematFailure *failure = nullptr);

} // namespace remat

#endif // REMAT_TRANSFORMS_REMATERIALIZATION_H
