//===- CudaStub.cpp - a fake CUDA driver for testing the runtime ----------===//
//
// Test-only: a libcuda.so.1 that implements the driver functions the Remat
// CUDA runtime calls, on the host, so that the runtime and remat-run's GPU
// path run on machines without a GPU. Kernels are not executed (launches are
// recorded, results are whatever the buffers hold: zeros), so a run through
// the stub tests the plumbing, the allocation accounting and the error
// paths, not numerics. Controlled by the environment:
//
//   REMAT_CUDA_STUB_DEVICES=N        devices reported (default 1)
//   REMAT_CUDA_STUB_FAIL=NAME[:CODE[:NTH]]
//       the NTH call (default: every call) of driver function NAME (e.g.
//       cuLaunchKernel, cuMemAllocManaged) returns CUresult CODE (default
//       999, CUDA_ERROR_UNKNOWN); CODE must lie in CUresult's range of
//       values, 0 to 1023 (a value beyond it is undefined behaviour, which
//       UBSan reports), else the stub exits with status 2
//   REMAT_CUDA_STUB_TRACE=1          prints modules loaded and launches
//   REMAT_CUDA_STUB_LEAKS=1          prints, when the process ends, how many
//                                    memory blocks and modules were never
//                                    given back (cuMemFree, cuModuleUnload)
//
// Tests point the dynamic loader at it with LD_LIBRARY_PATH.
//
//===----------------------------------------------------------------------===//
#include <cuda.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

#define STUB_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

struct Injection {
  std::string function;
  CUresult code = CUDA_ERROR_UNKNOWN;
  long nth = 0; // 0: every call
  std::map<std::string, long> calls;

  Injection() {
    const char *spec = std::getenv("REMAT_CUDA_STUB_FAIL");
    if (!spec)
      return;
    std::string s = spec;
    size_t colon = s.find(':');
    function = s.substr(0, colon);
    if (colon == std::string::npos)
      return;
    std::string rest = s.substr(colon + 1);
    long value = std::atol(rest.c_str());
    if (value < 0 || value > 1023) {
      std::fprintf(stderr,
                   "cuda-stub: REMAT_CUDA_STUB_FAIL code %ld is outside "
                   "CUresult's range (0 to 1023)\n",
                   value);
      std::exit(2);
    }
    code = static_cast<CUresult>(value);
    size_t second = rest.find(':');
    if (second != std::string::npos)
      nth = std::atol(rest.c_str() + second + 1);
  }

  /// Whether this call of `name` is the one to fail.
  bool fails(const char *name) {
    if (function != name)
      return false;
    long n = ++calls[name];
    return nth == 0 || n == nth;
  }
};

Injection &injection() {
  static Injection i;
  return i;
}

bool tracing() {
  static const bool on = std::getenv("REMAT_CUDA_STUB_TRACE") != nullptr;
  return on;
}

int deviceCount() {
  const char *n = std::getenv("REMAT_CUDA_STUB_DEVICES");
  return n ? std::atoi(n) : 1;
}

