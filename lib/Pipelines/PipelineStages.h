//===- PipelineStages.h - stages shared by Remat's pipelines ----*- C++ -*-===//
#ifndef REMAT_LIB_PIPELINES_PIPELINESTAGES_H
#define REMAT_LIB_PIPELINES_PIPELINESTAGES_H

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace remat::detail {

/// Records signatures, cleans up the functions that hold remat ops
/// (canonicalize, CSE) and converts remat ops to linalg on tensors
/// (`parallelFilterPositions`: convert-remat-to-linalg's option;
/// `convColumns`: remat-choose-conv-columns first, for the CBLAS lowering).
void addRematToLinalgPasses(mlir::OpPassManager &pm,
                            bool parallelFilterPositions = false,
                            bool convColumns = false);

/// One-shot bufferization across functions, deallocation right after each
/// buffer's last use, bufferization ops to memref: the memory model's
/// lifetimes, for every target.
void addBufferizationPasses(mlir::OpPassManager &pm);

/// memref to LLVM with every allocation through the counted generic
/// functions `_mlir_memref_to_llvm_alloc` (each buffer's exact size) /
/// `_mlir_memref_to_llvm_free`.
void addCountedMemRefToLLVM(mlir::OpPassManager &pm);

/// Linalg on buffers to loops for `threads` threads: scf.forall to
/// scf.parallel, linalg to parallel loops over the parallel dimensions
/// (reductions stay sequential inside), every parallel loop but the
/// outermost safe ones made sequential, and those to OpenMP parallel
/// regions with `threads` threads (0: the OpenMP runtime's count at run
/// time), each thread computing its static block (`parallelRegions`; else
/// worksharing loops); with `serialBlas`, OpenBLAS on one thread while a
/// loop of CBLAS calls runs.
void addOpenMPLoopPasses(mlir::OpPassManager &pm, unsigned threads,
                         bool serialBlas, bool parallelRegions);

} // namespace remat::detail

#endif // REMAT_LIB_PIPELINES_PIPELINESTAGES_H
