//===- Passes.h - transformations of the remat dialect ----------*- C++ -*-===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::arith {
class ArithDialect;
} // namespace mlir::arith

namespace remat {

#define GEN_PASS_DECL
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

/// What a strategy=budget run of remat-rematerialize found.
struct BudgetOutcome {
  /// "chain" or "greedy"; empty when no solver ran (nothing to do).
  std::string solver;
  /// The lowest predicted peak the solver reached (or -1 if none ran).
  int64_t lowestPeak = -1;
};

/// Reads a budget as `budget=` takes it: bytes with an optional B, KiB, MiB
/// or GiB suffix, or a percentage of `peak` (`50%`).
mlir::FailureOr<int64_t> parseBudget(llvm::StringRef text, int64_t peak);

/// Runs remat-rematerialize with `options` on `func` in place, outside a
/// pass manager (remat-pareto's trials); diagnostics go to the context.
BudgetOutcome runRematerialize(mlir::func::FuncOp func,
                               const RematRematerializePassOptions &options,
                               mlir::LogicalResult &result);

} // namespace remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
