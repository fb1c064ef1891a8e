//===- remat-opt.cpp - Remat's opt-style driver ---------------------------===//
#include "remat/InitRemat.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

namespace remat::test {
void registerTestPasses();
} // namespace remat::test
namespace remat::test_host {
void registerTestHostDialect(mlir::DialectRegistry &registry);
} // namespace remat::test_host

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  remat::registerAllRematDialects(registry);
  remat::registerAllRematPasses();
  // canonicalize, cse, inline, ...: the clean-ups a pipeline runs around
  // Remat's passes.
  mlir::registerTransformsPasses();
  remat::test::registerTestPasses();
  // A host compiler's dialect and its external models (test/lib).
  remat::test_host::registerTestHostDialect(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Remat optimizer driver\n", registry));
}
