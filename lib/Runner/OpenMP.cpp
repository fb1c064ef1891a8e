//===- OpenMP.cpp - the OpenMP runtime of JIT-run code --------------------===//
#include "remat/Runner/OpenMP.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "llvm/Support/DynamicLibrary.h"

#include <cstdlib>

using namespace mlir;

#ifndef REMAT_OPENMP_LIBRARY
#define REMAT_OPENMP_LIBRARY ""
#endif

bool remat::usesOpenMP(ModuleOp module) {
  WalkResult result = module.walk([](Operation *op) {
    Dialect *dialect = op->getDialect();
    return dialect && dialect->getNamespace() == "omp" ? WalkResult::interrupt()
                                                       : WalkResult::advance();
  });
  return result.wasInterrupted();
}

llvm::Expected<std::string> remat::loadOpenMP() {
  std::string path = REMAT_OPENMP_LIBRARY;
  if (const char *chosen = std::getenv("REMAT_OPENMP_LIBRARY"))
    path = chosen;
  if (path.empty())
    path = "libomp.so.5";
  // Read when the runtime initializes, at the first parallel loop. Idle
  // workers spin 1 ms, not libomp's 200 ms, before they sleep: a step's
  // parallel loops follow one another within a millisecond, and waking a
  // sleeping worker for each (KMP_BLOCKTIME=0) made the 8-block ResNet
  // step 4x slower in wall time at two threads (bench/thread_costs.py).
  ::setenv("KMP_BLOCKTIME", "1", /*overwrite=*/0);
  std::string error;
  llvm::sys::DynamicLibrary lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(path.c_str(), &error);
  if (!lib.isValid())
    return llvm::createStringError(
        "cannot load the OpenMP runtime (" + path + "): " + error +
        "; install libomp-dev or run with --threads=1");
  return path;
}
