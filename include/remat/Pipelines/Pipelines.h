//===- Pipelines.h - Remat's lowering pipelines -----------------*- C++ -*-===//
//
// Shaped like upstream's GPUToNVVMPipeline: an options struct, a public
// build function and a registration function per pipeline.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PIPELINES_PIPELINES_H
#define REMAT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace remat {

/// Where remat-lower-to-llvm sends f32/f64 matmuls.
enum class BlasLibrary {
  /// Generated code (tiled and vectorized).
  None,
  /// CBLAS calls, for remat-run to resolve in OpenBLAS.
  OpenBLAS,
};

struct LowerToLLVMOptions
    : public mlir::PassPipelineOptions<LowerToLLVMOptions> {
  Option<BlasLibrary> blas{
      *this, "blas",
      llvm::cl::desc("Lower f32/f64 matmuls and batch matmuls to CBLAS gemm "
                     "calls (codegen stays the fallback)"),
      llvm::cl::init(BlasLibrary::None),
      llvm::cl::values(
          clEnumValN(BlasLibrary::None, "none", "generated code only"),
          clEnumValN(BlasLibrary::OpenBLAS, "openblas",
                     "cblas_sgemm/cblas_dgemm from OpenBLAS"))};
  Option<bool> vectorize{*this, "vectorize",
                         llvm::cl::desc("Tile and vectorize matmuls"),
                         llvm::cl::init(true)};
  Option<int64_t> tileM{*this, "tile-m", llvm::cl::desc("Matmul tile rows"),
                        llvm::cl::init(8)};
  Option<int64_t> tileN{*this, "tile-n", llvm::cl::desc("Matmul tile columns"),
                        llvm::cl::init(16)};
  Option<int64_t> tileK{*this, "tile-k", llvm::cl::desc("Matmul tile depth"),
                        llvm::cl::init(8)};
  Option<unsigned> threads{
      *this, "threads",
      llvm::cl::desc("Threads of the outer parallel loops (OpenMP; the "
                     "program then needs libomp); 1: sequential code; 0: "
                     "the machine's cores, chosen when the program runs "
                     "(the OpenMP runtime's count, OMP_NUM_THREADS)"),
      llvm::cl::init(1)};
  Option<bool> convGemmThreads{
      *this, "conv-gemm-threads",
      llvm::cl::desc("With threads != 1 and CBLAS: a convolution's image and "
                     "output-row loops of gemm calls on the threads "
                     "(remat-linalg-to-cblas{parallel-rows}); false keeps "
                     "them sequential, for comparison"),
      llvm::cl::init(true)};
  Option<bool> convFilterThreads{
      *this, "conv-filter-threads",
      llvm::cl::desc("With conv-gemm-threads: also a filter gradient's "
                     "positions (per image) as a parallel loop of gemm "
                     "calls (convert-remat-to-linalg{parallel-filter-"
                     "positions}); false keeps them sequential, for "
                     "comparison"),
      llvm::cl::init(true)};
  Option<bool> convColumns{
      *this, "conv-columns",
      llvm::cl::desc("With CBLAS: convolutions and input gradients as gemms "
                     "of depth KW * C over a copy of each image's filter-row "
                     "columns, where that copy does not raise the predicted "
                     "peak (remat-choose-conv-columns). Off by default: the "
                     "choice depends on the peak, so a rematerialized "
                     "program can choose otherwise than its original and "
                     "differ from it in the last bits"),
      llvm::cl::init(false)};
  Option<bool> convColumnBlocks{
      *this, "conv-column-blocks",
      llvm::cl::desc("With CBLAS: a convolution or input gradient over a "
                     "zero-padded copy of each image as gemms of depth KW * "
                     "C over column blocks built in that copy's buffer "
                     "(remat-linalg-to-cblas{column-blocks}); the same "
                     "buffers, so the same predicted memory. false keeps "
                     "one gemm per output row and filter position, for "
                     "comparison"),
      llvm::cl::init(true)};
  Option<bool> parallelRegions{
      *this, "parallel-regions",
      llvm::cl::desc("With threads != 1: each parallel loop without "
                     "reductions as an OpenMP parallel region whose threads "
                     "compute their static blocks of iterations "
                     "(remat-parallel-loops-to-openmp); false: "
                     "convert-scf-to-openmp's worksharing loops, for "
                     "comparison"),
      llvm::cl::init(true)};
  Option<bool> zeroFillMemsets{
      *this, "zero-fill-memsets",
      llvm::cl::desc("Zero fills of buffers as memsets of what the copy "
                     "after them does not overwrite "
                     "(remat-zero-fills-to-memset); false: loops of stores, "
                     "for comparison"),
      llvm::cl::init(true)};
  Option<bool> serialBlasInLoops{
      *this, "serial-blas-in-loops",
      llvm::cl::desc("With threads != 1 and CBLAS: OpenBLAS on one thread "
                     "while a parallel loop of gemm calls runs "
                     "(remat-serial-blas-in-parallel-loops); false leaves "
                     "its thread count alone, for comparison"),
      llvm::cl::init(true)};
};

