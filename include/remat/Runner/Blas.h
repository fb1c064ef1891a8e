//===- Blas.h - the BLAS library of JIT-run code ----------------*- C++ -*-===//
//
// remat-lower-to-llvm="blas=openblas" lowers matmuls to cblas_sgemm /
// cblas_dgemm calls; remat-run resolves them in OpenBLAS, loaded here with a
// fixed thread count (one by default, so that runs are deterministic and
// comparable).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNNER_BLAS_H
#define REMAT_RUNNER_BLAS_H

#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace remat {

/// Whether `module` (in any dialect) declares a CBLAS function.
bool callsCBLAS(mlir::ModuleOp module);

/// The library loadOpenBLAS loads: `$REMAT_OPENBLAS_LIBRARY`, else the one
/// found at configure time, else empty.
std::string openBLASPath();

/// Whether OpenBLAS can be loaded: the library of openBLASPath() exists.
/// remat-run's `--blas=auto` (its default) takes the BLAS path then.
bool hasOpenBLAS();

/// Loads OpenBLAS (`$REMAT_OPENBLAS_LIBRARY`, else the library found at
/// configure time, else `libopenblas.so.0` from the loader's path) into the
/// process, limited to `threads` threads, and returns its path for the JIT's
/// shared libraries. Unless the environment sets it, `OPENBLAS_THREAD_TIMEOUT`
/// is set to 4 first: idle workers sleep after 2^4 cycles instead of spinning
/// for 2^28 (about 0.1 s) after every call, so they leave the cores to the
/// OpenMP loops between calls and the process's CPU time is the work done.
llvm::Expected<std::string> loadOpenBLAS(unsigned threads);

/// The kernel set of the OpenBLAS loadOpenBLAS loaded, as
/// `openblas_get_corename` names it ("Haswell", "SkylakeX", ...), or empty
/// when it is not loaded or has no such function. OpenBLAS picks it by CPU
/// model when it loads, unless `OPENBLAS_CORETYPE` names one.
std::string loadedOpenBLASCore();

} // namespace remat

#endif // REMAT_RUNNER_BLAS_H
