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

#include <string>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace remat {

/// Whether `module` holds an op of the OpenMP dialect.
bool usesOpenMP(mlir::ModuleOp module);

/// Loads the OpenMP runtime (`$REMAT_OPENMP_LIBRARY`, else the libomp found
/// at configure time, else `libomp.so.5` from the loader's path) into the
/// process and returns its path for the JIT's shared libraries. Unless the
/// environment sets it, `KMP_BLOCKTIME` is set to 0 first: idle workers
/// sleep at once instead of spinning for 200 ms, so the process's CPU time
/// is the work done.
llvm::Expected<std::string> loadOpenMP();

} // namespace remat

#endif // REMAT_RUNNER_OPENMP_H
