//===- Passes.h - dialect-independent rematerialization passes --*- C++ -*-===//
#ifndef REMAT_TRANSFORMS_PASSES_H
#define REMAT_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace remat {
class RematDialect;

#define GEN_PASS_DECL
#include "remat/Transforms/Passes.h.inc"

/// Registers remat-rematerialize, remat-strip-guards and remat-pareto.
/// The two function passes are registered so that, named on a pipeline
/// anchored on a module (`--remat-rematerialize=...`,
/// `builtin.module(remat-rematerialize)`), they run on every function-like
/// op of the module, as a `func.func` pass used to.
void registerRematerializationPasses();

} // namespace remat

#endif // REMAT_TRANSFORMS_PASSES_H
