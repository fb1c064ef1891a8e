//===- Passes.h - code generation helpers for Remat's pipelines -*- C++ -*-===//
#ifndef REMAT_CODEGEN_PASSES_H
#define REMAT_CODEGEN_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "remat/Support/AttrNames.h"

namespace mlir {
namespace arith {
class ArithDialect;
} // namespace arith
namespace cf {
class ControlFlowDialect;
} // namespace cf
namespace gpu {
class GPUDialect;
} // namespace gpu
namespace LLVM {
class LLVMDialect;
} // namespace LLVM
namespace linalg {
class LinalgOp;
} // namespace linalg
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

/// Whether remat-linalg-to-cblas lowers `op` to a CBLAS gemm call once it is
/// bufferized, judged by what the tensor form shows: a `linalg.matmul` or
/// `linalg.batch_matmul` whose operands are all f32 or all f64, with plain or
/// transposed operand maps, or an f32/f64 `linalg.conv_2d_nhwc_hwcf`. (On
/// buffers the pass also needs unit innermost
/// strides, which bufferization gives every value but a strided view.)
bool isCBLASContraction(mlir::linalg::LinalgOp op);

#define GEN_PASS_DECL
#include "remat/Codegen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Codegen/Passes.h.inc"

} // namespace remat

#endif // REMAT_CODEGEN_PASSES_H
