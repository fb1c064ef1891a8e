//===- consumer.cpp - embeds Remat through its installed CMake package ----===//
//
// Parses a module with the remat dialect, runs Remat's checkpoint inlining
// and prints the total FLOPs from the cost interface.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/InitRemat.h"
#include "remat/Interfaces/CostModelOpInterface.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: remat-consumer FILE\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  remat::registerAllRematDialects(registry);
  mlir::MLIRContext context(registry);
  auto module = mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  mlir::PassManager pm(&context);
  pm.addPass(remat::createRematInlineCheckpointsPass());
  if (mlir::failed(pm.run(*module)))
    return 1;
  int64_t flops = 0, ops = 0;
  module->walk([&](remat::CostModelOpInterface op) {
    flops += op.getFlops();
    ++ops;
  });
  llvm::outs() << "remat ops: " << ops << "\ntotal flops: " << flops << "\n";
  return 0;
}
