//===- Passes.h - code generation helpers for Remat's pipelines -*- C++ -*-===//
#ifndef REMAT_CODEGEN_PASSES_H
#define REMAT_CODEGEN_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace arith {
class ArithDialect;
} // namespace arith
namespace gpu {
class GPUDialect;
} // namespace gpu
namespace memref {
class MemRefDialect;
} // namespace memref
namespace scf {
class SCFDialect;
} // namespace scf
namespace tensor {
class TensorDialect;
} // namespace tensor
namespace vector {
class VectorDialect;
} // namespace vector
} // namespace mlir

namespace remat {

/// The attribute that carries a function's tensor signature through lowering.
inline constexpr llvm::StringLiteral kSignatureAttrName = "remat.signature";

#define GEN_PASS_DECL
#include "remat/Codegen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Codegen/Passes.h.inc"

} // namespace remat

#endif // REMAT_CODEGEN_PASSES_H
