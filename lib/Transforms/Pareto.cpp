//===- Pareto.cpp - remat-pareto ------------------------------------------===//
//
// Memory against added compute: the rematerialization library with
// strategy=budget on a detached copy of each training step per budget, and at
// the lowest peak its solver reaches. The module it reads is not changed.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/PeakLowerBound.h"
#include "remat/Analysis/Phase.h"
#include "remat/Support/ReportOutput.h"
#include "remat/Transforms/Passes.h"
#include "remat/Transforms/Rematerialization.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"

#include <algorithm>
#include <chrono>
#include <optional>

namespace remat {
#define GEN_PASS_DEF_REMATPARETOPASS
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-pareto"

using namespace mlir;
using namespace remat;

namespace {

struct ParetoRow {
  std::string budget;
  int64_t budgetBytes = 0;
  bool met = false;
  std::string solver;
  int64_t peak = 0;
  int64_t flopsAdded = 0;
  double milliseconds = 0.0;
};

struct ParetoCurve {
  std::string function;
  int64_t originalPeak = 0;
  int64_t originalFlops = 0;
  /// No rematerialization goes below this (PeakLowerBound).
  int64_t floor = 0;
  SmallVector<ParetoRow> rows;
};

/// How many times the lowest peak of a solver other than ilp is asked to go
/// lower once met (each a solve; most solvers miss the first one).
static constexpr unsigned kMaxMinDescents = 4;

/// Solves per limit of max-added-flops: a bisection to 1/4096 of the peak
/// takes at most 12 (gpt2-small's 1.2 GiB to 300 KiB), to the byte 20 on a
/// 1 MiB peak.
static constexpr unsigned kMaxFlopLimitProbes = 24;

static double percentOf(int64_t part, int64_t whole) {
  return whole ? 100.0 * double(part) / double(whole) : 0.0;
}

/// `flops<=10%`, `flops<=2.5%`.
static std::string flopLimitLabel(double percent) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "flops<=" << llvm::format("%g", percent) << "%";
  return text;
}

/// Whether `row` is met with at most `percent`% added FLOPs.
static bool isWithin(const ParetoRow &row, double percent,
                     int64_t originalFlops) {
  return row.met && percentOf(row.flopsAdded, originalFlops) <= percent + 1e-9;
}

static int64_t totalFlops(FunctionOpInterface func) {
  int64_t flops = 0;
  func.walk([&](Operation *op) { flops += getLeafFlops(op); });
  return flops;
}

struct RematParetoPass : remat::impl::RematParetoPassBase<RematParetoPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    std::string message;
    options.strategy = RematStrategy::Budget;
    options.budget = RematBudget::parse("100%").value();
    options.solver = solver;
    options.minimize = minimize;
    options.target = target;
    options.ilpSeconds = ilpSeconds;
    options.ilpNodes = ilpNodes;
    options.ilpStageBound = ilpStageBound;
    options.budgetScope = budgetScope;
    (void)validateRematOptions(options, message);
    for (const std::string &budget : budgets)
      if (message.empty() && failed(RematBudget::parse(budget)))
        message = "cannot read budget '" + budget + "'";
    for (double percent : maxAddedFlops)
      if (message.empty() && !(percent >= 0.0 && percent <= 1e6))
        message = llvm::formatv("max-added-flops must be a percentage of at "
                                "least 0, not {0}",
                                llvm::format("%g", percent))
                      .str();
    if (!message.empty())
      return emitError(UnknownLoc::get(context)) << "remat-pareto: " << message;
    return success();
  }

  /// One trial on a detached copy of `func`.
  ParetoRow trial(FunctionOpInterface func, StringRef budget,
                  int64_t originalPeak, int64_t originalFlops,
                  RematFailure &failure) {
    ParetoRow row;
    row.budget = budget.str();
    RematOptions trialOptions = options;
    trialOptions.budget = RematBudget::parse(budget).value();
    if (FailureOr<int64_t> bytes = trialOptions.budget->resolve(originalPeak);
        succeeded(bytes))
      row.budgetBytes = *bytes;
    auto copy = cast<FunctionOpInterface>(func->clone());
    auto start = std::chrono::steady_clock::now();
    FailureOr<RematResult> result = rematerialize(copy, trialOptions, &failure);
    row.milliseconds = std::chrono::duration<double, std::milli>(
                           std::chrono::steady_clock::now() - start)
                           .count();
    row.met = succeeded(result);
    std::string solverName = row.met ? result->solver : failure.solver;
    row.solver = solverName.empty() ? "-" : solverName;
    if (row.met) {
      MemoryAnalysis after(copy);
      row.peak = options.budgetScope == RematBudgetScope::Activations
                     ? after.getActivationPeakBytes()
                     : after.getPeakBytes();
      row.flopsAdded = totalFlops(copy) - originalFlops;
    }
    LLVM_DEBUG({
      llvm::dbgs() << DEBUG_TYPE ": budget " << budget << " ("
                   << row.budgetBytes << " bytes), solver " << row.solver
                   << ": ";
      if (row.met)
        llvm::dbgs() << "peak " << row.peak << " bytes, " << row.flopsAdded
                     << " FLOPs added\n";
      else
        llvm::dbgs() << "not met: " << failure.message << "\n";
    });
    copy->erase();
    return row;
  }

  /// The lowest peak found with at most `percent`% added FLOPs: the lowest
  /// such row of `curve` so far, then a bisection on the budget between its
  /// peak and the highest budget known to need more FLOPs (or to be out of
  /// reach). Solvers add fewer FLOPs for a larger budget, mostly: a probe
  /// that breaks this only narrows the search, and every probe within the
  /// limit is a candidate.
  ParetoRow lowestWithin(FunctionOpInterface func, const ParetoCurve &curve,
                         double percent) {
    std::optional<ParetoRow> best;
    auto consider = [&](const ParetoRow &row) {
      if (isWithin(row, percent, curve.originalFlops) &&
          (!best || row.peak < best->peak ||
           (row.peak == best->peak && row.flopsAdded < best->flopsAdded)))
        best = row;
    };
    double spent = 0.0;
    for (const ParetoRow &row : curve.rows)
      consider(row);
    if (!best) {
      // No row keeps the peak without rematerialization (budgets= without
      // 100%): that budget adds nothing.
      RematFailure failure;
      ParetoRow row = trial(func, std::to_string(curve.originalPeak),
                            curve.originalPeak, curve.originalFlops, failure);
      spent += row.milliseconds;
      consider(row);
    }
    // Budgets at or below `bad` need more FLOPs or are not met; none is
    // met below the lowest peak the solver reaches (row `min`).
    int64_t bad = std::max<int64_t>(curve.floor - 1, 0);
    for (const ParetoRow &row : curve.rows) {
      if (row.budget == "min" && row.met)
        bad = std::max(bad, row.peak - 1);
      if (best && row.budgetBytes < best->peak &&
          !isWithin(row, percent, curve.originalFlops))
        bad = std::max(bad, row.budgetBytes);
    }
    int64_t tolerance = std::max<int64_t>(1, curve.originalPeak / 4096);
    for (unsigned probe = 0;
         best && best->peak - bad > tolerance && probe < kMaxFlopLimitProbes;
         ++probe) {
      int64_t mid = bad + (best->peak - bad) / 2;
      RematFailure failure;
      ParetoRow row = trial(func, std::to_string(mid), curve.originalPeak,
                            curve.originalFlops, failure);
      spent += row.milliseconds;
      if (isWithin(row, percent, curve.originalFlops) && row.peak < best->peak)
        best = row;
      else
        bad = mid;
    }
    ParetoRow row;
    if (best)
      row = *best;
    row.budget = flopLimitLabel(percent);
    row.milliseconds = spent;
    return row;
  }

  RematOptions options;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<std::string> list(budgets.begin(), budgets.end());
    if (list.empty())
      for (int percent = 100; percent >= 10; percent -= 10)
        list.push_back(std::to_string(percent) + "%");
    // Options were checked once, by initialize().
    SmallVector<ParetoCurve> curves;
    for (auto func :
         llvm::make_early_inc_range(module.getOps<FunctionOpInterface>())) {
      if (func.isExternal() || PhaseAnalysis(func).getActivations().empty())
        continue;
      if (Operation *bad = PhaseAnalysis(func).getUnsupportedOp()) {
        bad->emitError() << "remat-pareto: '" << bad->getName() << "' puts @"
                         << func.getName() << " outside straight-line code";
        return signalPassFailure();
      }
      // The curve's numbers are sums of byte counts: none is meaningful
      // when the memory model cannot measure the function.
      MemoryAnalysis memory(func);
      if (const std::optional<MemoryModelError> &error = memory.getError()) {
        emitMemoryModelError(*error, "remat-pareto");
        return signalPassFailure();
      }
      ParetoCurve curve;
      curve.function = func.getName().str();
      bool activations = options.budgetScope == RematBudgetScope::Activations;
      curve.originalPeak =
          activations ? memory.getActivationPeakBytes() : memory.getPeakBytes();
      curve.originalFlops = totalFlops(func);
      // The floor bounds the whole peak; the bytes held for the backward
      // pass may go down to the returned forward values.
      curve.floor =
          activations
              ? 0
              : computePeakLowerBound(memory, PhaseAnalysis(func)).bytes;
      for (const std::string &budget : list) {
        RematFailure failure;
        curve.rows.push_back(trial(func, budget, curve.originalPeak,
                                   curve.originalFlops, failure));
      }
      // The lowest peak the exact solver reaches: bisect between the floor
      // and the peak without rematerialization (each probe proves or
      // refutes a budget; an unknown answer counts as not met).
      if (solver == "ilp") {
        int64_t bad = std::max<int64_t>(curve.floor - 1, 0),
                good = curve.originalPeak;
        double spent = 0.0;
        while (good - bad > 1) {
          int64_t mid = bad + (good - bad) / 2;
          RematFailure probe;
          ParetoRow row = trial(func, std::to_string(mid), curve.originalPeak,
                                curve.originalFlops, probe);
          spent += row.milliseconds;
          (row.met ? good : bad) = row.met ? row.peak : mid;
        }
        RematFailure again;
        ParetoRow row = trial(func, std::to_string(good), curve.originalPeak,
                              curve.originalFlops, again);
        row.budget = "min";
        row.milliseconds += spent;
        curve.rows.push_back(row);
        for (double percent : maxAddedFlops)
          curve.rows.push_back(lowestWithin(func, curve, percent));
        curves.push_back(std::move(curve));
        continue;
      }
      // The lowest peak the solver reaches: ask for 1 byte, then for what
      // it reached, or for a lower peak it met above; then for less than
      // each peak it meets, a few times. (A failure reports what the
      // heuristics reached: solver=auto's exact solver meets budgets below
      // that, and a heuristic may meet a lower budget than it reached when
      // aiming lower.)
      RematFailure lowest;
      ParetoRow impossible =
          trial(func, "1", curve.originalPeak, curve.originalFlops, lowest);
      if (impossible.met) {
        curve.rows.push_back(impossible);
      } else if (lowest.lowestPeak < 0) {
        // The solver could not take this function at all: say why, once.
        emitError(lowest.loc ? *lowest.loc : func.getLoc())
            << "remat-pareto: " << lowest.message;
        return signalPassFailure();
      } else {
        double spent = impossible.milliseconds;
        int64_t metBelow = lowest.lowestPeak;
        for (const ParetoRow &r : curve.rows)
          if (r.met)
            metBelow = std::min(metBelow, r.peak);
        std::optional<ParetoRow> best;
        for (int64_t target : {metBelow, lowest.lowestPeak}) {
          RematFailure again;
          ParetoRow row = trial(func, std::to_string(target),
                                curve.originalPeak, curve.originalFlops, again);
          spent += row.milliseconds;
          if (row.met || target == lowest.lowestPeak) {
            best = row;
            break;
          }
        }
        for (unsigned descent = 0;
             best->met && best->peak > curve.floor && descent < kMaxMinDescents;
             ++descent) {
          RematFailure below;
          ParetoRow row = trial(func, std::to_string(best->peak - 1),
                                curve.originalPeak, curve.originalFlops, below);
          spent += row.milliseconds;
          if (!row.met)
            break;
          best = row;
        }
        best->budget = "min";
        best->milliseconds = spent;
        curve.rows.push_back(*best);
      }
      for (double percent : maxAddedFlops)
        curve.rows.push_back(lowestWithin(func, curve, percent));
      curves.push_back(std::move(curve));
    }

    remat::ReportOutput file(output);
    if (!file.ok()) {
      module.emitError() << "remat-pareto: cannot open '" << output
                         << "': " << file.getError();
      return signalPassFailure();
    }
    if (format == ParetoFormat::Json)
      printJson(file.os(), curves);
    else
      printTable(file.os(), curves);
    file.keep();
  }

  void printTable(raw_ostream &os, ArrayRef<ParetoCurve> curves) {
    for (const ParetoCurve &curve : curves) {
      // Under budget-scope=activations every peak of the curve is the
      // bytes held for the backward pass.
      bool activations = budgetScope == RematBudgetScope::Activations;
      os << llvm::formatv("== Pareto curve for @{0} (solver={1}, minimize={2}"
                          "{3}): {4}peak {5} bytes, {6} FLOPs without "
                          "rematerialization; no schedule goes below {7} "
                          "bytes\n",
                          curve.function, solver,
                          stringifyRematCostKind(minimize),
                          activations ? ", budget-scope=activations" : "",
                          activations ? "activation " : "", curve.originalPeak,
                          curve.originalFlops, curve.floor);
      os << llvm::formatv("{0,-10} {1,14} {2,-8} {3,-7} {4,14} {5,7} {6,14} "
                          "{7,8} {8,10}\n",
                          "budget", "budget bytes", "status", "solver",
                          "peak bytes", "peak %", "FLOPs added", "added %",
                          "solve ms");
      for (const ParetoRow &row : curve.rows) {
        if (!row.met) {
          os << llvm::formatv("{0,-10} {1,14} {2,-8} {3,-7}\n", row.budget,
                              row.budgetBytes, "not met", row.solver);
          continue;
        }
        os << llvm::formatv(
            "{0,-10} {1,14} {2,-8} {3,-7} {4,14} {5,7:F1} {6,14} {7,8:F2} "
            "{8,10:F1}\n",
            row.budget, row.budgetBytes, "met", row.solver, row.peak,
            percentOf(row.peak, curve.originalPeak), row.flopsAdded,
            percentOf(row.flopsAdded, curve.originalFlops), row.milliseconds);
      }
    }
  }

  void printJson(raw_ostream &os, ArrayRef<ParetoCurve> curves) {
    llvm::json::OStream j(os, /*IndentSize=*/2);
    j.object([&] {
      j.attribute("solver", solver);
      j.attribute("minimize", stringifyRematCostKind(minimize));
      // What every peak below is: the whole peak or the activations'.
      j.attribute("budget_scope", stringifyRematBudgetScope(budgetScope));
      j.attributeArray("functions", [&] {
        for (const ParetoCurve &curve : curves)
          j.object([&] {
            j.attribute("name", curve.function);
            j.attribute("original_peak_bytes", curve.originalPeak);
            j.attribute("original_flops", curve.originalFlops);
            j.attribute("floor_bytes", curve.floor);
            j.attributeArray("rows", [&] {
              for (const ParetoRow &row : curve.rows)
                j.object([&] {
                  j.attribute("budget", row.budget);
                  j.attribute("budget_bytes", row.budgetBytes);
                  j.attribute("met", row.met);
                  j.attribute("solver", row.solver);
                  if (row.met) {
                    j.attribute("predicted_peak_bytes", row.peak);
                    j.attribute("flops_added", row.flopsAdded);
                    j.attribute("flops_added_percent",
                                percentOf(row.flopsAdded, curve.originalFlops));
                  }
                  j.attribute("solve_ms", row.milliseconds);
                });
            });
          });
      });
    });
    os << "\n";
  }
};

} // namespace
