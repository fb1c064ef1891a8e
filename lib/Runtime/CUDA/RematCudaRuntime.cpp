//===- RematCudaRuntime.cpp - mgpu* runtime over the CUDA driver API ------===//
//
// Implements the host functions that code lowered by remat-lower-to-nvvm
// calls (the ABI of MLIR 22's gpu-to-llvm and gpu.binary translation), plus
// the generic allocation functions of finalize-memref-to-llvm, backed by
// CUDA managed memory so that host-allocated buffers are visible to kernels
// and their bytes are counted like remat-run counts CPU allocations.
// Debian ships no libmlir_cuda_runtime.so; this replaces it for Remat.
//
// Every driver call is checked: a failed call prints the call, the CUDA
// error's name and message, gives back what the runtime holds (the run is
// abandoned: its buffers, the cached blocks, the loaded modules) and exits
// with status 1. A kernel that faults therefore ends the program at the
// next checked call instead of letting it carry on with garbage. The
// remat_cuda_* functions at the end are for remat-run: probing for a device
// without exiting, argument buffers outside the accounting, allocation
// statistics and CUDA-event timing.
//
//===----------------------------------------------------------------------===//
#include <cuda.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#define REMAT_CUDA_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// The error's name and message as the driver spells them.
void describe(CUresult result, const char **name, const char **message) {
  *name = nullptr;
  *message = nullptr;
  if (cuGetErrorName(result, name) != CUDA_SUCCESS || !*name)
    *name = "unknown CUDA error";
  if (cuGetErrorString(result, message) != CUDA_SUCCESS || !*message)
    *message = "no description";
}

void releaseAll();

[[noreturn]] void fail(CUresult result, const char *what,
                       const char *detail = nullptr) {
  const char *name, *message;
  describe(result, &name, &message);
  std::fprintf(stderr, "remat-cuda-runtime: error: %s failed: %s (%d): %s\n",
               what, name, static_cast<int>(result), message);
  if (detail && *detail)
    std::fprintf(stderr, "remat-cuda-runtime: %s\n", detail);
  std::fflush(stdout);
  std::fflush(stderr);
  releaseAll();
  std::exit(1);
}

void check(CUresult result, const char *what) {
  if (result != CUDA_SUCCESS)
    fail(result, what);
}
#define CHECK(call) check((call), #call)

[[noreturn]] void failRuntime(const char *message) {
  std::fprintf(stderr, "remat-cuda-runtime: error: %s\n", message);
  std::fflush(stdout);
  std::fflush(stderr);
  releaseAll();
  std::exit(1);
}

/// remat-run's handler for an allocation of the program that fails: it
/// names the value the size belongs to (a result of the entry) and exits.
void (*allocationFailureHandler)(uint64_t) = nullptr;

/// `bytes` as "4.0 TiB" (or "12 B").
void formatBytes(uint64_t bytes, char *out, size_t size) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  double value = static_cast<double>(bytes);
  unsigned unit = 0;
  while (value >= 1024.0 && unit + 1 < sizeof(units) / sizeof(units[0])) {
    value /= 1024.0;
    ++unit;
  }
  if (unit == 0)
    std::snprintf(out, size, "%llu B", static_cast<unsigned long long>(bytes));
  else
    std::snprintf(out, size, "%.1f %s", value, units[unit]);
}

/// A failed allocation of the program: the size, what it was for and the
/// driver's error, then remat-run's handler names the value; exits.
[[noreturn]] void failAllocation(CUresult result, const char *call,
                                 uint64_t size, const char *what) {
  const char *name, *message;
  describe(result, &name, &message);
  char human[32];
  formatBytes(size, human, sizeof(human));
  std::fprintf(stderr,
               "remat-cuda-runtime: error: cannot allocate %s (%llu bytes) "
               "for %s: %s failed: %s (%d): %s\n",
               human, static_cast<unsigned long long>(size), what, call, name,
               static_cast<int>(result), message);
  std::fflush(stdout);
  std::fflush(stderr);
  releaseAll();
  if (allocationFailureHandler)
    allocationFailureHandler(size);
  std::exit(1);
}

CUcontext context = nullptr;
CUdevice device = 0;
int32_t defaultDevice = 0;

/// Retains the primary context of the default device on first use.
void ensureContext() {
  if (!context) {
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, defaultDevice));
    CHECK(cuDevicePrimaryCtxRetain(&context, device));
  }
  CHECK(cuCtxSetCurrent(context));
}

