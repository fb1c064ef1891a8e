//===- AllocationTracker.cpp - measure the memory of JIT-run code ---------===//
#include "remat/Runner/AllocationTracker.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>

using namespace remat;

namespace {
/// Placed right before each block: identifies it and remembers its size.
struct BlockHeader {
  uint64_t magic;
  uint64_t size;
  void *raw;
  uint64_t pad;
};
constexpr uint64_t kMagic = 0x52454d4154424c4bULL; // "REMATBLK"
static_assert(sizeof(BlockHeader) == 32, "header keeps 32-byte alignment");

AllocationStats stats;
/// Guards `stats`: parallel loops (threads) may allocate concurrently.
std::mutex statsMutex;
AllocationFailureHandler failureHandler = nullptr;
/// REMAT_RUN_TRACE=1 prints every allocation and free to stderr.
const bool trace = std::getenv("REMAT_RUN_TRACE") != nullptr;
} // namespace

AllocationStats remat::getAllocationStats() { return stats; }

void remat::resetAllocationStats() {
  stats.peakBytes = stats.liveBytes;
  stats.allocations = 0;
  stats.frees = 0;
}

void remat::setAllocationFailureHandler(AllocationFailureHandler handler) {
  failureHandler = handler;
}

extern "C" void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment,
                                                    uint64_t size) {
  alignment = std::max<uint64_t>(alignment, alignof(BlockHeader));
  // A size near 2^64 would wrap around the padding to a tiny block.
  uint64_t padded;
  char *raw = nullptr;
  if (!__builtin_add_overflow(size, alignment + sizeof(BlockHeader), &padded) &&
      size <= static_cast<uint64_t>(INT64_MAX))
    raw = static_cast<char *>(std::malloc(padded));
  if (!raw) {
    if (failureHandler)
      failureHandler(size);
    return nullptr;
  }
  auto user = reinterpret_cast<uintptr_t>(raw) + sizeof(BlockHeader);
  user = (user + alignment - 1) & ~static_cast<uintptr_t>(alignment - 1);
  auto *header = reinterpret_cast<BlockHeader *>(user) - 1;
  *header = {kMagic, size, raw, 0};
  std::lock_guard<std::mutex> lock(statsMutex);
  stats.liveBytes += static_cast<int64_t>(size);
  stats.peakBytes = std::max(stats.peakBytes, stats.liveBytes);
  ++stats.allocations;
  if (trace)
    std::fprintf(stderr, "alloc %llu -> live %lld\n",
                 static_cast<unsigned long long>(size),
                 static_cast<long long>(stats.liveBytes));
  return reinterpret_cast<void *>(user);
}

extern "C" void *_mlir_memref_to_llvm_alloc(uint64_t size) {
  return _mlir_memref_to_llvm_aligned_alloc(alignof(BlockHeader), size);
}

extern "C" void _mlir_memref_to_llvm_free(void *ptr) { freeTrackedBlock(ptr); }

void remat::freeTrackedBlock(void *ptr) {
  if (!ptr)
    return;
  auto *header = static_cast<BlockHeader *>(ptr) - 1;
  if (header->magic != kMagic)
    return;
  header->magic = 0;
  {
    std::lock_guard<std::mutex> lock(statsMutex);
    stats.liveBytes -= static_cast<int64_t>(header->size);
    ++stats.frees;
    if (trace)
      std::fprintf(stderr, "free %llu -> live %lld\n",
                   static_cast<unsigned long long>(header->size),
                   static_cast<long long>(stats.liveBytes));
  }
  std::free(header->raw);
}

llvm::orc::SymbolMap
remat::getAllocationSymbols(llvm::orc::MangleAndInterner &interner) {
  llvm::orc::SymbolMap map;
  auto add = [&](const char *name, void *fn) {
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                           llvm::JITSymbolFlags::Exported};
  };
  add("_mlir_memref_to_llvm_aligned_alloc",
      reinterpret_cast<void *>(&_mlir_memref_to_llvm_aligned_alloc));
  add("_mlir_memref_to_llvm_alloc",
      reinterpret_cast<void *>(&_mlir_memref_to_llvm_alloc));
  add("_mlir_memref_to_llvm_free",
      reinterpret_cast<void *>(&_mlir_memref_to_llvm_free));
  return map;
}

void remat::registerAllocationHooks(mlir::ExecutionEngine &engine) {
  engine.registerSymbols([](llvm::orc::MangleAndInterner interner) {
    return getAllocationSymbols(interner);
  });
}
