//===- PassRegistration.cpp - register the rematerialization passes -------===//
//
// remat-rematerialize and remat-strip-guards are FunctionOpInterface passes.
// A pipeline anchored on a module cannot schedule an interface pass itself,
// so each is registered with a builder that nests it in `any(...)` when the
// pass manager it is added to runs on a module: `--remat-rematerialize=...`
// then rewrites every function-like op of the module, in parallel, as the
// func.func pass it replaces did.
//
//===----------------------------------------------------------------------===//
#include "remat/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace remat::detail {
#define GEN_PASS_REGISTRATION
#include "remat/Transforms/Passes.h.inc"
} // namespace remat::detail

using namespace mlir;

/// Registers the function pass `create` makes under `arg`, nesting it in
/// `any(...)` on a module-level pass manager.
static void
registerFunctionPass(StringRef arg, StringRef description,
                     std::function<std::unique_ptr<Pass>()> create) {
  registerPassPipeline(
      arg, description,
      [create](OpPassManager &pm, StringRef options,
               function_ref<LogicalResult(const Twine &)> errorHandler) {
        std::unique_ptr<Pass> pass = create();
        if (failed(pass->initializeOptions(options, errorHandler)))
          return failure();
        if (pm.getOpAnchorName() == ModuleOp::getOperationName())
          pm.nestAny().addPass(std::move(pass));
        else
          pm.addPass(std::move(pass));
        return success();
      },
      // --help lists the pass without its options (Pass keeps them
      // private); remat-rematerialize's are in docs/ and in its .td.
      [](function_ref<void(const mlir::detail::PassOptions &)>) {});
}

void remat::registerRematerializationPasses() {
  registerFunctionPass(
      "remat-rematerialize",
      "Recompute activations before their backward use instead of keeping "
      "them",
      [] { return createRematerializePass(); });
  registerFunctionPass("remat-strip-guards",
                       "Remove the CSE barriers and recomputation checks",
                       [] { return createRematStripGuardsPass(); });
  detail::registerRematParetoPass();
}