CUdeviceptr toDevice(void *p) {
  return static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(p));
}
void *toHost(CUdeviceptr p) {
  return reinterpret_cast<void *>(static_cast<uintptr_t>(p));
}

/// Allocation accounting, as on the CPU (remat/Runner/AllocationTracker.h).
/// Sizes live here rather than in a header in front of each block, so that
/// the host never touches a buffer: managed pages are then first touched,
/// and placed, on the device.
struct Stats {
  int64_t liveBytes = 0, peakBytes = 0, allocations = 0, frees = 0;
} stats;
std::mutex statsMutex;

struct Block {
  uint64_t size;
  bool managed;
};
std::unordered_map<uintptr_t, Block> &liveBlocks() {
  static std::unordered_map<uintptr_t, Block> blocks;
  return blocks;
}

/// Freed blocks by (size, managed), reused by the next request of the same
/// size: a repeated run then allocates no new memory, and its time holds no
/// page faults of first touches (the first run pays them). The program's
/// live bytes are what is counted, as on the CPU, not what the cache holds.
struct BlockCache {
  std::unordered_map<uint64_t, std::vector<uintptr_t>> blocks;

  /// Gives every cached block back to the driver.
  void release() {
    for (auto &entry : blocks)
      for (uintptr_t block : entry.second)
        (void)cuMemFree(static_cast<CUdeviceptr>(block));
    blocks.clear();
  }
  /// At exit or unload the cached blocks are no one's: they go back to the
  /// driver (a driver already shut down refuses, harmlessly). Blocks still
  /// live then are the program's leaks, and stay visible as such.
  ~BlockCache() { release(); }
};
BlockCache &blockCache() {
  static BlockCache cache;
  return cache;
}
std::unordered_map<uint64_t, std::vector<uintptr_t>> &cachedBlocks() {
  return blockCache().blocks;
}

/// The modules loaded and not yet unloaded (the program's destructors
/// unload them at the end of a run that completes).
std::unordered_set<CUmodule> &loadedModules() {
  static std::unordered_set<CUmodule> modules;
  return modules;
}

/// remat-run's argument buffers not yet freed (remat_cuda_free_argument).
std::unordered_set<uintptr_t> &argumentBlocks() {
  static std::unordered_set<uintptr_t> arguments;
  return arguments;
}
uint64_t cacheKey(uint64_t size, bool managed) {
  return size * 2 + (managed ? 1 : 0);
}

/// `what` names the allocation in an error (the size is added).
void *countedAlloc(uint64_t size, bool managed, const char *what) {
  ensureContext();
  CUdeviceptr ptr = 0;
  {
    std::lock_guard<std::mutex> lock(statsMutex);
    auto cached = cachedBlocks().find(cacheKey(size, managed));
    if (cached != cachedBlocks().end() && !cached->second.empty()) {
      ptr = cached->second.back();
      cached->second.pop_back();
    }
  }
  if (!ptr) {
    uint64_t bytes = std::max<uint64_t>(size, 1);
    if (managed) {
      if (CUresult r = cuMemAllocManaged(&ptr, bytes, CU_MEM_ATTACH_GLOBAL);
          r != CUDA_SUCCESS)
        failAllocation(r, "cuMemAllocManaged", size, what);
    } else if (CUresult r = cuMemAlloc(&ptr, bytes); r != CUDA_SUCCESS) {
      failAllocation(r, "cuMemAlloc", size, what);
    }
  }
  std::lock_guard<std::mutex> lock(statsMutex);
  liveBlocks()[static_cast<uintptr_t>(ptr)] = {size, managed};
  stats.liveBytes += static_cast<int64_t>(size);
  stats.peakBytes = std::max(stats.peakBytes, stats.liveBytes);
  ++stats.allocations;
  return toHost(ptr);
}

/// Returns a block handed out by countedAlloc to the cache; returns false
/// (and does nothing) for any other pointer.
bool countedFree(void *ptr) {
  std::lock_guard<std::mutex> lock(statsMutex);
  auto it = liveBlocks().find(reinterpret_cast<uintptr_t>(ptr));
  if (it == liveBlocks().end())
    return false;
  stats.liveBytes -= static_cast<int64_t>(it->second.size);
  ++stats.frees;
  cachedBlocks()[cacheKey(it->second.size, it->second.managed)].push_back(
      it->first);
  liveBlocks().erase(it);
  return true;
}

CUevent timerStart = nullptr, timerStop = nullptr;

