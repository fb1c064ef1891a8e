//===- Solver.h - budget solvers and the names solver= takes ----*- C++ -*-===//
//
// A RematSolver answers a RematProblem (Problem.h) with a Schedule or says
// why not; it never changes the function. Each built-in solver is one file
// of lib/Solvers named after its solver= name (GreedySolver.cpp is
// solver=greedy); the algorithm it drives, when that is its own piece, is
// named after the algorithm (ChainDP.h, BlockDP.h, CheckmateILP.h).
//
// The registry maps the names solver= takes to solvers, so a host (or a
// test) adds one without touching the pass. "auto" is no entry of it: its
// policy (AutoPolicy.h) calls the built-in solvers directly, then those a
// host added that volunteer.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_SOLVER_H
#define REMAT_SOLVERS_SOLVER_H

#include "remat/Solvers/Problem.h"

#include <memory>
#include <string>

namespace remat {

class RematSolver {
public:
  virtual ~RematSolver();
  /// The name solver= takes.
  virtual llvm::StringRef getName() const = 0;
  /// How explanations name it ("chain DP"); the name by default.
  virtual llvm::StringRef getDescription() const { return getName(); }
  /// Whether the solver can run at all in this build (CBC, say).
  virtual mlir::LogicalResult isAvailable(std::string &why) const {
    return mlir::success();
  }
  /// For a solver a host adds to the registry: whether solver=auto runs it
  /// on `problem`, after the built-in ones. (AutoPolicy.cpp decides for the
  /// built-in solvers.)
  virtual bool appliesForAuto(const RematProblem &problem) const {
    return false;
  }
  /// A schedule whose predicted peak fits `budget` bytes, or failure with
  /// `report.failure` set. Never changes the function.
  virtual mlir::FailureOr<Schedule> solve(const RematProblem &problem,
                                          int64_t budget,
                                          SolverReport &report) const = 0;
};

/// The solvers solver= can name. The global registry starts with the
/// built-in ones (chain, greedy, fast, blocks, local, ilp, local-late);
/// solvers added later come after them.
class RematSolverRegistry {
public:
  static RematSolverRegistry &global();

  /// Adds `solver`; fails when its name (or "auto") is taken.
  mlir::LogicalResult add(std::unique_ptr<RematSolver> solver);
  /// The solver named `name`, or null. "auto" is not one: see solveAuto.
  const RematSolver *lookup(llvm::StringRef name) const;
  llvm::ArrayRef<const RematSolver *> getSolvers() const { return solvers; }
  /// The solvers added besides the built-in ones, in the order they came.
  llvm::ArrayRef<const RematSolver *> getAddedSolvers() const {
    return getSolvers().drop_front(numBuiltin);
  }
  /// "auto, greedy, fast, chain, blocks or ilp", for messages.
  std::string describeNames() const;

private:
  llvm::SmallVector<const RematSolver *> solvers;
  llvm::SmallVector<std::unique_ptr<RematSolver>> added;
  size_t numBuiltin = 0;
};

/// The built-in solvers, one per file of lib/Solvers.
std::unique_ptr<RematSolver> createChainSolver();
std::unique_ptr<RematSolver> createGreedySolver();
std::unique_ptr<RematSolver> createFastSolver();
std::unique_ptr<RematSolver> createBlocksSolver();
std::unique_ptr<RematSolver> createLocalSearchSolver();
/// solver=local-late: the local search with late recomputations of the
/// returned values (the loss).
std::unique_ptr<RematSolver> createLateLocalSearchSolver();
std::unique_ptr<RematSolver> createILPSolver();

} // namespace remat

#endif // REMAT_SOLVERS_SOLVER_H
