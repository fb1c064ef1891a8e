//===- Patterns.h - the rewrites of Remat's codegen passes ------*- C++ -*-===//
//
// The op rewrites behind Remat's codegen passes as rewrite patterns, for a
// host compiler to run in its own pipelines. Each populate function adds the
// patterns of the pass it names (see Passes.td for what they do); the pass
// itself applies them as noted, and a host gets the pass's output by applying
// them the same way, with the dialects they create (the pass's dependent
// dialects in Passes.td) loaded. unittests/CodegenPatternsTest.cpp applies
// some in a walk of its own.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_CODEGEN_PATTERNS_H
#define REMAT_CODEGEN_PATTERNS_H

#include "mlir/IR/PatternMatch.h"

#include <cstdint>

namespace remat {

/// remat-expand-strided-copies: a `memref.copy` that is not contiguous as a
/// whole becomes loops over its outer dimensions around copies of the
/// contiguous blocks both operands share. The pass applies it with
/// `walkAndApplyPatterns`.
void populateExpandStridedCopiesPatterns(mlir::RewritePatternSet &patterns);

/// remat-zero-fills-to-memset: a `linalg.fill` or input-less `linalg.map` of
/// zero bytes on a buffer becomes `llvm.intr.memset`s of its contiguous
/// blocks (around the box a following copy overwrites). The pass applies it
/// with `walkAndApplyPatterns`.
void populateZeroFillsToMemsetPatterns(mlir::RewritePatternSet &patterns);

/// remat-serial-blas-in-parallel-loops: an outermost `scf.parallel` whose
/// body calls a `cblas_` function is bracketed by OpenBLAS's thread-count
/// calls (declared in the module where missing; no match where the names
/// are taken by something else). The loop itself is not changed, so the
/// pattern matches it again: apply it once, with `walkAndApplyPatterns`.
void populateSerialBLASInParallelLoopsPatterns(
    mlir::RewritePatternSet &patterns);

/// remat-parallel-loops-to-openmp: an outermost `scf.parallel` without
/// reductions, outside OpenMP regions, becomes an `omp.parallel` region whose
/// threads each run their static block of iterations (`threads`: the
/// `num_threads` clause, 0 for none). The OpenMP runtime functions are declared
/// in the module where missing; no match where the names are taken by something
/// else. The pass applies it with `walkAndApplyPatterns`.
void populateParallelLoopsToOpenMPPatterns(mlir::RewritePatternSet &patterns,
                                           unsigned threads = 0);

/// remat-inline-alloca-scopes: a `memref.alloca_scope` of one block that
/// holds no `memref.alloca` (outside nested scopes) is inlined in front of
/// itself. The pass applies it with `walkAndApplyPatterns`.
void populateInlineAllocaScopesPatterns(mlir::RewritePatternSet &patterns);

/// remat-gpu-tile-matmul: a `linalg.matmul` or `linalg.batch_matmul` on
/// static buffers outside GPU kernels becomes a `gpu.launch` tiled in
/// shared memory, `tileSize` (1 to 32) threads per block edge. The pass
/// applies it with `walkAndApplyPatterns`.
void populateGPUTileMatmulPatterns(mlir::RewritePatternSet &patterns,
                                   int64_t tileSize = 16);

/// remat-gpu-parallel-reductions: a reducing `linalg.generic` on buffers
/// outside GPU kernels becomes a `gpu.launch` with one block per output
/// element. The pass applies it with `walkAndApplyPatterns`.
void populateGPUParallelReductionsPatterns(mlir::RewritePatternSet &patterns);

/// remat-linalg-to-cblas: f32/f64 matmuls, batch matmuls and
/// `linalg.conv_2d_nhwc_hwcf`s on buffers become CBLAS gemm calls
/// (`columnBlocks`, `parallelRows`: the pass's options). A padded
/// convolution's lowering may move its buffer's alloc and dealloc around the
/// enclosing image loop, and that loop into an `scf.parallel`, so the pass
/// applies the patterns with `applyOpPatternsGreedily` to the ops it
/// collects (strictly those, without folding), not in a walk.
void populateLinalgToCBLASPatterns(mlir::RewritePatternSet &patterns,
                                   bool columnBlocks = true,
                                   bool parallelRows = false);

} // namespace remat

#endif // REMAT_CODEGEN_PATTERNS_H