/// remat (or linalg on tensors) to the LLVM dialect for the CPU: lowering to
/// linalg, matmul tiling and vectorization, one-shot bufferization across
/// function boundaries, ownership-based deallocation with each buffer freed
/// right after its last use, loops, and LLVM. Allocations call the generic
/// `_mlir_memref_to_llvm_alloc` (with each buffer's exact size) /
/// `_mlir_memref_to_llvm_free`, which remat-run implements to measure memory.
void buildLowerToLLVMPipeline(mlir::OpPassManager &pm,
                              const LowerToLLVMOptions &options);

/// Checks the options (positive tile sizes); calls
/// `emitError` once for the first invalid one.
mlir::LogicalResult verifyLowerToLLVMOptions(
    const LowerToLLVMOptions &options,
    llvm::function_ref<void(const llvm::Twine &)> emitError);

/// Registers `remat-lower-to-llvm`.
void registerLowerToLLVMPipeline();

struct LowerToNVVMOptions
    : public mlir::PassPipelineOptions<LowerToNVVMOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU architecture (sm_XX)"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{*this, "features",
                               llvm::cl::desc("PTX features, e.g. +ptx80"),
                               llvm::cl::init("+ptx80")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Binary format: isa (PTX text), bin (cubin, needs "
                     "ptxas) or fatbin"),
      llvm::cl::init("isa")};
  Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit (libdevice, ptxas); default: $CUDA_HOME, "
                     "$CUDA_PATH, then /usr/local/cuda"),
      llvm::cl::init("")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("Device code optimization level"),
                            llvm::cl::init(3)};
  Option<bool> sharedMatmul{
      *this, "shared-matmul",
      llvm::cl::desc("Matmuls and batched matmuls as kernels tiled in shared "
                     "memory (remat-gpu-tile-matmul) instead of parallel "
                     "loops; not yet run on a device"),
      llvm::cl::init(false)};
  Option<bool> parallelReductions{
      *this, "parallel-reductions",
      llvm::cl::desc("Reductions as kernels over a block of threads per "
                     "output element (remat-gpu-parallel-reductions) "
                     "instead of loops; not yet run on a device"),
      llvm::cl::init(false)};
  Option<int64_t> matmulTile{
      *this, "matmul-tile",
      llvm::cl::desc("Tile edge of shared-matmul (threads per block edge)"),
      llvm::cl::init(16)};
  Option<std::string> blockSizes{
      *this, "block-sizes",
      llvm::cl::desc("Tile sizes of parallel loops, one per mapped dimension "
                     "(threads per block)"),
      llvm::cl::init("16,16")};
};

/// remat (or linalg on tensors) to NVVM: bufferization and deallocation as
/// on the CPU, linalg to parallel loops tiled into blocks and mapped to GPU
/// blocks and threads (innermost dimension on thread x, for coalescing),
/// kernel outlining, NVVM, and gpu-module-to-binary (PTX by default). Host
/// code calls the mgpu* runtime functions and allocates through the generic
/// functions, which the Remat CUDA runtime backs with managed memory.
void buildLowerToNVVMPipeline(mlir::OpPassManager &pm,
                              const LowerToNVVMOptions &options);

/// Checks the options: a chip name `sm_<N>[a|f]`, features `+x` or `-x`, a
/// known binary format, an existing CUDA directory, an optimization level
/// of 0 to 3 and valid block sizes (parseBlockSizes); calls `emitError` once
/// for the first invalid one.
mlir::LogicalResult verifyLowerToNVVMOptions(
    const LowerToNVVMOptions &options,
    llvm::function_ref<void(const llvm::Twine &)> emitError);

/// The threads per block of `block-sizes`: one to three positive integers
/// whose product is at most 1024 (the CUDA limit); nullopt otherwise, with
/// the reason in `why`.
std::optional<llvm::SmallVector<int64_t>> parseBlockSizes(llvm::StringRef text,
                                                          std::string &why);

/// Registers `remat-lower-to-nvvm`.
void registerLowerToNVVMPipeline();

} // namespace remat

#endif // REMAT_PIPELINES_PIPELINES_H
