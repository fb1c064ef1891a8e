//===- OpenMP.h - the OpenMP runtime of JIT-run code ------------*- C++ -*-===//
//
// remat-lower-to-llvm{threads=N} with N > 1 runs the outer parallel loops as
// OpenMP worksharing loops; their translation to LLVM IR calls the OpenMP
// runtime (`__kmpc_fork_call`, ...), which remat-run loads from libomp.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNNER_OPENMP_H
#define REMAT_RUNNER_OPENMP_H

#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace remat {

/// Whether `module` holds an op of the OpenMP dialect.
bool usesOpenMP(mlir::ModuleOp module);

/// The thread count `module`'s parallel regions ask for: the largest
/// constant `num_threads` of its `omp.parallel` ops (remat-lower-to-llvm's
/// `threads=N`), or nullopt where none has one (`threads=0`: the runtime's
/// count).
std::optional<unsigned> requestedThreadCount(mlir::ModuleOp module);

/// Loads the OpenMP runtime (`$REMAT_OPENMP_LIBRARY`, else the libomp found
/// at configure time, else `libomp.so.5` from the loader's path) into the
/// process and returns its path for the JIT's shared libraries. Unless the
/// environment sets it, `KMP_BLOCKTIME` is set to 1 (ms) first: idle workers
/// spin 1 ms, not 200, before they sleep. `threads` becomes the runtime's
/// count (`omp_set_num_threads`), which parallel regions without a
/// `num_threads` clause run on.
llvm::Expected<std::string> loadOpenMP(unsigned threads);

} // namespace remat

#endif // REMAT_RUNNER_OPENMP_H
