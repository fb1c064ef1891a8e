//===- Phase.cpp - forward/backward phase rule ----------------------------===//
#include "remat/Analysis/Phase.h"
#include "remat/Interfaces/CheckpointRegionOpInterface.h"
#include "remat/Interfaces/GradientOpInterface.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

StringRef remat::stringifyPhase(Phase phase) {
  return phase == Phase::Forward ? "forward" : "backward";
}

RegionRole remat::getRegionRole(Operation *op) {
  if (op->getNumSuccessors() != 0)
    return RegionRole::ControlFlow;
  if (op->getNumRegions() == 0)
    return RegionRole::None;
  if (isa<CheckpointRegionOpInterface>(op))
    return op->getRegion(0).hasOneBlock() ? RegionRole::Checkpoint
                                          : RegionRole::ControlFlow;
  if (isa<RegionBranchOpInterface, LoopLikeOpInterface>(op))
    return RegionRole::ControlFlow;
  for (Region &region : op->getRegions())
    if (!region.empty() && !region.hasOneBlock())
      return RegionRole::ControlFlow;
  return RegionRole::Payload;
}

std::string remat::describeUnsupportedOp(Operation *op) {
  std::string name = op->getName().getStringRef().str();
  constexpr StringLiteral straightLine = "Remat handles straight-line code";
  if (op->getNumSuccessors() != 0)
    return llvm::formatv("'{0}' is control flow (it branches to another "
                         "block); {1}",
                         name, straightLine);
  if (isa<RegionBranchOpInterface, LoopLikeOpInterface>(op) &&
      !isa<CheckpointRegionOpInterface>(op))
    return llvm::formatv("'{0}' is control flow; {1}", name, straightLine);
  for (Region &region : op->getRegions())
    if (!region.empty() && !region.hasOneBlock())
      return llvm::formatv("'{0}' has a region of {1} blocks (control flow); "
                           "{2}",
                           name, region.getBlocks().size(), straightLine);
  return llvm::formatv("'{0}' is outside straight-line code", name);
}

/// Pre-order over the program: checkpoint bodies are entered, payload and
/// control-flow regions are not.
static void walkBlock(Block &block, function_ref<void(Operation *)> fn) {
  for (Operation &op : block) {
    fn(&op);
    if (getRegionRole(&op) == RegionRole::Checkpoint)
      walkBlock(cast<CheckpointRegionOpInterface>(op).getCheckpointBody(), fn);
  }
}

void remat::walkProgramOrder(Operation *root,
                             function_ref<void(Operation *)> fn) {
  for (Region &region : root->getRegions())
    for (Block &block : region)
      walkBlock(block, fn);
}

void remat::forEachCapturedValue(Operation *op, function_ref<void(Value)> fn) {
  for (Region &region : op->getRegions())
    region.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (!op->isAncestor(operand.getParentRegion()->getParentOp()))
          fn(operand);
    });
}

Operation *remat::getProgramOp(Operation *op) {
  Operation *program = op;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    // The program ends at its function (or any symbol table above it).
    if (isa<FunctionOpInterface>(parent) ||
        parent->hasTrait<OpTrait::SymbolTable>())
      break;
    RegionRole kind = getRegionRole(parent);
    if (kind == RegionRole::Payload || kind == RegionRole::ControlFlow)
      program = parent;
    else if (kind != RegionRole::Checkpoint)
      break;
  }
  return program;
}

PhaseAnalysis::PhaseAnalysis(Operation *root) : root(root) {
  for (Region &region : root->getRegions()) {
    if (!region.hasOneBlock() && !region.empty() && !unsupportedOp) {
      // Name the branch that leaves the first block when there is one.
      Operation *terminator =
          region.front().empty() ? nullptr : &region.front().back();
      unsupportedOp =
          terminator && terminator->getNumSuccessors() != 0 ? terminator : root;
    }
    for (Block &block : region)
      classifyBlock(block);
  }

  // Activations in program order.
  walkProgramOrder(root, [&](Operation *op) {
    if (isBackward(op))
      return;
    for (Value result : op->getResults())
      if (isActivation(result))
        activations.push_back(result);
  });
}

/// Blocks are visited in program order, so operands are classified before
/// their users; recursion follows checkpoint bodies only, never the data
/// graph.
void PhaseAnalysis::classifyBlock(Block &block) {
  auto isBackwardValue = [&](Value v) { return backwardValues.contains(v); };
  for (Operation &op : block) {
    if (op.hasAttr(kBackwardBeginAttrName))
      pastBackwardBegin = true;
    bool backward = pastBackwardBegin || isa<GradientOpInterface>(op) ||
                    op.hasAttr(kRecomputeAttrName) ||
                    op.hasAttr(kBackwardAttrName) ||
                    llvm::any_of(op.getOperands(), isBackwardValue);
    RegionRole kind = getRegionRole(&op);
    if (kind == RegionRole::ControlFlow && !unsupportedOp)
      unsupportedOp = &op;
    if (kind == RegionRole::Checkpoint) {
      // The body's arguments are the op's inputs one to one.
      auto checkpoint = cast<CheckpointRegionOpInterface>(op);
      Block &body = checkpoint.getCheckpointBody();
      for (BlockArgument arg : body.getArguments())
        if (backwardValues.contains(checkpoint.getInputForArgument(arg)))
          backwardValues.insert(arg);
      classifyBlock(body);
      // A body that yields a backward value makes its op backward.
      if (body.mightHaveTerminator() &&
          llvm::any_of(checkpoint.getYieldedValues(), isBackwardValue))
        backward = true;
    } else if (kind != RegionRole::None && !backward) {
      // A payload (or an unsupported region) reads what it captures.
      forEachCapturedValue(&op, [&](Value v) {
        if (backwardValues.contains(v))
          backward = true;
      });
    }
    if (!backward)
      continue;
    backwardOps.insert(&op);
    for (Value result : op.getResults())
      backwardValues.insert(result);
  }
}

Phase PhaseAnalysis::getPhase(Operation *op) const {
  return backwardOps.contains(op) ? Phase::Backward : Phase::Forward;
}

Phase PhaseAnalysis::getPhase(Value value) const {
  return backwardValues.contains(value) ? Phase::Backward : Phase::Forward;
}

bool remat::isArgumentOrConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return !def || def->hasTrait<OpTrait::ConstantLike>();
}

bool PhaseAnalysis::isActivation(Value value) const {
  if (isArgumentOrConstant(value) || isBackward(value.getDefiningOp()))
    return false;
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    Operation *owner = getProgramOp(user);
    return isBackward(owner) && !owner->hasTrait<OpTrait::IsTerminator>();
  });
}

void PhaseAnalysis::print(raw_ostream &os) const {
  walkProgramOrder(root, [&](Operation *op) {
    os << op->getName() << " " << op->getLoc() << ": "
       << stringifyPhase(getPhase(op)) << "\n";
  });
  os << "activations: " << activations.size() << "\n";
}
