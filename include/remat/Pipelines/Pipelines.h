//===- Pipelines.h - Remat's lowering pipelines -----------------*- C++ -*-===//
//
// Shaped like upstream's GPUToNVVMPipeline: an options struct, a public
// build function and a registration function per pipeline.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PIPELINES_PIPELINES_H
#define REMAT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace remat {

struct LowerToLLVMOptions
    : public mlir::PassPipelineOptions<LowerToLLVMOptions> {
  Option<bool> vectorize{*this, "vectorize",
                         llvm::cl::desc("Tile and vectorize matmuls"),
                         llvm::cl::init(true)};
  Option<int64_t> tileM{*this, "tile-m", llvm::cl::desc("Matmul tile rows"),
                        llvm::cl::init(8)};
  Option<int64_t> tileN{*this, "tile-n", llvm::cl::desc("Matmul tile columns"),
                        llvm::cl::init(16)};
  Option<int64_t> tileK{*this, "tile-k", llvm::cl::desc("Matmul tile depth"),
                        llvm::cl::init(8)};
};

/// remat (or linalg on tensors) to the LLVM dialect for the CPU: lowering to
/// linalg, matmul tiling and vectorization, one-shot bufferization across
/// function boundaries, ownership-based deallocation with each buffer freed
/// right after its last use, loops, and LLVM. Allocations call the generic
/// `_mlir_memref_to_llvm_aligned_alloc` / `_mlir_memref_to_llvm_free`, which
/// remat-run implements to measure memory.
void buildLowerToLLVMPipeline(mlir::OpPassManager &pm,
                              const LowerToLLVMOptions &options);

/// Registers `remat-lower-to-llvm`.
void registerLowerToLLVMPipeline();

} // namespace remat

#endif // REMAT_PIPELINES_PIPELINES_H
