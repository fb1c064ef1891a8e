//===- GPUTarget.cpp - remat-run's GPU path (--target=gpu) ----------------===//
#include "GPUTarget.h"

#include "remat/Pipelines/Pipelines.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <cstdlib>
#include <fcntl.h>
#include <sys/file.h>

using namespace mlir;
using namespace remat;
namespace cl = llvm::cl;

cl::OptionCategory &remat::gpuOptionCategory() {
  static cl::OptionCategory category("remat-run GPU options (--target=gpu)");
  return category;
}

static cl::opt<std::string>
    targetName("target", cl::init("cpu"), cl::cat(gpuOptionCategory()),
               cl::desc("Where to run: cpu (default) or gpu (a CUDA device "
                        "through the Remat CUDA runtime)"));
static cl::opt<bool> gpuFlag("gpu", cl::cat(gpuOptionCategory()),
                             cl::desc("Same as --target=gpu"));
static cl::opt<std::string>
    gpuChip("gpu-chip", cl::init("sm_90"), cl::cat(gpuOptionCategory()),
            cl::desc("GPU architecture to compile for (default sm_90: "
                     "H100/H200)"));
static cl::opt<std::string>
    gpuFeatures("gpu-features", cl::init("+ptx80"),
                cl::cat(gpuOptionCategory()),
                cl::desc("PTX features (default +ptx80)"));
static cl::opt<std::string>
    gpuFormat("gpu-format", cl::init("isa"), cl::cat(gpuOptionCategory()),
              cl::desc("Kernel binary: isa (PTX, compiled by the driver at "
                       "load; default), bin (cubin by ptxas) or fatbin"));
static cl::opt<bool>
    gpuSharedMatmul("gpu-shared-matmul", cl::cat(gpuOptionCategory()),
                    cl::desc("Matmuls as kernels tiled in shared memory "
                             "(remat-lower-to-nvvm{shared-matmul=true})"));
static cl::opt<bool> gpuParallelReductions(
    "gpu-parallel-reductions", cl::cat(gpuOptionCategory()),
    cl::desc("Reductions as kernels over a block of threads "
             "(remat-lower-to-nvvm{parallel-reductions=true})"));
static cl::opt<std::string>
    cudaRuntime("cuda-runtime", cl::cat(gpuOptionCategory()),
                cl::desc("The Remat CUDA runtime library (default: "
                         "lib/libremat_cuda_runtime.so beside the tool's "
                         "bin/)"));

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<bool> remat::isGPUTargetRequested() {
  if (targetName != "cpu" && targetName != "gpu")
    return error("--target must be cpu or gpu, not '" + targetName + "'");
  bool gpu = gpuFlag || targetName == "gpu";
  if (!gpu)
    return false;
  if (!llvm::Regex("^sm_[0-9]+[a-z]?$").match(gpuChip))
    return error("--gpu-chip must be an architecture such as sm_90, not '" +
                 gpuChip + "'");
  if (gpuFormat != "isa" && gpuFormat != "bin" && gpuFormat != "fatbin")
    return error("--gpu-format must be isa, bin or fatbin, not '" + gpuFormat +
                 "'");
  return true;
}

template <typename Fn> llvm::Error GPUTarget::bind(Fn *&fn, const char *name) {
  // From the runtime itself: remat-run defines the allocation functions too.
  void *address = library.getAddressOfSymbol(name);
  if (!address)
    return error(llvm::formatv("the CUDA runtime {0} does not define {1} "
                               "(built from another version of Remat?)",
                               runtimePath, name));
  fn = reinterpret_cast<Fn *>(address);
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<GPUTarget>> GPUTarget::load(const char *argv0) {
  std::unique_ptr<GPUTarget> target(new GPUTarget);
  if (!cudaRuntime.empty()) {
    target->runtimePath = cudaRuntime;
  } else {
    static int anchor;
    std::string tool = llvm::sys::fs::getMainExecutable(argv0, &anchor);
    SmallString<256> path(
        llvm::sys::path::parent_path(llvm::sys::path::parent_path(tool)));
    llvm::sys::path::append(path, "lib", "libremat_cuda_runtime.so");
    target->runtimePath = path.str().str();
  }
  if (!llvm::sys::fs::exists(target->runtimePath))
    return error("no Remat CUDA runtime at " + target->runtimePath +
                 " (it is built only where the CUDA toolkit's cuda.h is "
                 "found; --cuda-runtime=PATH names another)");
  std::string why;
  target->library = llvm::sys::DynamicLibrary::getPermanentLibrary(
      target->runtimePath.c_str(), &why);
  if (!target->library.isValid()) {
    if (StringRef(why).contains("libcuda"))
      return error("no CUDA device: the CUDA driver library cannot be loaded "
                   "(" +
                   why + ")");
    return error("cannot load the CUDA runtime: " + why);
  }

  int32_t (*probe)(char *, int64_t, char *, int64_t) = nullptr;
  void *unused = nullptr;
  if (llvm::Error e = target->bind(probe, "remat_cuda_probe"))
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(
              target->bind(target->allocArgument, "remat_cuda_alloc_argument"),
              target->bind(target->prefetch, "remat_cuda_prefetch_argument")),
          llvm::joinErrors(
              target->bind(target->freeArg, "remat_cuda_free_argument"),
              target->bind(target->freeRes, "remat_cuda_free_result"))))
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(
              target->bind(target->registerHost, "remat_cuda_map_host_memory"),
              target->bind(target->stats, "remat_cuda_allocation_stats")),
          llvm::joinErrors(
              target->bind(target->resetStats,
                           "remat_cuda_reset_allocation_stats"),
              target->bind(target->timerStart, "remat_cuda_timer_start"))))
    return std::move(e);
  if (llvm::Error e = llvm::joinErrors(
          llvm::joinErrors(
              target->bind(target->timerStop, "remat_cuda_timer_stop"),
              llvm::joinErrors(
                  target->bind(unused, "mgpuLaunchKernel"),
                  target->bind(target->setFailureHandler,
                               "remat_cuda_set_allocation_failure_handler"))),
          llvm::joinErrors(
              target->bind(target->alignedAlloc,
                           "_mlir_memref_to_llvm_aligned_alloc"),
              llvm::joinErrors(target->bind(target->plainAlloc,
                                            "_mlir_memref_to_llvm_alloc"),
                               target->bind(target->memrefFree,
                                            "_mlir_memref_to_llvm_free")))))
    return std::move(e);

  char name[256] = {0}, reason[512] = {0};
  if (probe(name, sizeof(name), reason, sizeof(reason)) <= 0)
    return error(llvm::Twine("no CUDA device: ") + reason);
  target->deviceName = name;
  return target;
}

