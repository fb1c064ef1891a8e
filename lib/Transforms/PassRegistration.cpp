//===- PassRegistration.cpp - register the rematerialization passes -------===//
//
// remat-strip-guards is a FunctionOpInterface pass. A pipeline anchored on a
// module cannot schedule an interface pass itself, so it is registered with a
// builder that nests it in `any(...)` when the pass manager it is added to
// runs on a module: `--remat-strip-guards` then rewrites every function-like
// op of the module, in parallel. remat-rematerialize is op-agnostic and does
// the same itself.
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
  // Op-agnostic: on a module it rewrites every function-like op itself, so
  // it is registered as it is and --help lists its options.
  detail::registerRematerializePass();
  registerFunctionPass("remat-strip-guards",
                       "Remove the CSE barriers and recomputation checks",
                       [] { return createRematStripGuardsPass(); });
  detail::registerRematParetoPass();
  detail::registerRematExposeValuesPass();
}
