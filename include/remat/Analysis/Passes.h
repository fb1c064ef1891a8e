//===- Passes.h - passes that report analyses -------------------*- C++ -*-===//
#ifndef REMAT_ANALYSIS_PASSES_H
#define REMAT_ANALYSIS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace remat {

#define GEN_PASS_DECL
#include "remat/Analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Analysis/Passes.h.inc"

} // namespace remat

#endif // REMAT_ANALYSIS_PASSES_H
