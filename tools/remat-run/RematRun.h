//===- RematRun.h - what remat-run's files share ----------------*- C++ -*-===//
//
// remat-run in four steps, one file each, which main (remat-run.cpp) calls
// in order: the command line, parsed and checked (Options.cpp); the input
// module, its entry's signature and its lowering to the LLVM dialect
// (Lowering.cpp); the JIT-compiled program, its arguments and its runs
// (Execution.cpp); and the report of the results, times and memory
// (Report.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TOOLS_REMAT_RUN_REMATRUN_H
#define REMAT_TOOLS_REMAT_RUN_REMATRUN_H

#include "GPUTarget.h"
#include "remat/Pipelines/Pipelines.h"
#include "remat/Runner/AllocationTracker.h"
#include "remat/Runner/JITPipeline.h"
#include "remat/Runner/NpzIO.h"
#include "remat/Runner/ObjectCache.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/SourceMgr.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace remat::run {

/// Prints `remat-run: error: <message>` and returns failure().
mlir::LogicalResult reportError(const llvm::Twine &message);

/// Process CPU time in milliseconds: every thread of this process.
double cpuMilliseconds();

//===----------------------------------------------------------------------===//
// Options.cpp
//===----------------------------------------------------------------------===//

/// The command line, checked, with the defaults resolved.
struct RunOptions {
  std::string inputFile, entryName;
  uint64_t seed = 0;
  unsigned repeat = 1;
  bool emitJSON = false, printValues = false;
  remat::JITPipeline jit;
  /// The JIT's IR passes (jit's), for the ExecutionEngine.
  std::function<llvm::Error(llvm::Module *)> transformer;
  bool vectorize = true;
  /// --inputs, --outputs and --object-cache; empty when not given.
  std::string inputsFile, outputsFile, objectCacheDir;
  /// --blas resolved: auto is OpenBLAS where it can be loaded.
  remat::BlasLibrary blas = remat::BlasLibrary::None;
  unsigned blasThreads = 1;
  bool convColumnBlocks = true;
  /// --threads resolved: never 0.
  unsigned threadCount = 1;
  std::vector<std::string> sharedLibs;
  /// The loaded CUDA runtime with --target=gpu; null on the CPU.
  std::unique_ptr<remat::GPUTarget> gpu;
};

/// Parses the command line into `options` and checks it (option values,
/// OMP_NUM_THREADS, the GPU target, --shared-libs); failure after printing
/// why.
mlir::LogicalResult parseOptions(int argc, char **argv, RunOptions &options);

//===----------------------------------------------------------------------===//
// Lowering.cpp
//===----------------------------------------------------------------------===//

/// The parsed input module with its context, and the source manager and
/// handler that print diagnostics (the lowering's too) against the input's
/// lines.
struct InputModule {
  InputModule();

