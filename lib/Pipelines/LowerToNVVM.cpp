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

std::optional<SmallVector<int64_t>> remat::parseBlockSizes(StringRef text,
                                                           std::string &why) {
  SmallVector<int64_t> blocks;
  int64_t threads = 1;
  for (StringRef size : llvm::split(text, ',')) {
    int64_t v;
    if (size.trim().getAsInteger(10, v) || v <= 0) {
      why = ("'" + size.trim() + "' is not a positive integer").str();
      return std::nullopt;
    }
    blocks.push_back(v);
    if (v > 1024 || (threads *= v) > 1024) {
      why = "more than 1024 threads per block";
      return std::nullopt;
    }
  }
  if (blocks.size() > 3) {
    why = "more than 3 sizes (GPU blocks have 3 dimensions)";
    return std::nullopt;
  }
  return blocks;
}

/// Chip names the NVPTX back end knows have this form: sm_90, sm_90a, sm_100f.
static bool isChipName(StringRef chip) {
  if (!chip.consume_front("sm_"))
    return false;
  chip.consume_back("a") || chip.consume_back("f");
  unsigned version;
  return !chip.empty() && llvm::all_of(chip, llvm::isDigit) &&
         !chip.getAsInteger(10, version) && version >= 20;
}

LogicalResult
remat::verifyLowerToNVVMOptions(const LowerToNVVMOptions &options,
                                function_ref<void(const Twine &)> emitError) {
  const std::string &chip = options.chip;
  if (!isChipName(chip)) {
    emitError("remat-lower-to-nvvm: chip='" + chip +
              "' is not a GPU architecture of the form sm_<N> (e.g. sm_90)");
    return failure();
  }
  for (StringRef feature : llvm::split(StringRef(options.features), ','))
    if (!feature.empty() && !feature.starts_with("+") &&
        !feature.starts_with("-")) {
      emitError("remat-lower-to-nvvm: feature '" + feature +
                "' must start with '+' or '-' (e.g. +ptx80)");
      return failure();
    }
  if (!llvm::is_contained({"isa", "bin", "fatbin", "llvm"},
                          StringRef(options.format))) {
    emitError("remat-lower-to-nvvm: format='" + options.format +
              "' is not one of isa, bin, fatbin, llvm");
    return failure();
  }
  if (!options.cudaPath.empty() &&
      !llvm::sys::fs::is_directory(options.cudaPath)) {
    emitError("remat-lower-to-nvvm: cuda-path='" + options.cudaPath +
              "' is not a directory");
    return failure();
  }
  if (options.optLevel > 3) {
    emitError("remat-lower-to-nvvm: opt-level=" + Twine(options.optLevel) +
              " is not 0, 1, 2 or 3");
    return failure();
  }
  std::string why;
  if (!parseBlockSizes(options.blockSizes, why)) {
    emitError("remat-lower-to-nvvm: block-sizes='" + options.blockSizes +
              "': " + why);
    return failure();
  }
  return success();
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
  // Checked by verifyLowerToNVVMOptions; a caller that skipped it gets the
  // valid sizes.
  std::string why;
  SmallVector<int64_t> blocks = parseBlockSizes(options.blockSizes, why)
                                    .value_or(SmallVector<int64_t>{16, 16});
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
  // PassPipelineRegistration would build the pipeline from any options;
  // this one rejects invalid ones first (upstream's target verification
  // crashes on an empty chip name).
  registerPassPipeline(
      "remat-lower-to-nvvm",
      "Lower remat (or linalg on tensors) to GPU kernels in NVVM, PTX by "
      "default, with host code calling the mgpu* runtime",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        LowerToNVVMOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (failed(verifyLowerToNVVMOptions(
                options, [&](const Twine &msg) { (void)errorHandler(msg); })))
          return failure();
        buildLowerToNVVMPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(LowerToNVVMOptions());
      });
}
