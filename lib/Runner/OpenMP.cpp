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
  // Read when the runtime initializes, at the first parallel loop.
  ::setenv("KMP_BLOCKTIME", "0", /*overwrite=*/0);
  std::string error;
  llvm::sys::DynamicLibrary lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(path.c_str(), &error);
  if (!lib.isValid())
    return llvm::createStringError(
        "cannot load the OpenMP runtime (" + path + "): " + error +
        "; install libomp-dev or run with --threads=1");
  return path;
}