  mlir::DialectRegistry registry;
  mlir::MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

/// The entry function as remat-run calls it.
struct EntryFunction {
  /// Tensors in and out: the function's own type, or the one
  /// remat-record-signatures recorded on a lowered function.
  mlir::FunctionType signature;
  /// Whether the module is above the LLVM dialect (lowered here).
  bool needsLowering = false;
  /// Each argument's remat.name (empty without), for --inputs.
  llvm::SmallVector<std::string> argNames;
  /// Each argument's bound for generated integers (remat.bound).
  llvm::SmallVector<uint64_t> argBounds;
  /// The threads a module lowered before asks for (threads=N).
  std::optional<unsigned> loweredThreads;
};

/// Parses the input file into `input`; failure after printing why.
mlir::LogicalResult loadInput(const RunOptions &options, InputModule &input);

/// Finds the entry, checks its signature and reads its arguments' names and
/// bounds; failure after printing why.
mlir::LogicalResult readEntry(const RunOptions &options, mlir::ModuleOp module,
                              EntryFunction &entry);

/// The object cache's entry for this input, entry, options and binary when
/// --object-cache is given (`cacheEntry` stays empty otherwise).
mlir::LogicalResult
makeCacheEntry(const RunOptions &options, const InputModule &input,
               const char *argv0,
               std::optional<remat::ObjectCacheEntry> &cacheEntry);

/// Lowers the module to the LLVM dialect where it needs it (keeping only the
/// entry and what it calls) and prepares it for the JIT.
mlir::LogicalResult lowerModule(const RunOptions &options,
                                const EntryFunction &entry, InputModule &input);

//===----------------------------------------------------------------------===//
// Execution.cpp
//===----------------------------------------------------------------------===//

/// The compiled entry and what compiling it took.
struct CompiledProgram {
  std::optional<remat::ObjectCacheEntry> cacheEntry;
  bool cacheHit = false;
  remat::CachedProgramNeeds needs;
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::unique_ptr<remat::LoadedObject> loadedObject;
  /// The entry's packed C interface, `_mlir_ciface_<entry>`.
  void (*function)(void **) = nullptr;
  /// Whether the program runs parallel loops (OpenMP loaded).
  bool parallel = false;
  /// The loaded OpenBLAS's core type; empty without CBLAS calls.
  std::string loadedCore;
  /// Lowering and JIT compilation, and the lowering's share (0 when the
  /// input was already in the LLVM dialect or came from the cache).
  double compileMs = 0, compileCpuMs = 0, lowerMs = 0, lowerCpuMs = 0;
};

/// One result, as the report shows it.
struct ResultSummary {
  llvm::SmallVector<int64_t> shape;
  double sum = 0.0;
  uint64_t hash = 0;
  /// Every element, with --print-values.
  std::vector<double> values;
  /// Significant digits that print each value exactly (significantDigits).
  int digits = 17;
  /// The raw bytes, row-major, with --outputs.
  std::vector<char> packed;
};

/// What the runs measured.
struct RunMeasurements {
  /// Wall and process CPU time of each run.
  std::vector<double> milliseconds, cpuMs;
  /// The results of the first run.
  std::vector<ResultSummary> summaries;
  /// The first run's allocations.
  remat::AllocationStats firstRun;
};

/// Reads --inputs (nothing without it).
mlir::LogicalResult readInputArrays(const RunOptions &options,
                                    std::vector<remat::NpyArray> &arrays);

/// Lowers, loads the libraries the program needs and JIT-compiles the entry
/// (or loads it from the object cache), timing all of it.
mlir::LogicalResult compileProgram(const RunOptions &options,
                                   const EntryFunction &entry,
                                   InputModule &input, const char *argv0,
                                   CompiledProgram &program);

/// Fills the arguments and runs the entry --repeat times, summarizing the
/// first run's results.
mlir::LogicalResult runProgram(const RunOptions &options,
                               const EntryFunction &entry,
                               llvm::ArrayRef<remat::NpyArray> inputArrays,
                               const CompiledProgram &program,
                               RunMeasurements &measurements);

/// Bytes of a supported tensor, or nullopt when they do not fit in int64_t.
std::optional<int64_t> tensorBytes(mlir::RankedTensorType type);

//===----------------------------------------------------------------------===//
// Report.cpp
//===----------------------------------------------------------------------===//

/// Reads one result from its memref descriptor: follows sizes and strides so
/// that views (non-contiguous results) read correctly.
ResultSummary summarize(const RunOptions &options, const int64_t *desc,
                        mlir::RankedTensorType type);

/// Makes a failed allocation of the program print its size and the value
/// it was for (a result of `signature` or a temporary buffer), then exit:
/// the code would dereference the null pointer otherwise.
void reportAllocationFailures(const RunOptions &options,
                              mlir::FunctionType signature);

/// Writes the results to --outputs (nothing without it).
mlir::LogicalResult writeOutputs(const RunOptions &options,
                                 const EntryFunction &entry,
                                 const RunMeasurements &measurements);

/// Prints the report: text, or JSON with --json.
void printReport(const RunOptions &options, const EntryFunction &entry,
                 const CompiledProgram &program,
                 const RunMeasurements &measurements);

} // namespace remat::run

#endif // REMAT_TOOLS_REMAT_RUN_REMATRUN_H
