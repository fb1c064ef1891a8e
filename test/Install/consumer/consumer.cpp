//===- consumer.cpp - embeds Remat through its installed CMake package ----===//
//
// `remat-consumer FILE`: parses a module with the remat dialect, runs Remat's
// checkpoint inlining and prints the total FLOPs from the cost interface.
// `remat-consumer --rematerialize=BUDGET FILE`: calls the rematerialization
// API (remat::rematerialize) on every function of a module written in
// upstream ops, prints what it did and the rewritten module, as a host
// compiler embedding Remat would.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/InitRemat.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Transforms/Rematerialization.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

/// Inlines checkpoints and prints the FLOPs of every op with a cost model.
static int countFlops(mlir::ModuleOp module) {
  mlir::PassManager pm(module.getContext());
  pm.addPass(remat::createRematInlineCheckpointsPass());
  if (mlir::failed(pm.run(module)))
    return 1;
  int64_t flops = 0, ops = 0;
  module->walk([&](remat::CostModelOpInterface op) {
    flops += op.getFlops();
    ++ops;
  });
  llvm::outs() << "remat ops: " << ops << "\ntotal flops: " << flops << "\n";
  return 0;
}

/// Rematerializes every function to `budget` with the library, reporting
/// failures itself (the library emits no diagnostics).
static int rematerializeAll(mlir::ModuleOp module, llvm::StringRef budget) {
  mlir::FailureOr<remat::RematBudget> parsed =
      remat::RematBudget::parse(budget);
  if (mlir::failed(parsed)) {
    llvm::errs() << "remat-consumer: bad budget '" << budget << "'\n";
    return 2;
  }
  remat::RematOptions options;
  options.strategy = remat::RematStrategy::Budget;
  options.budget = *parsed;
  int status = 0;
  module->walk([&](mlir::FunctionOpInterface fn) {
    remat::RematFailure failure;
    mlir::FailureOr<remat::RematResult> result =
        remat::rematerialize(fn, options, &failure);
    llvm::outs() << "@" << fn.getName() << ": ";
    if (mlir::failed(result)) {
      llvm::outs() << "not rematerialized: " << failure.message << "\n";
      status = 1;
      return;
    }
    llvm::outs() << "peak " << result->peakBefore << " -> " << result->peakAfter
                 << " bytes, " << result->valuesRecomputed
                 << " values recomputed, " << result->flopsAdded
                 << " FLOPs added (solver " << result->solver << ")\n";
    for (const remat::RematDecision &d : result->decisions)
      llvm::outs() << "  recompute " << d.value.getDefiningOp()->getName()
                   << " (" << d.bytes << " B, " << d.flops << " FLOPs) before "
                   << d.before->getName() << "\n";
  });
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return status;
}

int main(int argc, char **argv) {
  llvm::StringRef flag = argc == 3 ? argv[1] : "";
  if (argc != 2 && !(argc == 3 && flag.starts_with("--rematerialize="))) {
    llvm::errs() << "usage: remat-consumer [--rematerialize=BUDGET] FILE\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  remat::registerAllRematDialects(registry);
  mlir::MLIRContext context(registry);
  auto module = mlir::parseSourceFile<mlir::ModuleOp>(argv[argc - 1], &context);
  if (!module)
    return 1;
  if (argc == 2)
    return countFlops(*module);
  return rematerializeAll(*module, flag.drop_front(strlen("--rematerialize=")));
}
