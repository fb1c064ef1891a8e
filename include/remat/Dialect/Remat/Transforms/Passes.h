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

/// remat-choose-grad-filter-layouts' `layout` option.
enum class GradFilterLayoutChoice { Auto, Spread, Direct };

#define GEN_PASS_DECL
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

} // namespace remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
