//===- Phase.h - forward/backward phase rule --------------------*- C++ -*-===//
//
// The phase rule of a training step: an op is *backward* if it is a gradient
// op (GradientOpInterface) or depends, transitively, on the result of one;
// otherwise it is *forward*. An *activation* is a value produced by a forward
// op that has a backward use other than a terminator (returning a value is not
// keeping it for the backward pass). Function arguments are owned by the
// caller and constants are data of the program: neither is an activation.
//
// Ops that the rematerialization pass placed in the backward pass (marked
// with the unit attribute `remat.recompute`) are backward too.
//
// The rule is defined on straight-line code: a single-block body whose only
// regions are `remat.checkpoint` bodies. Anything else is reported through
// getUnsupportedOp() and must be diagnosed by the client.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_PHASE_H
#define REMAT_ANALYSIS_PHASE_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace remat {

enum class Phase { Forward, Backward };

/// Unit attribute marking ops that recompute forward values in the backward
/// pass.
inline constexpr llvm::StringLiteral kRecomputeAttrName = "remat.recompute";

/// Phase hooks for IR without gradient ops (docs/ForeignIR.md). A host marks
/// its backward pass with either (or both) discardable unit attributes:
///  - `remat.backward` on an op: the op is backward (and, by the rule, every
///    op that depends on it); put it on every backward op, or on the ops that
///    start the backward pass (the seeds) and let dependence do the rest;
///  - `remat.backward_begin` on the first backward op: it and every op after
///    it in program order are backward (the first such op counts).
inline constexpr llvm::StringLiteral kBackwardAttrName = "remat.backward";
inline constexpr llvm::StringLiteral kBackwardBeginAttrName =
    "remat.backward_begin";

llvm::StringRef stringifyPhase(Phase phase);

/// Classifies every op and value nested under a root op (typically a
/// `func.func`). Cached by the analysis manager when requested with
/// `getAnalysis<PhaseAnalysis>()`.
class PhaseAnalysis {
public:
  explicit PhaseAnalysis(mlir::Operation *root);

  Phase getPhase(mlir::Operation *op) const;
  Phase getPhase(mlir::Value value) const;
  bool isBackward(mlir::Operation *op) const {
    return getPhase(op) == Phase::Backward;
  }
  bool isBackward(mlir::Value value) const {
    return getPhase(value) == Phase::Backward;
  }

  /// A forward, non-constant op result with a use by a backward op that is
  /// not a terminator.
  bool isActivation(mlir::Value value) const;

  /// The first op that puts the body outside the rule's domain (a second
  /// block, or a region that is not a checkpoint body), or null.
  mlir::Operation *getUnsupportedOp() const { return unsupportedOp; }

  /// All activations, in program order of their definitions.
  llvm::ArrayRef<mlir::Value> getActivations() const { return activations; }

  /// One line per op: its name, location and phase, then the activations.
  void print(llvm::raw_ostream &os) const;

private:
  void classifyBlock(mlir::Block &block);

  mlir::Operation *root;
  mlir::Operation *unsupportedOp = nullptr;
  llvm::DenseSet<mlir::Operation *> backwardOps;
  llvm::DenseSet<mlir::Value> backwardValues;
  llvm::SmallVector<mlir::Value> activations;
};

/// Function arguments and constants: never activations, never recomputed
/// (the backward pass can always read them).
bool isArgumentOrConstant(mlir::Value value);

} // namespace remat

#endif // REMAT_ANALYSIS_PHASE_H
