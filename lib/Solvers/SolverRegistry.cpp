//===- SolverRegistry.cpp - the names solver= takes -----------------------===//
#include "BuiltinSolvers.h"
#include "remat/Solvers/Solver.h"
#include "remat/Support/NamedValueParser.h"

using namespace mlir;
using namespace remat;
using namespace remat::detail;

RematSolver::~RematSolver() = default;

const BuiltinSolvers &BuiltinSolvers::get() {
  static const BuiltinSolvers *solvers = new BuiltinSolvers();
  return *solvers;
}

RematSolverRegistry &RematSolverRegistry::global() {
  static RematSolverRegistry *registry = [] {
    auto *r = new RematSolverRegistry();
    const BuiltinSolvers &builtin = BuiltinSolvers::get();
    for (const std::unique_ptr<RematSolver> *solver :
         {&builtin.chain, &builtin.greedy, &builtin.fast, &builtin.blocks,
          &builtin.local, &builtin.ilp, &builtin.localLate})
      r->solvers.push_back(solver->get());
    r->numBuiltin = r->solvers.size();
    return r;
  }();
  return *registry;
}

LogicalResult RematSolverRegistry::add(std::unique_ptr<RematSolver> solver) {
  if (solver->getName() == "auto" || lookup(solver->getName()))
    return failure();
  solvers.push_back(solver.get());
  added.push_back(std::move(solver));
  return success();
}

const RematSolver *RematSolverRegistry::lookup(StringRef name) const {
  for (const RematSolver *solver : solvers)
    if (solver->getName() == name)
      return solver;
  return nullptr;
}

std::string RematSolverRegistry::describeNames() const {
  // The order messages have always listed them in, then any added ones.
  SmallVector<StringRef> names{"auto"};
  for (StringRef known : {"greedy", "fast", "chain", "blocks"})
    if (lookup(known))
      names.push_back(known);
  for (const RematSolver *solver : solvers)
    if (!llvm::is_contained(names, solver->getName()) &&
        solver->getName() != "ilp")
      names.push_back(solver->getName());
  if (lookup("ilp"))
    names.push_back("ilp");
  return listOptionValues(names);
}
