//===- RematCudaRuntime.cpp - mgpu* runtime over the CUDA driver API ------===//
//
// Implements the host functions that code lowered by remat-lower-to-nvvm
// calls (the ABI of MLIR 22's gpu-to-llvm and gpu.binary translation), plus
// the generic allocation functions of finalize-memref-to-llvm, backed by
// CUDA managed memory so that host-allocated buffers are visible to kernels
// and their bytes are counted like remat-run counts CPU allocations.
// Debian ships no libmlir_cuda_runtime.so; this replaces it for Remat.
//
//===----------------------------------------------------------------------===//
#include <cuda.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define REMAT_CUDA_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

void check(CUresult result, const char *what) {
  if (result == CUDA_SUCCESS)
    return;
  const char *name = nullptr;
  cuGetErrorName(result, &name);
  std::fprintf(stderr, "remat-cuda-runtime: %s failed: %s\n", what,
               name ? name : "unknown error");
}
#define CHECK(call) check((call), #call)

CUcontext context = nullptr;
int32_t defaultDevice = 0;

/// Retains the primary context of the default device on first use.
void ensureContext() {
  if (!context) {
    CUdevice device;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, defaultDevice));
    CHECK(cuDevicePrimaryCtxRetain(&context, device));
  }
  CHECK(cuCtxSetCurrent(context));
}

CUdeviceptr toDevice(void *p) {
  return static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(p));
}

/// Allocation accounting, as on the CPU (remat/Runner/AllocationTracker.h).
struct Stats {
  int64_t liveBytes = 0, peakBytes = 0, allocations = 0, frees = 0;
} stats;

/// Managed blocks carry their size in front: 256 bytes keep the alignment
/// cuMemAllocManaged gives.
constexpr uint64_t kHeader = 256;

} // namespace

REMAT_CUDA_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  defaultDevice = device;
}

REMAT_CUDA_EXPORT void *mgpuModuleLoad(void *data, int64_t /*size*/) {
  ensureContext();
  CUmodule module = nullptr;
  CHECK(cuModuleLoadData(&module, data));
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
    std::fprintf(stderr, "remat-cuda-runtime: PTX JIT failed: %s\n", log);
  return module;
}

REMAT_CUDA_EXPORT void mgpuModuleUnload(void *module) {
  CHECK(cuModuleUnload(static_cast<CUmodule>(module)));
}

REMAT_CUDA_EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  CUfunction function = nullptr;
  CHECK(cuModuleGetFunction(&function, static_cast<CUmodule>(module), name));
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

REMAT_CUDA_EXPORT void *mgpuMemAlloc(uint64_t bytes, void *stream,
                                     bool hostShared) {
  ensureContext();
  CUdeviceptr ptr = 0;
  uint64_t size = std::max<uint64_t>(bytes, 1);
  if (hostShared)
    CHECK(cuMemAllocManaged(&ptr, size, CU_MEM_ATTACH_GLOBAL));
  else
    CHECK(cuMemAlloc(&ptr, size));
  (void)stream;
  return reinterpret_cast<void *>(static_cast<uintptr_t>(ptr));
}

REMAT_CUDA_EXPORT void mgpuMemFree(void *ptr, void * /*stream*/) {
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

REMAT_CUDA_EXPORT void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment,
                                                           uint64_t size) {
  if (alignment > kHeader) {
    std::fprintf(stderr, "remat-cuda-runtime: alignment %llu > %llu\n",
                 static_cast<unsigned long long>(alignment),
                 static_cast<unsigned long long>(kHeader));
    return nullptr;
  }
  ensureContext();
  CUdeviceptr base = 0;
  CHECK(cuMemAllocManaged(&base, size + kHeader, CU_MEM_ATTACH_GLOBAL));
  if (!base)
    return nullptr;
  *reinterpret_cast<uint64_t *>(static_cast<uintptr_t>(base)) = size;
  stats.liveBytes += static_cast<int64_t>(size);
  stats.peakBytes = std::max(stats.peakBytes, stats.liveBytes);
  ++stats.allocations;
  return reinterpret_cast<void *>(static_cast<uintptr_t>(base + kHeader));
}

REMAT_CUDA_EXPORT void *_mlir_memref_to_llvm_alloc(uint64_t size) {
  return _mlir_memref_to_llvm_aligned_alloc(16, size);
}

REMAT_CUDA_EXPORT void _mlir_memref_to_llvm_free(void *ptr) {
  if (!ptr)
    return;
  CUdeviceptr base = toDevice(ptr) - kHeader;
  stats.liveBytes -= static_cast<int64_t>(
      *reinterpret_cast<uint64_t *>(static_cast<uintptr_t>(base)));
  ++stats.frees;
  CHECK(cuMemFree(base));
}

/// For remat-run: bytes held now, the peak and the allocation count since
/// the last reset.
REMAT_CUDA_EXPORT void remat_cuda_allocation_stats(int64_t *liveBytes,
                                                   int64_t *peakBytes,
                                                   int64_t *allocations) {
  *liveBytes = stats.liveBytes;
  *peakBytes = stats.peakBytes;
  *allocations = stats.allocations;
}

REMAT_CUDA_EXPORT void remat_cuda_reset_allocation_stats() {
  stats.peakBytes = stats.liveBytes;
  stats.allocations = 0;
  stats.frees = 0;
}