struct ErrorText {
  CUresult code;
  const char *name, *message;
};
constexpr ErrorText kErrors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE",
     "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX",
     "a PTX JIT compilation failed"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "an illegal memory access was encountered"},
    {CUDA_ERROR_LAUNCH_FAILED, "CUDA_ERROR_LAUNCH_FAILED",
     "unspecified launch failure"},
    {CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

#define STUB_ENTER(name)                                                       \
  if (injection().fails(name))                                                 \
  return injection().code

struct Function {
  std::string name;
};
/// A loaded image. It owns its function handles, as the driver's modules
/// do: cuModuleGetFunction of one name returns one handle, valid until
/// cuModuleUnload.
struct Module {
  std::string target;
  std::map<std::string, Function> functions;
};

/// Blocks and modules handed out and not given back yet. Plain integers:
/// they outlive every C++ static destructor, so the count printed at the end
/// includes what the runtime releases there.
long outstandingBlocks = 0, outstandingModules = 0;

/// Runs after exit()'s handlers and every static destructor (the runtime's
/// included), when the dynamic loader unloads the stub; not after _Exit.
__attribute__((destructor)) void reportOutstanding() {
  if (std::getenv("REMAT_CUDA_STUB_LEAKS"))
    std::fprintf(stderr,
                 "cuda-stub: at exit: %ld blocks and %ld modules not freed\n",
                 outstandingBlocks, outstandingModules);
}

void *hostAlloc(size_t bytes) {
  // Zeroed, so that a run through the stub is deterministic.
  void *p = std::aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (p) {
    std::memset(p, 0, (bytes + 255) / 256 * 256);
    ++outstandingBlocks;
  }
  return p;
}

Module *loadModule(const void *image) {
  auto *module = new Module;
  ++outstandingModules;
  const char *text = static_cast<const char *>(image);
  // PTX is text with a `.target sm_XX` line; a cubin is an ELF file.
  if (std::strncmp(text,
                   "\x7f"
                   "ELF",
                   4) == 0) {
    module->target = "cubin";
  } else if (const char *t = std::strstr(text, ".target ")) {
    const char *end = t + 8;
    while (*end && *end != '\n' && *end != ',' && *end != ' ')
      ++end;
    module->target = "PTX " + std::string(t + 8, end);
  } else {
    module->target = "unknown image";
  }
  if (tracing()) {
    int entries = 0;
    if (module->target.rfind("PTX", 0) == 0)
      for (const char *p = text; (p = std::strstr(p, ".entry ")); ++p)
        ++entries;
    // Static shared memory: `.shared .align A .b8 NAME[BYTES];`.
    long shared = 0;
    if (module->target.rfind("PTX", 0) == 0)
      for (const char *p = text; (p = std::strstr(p, ".shared .align ")); ++p)
        if (const char *open = std::strchr(p, '['))
          if (open < std::strchr(p, '\n'))
            shared += std::atol(open + 1);
    std::fprintf(stderr, "cuda-stub: module loaded: %s, %d kernels",
                 module->target.c_str(), entries);
    if (shared)
      std::fprintf(stderr, ", %ld bytes shared", shared);
    std::fprintf(stderr, "\n");
  }
  return module;
}

} // namespace

STUB_EXPORT CUresult cuGetErrorName(CUresult error, const char **name) {
  for (const ErrorText &e : kErrors)
    if (e.code == error) {
      *name = e.name;
      return CUDA_SUCCESS;
    }
  *name = nullptr;
  return CUDA_ERROR_INVALID_VALUE;
}

STUB_EXPORT CUresult cuGetErrorString(CUresult error, const char **message) {
  for (const ErrorText &e : kErrors)
    if (e.code == error) {
      *message = e.message;
      return CUDA_SUCCESS;
    }
  *message = nullptr;
  return CUDA_ERROR_INVALID_VALUE;
}