/// Before exiting on an error in the middle of a run: the program never
/// reaches its frees or its module destructors, so the runtime gives back
/// what it holds for it (its live and cached blocks, its modules, the
/// timer's events), and remat-run's arguments, whose owners are frames
/// that never return. Driver errors are ignored: the process is ending on
/// an error already reported.
void releaseAll() {
  {
    std::lock_guard<std::mutex> lock(statsMutex);
    for (auto &entry : liveBlocks())
      (void)cuMemFree(static_cast<CUdeviceptr>(entry.first));
    liveBlocks().clear();
    stats.liveBytes = 0;
    blockCache().release();
  }
  for (uintptr_t argument : argumentBlocks())
    (void)cuMemFree(static_cast<CUdeviceptr>(argument));
  argumentBlocks().clear();
  for (CUmodule module : loadedModules())
    (void)cuModuleUnload(module);
  loadedModules().clear();
  for (CUevent *event : {&timerStart, &timerStop})
    if (*event) {
      (void)cuEventDestroy(*event);
      *event = nullptr;
    }
}

} // namespace

REMAT_CUDA_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  defaultDevice = device;
}

REMAT_CUDA_EXPORT void *mgpuModuleLoad(void *data, int64_t /*size*/) {
  ensureContext();
  CUmodule module = nullptr;
  CHECK(cuModuleLoadData(&module, data));
  loadedModules().insert(module);
  return module;
}

REMAT_CUDA_EXPORT void *mgpuModuleLoadJIT(void *ptx, int32_t optLevel) {
  ensureContext();
  CUmodule module = nullptr;
  char log[8192] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log)),
                    reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  CUresult result = cuModuleLoadDataEx(&module, ptx, 3, options, values);
  if (result != CUDA_SUCCESS)
    fail(result, "cuModuleLoadDataEx (PTX JIT)", log);
  loadedModules().insert(module);
  return module;
}

REMAT_CUDA_EXPORT void mgpuModuleUnload(void *module) {
  loadedModules().erase(static_cast<CUmodule>(module));
  CHECK(cuModuleUnload(static_cast<CUmodule>(module)));
}

REMAT_CUDA_EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  CUfunction function = nullptr;
  CUresult result =
      cuModuleGetFunction(&function, static_cast<CUmodule>(module), name);
  if (result != CUDA_SUCCESS) {
    char detail[512];
    std::snprintf(detail, sizeof(detail), "kernel: %s", name);
    fail(result, "cuModuleGetFunction", detail);
  }
  return function;
}

REMAT_CUDA_EXPORT void mgpuLaunchKernel(void *function, int64_t gridX,
                                        int64_t gridY, int64_t gridZ,
                                        int64_t blockX, int64_t blockY,
                                        int64_t blockZ, int32_t sharedBytes,
                                        void *stream, void **params,
                                        void **extra, int64_t /*paramsCount*/) {
  ensureContext();
  CHECK(cuLaunchKernel(static_cast<CUfunction>(function), gridX, gridY, gridZ,
                       blockX, blockY, blockZ, sharedBytes,
                       static_cast<CUstream>(stream), params, extra));
}

