//===- OpenMP.cpp - the OpenMP runtime of JIT-run code --------------------===//
#include "remat/Runner/OpenMP.h"

#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/DynamicLibrary.h"

#include <algorithm>
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

std::optional<unsigned> remat::requestedThreadCount(ModuleOp module) {
  std::optional<unsigned> count;
  module.walk([&](omp::ParallelOp parallel) {
    llvm::APInt value;
    if (Value threads = parallel.getNumThreads())
      if (matchPattern(threads, m_ConstantInt(&value)) &&
          value.isStrictlyPositive() && value.getActiveBits() <= 31)
        count = std::max(count.value_or(0),
                         static_cast<unsigned>(value.getZExtValue()));
  });
  return count;
}

llvm::Expected<std::string> remat::loadOpenMP(unsigned threads) {
  std::string path = REMAT_OPENMP_LIBRARY;
  if (const char *chosen = std::getenv("REMAT_OPENMP_LIBRARY"))
    path = chosen;
  if (path.empty())
    path = "libomp.so.5";
  // Read when the runtime initializes, at the first parallel loop. Idle
  // workers spin 1 ms, not libomp's 200 ms, before they sleep: a step's
  // parallel loops follow one another within a millisecond, and waking a
  // sleeping worker for each (KMP_BLOCKTIME=0) made the 8-block ResNet
  // step 4x slower in wall time at two threads (docs/design/ThreadDefaults.md).
  ::setenv("KMP_BLOCKTIME", "1", /*overwrite=*/0);
  std::string error;
  llvm::sys::DynamicLibrary lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(path.c_str(), &error);
  if (!lib.isValid())
    return llvm::createStringError(
        "cannot load the OpenMP runtime (" + path + "): " + error +
        "; install libomp-dev or run with --threads=1");
  using SetThreads = void (*)(int);
  if (auto *set = reinterpret_cast<SetThreads>(
          lib.getAddressOfSymbol("omp_set_num_threads")))
    set(static_cast<int>(std::max(1u, threads)));
  return path;
}