STUB_EXPORT CUresult cuInit(unsigned int) {
  STUB_ENTER("cuInit");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuDeviceGetCount(int *count) {
  STUB_ENTER("cuDeviceGetCount");
  *count = deviceCount();
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  STUB_ENTER("cuDeviceGet");
  if (ordinal < 0 || ordinal >= deviceCount())
    return CUDA_ERROR_INVALID_DEVICE;
  *device = ordinal;
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuDeviceGetName(char *name, int length, CUdevice) {
  STUB_ENTER("cuDeviceGetName");
  std::snprintf(name, length, "Remat CUDA stub");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice) {
  STUB_ENTER("cuDevicePrimaryCtxRetain");
  static int token;
  *context = reinterpret_cast<CUcontext>(&token);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuCtxSetCurrent(CUcontext) {
  STUB_ENTER("cuCtxSetCurrent");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuCtxSynchronize() {
  STUB_ENTER("cuCtxSynchronize");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  STUB_ENTER("cuModuleLoadData");
  *module = reinterpret_cast<CUmodule>(loadModule(image));
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuModuleLoadDataEx(CUmodule *module, const void *image,
                                        unsigned int count,
                                        CUjit_option *options, void **values) {
  if (injection().fails("cuModuleLoadDataEx")) {
    // The driver explains a JIT failure in the error log buffer.
    for (unsigned i = 0; i < count; ++i)
      if (options[i] == CU_JIT_ERROR_LOG_BUFFER)
        std::snprintf(static_cast<char *>(values[i]), 64,
                      "ptxas fatal: injected by the CUDA stub");
    return injection().code;
  }
  *module = reinterpret_cast<CUmodule>(loadModule(image));
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuModuleUnload(CUmodule module) {
  STUB_ENTER("cuModuleUnload");
  delete reinterpret_cast<Module *>(module);
  --outstandingModules;
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                                         const char *name) {
  STUB_ENTER("cuModuleGetFunction");
  Function &f = reinterpret_cast<Module *>(module)->functions[name];
  f.name = name;
  *function = reinterpret_cast<CUfunction>(&f);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuLaunchKernel(CUfunction function, unsigned gridX,
                                    unsigned gridY, unsigned gridZ,
                                    unsigned blockX, unsigned blockY,
                                    unsigned blockZ, unsigned, CUstream,
                                    void **, void **) {
  STUB_ENTER("cuLaunchKernel");
  if (tracing())
    std::fprintf(stderr, "cuda-stub: launch %s grid %ux%ux%u block %ux%ux%u\n",
                 reinterpret_cast<Function *>(function)->name.c_str(), gridX,
                 gridY, gridZ, blockX, blockY, blockZ);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuStreamCreate(CUstream *stream, unsigned int) {
  STUB_ENTER("cuStreamCreate");
  static int token;
  *stream = reinterpret_cast<CUstream>(&token);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuStreamDestroy(CUstream) {
  STUB_ENTER("cuStreamDestroy");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuStreamSynchronize(CUstream) {
  STUB_ENTER("cuStreamSynchronize");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned int) {
  STUB_ENTER("cuStreamWaitEvent");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuEventCreate(CUevent *event, unsigned int) {
  STUB_ENTER("cuEventCreate");
  *event = reinterpret_cast<CUevent>(new double(0));
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuEventDestroy(CUevent event) {
  STUB_ENTER("cuEventDestroy");
  delete reinterpret_cast<double *>(event);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuEventRecord(CUevent event, CUstream) {
  STUB_ENTER("cuEventRecord");
  *reinterpret_cast<double *>(event) =
      std::chrono::duration<double, std::milli>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count();
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuEventSynchronize(CUevent) {
  STUB_ENTER("cuEventSynchronize");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuEventElapsedTime(float *milliseconds, CUevent start,
                                        CUevent stop) {
  STUB_ENTER("cuEventElapsedTime");
  *milliseconds = static_cast<float>(*reinterpret_cast<double *>(stop) -
                                     *reinterpret_cast<double *>(start));
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemAllocManaged(CUdeviceptr *ptr, size_t bytes,
                                       unsigned int) {
  STUB_ENTER("cuMemAllocManaged");
  void *p = hostAlloc(bytes);
  if (!p)
    return CUDA_ERROR_OUT_OF_MEMORY;
  if (tracing())
    std::fprintf(stderr, "cuda-stub: managed allocation of %zu bytes\n", bytes);
  *ptr = reinterpret_cast<uintptr_t>(p);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemAlloc(CUdeviceptr *ptr, size_t bytes) {
  STUB_ENTER("cuMemAlloc");
  void *p = hostAlloc(bytes);
  if (!p)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *ptr = reinterpret_cast<uintptr_t>(p);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemFree(CUdeviceptr ptr) {
  STUB_ENTER("cuMemFree");
  if (ptr)
    --outstandingBlocks;
  std::free(reinterpret_cast<void *>(ptr));
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemPrefetchAsync(CUdeviceptr, size_t, CUmemLocation,
                                        unsigned int, CUstream) {
  STUB_ENTER("cuMemPrefetchAsync");
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src,
                                   size_t bytes, CUstream) {
  STUB_ENTER("cuMemcpyAsync");
  std::memmove(reinterpret_cast<void *>(dst), reinterpret_cast<void *>(src),
               bytes);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned int value,
                                      size_t count, CUstream) {
  STUB_ENTER("cuMemsetD32Async");
  auto *p = reinterpret_cast<uint32_t *>(dst);
  for (size_t i = 0; i < count; ++i)
    p[i] = value;
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value,
                                      size_t count, CUstream) {
  STUB_ENTER("cuMemsetD16Async");
  auto *p = reinterpret_cast<uint16_t *>(dst);
  for (size_t i = 0; i < count; ++i)
    p[i] = value;
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuDeviceGetAttribute(int *value, CUdevice_attribute,
                                          CUdevice) {
  STUB_ENTER("cuDeviceGetAttribute");
  // No attribute is supported: in particular no pageable memory access, so
  // constants take the cuMemHostRegister path.
  *value = 0;
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuMemHostRegister(void *, size_t bytes, unsigned int) {
  STUB_ENTER("cuMemHostRegister");
  if (tracing())
    std::fprintf(stderr, "cuda-stub: host memory mapped: %zu bytes\n", bytes);
  return CUDA_SUCCESS;
}

STUB_EXPORT CUresult cuDriverGetVersion(int *version) {
  STUB_ENTER("cuDriverGetVersion");
  *version = CUDA_VERSION;
  return CUDA_SUCCESS;
}
