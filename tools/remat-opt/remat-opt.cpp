//===- remat-opt.cpp - Remat's opt-style driver ---------------------------===//
#include "remat/InitRemat.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

namespace remat::test {
void registerTestPasses();
} // namespace remat::test

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  remat::registerAllRematDialects(registry);
  remat::registerAllRematPasses();
  remat::test::registerTestPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Remat optimizer driver\n", registry));
}
