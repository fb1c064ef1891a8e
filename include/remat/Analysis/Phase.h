//===- Phase.h - forward/backward phase rule --------------------*- C++ -*-===//
//
// The phase rule of a training step: an op is *backward* if it is a gradient
// op (GradientOpInterface) or depends, transitively, on the result of one;
// otherwise it is *forward*. An *activation* is a value produced by a forward
// op that has a backward use. Function arguments are owned by the caller and
// are never activations.
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

  /// A forward op result with at least one use by a backward op.
  bool isActivation(mlir::Value value) const;

  /// All activations, in program order of their definitions.
  llvm::ArrayRef<mlir::Value> getActivations() const { return activations; }

  /// One line per op: its name, location and phase, then the activations.
  void print(llvm::raw_ostream &os) const;

private:
  void classifyBlock(mlir::Block &block);

  mlir::Operation *root;
  llvm::DenseSet<mlir::Operation *> backwardOps;
  llvm::DenseSet<mlir::Value> backwardValues;
  llvm::SmallVector<mlir::Value> activations;
};

} // namespace remat

#endif // REMAT_ANALYSIS_PHASE_H
