//===- Blas.cpp - the BLAS library of JIT-run code ------------------------===//
#include "remat/Runner/Blas.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"

#include <cstdlib>

using namespace mlir;

#ifndef REMAT_OPENBLAS_LIBRARY
#define REMAT_OPENBLAS_LIBRARY ""
#endif

bool remat::callsCBLAS(ModuleOp module) {
  for (Operation &op : module.getBody()->getOperations())
    if (auto symbol = dyn_cast<SymbolOpInterface>(op))
      if (symbol.getName().starts_with("cblas_"))
        return true;
  return false;
}

std::string remat::openBLASPath() {
  if (const char *chosen = std::getenv("REMAT_OPENBLAS_LIBRARY"))
    return chosen;
  return REMAT_OPENBLAS_LIBRARY;
}

bool remat::hasOpenBLAS() {
  std::string path = openBLASPath();
  return !path.empty() && llvm::sys::fs::exists(path);
}

llvm::Expected<std::string> remat::loadOpenBLAS(unsigned threads) {
  std::string path = openBLASPath();
  if (path.empty())
    path = "libopenblas.so.0";
  // OpenBLAS sizes its thread pool when it loads; the call below then
  // settles the count for libraries that ignore the variable.
  std::string count = std::to_string(threads == 0 ? 1 : threads);
  ::setenv("OPENBLAS_NUM_THREADS", count.c_str(), /*overwrite=*/1);
  // Unless the environment sets it: workers sleep right after a call (2^4
  // cycles) instead of spinning for 2^28 (about 0.1 s, through every call of
  // a step), on a core the OpenMP loops between the calls need.
  ::setenv("OPENBLAS_THREAD_TIMEOUT", "4", /*overwrite=*/0);
  std::string error;
  llvm::sys::DynamicLibrary lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(path.c_str(), &error);
  if (!lib.isValid())
    return llvm::createStringError("cannot load OpenBLAS (" + path +
                                   "): " + error + "; install libopenblas-dev");
  using SetThreads = void (*)(int);
  if (auto *set = reinterpret_cast<SetThreads>(
          lib.getAddressOfSymbol("openblas_set_num_threads")))
    set(static_cast<int>(threads == 0 ? 1 : threads));
  // On one thread, its workers are stopped too: OpenBLAS (linked at
  // start-up, through CBC) started them before main with its own spin time
  // (about 0.1 s, the variable above being read too late), and a step that
  // runs right away, as one loaded from --object-cache does, shared the
  // machine with them: unet-3's step took 1.4-2.6x the CPU time of a freshly
  // compiled one. OpenBLAS starts them again if a later count needs them.
  using Shutdown = int (*)();
  if (threads <= 1)
    if (auto *shutdown = reinterpret_cast<Shutdown>(
            lib.getAddressOfSymbol("blas_thread_shutdown_")))
      shutdown();
  return path;
}

std::string remat::loadedOpenBLASCore() {
  using CoreName = char *(*)();
  auto *name = reinterpret_cast<CoreName>(
      llvm::sys::DynamicLibrary::SearchForAddressOfSymbol(
          "openblas_get_corename"));
  if (!name)
    return "";
  const char *core = name();
  return core ? llvm::StringRef(core).trim().str() : "";
}
