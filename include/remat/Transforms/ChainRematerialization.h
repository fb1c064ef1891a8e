//===- ChainRematerialization.h - chain DP schedules in the IR --*- C++ -*-===//
//
// Glue between a training step whose forward pass is a chain and the chain
// DP (ChainDP.h): finding the chain, describing it to the DP, and turning a
// ChainSchedule into a Schedule.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_CHAINREMATERIALIZATION_H
#define REMAT_TRANSFORMS_CHAINREMATERIALIZATION_H

#include "remat/Solvers/ChainDP.h"
#include "remat/Transforms/Schedule.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace remat {

/// The forward ops of a training step, in program order, each with one
/// result, grouped into the solver's stages: a stage ends where its last
/// op's result alone carries the forward pass on (no value made before it is
/// read by a later forward op), so a stage reads only the previous stage's
/// output besides arguments, constants and destination initializers. A
/// chain of ops each reading only the previous one's result has one op per
/// stage; a value read by several ops (a loss's reductions over the logits,
/// a residual block's input) puts its readers in one stage.
struct ForwardChain {
  llvm::SmallVector<mlir::Operation *> ops;
  /// Stage g is ops[stageEnd[g-1] .. stageEnd[g]); stageEnd[0] = 0.
  llvm::SmallVector<unsigned> stageEnd;

  unsigned numStages() const { return stageEnd.size() - 1; }
  /// x_g, the value stage g ends with (null for g = 0).
  mlir::Value stageValue(unsigned g) const {
    return g == 0 ? mlir::Value() : ops[stageEnd[g] - 1]->getResult(0);
  }
};

/// The forward chain of `func`, or the op that breaks it (and why): an op
/// with other than one result, or no forward ops.
mlir::FailureOr<ForwardChain> findForwardChain(mlir::FunctionOpInterface func,
                                               mlir::Operation *&blocker,
                                               std::string &why);

/// The chain as the solver sees it, sizes in units of `unitBytes` (rounded
/// up). Stages `mayRecompute` rejects cost infinity, so the solver keeps
/// them. With `activationsOnly` (budget-scope=activations) backward values
/// (gradients, backward temporaries, returned parameter gradients) take no
/// memory in the model.
ChainModel
buildChainModel(mlir::FunctionOpInterface func, const ForwardChain &chain,
                int64_t unitBytes,
                llvm::function_ref<double(mlir::Operation *)> cost,
                llvm::function_ref<bool(mlir::Operation *)> mayRecompute,
                bool activationsOnly = false);

/// The schedule of `schedule` in `func` (whose forward chain must be
/// `chain`): each sweep clones its stages right before the backward op where
/// its adjoint starts, reading the held value through a fresh barrier; each
/// backward use then reads the latest copy made before it. With `early`, a
/// sweep goes right after the op where the next adjoint starts, when that
/// comes first (which of the two holds less depends on the backward pass's
/// order: the solver measures both).
Schedule buildChainSchedule(mlir::FunctionOpInterface func,
                            const ForwardChain &chain,
                            const ChainSchedule &schedule, bool early = false);

} // namespace remat

#endif // REMAT_TRANSFORMS_CHAINREMATERIALIZATION_H