REMAT_CUDA_EXPORT void *mgpuStreamCreate() {
  ensureContext();
  CUstream stream = nullptr;
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

REMAT_CUDA_EXPORT void mgpuStreamDestroy(void *stream) {
  CHECK(cuStreamDestroy(static_cast<CUstream>(stream)));
}

/// Where a kernel's fault surfaces: the launch itself is asynchronous.
REMAT_CUDA_EXPORT void mgpuStreamSynchronize(void *stream) {
  CHECK(cuStreamSynchronize(static_cast<CUstream>(stream)));
}

REMAT_CUDA_EXPORT void mgpuStreamWaitEvent(void *stream, void *event) {
  CHECK(cuStreamWaitEvent(static_cast<CUstream>(stream),
                          static_cast<CUevent>(event), 0));
}

REMAT_CUDA_EXPORT void *mgpuEventCreate() {
  ensureContext();
  CUevent event = nullptr;
  CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

REMAT_CUDA_EXPORT void mgpuEventDestroy(void *event) {
  CHECK(cuEventDestroy(static_cast<CUevent>(event)));
}

REMAT_CUDA_EXPORT void mgpuEventSynchronize(void *event) {
  CHECK(cuEventSynchronize(static_cast<CUevent>(event)));
}

REMAT_CUDA_EXPORT void mgpuEventRecord(void *event, void *stream) {
  CHECK(cuEventRecord(static_cast<CUevent>(event),
                      static_cast<CUstream>(stream)));
}

/// gpu.alloc: counted like the host's allocations (both are the program's
/// device memory).
REMAT_CUDA_EXPORT void *mgpuMemAlloc(uint64_t bytes, void * /*stream*/,
                                     bool hostShared) {
  return countedAlloc(bytes, hostShared,
                      hostShared ? "a gpu.alloc host_shared buffer"
                                 : "a gpu.alloc device buffer");
}

REMAT_CUDA_EXPORT void mgpuMemFree(void *ptr, void * /*stream*/) {
  if (!ptr)
    return;
  if (!countedFree(ptr))
    CHECK(cuMemFree(toDevice(ptr)));
}

REMAT_CUDA_EXPORT void mgpuMemcpy(void *dst, void *src, uint64_t bytes,
                                  void *stream) {
  CHECK(cuMemcpyAsync(toDevice(dst), toDevice(src), bytes,
                      static_cast<CUstream>(stream)));
}

REMAT_CUDA_EXPORT void mgpuMemset32(void *dst, uint32_t value, uint64_t count,
                                    void *stream) {
  CHECK(cuMemsetD32Async(toDevice(dst), value, count,
                         static_cast<CUstream>(stream)));
}

REMAT_CUDA_EXPORT void mgpuMemset16(void *dst, uint16_t value, uint64_t count,
                                    void *stream) {
  CHECK(cuMemsetD16Async(toDevice(dst), value, count,
                         static_cast<CUstream>(stream)));
}

//===----------------------------------------------------------------------===//
// Allocation of memrefs by host code: managed memory, counted.
//===----------------------------------------------------------------------===//

/// cuMemAllocManaged aligns every block to at least 256 bytes.
constexpr uint64_t kManagedAlignment = 256;

REMAT_CUDA_EXPORT void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment,
                                                           uint64_t size) {
  if (alignment > kManagedAlignment) {
    char message[128];
    std::snprintf(message, sizeof(message),
                  "an allocation asks for alignment %llu; managed memory "
                  "gives %llu",
                  static_cast<unsigned long long>(alignment),
                  static_cast<unsigned long long>(kManagedAlignment));
    failRuntime(message);
  }
  return countedAlloc(size, /*managed=*/true, "a buffer of the program");
}

REMAT_CUDA_EXPORT void *_mlir_memref_to_llvm_alloc(uint64_t size) {
  return countedAlloc(size, /*managed=*/true, "a buffer of the program");
}

REMAT_CUDA_EXPORT void _mlir_memref_to_llvm_free(void *ptr) {
  if (!ptr)
    return;
  if (!countedFree(ptr))
    failRuntime("_mlir_memref_to_llvm_free of a pointer that the runtime did "
                "not allocate");
}

//===----------------------------------------------------------------------===//
// For remat-run.
//===----------------------------------------------------------------------===//

/// Whether a device is usable, without exiting: returns the number of
/// devices (at least 1) and prints the first one's name into `name`, or
/// returns 0 with the reason in `why`.
REMAT_CUDA_EXPORT int32_t remat_cuda_probe(char *name, int64_t nameSize,
                                           char *why, int64_t whySize) {
  auto explain = [&](CUresult result, const char *call) {
    const char *errorName, *message;
    describe(result, &errorName, &message);
    std::snprintf(why, whySize, "%s: %s: %s", call, errorName, message);
    return 0;
  };
  if (CUresult r = cuInit(0); r != CUDA_SUCCESS)
    return explain(r, "cuInit");
  int count = 0;
  if (CUresult r = cuDeviceGetCount(&count); r != CUDA_SUCCESS)
    return explain(r, "cuDeviceGetCount");
  if (count <= 0) {
    std::snprintf(why, whySize, "cuDeviceGetCount reports no device");
    return 0;
  }
  if (defaultDevice >= count) {
    std::snprintf(why, whySize, "device %d asked for, %d present",
                  defaultDevice, count);
    return 0;
  }
  CUdevice probed;
  if (CUresult r = cuDeviceGet(&probed, defaultDevice); r != CUDA_SUCCESS)
    return explain(r, "cuDeviceGet");
  if (CUresult r = cuDeviceGetName(name, static_cast<int>(nameSize), probed);
      r != CUDA_SUCCESS)
    return explain(r, "cuDeviceGetName");
  return count;
}

/// Argument buffers: managed memory outside the accounting, filled by the
/// host, then moved to the device once (remat_cuda_prefetch_argument).
/// Null when the driver has no memory for it (the driver's error printed):
/// remat-run names the argument.
REMAT_CUDA_EXPORT void *remat_cuda_alloc_argument(uint64_t bytes) {
  ensureContext();
  CUdeviceptr ptr = 0;
  if (CUresult r = cuMemAllocManaged(&ptr, std::max<uint64_t>(bytes, 1),
                                     CU_MEM_ATTACH_GLOBAL);
      r != CUDA_SUCCESS) {
    const char *name, *message;
    describe(r, &name, &message);
    std::fprintf(stderr,
                 "remat-cuda-runtime: cuMemAllocManaged of %llu bytes "
                 "failed: %s (%d): %s\n",
                 static_cast<unsigned long long>(bytes), name,
                 static_cast<int>(r), message);
    return nullptr;
  }
  argumentBlocks().insert(static_cast<uintptr_t>(ptr));
  return toHost(ptr);
}

/// Called with the size of an allocation of the program that fails, after
/// the driver's error is printed; it is expected not to return.
REMAT_CUDA_EXPORT void
remat_cuda_set_allocation_failure_handler(void (*handler)(uint64_t)) {
  allocationFailureHandler = handler;
}

REMAT_CUDA_EXPORT void remat_cuda_prefetch_argument(void *ptr, uint64_t bytes) {
  ensureContext();
  CUmemLocation location = {};
  location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  location.id = device;
  CHECK(cuMemPrefetchAsync(toDevice(ptr), bytes, location, 0, nullptr));
  CHECK(cuCtxSynchronize());
}

REMAT_CUDA_EXPORT void remat_cuda_free_argument(void *ptr) {
  argumentBlocks().erase(reinterpret_cast<uintptr_t>(ptr));
  CHECK(cuMemFree(toDevice(ptr)));
}

/// Makes host memory (the program's constant globals) readable by kernels
/// at the same address: nothing to do where the device reads pageable host
/// memory (HMM, ATS), else the pages are locked and mapped. `ptr` and
/// `bytes` cover whole pages.
REMAT_CUDA_EXPORT void remat_cuda_map_host_memory(void *ptr, uint64_t bytes) {
  ensureContext();
  int pageable = 0;
  CHECK(cuDeviceGetAttribute(
      &pageable, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS, device));
  if (pageable)
    return;
  CHECK(cuMemHostRegister(
      ptr, bytes, CU_MEMHOSTREGISTER_PORTABLE | CU_MEMHOSTREGISTER_DEVICEMAP));
}

/// Frees a result block if the program allocated it (a result may also be
/// a constant global); the host has read it by then.
REMAT_CUDA_EXPORT void remat_cuda_free_result(void *ptr) {
  if (ptr)
    countedFree(ptr);
}

/// Bytes held now, the peak and the allocation count since the last reset.
REMAT_CUDA_EXPORT void remat_cuda_allocation_stats(int64_t *liveBytes,
                                                   int64_t *peakBytes,
                                                   int64_t *allocations) {
  std::lock_guard<std::mutex> lock(statsMutex);
  *liveBytes = stats.liveBytes;
  *peakBytes = stats.peakBytes;
  *allocations = stats.allocations;
}

REMAT_CUDA_EXPORT void remat_cuda_reset_allocation_stats() {
  std::lock_guard<std::mutex> lock(statsMutex);
  stats.peakBytes = stats.liveBytes;
  stats.allocations = 0;
  stats.frees = 0;
}

/// Times one run with CUDA events on the legacy default stream. The lowered
/// code launches on streams of its own and synchronizes each launch before
/// returning, so the stop event, recorded after the call returns, follows
/// every kernel of the run.
REMAT_CUDA_EXPORT void remat_cuda_timer_start() {
  ensureContext();
  if (!timerStart) {
    CHECK(cuEventCreate(&timerStart, CU_EVENT_DEFAULT));
    CHECK(cuEventCreate(&timerStop, CU_EVENT_DEFAULT));
  }
  CHECK(cuCtxSynchronize());
  CHECK(cuEventRecord(timerStart, nullptr));
}

REMAT_CUDA_EXPORT double remat_cuda_timer_stop() {
  CHECK(cuCtxSynchronize());
  CHECK(cuEventRecord(timerStop, nullptr));
  CHECK(cuEventSynchronize(timerStop));
  float milliseconds = 0;
  CHECK(cuEventElapsedTime(&milliseconds, timerStart, timerStop));
  return milliseconds;
}
