//===- AutoPolicy.h - solver=auto -------------------------------*- C++ -*-===//
//
// solver=auto runs the built-in solvers its policy picks for the step, in
// its order and within its limits (all of it in AutoPolicy.cpp), then the
// solvers a host added to the registry that volunteer, and keeps the best
// schedule.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_AUTOPOLICY_H
#define REMAT_SOLVERS_AUTOPOLICY_H

#include "remat/Solvers/Problem.h"

#include <string>

namespace remat {

/// solver=auto: keeps the best success (fewest added cost, then lowest
/// peak), else the failure that got lowest. `report` is the winner's, with
/// a note comparing them when several ran; `winner` its name. Each solver
/// is handed the best schedule found before it where it can use one.
mlir::FailureOr<Schedule> solveAuto(const RematProblem &problem, int64_t budget,
                                    SolverReport &report, std::string &winner);

} // namespace remat

#endif // REMAT_SOLVERS_AUTOPOLICY_H
