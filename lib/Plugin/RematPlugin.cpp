//===- RematPlugin.cpp - Remat as an mlir-opt plugin ----------------------===//
//
// Lets upstream `mlir-opt` load the remat dialect (--load-dialect-plugin) and
// Remat's passes (--load-pass-plugin) from this one shared library.
//
//===----------------------------------------------------------------------===//
#include "remat/InitRemat.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Remat", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            remat::registerRematDialect(*registry);
            // mlir-opt registers the upstream dialects; Remat adds their
            // cost models.
            remat::registerRematExternalModels(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Remat", LLVM_VERSION_STRING,
          []() { remat::registerAllRematPasses(); }};
}
