//===- GPUTarget.h - remat-run's GPU path (--target=gpu) --------*- C++ -*-===//
//
// What remat-run does differently on a GPU: lowering with
// remat-lower-to-nvvm, the Remat CUDA runtime (libremat_cuda_runtime.so)
// loaded for the JIT, arguments in managed memory moved to the device once
// and not counted, device allocations counted by the runtime, and timing
// with CUDA events. Everything else (argument values, result hashes and
// sums, the report) is remat-run's CPU code, so the two reports compare.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TOOLS_REMAT_RUN_GPUTARGET_H
#define REMAT_TOOLS_REMAT_RUN_GPUTARGET_H

#include "remat/Runner/AllocationTracker.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace mlir {
class ExecutionEngine;
class ModuleOp;
class OpPassManager;
} // namespace mlir

namespace remat {

/// The category of the GPU options, listed by remat-run --help.
llvm::cl::OptionCategory &gpuOptionCategory();

/// Whether `--target=gpu` (or `--gpu`) was given; false for `--target=cpu`.
/// Fails on an unknown target name.
llvm::Expected<bool> isGPUTargetRequested();

class GPUTarget {
public:
  /// Loads the CUDA runtime (`--cuda-runtime`, else lib/ beside the tool's
  /// bin/) and checks that a device is usable. The error reads "no CUDA
  /// device: ..." when the driver or a device is missing.
  static llvm::Expected<std::unique_ptr<GPUTarget>> load(const char *argv0);

  /// remat-lower-to-nvvm with the --gpu-* options.
  void buildPipeline(mlir::OpPassManager &pm) const;
  /// Makes the module's constant globals visible to the JIT (external
  /// linkage), so that registerConstants can find and map them.
  void prepareModule(mlir::ModuleOp module) const;
  /// The runtime library, for the JIT's shared libraries.
  llvm::StringRef getRuntimePath() const { return runtimePath; }
  /// Points the program's allocation functions at the runtime's (before
  /// anything is compiled), maps the JIT-compiled constant globals for the
  /// device (kernels read them in host memory through unified addressing)
  /// and runs the module's constructors, which load the kernels. With
  /// REMAT_GPU_LOCK=FILE set, then holds an exclusive flock on FILE until
  /// the process exits, so that concurrent runs are timed one at a time.
  llvm::Error prepareEngine(mlir::ExecutionEngine &engine,
                            mlir::ModuleOp module) const;

  void *allocateArgument(uint64_t bytes) const;
  /// Moves a filled argument to the device (once, before any timing).
  void prefetchArgument(void *data, uint64_t bytes) const;
  void freeArgument(void *data) const;
  /// Frees a result block the program allocated; ignores other pointers.
  void freeResult(void *data) const;

  /// Called with the size of an allocation of the program that fails
  /// (after the runtime prints the driver's error), to name the value.
  void setAllocationFailureHandler(void (*handler)(uint64_t)) const;

  void resetAllocationStats() const;
  AllocationStats getAllocationStats() const;

  void startTimer() const;
  /// Milliseconds since startTimer, by CUDA events.
  double stopTimer() const;

  llvm::StringRef getDeviceName() const { return deviceName; }

private:
  GPUTarget() = default;
  template <typename Fn> llvm::Error bind(Fn *&fn, const char *name);

  llvm::Error registerConstants(mlir::ExecutionEngine &engine,
                                mlir::ModuleOp module) const;

  std::string runtimePath, deviceName;
  llvm::sys::DynamicLibrary library;
  void *(*allocArgument)(uint64_t) = nullptr;
  void (*prefetch)(void *, uint64_t) = nullptr;
  void (*freeArg)(void *) = nullptr;
  void (*freeRes)(void *) = nullptr;
  void (*registerHost)(void *, uint64_t) = nullptr;
  void (*stats)(int64_t *, int64_t *, int64_t *) = nullptr;
  void (*resetStats)() = nullptr;
  void (*setFailureHandler)(void (*)(uint64_t)) = nullptr;
  void (*timerStart)() = nullptr;
  double (*timerStop)() = nullptr;
  void *alignedAlloc = nullptr, *plainAlloc = nullptr, *memrefFree = nullptr;
};

} // namespace remat

#endif // REMAT_TOOLS_REMAT_RUN_GPUTARGET_H
