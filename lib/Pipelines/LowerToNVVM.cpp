//===- LowerToNVVM.cpp - the remat-lower-to-nvvm pipeline -----------------===//
#include "PipelineStages.h"
#include "remat/Codegen/Passes.h"
#include "remat/Conversion/Passes.h"
#include "remat/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/Support/FileSystem.h"

#include <cstdlib>

using namespace mlir;

/// The CUDA toolkit whose libdevice and ptxas the serialization uses. MLIR's
/// own default is fixed at its build time; look where CUDA usually is.
static std::string findCudaToolkit(StringRef requested) {
  if (!requested.empty())
    return requested.str();
  for (const char *variable : {"CUDA_HOME", "CUDA_PATH", "CUDA_ROOT"})
    if (const char *value = std::getenv(variable))
      if (llvm::sys::fs::is_directory(value))
        return value;
  if (llvm::sys::fs::is_directory("/usr/local/cuda"))
    return "/usr/local/cuda";
  return "";
}

void remat::buildLowerToNVVMPipeline(OpPassManager &pm,
                                     const LowerToNVVMOptions &options) {
  // Bufferization and deallocation as on the CPU (one memory model).
  detail::addRematToLinalgPasses(pm);
  detail::addBufferizationPasses(pm);
  if (options.sharedMatmul) {
    RematGPUTileMatmulPassOptions tiling;
    tiling.tileSize = options.matmulTile;
    pm.addNestedPass<func::FuncOp>(createRematGPUTileMatmulPass(tiling));
  }
  if (options.parallelReductions)
    pm.addNestedPass<func::FuncOp>(createRematGPUParallelReductionsPass());

  // Parallel loops in blocks of threads. Tiles without min/max bounds keep
  // the mapping working for sizes that are not multiples of the block.
  SmallVector<int64_t> blocks;
  for (StringRef size : llvm::split(StringRef(options.blockSizes), ',')) {
    int64_t v;
    if (!size.trim().getAsInteger(10, v) && v > 0)
      blocks.push_back(v);
  }
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  pm.addNestedPass<func::FuncOp>(
      createParallelLoopTilingPass(blocks, /*noMinMaxBounds=*/true));
  GpuMapParallelLoopsPassOptions mapping;
  // Innermost dimension on thread x: consecutive threads, consecutive
  // addresses.
  mapping.mappingPolicyStr = "innermost-first";
  pm.addNestedPass<func::FuncOp>(createGpuMapParallelLoopsPass(mapping));
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGpuKernelOutliningPass());

  // Device code to NVVM, host code to LLVM with mgpu* calls.
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  OpPassManager &device = pm.nest<gpu::GPUModuleOp>();
  device.addPass(createConvertGpuOpsToNVVMOps());
  device.addPass(createCanonicalizerPass());
  device.addPass(createCSEPass());
  device.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createConvertMathToLLVMPass());
  detail::addCountedMemRefToLLVM(pm);
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createGpuToLLVMConversionPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  binary.toolkitPath = findCudaToolkit(options.cudaPath);
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void remat::registerLowerToNVVMPipeline() {
  PassPipelineRegistration<LowerToNVVMOptions>(
      "remat-lower-to-nvvm",
      "Lower remat (or linalg on tensors) to GPU kernels in NVVM, PTX by "
      "default, with host code calling the mgpu* runtime",
      buildLowerToNVVMPipeline);
}
