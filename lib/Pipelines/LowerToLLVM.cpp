//===- LowerToLLVM.cpp - the remat-lower-to-llvm pipeline -----------------===//
#include "PipelineStages.h"
#include "remat/Codegen/Passes.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void remat::detail::addRematToLinalgPasses(OpPassManager &pm,
                                           bool parallelFilterPositions,
                                           bool convColumns) {
  pm.addPass(createRematRecordSignaturesPass());
  // The usual clean-ups, on the remat program; remat.barrier keeps them from
  // merging a recomputation with the computation it repeats. (After the
  // conversion CSE would merge tensor.empty ops, which costs copies.)
  // Functions in upstream ops only are left as the host wrote them: there
  // nothing guards a recomputation, and merged inits cost copies as well.
  pm.addNestedPass<func::FuncOp>(createRematCleanUpRematFunctionsPass());
  // The faster filter-gradient layout only where it costs no peak memory.
  pm.addNestedPass<func::FuncOp>(createRematChooseGradFilterLayoutsPass());
  // The CBLAS lowering's gemm columns, likewise.
  if (convColumns)
    pm.addNestedPass<func::FuncOp>(createRematChooseConvColumnsPass());
  ConvertRematToLinalgPassOptions toLinalg;
  toLinalg.parallelFilterPositions = parallelFilterPositions;
  pm.addPass(createConvertRematToLinalgPass(toLinalg));
}

void remat::detail::addCountedMemRefToLLVM(OpPassManager &pm) {
  // Generic allocation functions let remat-run (and the CUDA runtime) count
  // every byte; not the aligned one, whose lowering rounds each size up to a
  // multiple of 16: malloc's gets the exact size (no alignment attribute).
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = true;
  memrefToLLVM.useAlignedAlloc = false;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
}

void remat::detail::addBufferizationPasses(OpPassManager &pm) {
  // Bufferize whole programs; identity layouts at function boundaries give
  // plain C memref descriptors.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // No alignment attribute: malloc's lowering (addCountedMemRefToLLVM,
  // remat-convert-to-llvm) would add the alignment to each size, and the
  // memory model counts exact tensor sizes.
  bufferize.bufferAlignment = 0;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // Each buffer freed right after its last use (the memory model), in one
  // walk; programs of another shape take upstream's ownership-based
  // deallocation, which is quadratic in the buffers of a block.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createRematDeallocateAfterLastUsePass());
  // The clean-up upstream's deallocation pipeline ends with: the step's code
  // depends on it (at -O0 nothing else removes the repeated index and view
  // computations).
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createConvertBufferizationToMemRefPass());
}

void remat::buildLowerToLLVMPipeline(OpPassManager &pm,
                                     const LowerToLLVMOptions &options) {
  // With CBLAS on threads, the filter gradients' positions as parallel loops
  // of gemm calls, as the convolutions' rows below.
  bool convGemmThreads = options.threads != 1 && options.convGemmThreads &&
                         options.blas != BlasLibrary::None;
  detail::addRematToLinalgPasses(
      pm, convGemmThreads && options.convFilterThreads,
      options.blas != BlasLibrary::None && options.convColumns);
  if (options.vectorize) {
    if (options.threads != 1) {
      RematTileOuterParallelPassOptions outer;
      outer.tileM = options.tileM;
      outer.keepCBLASContractions = options.blas != BlasLibrary::None;
      pm.addNestedPass<func::FuncOp>(createRematTileOuterParallelPass(outer));
    }
    RematTileAndVectorizePassOptions tiles;
    tiles.tileM = options.tileM;
    tiles.tileN = options.tileN;
    tiles.tileK = options.tileK;
    tiles.keepCBLASContractions = options.blas != BlasLibrary::None;
    pm.addNestedPass<func::FuncOp>(createRematTileAndVectorizePass(tiles));
    // Elementwise ops, softmax, layer norm and the like on vectors, with
    // their exp and tanh as polynomials on those vectors.
    pm.addNestedPass<func::FuncOp>(createRematVectorizeGenericsPass());
    pm.addNestedPass<func::FuncOp>(createRematApproximateMathPass());
  }

  detail::addBufferizationPasses(pm);
  // On buffers, where the descriptors give CBLAS its pointers and strides;
  // what the calls do not cover goes on to loops.
  if (options.blas != BlasLibrary::None) {
    RematLinalgToCBLASPassOptions blas;
    blas.parallelRows = convGemmThreads;
    blas.columnBlocks = options.convColumnBlocks;
    pm.addPass(createRematLinalgToCBLASPass(blas));
  }
  // Zero fills (padded copies, spread gradients) as memsets of what the
  // copy after them does not overwrite, not loops of scalar stores forked on
  // the threads once per image; before the copies become loops.
  if (options.zeroFillMemsets)
    pm.addNestedPass<func::FuncOp>(createRematZeroFillsToMemsetPass());
  // Strided copies (into padded buffers, out of windows) as block memcpys
  // instead of the runner's element-by-element memrefCopy.
  pm.addNestedPass<func::FuncOp>(createRematExpandStridedCopiesPass());

  if (options.threads != 1)
    detail::addOpenMPLoopPasses(pm, options.threads,
                                options.blas != BlasLibrary::None &&
                                    options.serialBlasInLoops,
                                options.parallelRegions);
  else
    pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Unrolled: the looped lowering stages 2-D transfers through an alloca in
  // the loop body, which grows the stack on every iteration.
  pm.addPass(createConvertVectorToSCFPass(
      VectorTransferToSCFOptions().enableFullUnroll()));
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Without rollback: the rollback log keeps the ops moved by every block
  // split, quadratic memory in a function of many loops (2 GiB for a
  // 4000-op chain, 160 MiB without).
  // Each loop at the end of its block first, so that lowering it moves no
  // other op (linear in the loops).
  pm.addNestedPass<func::FuncOp>(createRematSplitBlocksAfterRegionsPass());
  SCFToControlFlowPassOptions scfToCF;
  scfToCF.allowPatternRollback = false;
  pm.addPass(createSCFToControlFlowPass(scfToCF));
  // Math before vectors: libm calls on a vector (f64 erf, say) are unrolled
  // into vector.extract / vector.insert, which vector-to-llvm then lowers.
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertVectorToLLVMPass());
  // arith, index, memref (the counted allocation functions), cf, func and ub
  // in one conversion: each of their passes walks every op of the module.
  pm.addPass(createRematConvertToLLVMPass());
  if (options.threads != 1)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

LogicalResult
remat::verifyLowerToLLVMOptions(const LowerToLLVMOptions &options,
                                function_ref<void(const Twine &)> emitError) {
  std::pair<StringRef, int64_t> tiles[] = {{"tile-m", options.tileM},
                                           {"tile-n", options.tileN},
                                           {"tile-k", options.tileK}};
  for (auto [name, value] : tiles)
    if (value <= 0) {
      emitError("remat-lower-to-llvm: " + name + "=" + Twine(value) +
                " is not a positive tile size");
      return failure();
    }
  return success();
}

void remat::registerLowerToLLVMPipeline() {
  registerPassPipeline(
      "remat-lower-to-llvm",
      "Lower remat (or linalg on tensors) to the LLVM dialect for the CPU, "
      "with buffers freed after their last use",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        LowerToLLVMOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (failed(verifyLowerToLLVMOptions(
                options, [&](const Twine &msg) { (void)errorHandler(msg); })))
          return failure();
        buildLowerToLLVMPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(LowerToLLVMOptions());
      });
}