void GPUTarget::buildPipeline(OpPassManager &pm) const {
  LowerToNVVMOptions options;
  options.chip = gpuChip;
  options.features = gpuFeatures;
  options.format = gpuFormat;
  options.sharedMatmul = gpuSharedMatmul;
  options.parallelReductions = gpuParallelReductions;
  buildLowerToNVVMPipeline(pm, options);
}

/// The globals the host module defines (not those of its GPU modules):
/// kernels may read any of them, e.g. a constant tensor.
static SmallVector<LLVM::GlobalOp> hostGlobals(ModuleOp module) {
  SmallVector<LLVM::GlobalOp> globals;
  for (auto global : module.getOps<LLVM::GlobalOp>())
    if (global.getValueOrNull() || !global.getInitializerRegion().empty())
      globals.push_back(global);
  return globals;
}

void GPUTarget::prepareModule(ModuleOp module) const {
  // Private symbols are not in the JIT's symbol table, and constants land in
  // read-only pages, which cuMemHostRegister may refuse to map.
  for (LLVM::GlobalOp global : hostGlobals(module)) {
    global.setLinkage(LLVM::Linkage::External);
    global.setConstant(false);
  }
}

llvm::Error GPUTarget::prepareEngine(ExecutionEngine &engine,
                                     ModuleOp module) const {
  engine.registerSymbols([this](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    auto add = [&](const char *name, void *fn) {
      map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                             llvm::JITSymbolFlags::Exported};
    };
    add("_mlir_memref_to_llvm_aligned_alloc", alignedAlloc);
    add("_mlir_memref_to_llvm_alloc", plainAlloc);
    add("_mlir_memref_to_llvm_free", memrefFree);
    return map;
  });
  if (llvm::Error e = registerConstants(engine, module))
    return e;
  engine.initialize();
  // Compiled by now (the lookups above materialized the module): from here
  // to the exit, which holds the timed runs, take the device alone when
  // several remat-run processes share it (scripts/gpu-compare.py).
  if (const char *lock = std::getenv("REMAT_GPU_LOCK")) {
    int fd = ::open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0 || ::flock(fd, LOCK_EX) != 0)
      return error(llvm::Twine("cannot lock REMAT_GPU_LOCK=") + lock);
  }
  return llvm::Error::success();
}

llvm::Error GPUTarget::registerConstants(ExecutionEngine &engine,
                                         ModuleOp module) const {
  // Whole pages, each once: neighbouring globals share pages.
  uint64_t page = llvm::sys::Process::getPageSizeEstimate();
  SmallVector<std::pair<uint64_t, uint64_t>> ranges;
  DataLayout layout(module);
  for (LLVM::GlobalOp global : hostGlobals(module)) {
    auto address = engine.lookup(global.getSymName());
    if (!address)
      return address.takeError();
    uint64_t begin = reinterpret_cast<uintptr_t>(*address);
    uint64_t end = begin + std::max<uint64_t>(
                               1, layout.getTypeSize(global.getGlobalType()));
    ranges.push_back({begin / page * page, (end + page - 1) / page * page});
  }
  llvm::sort(ranges);
  SmallVector<std::pair<uint64_t, uint64_t>> merged;
  for (auto range : ranges) {
    if (!merged.empty() && range.first <= merged.back().second)
      merged.back().second = std::max(merged.back().second, range.second);
    else
      merged.push_back(range);
  }
  for (auto [begin, end] : merged)
    registerHost(reinterpret_cast<void *>(begin), end - begin);
  return llvm::Error::success();
}

void *GPUTarget::allocateArgument(uint64_t bytes) const {
  return allocArgument(bytes);
}
void GPUTarget::prefetchArgument(void *data, uint64_t bytes) const {
  prefetch(data, bytes);
}
void GPUTarget::freeArgument(void *data) const { freeArg(data); }
void GPUTarget::freeResult(void *data) const { freeRes(data); }

void GPUTarget::setAllocationFailureHandler(void (*handler)(uint64_t)) const {
  setFailureHandler(handler);
}
void GPUTarget::resetAllocationStats() const { resetStats(); }
AllocationStats GPUTarget::getAllocationStats() const {
  AllocationStats s;
  stats(&s.liveBytes, &s.peakBytes, &s.allocations);
  return s;
}

void GPUTarget::startTimer() const { timerStart(); }
double GPUTarget::stopTimer() const { return timerStop(); }
