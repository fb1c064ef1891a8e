//===- Aliasing.cpp - which results share an operand's buffer -------------===//
#include "remat/Analysis/Aliasing.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace remat;
namespace bufferization = mlir::bufferization;

/// Whether writing into `operand` needs no copy: its value is an op's result
/// (function arguments are not writable by default, constants never) that
/// nothing else reads.
static bool canWriteInPlace(OpOperand &operand) {
  Value value = operand.get();
  Operation *def = value.getDefiningOp();
  return def && !def->hasTrait<OpTrait::ConstantLike>() && value.hasOneUse();
}

Value remat::getAliasedValue(OpResult result) {
  Operation *op = result.getOwner();
  if (auto view = dyn_cast<ViewLikeOpInterface>(op))
    return view.getViewDest() == result ? view.getViewSource() : Value();
  if (auto bufferizable =
          dyn_cast<bufferization::BufferizableOpInterface>(op)) {
    bufferization::BufferizationOptions options;
    bufferization::AnalysisState state(options);
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isa<TensorType>(operand.get().getType()))
        continue;
      for (const bufferization::AliasingValue &alias :
           bufferizable.getAliasingValues(operand, state)) {
        if (alias.value != result || !alias.isDefinite)
          continue;
        if (!bufferizable.bufferizesToMemoryWrite(operand, state) ||
            canWriteInPlace(operand))
          return operand.get();
      }
    }
    return Value();
  }
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
    OpOperand *init = dps.getTiedOpOperand(result);
    if (init && canWriteInPlace(*init))
      return init->get();
  }
  return Value();
}

bool remat::isAliasOnlyOp(Operation *op) {
  if (isa<ViewLikeOpInterface>(op))
    return true;
  auto bufferizable = dyn_cast<bufferization::BufferizableOpInterface>(op);
  if (!bufferizable || op->getNumResults() == 0)
    return false;
  bufferization::BufferizationOptions options;
  bufferization::AnalysisState state(options);
  // A reshape "reads" its source only when it must copy a strided layout,
  // which the buffers of a value-semantics program never have: only writes
  // disqualify.
  for (OpOperand &operand : op->getOpOperands())
    if (isa<TensorType>(operand.get().getType()) &&
        bufferizable.bufferizesToMemoryWrite(operand, state))
      return false;
  return llvm::all_of(op->getResults(), [](OpResult r) {
    return !isa<TensorType>(r.getType()) || getAliasedValue(r);
  });
}
