//===- Phase.cpp - forward/backward phase rule ----------------------------===//
#include "remat/Analysis/Phase.h"
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Interfaces/GradientOpInterface.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

StringRef remat::stringifyPhase(Phase phase) {
  return phase == Phase::Forward ? "forward" : "backward";
}

PhaseAnalysis::PhaseAnalysis(Operation *root) : root(root) {
  for (Region &region : root->getRegions()) {
    if (!region.hasOneBlock() && !region.empty() && !unsupportedOp)
      unsupportedOp = root;
    for (Block &block : region)
      classifyBlock(block);
  }

  // Activations in program order: a pre-order walk visits definitions in
  // the order they appear.
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == this->root || isBackward(op))
      return;
    for (Value result : op->getResults())
      if (isActivation(result))
        activations.push_back(result);
  });
}

/// Blocks are visited in program order, so operands are classified before
/// their users; recursion follows region nesting only, never the data graph.
void PhaseAnalysis::classifyBlock(Block &block) {
  for (Operation &op : block) {
    bool backward =
        isa<GradientOpInterface>(op) || op.hasAttr(kRecomputeAttrName) ||
        llvm::any_of(op.getOperands(),
                     [&](Value v) { return backwardValues.contains(v); });
    for (Region &region : op.getRegions()) {
      if (!unsupportedOp && (!isa<CheckpointOp>(op) || !region.hasOneBlock()))
        unsupportedOp = &op;
      for (Block &nested : region) {
        // A checkpoint's arguments are its operands one to one; arguments of
        // other regions take the phase of their op.
        auto checkpoint = dyn_cast<CheckpointOp>(op);
        for (BlockArgument arg : nested.getArguments()) {
          bool argBackward =
              checkpoint ? backwardValues.contains(
                               checkpoint.getInputs()[arg.getArgNumber()])
                         : backward;
          if (argBackward)
            backwardValues.insert(arg);
        }
        classifyBlock(nested);
        // A region that yields a backward value makes its op backward.
        if (!nested.empty() &&
            llvm::any_of(nested.back().getOperands(),
                         [&](Value v) { return backwardValues.contains(v); }))
          backward = true;
      }
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
    return isBackward(user) && !user->hasTrait<OpTrait::IsTerminator>();
  });
}

void PhaseAnalysis::print(raw_ostream &os) const {
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == root)
      return;
    os << op->getName() << " " << op->getLoc() << ": "
       << stringifyPhase(getPhase(op)) << "\n";
  });
  os << "activations: " << activations.size() << "\n";
}
