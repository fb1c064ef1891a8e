//===- AllocationTracker.h - measure the memory of JIT-run code -*- C++ -*-===//
//
// Lowered programs allocate through the generic functions of
// finalize-memref-to-llvm{use-generic-functions}:
// `_mlir_memref_to_llvm_alloc(size)` (each buffer's exact size; the aligned
// `_mlir_memref_to_llvm_aligned_alloc(alignment, size)` is implemented too)
// and `_mlir_memref_to_llvm_free(ptr)`. The tracker implements them, counting
// the bytes held, the peak and the number of allocations. `free` gets no size,
// so each block carries a small header in front of the pointer handed out.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNNER_ALLOCATIONTRACKER_H
#define REMAT_RUNNER_ALLOCATIONTRACKER_H

#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

#include <cstdint>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace remat {

struct AllocationStats {
  int64_t liveBytes = 0;
  int64_t peakBytes = 0;
  int64_t allocations = 0;
  int64_t frees = 0;
};

/// Counters since the last reset.
AllocationStats getAllocationStats();
/// Starts a new measurement: the peak restarts from the bytes live now.
void resetAllocationStats();

/// Makes the engine's code call the tracking functions.
void registerAllocationHooks(mlir::ExecutionEngine &engine);

/// The tracking functions as JIT symbols (for a JIT other than the engine's,
/// e.g. one that loads a cached object file).
llvm::orc::SymbolMap
getAllocationSymbols(llvm::orc::MangleAndInterner &interner);

/// Called (instead of returning null to code that would dereference it) when
/// an allocation of `size` bytes fails; it reports the failure and does not
/// return. Without one, the allocation functions return null.
using AllocationFailureHandler = void (*)(uint64_t size);
void setAllocationFailureHandler(AllocationFailureHandler handler);

/// Frees a block handed out by the tracker; ignores pointers it did not
/// hand out (e.g. constant globals returned by a function).
void freeTrackedBlock(void *ptr);

} // namespace remat

#endif // REMAT_RUNNER_ALLOCATIONTRACKER_H
