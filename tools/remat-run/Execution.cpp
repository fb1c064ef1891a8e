//===- Execution.cpp - remat-run's JIT compilation and runs ---------------===//
//
// Compiles the entry with MLIR's ExecutionEngine (or loads it from the
// object cache) with the libraries it needs (OpenBLAS for CBLAS calls, the
// OpenMP runtime on --threads' count for parallel loops), fills its
// arguments with the deterministic values of remat/Runner/InputGenerator.h
// or from --inputs, and runs it --repeat times, timing each run and counting
// the first run's allocations. Compiling is timed apart from the runs.
//
//===----------------------------------------------------------------------===//
#include "RematRun.h"
#include "remat/Analysis/MemoryReport.h"
#include "remat/Runner/Blas.h"
#include "remat/Runner/InputGenerator.h"
#include "remat/Runner/OpenMP.h"
#include "remat/Support/CheckedArithmetic.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <cstdlib>
#include <ctime>

using namespace mlir;
using namespace remat::run;

double remat::run::cpuMilliseconds() {
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

std::optional<int64_t> remat::run::tensorBytes(RankedTensorType type) {
  std::optional<int64_t> bytes = remat::getElementBytes(type.getElementType());
  for (int64_t dim : type.getShape())
    if (bytes)
      bytes = remat::checkedMul(*bytes, dim);
  return bytes;
}

namespace {
/// A memref descriptor as the C interface lays it out: allocated and aligned
/// pointers, offset, sizes, strides, all 8 bytes wide.
struct Descriptor {
  static int64_t slots(int64_t rank) { return 3 + 2 * rank; }
};

/// Each argument's buffer, freed on every way out of runProgram: on the
/// host, or through the GPU runtime that allocated it.
struct ArgumentDeleter {
  const remat::GPUTarget *gpu = nullptr;
  void operator()(void *p) const {
    if (gpu)
      gpu->freeArgument(p);
    else
      std::free(p);
  }
};
using ArgumentBuffer = std::unique_ptr<void, ArgumentDeleter>;
} // namespace

static double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

LogicalResult
remat::run::readInputArrays(const RunOptions &options,
                            std::vector<remat::NpyArray> &arrays) {
  if (options.inputsFile.empty())
    return success();
  auto read = remat::readNpz(options.inputsFile);
  if (!read)
    return reportError(llvm::toString(read.takeError()));
  arrays = std::move(*read);
  return success();
}

/// Loads OpenBLAS (for CBLAS calls) and the OpenMP runtime (for parallel
/// loops) where the program needs them, adding them to `libs`.
static LogicalResult loadLibraries(const RunOptions &options,
                                   CompiledProgram &program,
                                   SmallVectorImpl<std::string> &libs) {
  if (program.needs.cblas) {
    llvm::Expected<std::string> loaded =
        remat::loadOpenBLAS(options.blasThreads);
    if (!loaded)
      return reportError(llvm::toString(loaded.takeError()));
    libs.push_back(std::move(*loaded));
    // Reported beside the times: they depend on it (OPENBLAS_CORETYPE, read
    // when OpenBLAS loads, chooses it; remat-run links OpenBLAS through CBC,
    // so that is at start-up).
    program.loadedCore = remat::loadedOpenBLASCore();
  }
  program.parallel = program.needs.openMP;
  if (program.parallel) {
    llvm::Expected<std::string> loaded = remat::loadOpenMP(options.threadCount);
    if (!loaded)
      return reportError(llvm::toString(loaded.takeError()));
    libs.push_back(std::move(*loaded));
  }
  return success();
}

/// Links the object file of an object cache hit.
static LogicalResult loadCachedObject(const RunOptions &options,
                                      ArrayRef<std::string> libs,
                                      StringRef adapter,
                                      CompiledProgram &program) {
  StringRef path = program.cacheEntry->getObjectPath();
  auto loaded = remat::LoadedObject::load(path, libs);
  if (!loaded)
    return reportError("cannot load the cached object " + path + ": " +
                       llvm::toString(loaded.takeError()));
  program.loadedObject = std::move(*loaded);
  auto found = program.loadedObject->lookupPacked(adapter);
  if (!found)
    return reportError("no @" + options.entryName + " in the cached object " +
                       path + ": " + llvm::toString(found.takeError()));
  program.function = *found;
  return success();
}

/// JIT-compiles the lowered module, and stores the object in the object
/// cache on a miss.
static LogicalResult compileWithJIT(const RunOptions &options, ModuleOp module,
                                    ArrayRef<std::string> libs,
                                    StringRef adapter,
                                    CompiledProgram &program) {
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = options.transformer;
  auto targetMachine = remat::makeJITTargetMachine(options.jit);
  if (!targetMachine)
    return reportError("cannot create the JIT's target machine: " +
                       llvm::toString(targetMachine.takeError()));
  SmallVector<StringRef> libRefs(libs.begin(), libs.end());
  engineOptions.sharedLibPaths = libRefs;
  engineOptions.enableObjectDump = program.cacheEntry.has_value();
  auto engineOrError =
      ExecutionEngine::create(module, engineOptions, std::move(*targetMachine));
  if (!engineOrError)
    return reportError("JIT compilation failed: " +
                       llvm::toString(engineOrError.takeError()));
  program.engine = std::move(*engineOrError);
  if (!options.gpu)
    remat::registerAllocationHooks(*program.engine);
  else if (llvm::Error e = options.gpu->prepareEngine(*program.engine, module))
    return reportError("cannot prepare the GPU program: " +
                       llvm::toString(std::move(e)));

  // Look the function up (and so compile it) before allocating or timing
  // anything.
  auto found = program.engine->lookupPacked(adapter);
  if (!found) {
    // The JIT's message lists every symbol of the module; keep its head.
    std::string why = llvm::toString(found.takeError());
    if (why.size() > 300)
      why = why.substr(0, 300) + "...";
    return reportError("cannot compile @" + options.entryName + ": " + why);
  }
  program.function = *found;
  if (program.cacheEntry) {
    std::string temporary = program.cacheEntry->getTemporaryPath();
    if (std::error_code ec =
            llvm::sys::fs::create_directories(options.objectCacheDir))
      return reportError("cannot create --object-cache " +
                         options.objectCacheDir + ": " + ec.message());
    program.engine->dumpToObjectFile(temporary);
    if (llvm::Error e = program.cacheEntry->store(temporary, program.needs))
      return reportError(llvm::toString(std::move(e)));
  }
  return success();
}

LogicalResult remat::run::compileProgram(const RunOptions &options,
                                         const EntryFunction &entry,
                                         InputModule &input, const char *argv0,
                                         CompiledProgram &program) {
  // Compile time: lowering (when the module needs it) and JIT compilation.
  auto compileStart = std::chrono::steady_clock::now();
  double compileCpuStart = cpuMilliseconds();
  std::string adapter = "_mlir_ciface_" + options.entryName;

  if (failed(makeCacheEntry(options, input, argv0, program.cacheEntry)))
    return failure();
  program.cacheHit = program.cacheEntry && program.cacheEntry->exists();

  SmallVector<std::string> libs = {REMAT_MLIR_C_RUNNER_UTILS};
  for (const std::string &lib : options.sharedLibs)
    libs.push_back(lib);
  if (options.gpu)
    libs.push_back(options.gpu->getRuntimePath().str());
  if (program.cacheHit) {
    llvm::Expected<remat::CachedProgramNeeds> read =
        program.cacheEntry->readNeeds();
    if (!read)
      return reportError(llvm::toString(read.takeError()));
    program.needs = *read;
  } else {
    if (failed(lowerModule(options, entry, input)))
      return failure();
    program.needs.cblas = remat::callsCBLAS(*input.module);
    program.needs.openMP = remat::usesOpenMP(*input.module);
    program.lowerCpuMs = cpuMilliseconds() - compileCpuStart;
    program.lowerMs = millisecondsSince(compileStart);
  }
  if (failed(loadLibraries(options, program, libs)))
    return failure();
  if (program.cacheHit) {
    if (failed(loadCachedObject(options, libs, adapter, program)))
      return failure();
  } else if (failed(compileWithJIT(options, *input.module, libs, adapter,
                                   program))) {
    return failure();
  }
  program.compileCpuMs = cpuMilliseconds() - compileCpuStart;
  program.compileMs = millisecondsSince(compileStart);
  return success();
}

/// Allocates and fills argument `k` of type `type`: from --inputs, else the
/// generated values.
static LogicalResult makeArgument(const RunOptions &options,
                                  const EntryFunction &entry,
                                  ArrayRef<remat::NpyArray> inputArrays,
                                  unsigned k, RankedTensorType type,
                                  std::vector<ArgumentBuffer> &argumentData) {
  remat::GPUTarget *gpu = options.gpu.get();
  std::optional<int64_t> size = tensorBytes(type);
  // Whole 64-byte lines: aligned_alloc wants a multiple of the alignment.
  std::optional<int64_t> rounded =
      size ? remat::checkedAdd(std::max<int64_t>(64, *size), 63) : std::nullopt;
  void *data = nullptr;
  if (rounded)
    data = gpu ? gpu->allocateArgument(*rounded / 64 * 64)
               : std::aligned_alloc(64, *rounded / 64 * 64);
  if (!data)
    return reportError(
        llvm::formatv("cannot allocate {0} for argument {1} of @{2}",
                      size ? remat::formatBytes(*size) + " (" +
                                 std::to_string(*size) + " bytes)"
                           : std::string("more bytes than fit in 64 bits"),
                      k, options.entryName));
  argumentData.emplace_back(data, ArgumentDeleter{gpu});
  const std::string &name = entry.argNames[k];
  if (options.inputsFile.empty()) {
    remat::fillArgument(data, type.getElementType(), type.getNumElements(),
                        options.seed, k, entry.argBounds[k]);
  } else if (const remat::NpyArray *array =
                 remat::findArgumentArray(inputArrays, name, k)) {
    if (llvm::Error error = remat::copyToTensor(*array, type, data))
      return reportError("argument " + std::to_string(k) + " from " +
                         options.inputsFile + ": " +
                         llvm::toString(std::move(error)));
  } else {
    return reportError(llvm::formatv(
        "{0} has no array for argument {1}{2} (looked "
        "for {3}arg{1} and arr_{1})",
        options.inputsFile, k, name.empty() ? "" : " '" + name + "'",
        name.empty() ? "" : "'" + name + "', "));
  }
  if (gpu)
    gpu->prefetchArgument(data, *rounded / 64 * 64);
  return success();
}

LogicalResult remat::run::runProgram(const RunOptions &options,
                                     const EntryFunction &entry,
                                     ArrayRef<remat::NpyArray> inputArrays,
                                     const CompiledProgram &program,
                                     RunMeasurements &measurements) {
  remat::GPUTarget *gpu = options.gpu.get();
  FunctionType signature = entry.signature;
  // A failed allocation in the function is reported, naming its size.
  reportAllocationFailures(options, signature);

  // Arguments, owned here and not counted.
  std::vector<ArgumentBuffer> argumentData;
  std::vector<std::vector<int64_t>> descriptors;
  for (auto [k, t] : llvm::enumerate(signature.getInputs())) {
    auto type = cast<RankedTensorType>(t);
    if (failed(
            makeArgument(options, entry, inputArrays, k, type, argumentData)))
      return failure();
    std::vector<int64_t> desc(Descriptor::slots(type.getRank()), 0);
    desc[0] = desc[1] = reinterpret_cast<int64_t>(argumentData.back().get());
    int64_t stride = 1;
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      desc[3 + d] = type.getDimSize(d);
      desc[3 + type.getRank() + d] = stride;
      stride *= type.getDimSize(d);
    }
    descriptors.push_back(std::move(desc));
  }
  int64_t resultSlots = 0;
  for (Type t : signature.getResults())
    resultSlots += Descriptor::slots(cast<RankedTensorType>(t).getRank());
  std::vector<int64_t> resultBuffer(std::max<int64_t>(resultSlots, 1), 0);

  SmallVector<void *> pointers;
  void *resultPointer = resultBuffer.data();
  if (signature.getNumResults() > 0)
    pointers.push_back(resultPointer);
  for (auto &desc : descriptors)
    pointers.push_back(desc.data());
  SmallVector<void *> packed;
  for (void *&p : pointers)
    packed.push_back(&p);

  for (unsigned run = 0; run < options.repeat; ++run) {
    if (gpu) {
      gpu->resetAllocationStats();
      gpu->startTimer();
    } else {
      remat::resetAllocationStats();
    }
    auto start = std::chrono::steady_clock::now();
    double cpuStart = cpuMilliseconds();
    (*program.function)(packed.data());
    double cpuStop = cpuMilliseconds();
    auto stop = std::chrono::steady_clock::now();
    measurements.milliseconds.push_back(
        gpu ? gpu->stopTimer()
            : std::chrono::duration<double, std::milli>(stop - start).count());
    measurements.cpuMs.push_back(cpuStop - cpuStart);
    if (run == 0) {
      measurements.firstRun =
          gpu ? gpu->getAllocationStats() : remat::getAllocationStats();
      int64_t *slot = resultBuffer.data();
      for (Type t : signature.getResults()) {
        auto type = cast<RankedTensorType>(t);
        measurements.summaries.push_back(summarize(options, slot, type));
        slot += Descriptor::slots(type.getRank());
      }
    }
    // Results were allocated by the function: free each block once.
    SmallVector<void *> freed;
    int64_t *slot = resultBuffer.data();
    for (Type t : signature.getResults()) {
      void *allocated = reinterpret_cast<void *>(slot[0]);
      if (!llvm::is_contained(freed, allocated)) {
        if (gpu)
          gpu->freeResult(allocated);
        else
          remat::freeTrackedBlock(allocated);
        freed.push_back(allocated);
      }
      slot += Descriptor::slots(cast<RankedTensorType>(t).getRank());
    }
  }
  return success();
}
