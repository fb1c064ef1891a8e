//===- Aliasing.cpp - which results share an operand's buffer -------------===//
#include "remat/Analysis/Aliasing.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace remat;
namespace bufferization = mlir::bufferization;

/// The op's bufferization model where one-shot bufferization would use it:
/// without function-boundary bufferization, func ops (calls, returns) are
/// unknown ops, and their models need a module analysis state.
static bufferization::BufferizableOpInterface getBufferizable(Operation *op) {
  static const bufferization::BufferizationOptions options;
  return options.dynCastBufferizableOp(op);
}

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
  if (auto bufferizable = getBufferizable(op)) {
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
  auto bufferizable = getBufferizable(op);
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
  auto bufferizable = getBufferizable(op);
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

bool remat::isAllocationOnlyOp(Operation *op) {
  auto bufferizable = getBufferizable(op);
  if (!bufferizable || op->getNumOperands() != 0)
    return false;
  bufferization::BufferizationOptions options;
  bufferization::AnalysisState state(options);
  return llvm::none_of(op->getResults(), [&](OpResult result) {
    return isa<TensorType>(result.getType()) &&
           bufferizable.resultBufferizesToMemoryWrite(result, state);
  });
}

/// Whether `v` is an argument or a constant, or not a tensor at all.
static bool readsNothingOfTheProgram(Value v) {
  Operation *def = v.getDefiningOp();
  return !def || def->hasTrait<OpTrait::ConstantLike>() ||
         !isa<TensorType>(v.getType());
}

bool remat::isDestinationInitializer(Operation *op) {
  if (op->getNumResults() == 0 || op->hasTrait<OpTrait::IsTerminator>() ||
      op->hasTrait<OpTrait::ConstantLike>() || !isMemoryEffectFree(op))
    return false;
  for (Region &region : op->getRegions())
    if (!region.empty() && !region.hasOneBlock())
      return false;
  // What it reads: its operands and what its payload captures. A chain of
  // initializers (an empty tensor filled) is followed iteratively: each op
  // reads at most a handful of values.
  SmallVector<Operation *> work{op};
  DenseSet<Operation *> seen{op};
  while (!work.empty()) {
    Operation *current = work.pop_back_val();
    SmallVector<Value> read(current->getOperands());
    for (Region &region : current->getRegions())
      region.walk([&](Operation *nested) {
        for (Value operand : nested->getOperands())
          if (!current->isAncestor(operand.getParentRegion()->getParentOp()))
            read.push_back(operand);
      });
    for (Value v : read) {
      if (readsNothingOfTheProgram(v))
        continue;
      Operation *def = v.getDefiningOp();
      if (!def || def->getNumResults() == 0 || !isMemoryEffectFree(def) ||
          def->getBlock() != op->getBlock())
        return false;
      if (seen.insert(def).second)
        work.push_back(def);
    }
    if (seen.size() > 8)
      return false;
  }
  // Every op reached must itself be read only as a destination (or by the
  // initializers above it).
  for (Operation *init : seen) {
    for (OpOperand &use : init->getUses()) {
      Operation *user = use.getOwner();
      if (seen.contains(user))
        continue;
      auto dps = dyn_cast<DestinationStyleOpInterface>(user);
      if (!dps || !dps.isDpsInit(&use))
        return false;
    }
    if (init->hasTrait<OpTrait::ConstantLike>())
      return false;
  }
  return true;
}

bool remat::isDestinationInitValue(Value v) {
  Operation *def = v.getDefiningOp();
  return def && isDestinationInitializer(def);
}
