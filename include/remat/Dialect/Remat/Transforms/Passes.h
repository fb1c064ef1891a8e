//===- Passes.h - transformations of the remat dialect ----------*- C++ -*-===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace remat {

#define GEN_PASS_DECL
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

} // namespace remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
