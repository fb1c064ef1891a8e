//===- ILPRematerialization.h - Checkmate schedules in the IR ---*- C++ -*-===//
//
// Glue between a training step and CheckmateILP: describing the program to
// the solver and turning its schedule into a Schedule that clones recomputed
// ops before the op of their stage.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_ILPREMATERIALIZATION_H
#define REMAT_TRANSFORMS_ILPREMATERIALIZATION_H

#include "remat/Solvers/CheckmateILP.h"
#include "remat/Transforms/Schedule.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace remat {

/// The program of `func` as the solver sees it (`nodes` are its ops), or
/// the op it cannot model (and why). With `activationsOnly` the graph
/// counts only what budget-scope=activations bounds: the results of forward
/// ops (a backward op's result has no bytes, no op has scratch), from the
/// stage of the first backward op on.
mlir::FailureOr<ScheduleGraph>
buildScheduleGraph(mlir::FunctionOpInterface func,
                   llvm::function_ref<double(mlir::Operation *)> cost,
                   llvm::function_ref<bool(mlir::Operation *)> mayRecompute,
                   llvm::SmallVectorImpl<mlir::Operation *> &nodes,
                   mlir::Operation *&blocker, std::string &why,
                   bool activationsOnly = false);

/// The Schedule of a solver's result in `func` (whose ops are `nodes`):
/// each stage's recomputations before the stage's op, reading held values
/// through fresh barriers; every op then reads the latest copy of each
/// operand.
Schedule buildCheckmateSchedule(mlir::FunctionOpInterface func,
                                llvm::ArrayRef<mlir::Operation *> nodes,
                                const CheckmateResult &result);

/// `schedule` (made for `func`, whose ops are `nodes`) as the solver's
/// recompute lists: the schedule is realized on a copy and each clone there
/// counted in the stage of the op it ends up before. Empty when a clone
/// matches no node (the schedule is then no warm start).
std::vector<std::vector<unsigned>>
recomputeListsOf(mlir::FunctionOpInterface func,
                 llvm::ArrayRef<mlir::Operation *> nodes,
                 const Schedule &schedule);

} // namespace remat

#endif // REMAT_TRANSFORMS_ILPREMATERIALIZATION_H
