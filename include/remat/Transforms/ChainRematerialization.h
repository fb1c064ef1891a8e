//===- ChainRematerialization.h - chain DP schedules in the IR --*- C++ -*-===//
//
// Glue between a training step whose forward pass is a chain and the
// ChainSolver: finding the chain, describing it to the solver, and turning
// a ChainSchedule into a Schedule.
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

/// solver=auto takes the chain DP up to this many stages (about a second).
inline constexpr unsigned kMaxAutoChainStages = 200;

/// ... and only where the squares of its stages' op counts sum to at most
/// this: the chain model and the schedules of adjoints that remake a
/// stage's values grow with the square of a stage's ops (a forward DAG of
/// 4300 ops, 8 stages of about 540 ops: 2.3e6, 120 s and 4.8 GB for the
/// chain DP; its 430-op form, 8 stages of about 54 ops: 2.3e4, a fraction
/// of a second).
inline constexpr uint64_t kMaxAutoChainStageWork = 1 << 17;

/// Whether the forward pass of `func` is a chain of at most
/// kMaxAutoChainStages stages, all of one op but at most one (a loss of
/// several reductions): what solver=auto takes the chain DP for. The DP
/// recomputes whole stages, so on passes of many grouped stages (residual
/// blocks) the greedy and the fast solver, which recompute single ops, are
/// the ones to run.
bool isShortForwardChain(mlir::FunctionOpInterface func);

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
