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
// A host without gradient ops marks its backward pass with the unit
// attributes `remat.backward` (on an op) or `remat.backward_begin` (on the
// first backward op): see kBackwardAttrName below and
// docs/reference/ForeignIR.md.
//
// The rule is defined on straight-line code: a single-block body of ops from
// any dialect. An op with regions is either a checkpoint region
// (CheckpointRegionOpInterface: its body's ops are ops of the program) or a
// leaf whose regions are a payload (linalg.generic, tensor.generate: the
// analyses never look inside), unless it is control flow (successors,
// RegionBranchOpInterface, loops, multi-block regions). Control flow is
// reported through getUnsupportedOp() and must be diagnosed by the client
// (describeUnsupportedOp gives the reason).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_PHASE_H
#define REMAT_ANALYSIS_PHASE_H

#include "remat/Support/AttrNames.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace remat {

enum class Phase { Forward, Backward };

llvm::StringRef stringifyPhase(Phase phase);

/// How the analyses treat an op with respect to its regions.
enum class RegionRole {
  /// No regions.
  None,
  /// A CheckpointRegionOpInterface op with a one-block body: its body's ops
  /// are part of the straight-line program.
  Checkpoint,
  /// Regions that are a payload of the op (computed as part of one
  /// execution of the op): the op is a leaf.
  Payload,
  /// Successors, RegionBranchOpInterface, LoopLikeOpInterface, or a region
  /// of several blocks: outside the analyses' domain.
  ControlFlow,
};
RegionRole getRegionRole(mlir::Operation *op);

/// Why `op` (as returned by getUnsupportedOp) puts its function outside
/// straight-line code, e.g. "'scf.for' is control flow; Remat handles
/// straight-line code".
std::string describeUnsupportedOp(mlir::Operation *op);

/// Calls `fn` on every op nested under `root` (not `root` itself) that is
/// part of the straight-line program, in program order: the ops of the body,
/// and those of checkpoint bodies right after their checkpoint op; never the
/// ops inside a payload or control-flow region.
void walkProgramOrder(mlir::Operation *root,
                      llvm::function_ref<void(mlir::Operation *)> fn);

/// The op of the straight-line program that `op` belongs to: `op` itself, or
/// the outermost payload op whose regions hold it (a use inside a payload is
/// a use by the payload's op).
mlir::Operation *getProgramOp(mlir::Operation *op);

/// Calls `fn` on each value used inside the regions of `op` but defined
/// outside `op` (a payload's captured values), once per use.
void forEachCapturedValue(mlir::Operation *op,
                          llvm::function_ref<void(mlir::Value)> fn);

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

  /// The first op that puts the body outside the rule's domain (control
  /// flow: a branch, a region-branching or loop op, a multi-block region;
  /// the root itself for a multi-block body without a branch), or null.
  mlir::Operation *getUnsupportedOp() const { return unsupportedOp; }

  /// All activations, in program order of their definitions.
  llvm::ArrayRef<mlir::Value> getActivations() const { return activations; }

  /// One line per op: its name, location and phase, then the activations.
  void print(llvm::raw_ostream &os) const;

private:
  void classifyBlock(mlir::Block &block);

  mlir::Operation *root;
  mlir::Operation *unsupportedOp = nullptr;
  /// Set once an op carrying kBackwardBeginAttrName has been seen.
  bool pastBackwardBegin = false;
  llvm::DenseSet<mlir::Operation *> backwardOps;
  llvm::DenseSet<mlir::Value> backwardValues;
  llvm::SmallVector<mlir::Value> activations;
};

/// Function arguments and constants: never activations, never recomputed
/// (the backward pass can always read them).
bool isArgumentOrConstant(mlir::Value value);

} // namespace remat

#endif // REMAT_ANALYSIS_PHASE_H
