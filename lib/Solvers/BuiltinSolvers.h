//===- BuiltinSolvers.h - the solvers Remat ships ---------------*- C++ -*-===//
//
// Private to lib/Solvers: one object per built-in solver, which the global
// registry names and solver=auto calls.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SOLVERS_BUILTINSOLVERS_H
#define REMAT_LIB_SOLVERS_BUILTINSOLVERS_H

#include "remat/Solvers/Solver.h"

namespace remat::detail {

struct BuiltinSolvers {
  std::unique_ptr<RematSolver> chain = createChainSolver();
  std::unique_ptr<RematSolver> greedy = createGreedySolver();
  std::unique_ptr<RematSolver> fast = createFastSolver();
  std::unique_ptr<RematSolver> blocks = createBlocksSolver();
  std::unique_ptr<RematSolver> local = createLocalSearchSolver();
  std::unique_ptr<RematSolver> ilp = createILPSolver();
  std::unique_ptr<RematSolver> localLate = createLateLocalSearchSolver();

  static const BuiltinSolvers &get();
};

} // namespace remat::detail

#endif // REMAT_LIB_SOLVERS_BUILTINSOLVERS_H
