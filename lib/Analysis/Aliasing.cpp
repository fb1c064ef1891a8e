//===- Aliasing.cpp - which results share an operand's buffer -------------===//
#include "remat/Analysis/Aliasing.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
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

/// The aliasing rule; `inPlace` says whether an aliasing operand that is
/// written keeps the operand's buffer.
static Value
getAliasedValueImpl(OpResult result,
                    function_ref<bool(OpOperand &, bool written)> inPlace) {
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
        if (inPlace(operand,
                    bufferizable.bufferizesToMemoryWrite(operand, state)))
          return operand.get();
      }
    }
    return Value();
  }
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
    OpOperand *init = dps.getTiedOpOperand(result);
    if (init && inPlace(*init, /*written=*/true))
      return init->get();
  }
  return Value();
}

Value remat::getAliasedValue(OpResult result) {
  return getAliasedValueImpl(result, [](OpOperand &operand, bool written) {
    return !written || canWriteInPlace(operand);
  });
}

/// Whether an op writes into one of its tensor operands once bufferized.
static bool writesOperand(Operation *op) {
  auto bufferizable = dyn_cast<bufferization::BufferizableOpInterface>(op);
  if (!bufferizable)
    return false;
  bufferization::BufferizationOptions options;
  bufferization::AnalysisState state(options);
  return llvm::any_of(op->getOpOperands(), [&](OpOperand &operand) {
    return isa<TensorType>(operand.get().getType()) &&
           bufferizable.bufferizesToMemoryWrite(operand, state);
  });
}

BufferAliasing::BufferAliasing(Operation *root) {
  // The analysis sees tensors through the type interfaces the bufferization
  // dialect attaches when it is loaded (a pass that wants the analysis
  // declares it as a dependent dialect); it only decides something where an
  // op writes into an operand, so a program of value ops (the remat
  // dialect's) skips its cost.
  if (!root->getContext()
           ->getLoadedDialect<bufferization::BufferizationDialect>())
    return;
  bool anyWrite = false;
  root->walk([&](Operation *op) {
    if (op != root && writesOperand(op)) {
      anyWrite = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (!anyWrite)
    return;
  options = std::make_unique<bufferization::OneShotBufferizationOptions>();
  options->allowUnknownOps = true;
  auto analysis =
      std::make_unique<bufferization::OneShotAnalysisState>(root, *options);
  if (succeeded(bufferization::analyzeOp(root, *analysis)))
    state = std::move(analysis);
}

BufferAliasing::~BufferAliasing() = default;

Value BufferAliasing::getAliasedValue(OpResult result) const {
  if (!state)
    return remat::getAliasedValue(result);
  return getAliasedValueImpl(result, [&](OpOperand &operand, bool) {
    return state->isInPlace(operand);
  });
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
