//===- DifferentiableOpInterface.cpp - reverse-mode derivative rules ------===//
#include "remat/Interfaces/DifferentiableOpInterface.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

using namespace mlir;
using namespace remat;

#include "remat/Interfaces/DifferentiableOpInterface.cpp.inc"

namespace {
/// Builds into a scratch block and records the forward values asked for.
class RecordingAdjointBuilder : public AdjointBuilder {
public:
  RecordingAdjointBuilder(OpBuilder &b, Location loc,
                          function_ref<bool(Value)> active)
      : b(b), location(loc), active(active) {}

  OpBuilder &builder() override { return b; }
  Location loc() override { return location; }
  Value forward(Value value) override {
    if (!llvm::is_contained(read, value))
      read.push_back(value);
    return value;
  }
  bool isActive(Value value) override { return active(value); }
  LogicalResult notDifferentiable(unsigned) override { return failure(); }

  SmallVector<Value> read;

private:
  OpBuilder &b;
  Location location;
  function_ref<bool(Value)> active;
};
} // namespace

FailureOr<SmallVector<Value>>
remat::getValuesReadByAdjoint(DifferentiableOpInterface op,
                              function_ref<bool(Value)> isActive) {
  Operation *operation = op;
  // The scratch module erases what the rule built (and the uses it made of
  // the function's values) when it goes out of scope.
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(operation->getLoc());
  OpBuilder b(scratch->getBody(), scratch->getBody()->end());
  RecordingAdjointBuilder recorder(b, operation->getLoc(), isActive);
  // The results stand in for their adjoints (they have the same types).
  SmallVector<Value> resultAdjoints(operation->getResults());
  SmallVector<Value> operandAdjoints;
  if (failed(op.buildAdjoints(recorder, resultAdjoints, operandAdjoints)))
    return failure();
  return recorder.read;
}
