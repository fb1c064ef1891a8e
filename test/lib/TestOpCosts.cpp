//===- TestOpCosts.cpp - prints every op's cost model for lit tests -------===//
//
// For each op of a function body (not the ops inside payload regions), one
// line with what CostModelOpInterface says about it, so that the formulas of
// the external models can be checked against numbers counted by hand.
//
//===----------------------------------------------------------------------===//
#include "remat/Interfaces/CostModelOpInterface.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {
struct TestOpCostsPass : PassWrapper<TestOpCostsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestOpCostsPass)

  StringRef getArgument() const final { return "test-remat-op-costs"; }
  StringRef getDescription() const final {
    return "Print the cost model (FLOPs, bytes, recomputability) of every op";
  }

  void runOnOperation() override {
    getOperation().walk([](FunctionOpInterface func) { print(func); });
    markAllAnalysesPreserved();
  }

  static void print(FunctionOpInterface func) {
    llvm::raw_ostream &os = llvm::outs();
    os << "costs of @" << func.getName() << "\n";
    for (Block &block : func.getFunctionBody())
      for (Operation &op : block) {
        os << "  " << op.getName() << ": ";
        auto cost = dyn_cast<remat::CostModelOpInterface>(&op);
        if (!cost) {
          os << "no cost model\n";
          continue;
        }
        os << "flops " << cost.getFlops() << ", read " << cost.getBytesRead()
           << ", written " << cost.getBytesWritten() << ", scratch "
           << cost.getScratchBytes() << ", "
           << (cost.isRecomputable() ? "recomputable" : "kept") << ", "
           << (cost.getComputeClass() == remat::ComputeClass::Matrix ? "matrix"
                                                                     : "vector")
           << "\n";
      }
  }
};
} // namespace

namespace remat::test {
void registerTestOpCostsPass() { PassRegistration<TestOpCostsPass>(); }
} // namespace remat::test
