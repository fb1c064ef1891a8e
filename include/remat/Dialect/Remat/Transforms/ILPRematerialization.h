//===- ILPRematerialization.h - Checkmate schedules in the IR ---*- C++ -*-===//
//
// Glue between a training step and CheckmateILP: describing the program to
// the solver and realizing its schedule by cloning recomputed ops before
// the op of their stage.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_ILPREMATERIALIZATION_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_ILPREMATERIALIZATION_H

#include "remat/Support/CheckmateILP.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace remat {

/// The program of `func` as the solver sees it (`nodes` are its ops), or
/// the op it cannot model (and why).
mlir::FailureOr<ScheduleGraph>
buildScheduleGraph(mlir::func::FuncOp func,
                   llvm::function_ref<double(mlir::Operation *)> cost,
                   llvm::function_ref<bool(mlir::Operation *)> mayRecompute,
                   llvm::SmallVectorImpl<mlir::Operation *> &nodes,
                   mlir::Operation *&blocker, std::string &why);

/// Clones the schedule's recomputations into `func` (whose ops are
/// `nodes`), each stage's before the stage's op, reading held values
/// through fresh remat.barriers; every op then reads the latest copy of
/// each operand. Returns the FLOPs added.
int64_t applyCheckmateSchedule(mlir::func::FuncOp func,
                               llvm::ArrayRef<mlir::Operation *> nodes,
                               const CheckmateResult &schedule);

} // namespace remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_ILPREMATERIALIZATION_H
