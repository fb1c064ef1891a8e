//===- OpenMPLoops.cpp - loops on threads for remat-lower-to-llvm ---------===//
#include "PipelineStages.h"
#include "remat/Codegen/Passes.h"

#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;

void remat::detail::addOpenMPLoopPasses(OpPassManager &pm, unsigned threads,
                                        bool serialBlas, bool parallelRegions) {
  // remat-tile-outer-parallel's scf.forall loops, bufferized.
  pm.addNestedPass<func::FuncOp>(createForallToParallelLoopPass());
  // Parallel dimensions as scf.parallel, each reduction a sequential scf.for
  // inside: every output element is summed in the sequential order.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  pm.addNestedPass<func::FuncOp>(createRematSerializeInnerParallelLoopsPass());
  // What stays parallel is final here: a loop of gemm calls runs them with
  // OpenBLAS on one thread each.
  if (serialBlas)
    pm.addPass(createRematSerialBLASInParallelLoopsPass());
  // 0: no num_threads clause, so the OpenMP runtime's own count (every
  // core, or OMP_NUM_THREADS) when the program runs. Each thread takes its
  // static block itself, without libomp's worksharing calls; what has
  // reductions is left to convert-scf-to-openmp.
  if (parallelRegions) {
    remat::RematParallelLoopsToOpenMPPassOptions regions;
    regions.threads = threads;
    pm.addPass(remat::createRematParallelLoopsToOpenMPPass(regions));
  }
  ConvertSCFToOpenMPPassOptions omp;
  omp.numThreads = threads;
  pm.addPass(createConvertSCFToOpenMPPass(omp));
  pm.addNestedPass<func::FuncOp>(createRematInlineAllocaScopesPass());
  // Each region in a function of its own: OpenMP's translation to LLVM IR
  // walks the whole enclosing function once per region.
  pm.addPass(remat::createRematOutlineParallelRegionsPass());
}
