//===- Passes.h - dialect-independent rematerialization passes --*- C++ -*-===//
#ifndef REMAT_TRANSFORMS_PASSES_H
#define REMAT_TRANSFORMS_PASSES_H

#include "remat/Support/NamedValueParser.h"
#include "remat/Transforms/Rematerialization.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace remat {
/// remat-pareto's `format=`.
enum class ParetoFormat { Table, Json };
} // namespace remat

// The closed pass options (strategy=, policy=, minimize=, budget-scope=,
// format=) reject an unknown value when the pipeline is parsed, naming the
// valid ones.
REMAT_NAMED_VALUE_PARSER(remat::RematStrategy)
REMAT_NAMED_VALUE_PARSER(remat::RematBudgetScope)
REMAT_NAMED_VALUE_PARSER(remat::RematPolicy)
REMAT_NAMED_VALUE_PARSER(remat::RematCostKind)
REMAT_NAMED_VALUE_PARSER(remat::ParetoFormat)

namespace remat {
class RematDialect;

#define GEN_PASS_DECL
#include "remat/Transforms/Passes.h.inc"

/// Registers remat-rematerialize, remat-strip-guards, remat-pareto and
/// remat-expose-values.
/// Named on a pipeline anchored on a module (`--remat-rematerialize=...`,
/// `builtin.module(remat-strip-guards)`), the first two run on every
/// function-like op of the module, as a `func.func` pass would.
void registerRematerializationPasses();

} // namespace remat

#endif // REMAT_TRANSFORMS_PASSES_H
