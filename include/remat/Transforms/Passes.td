//===- Passes.td - dialect-independent rematerialization --*- tablegen -*-===//
//
// The passes over the rematerialization library (Rematerialization.h). They
// work on any function-like op whose body is one block of value-semantics
// ops, through the interfaces in remat/Interfaces.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_PASSES
#define REMAT_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def RematerializePass : Pass<"remat-rematerialize"> {
  let summary = "Recompute activations before their backward use instead of "
                "keeping them";
  let description = [{
    Rewrites a training step (forward and backward in one function) so that
    chosen activations are recomputed right before their backward use
    instead of being held across the forward pass. `strategy=` says what to
    recompute: `regions` (every `remat.checkpoint` region the backward pass
    reads), `cheap` (producers of at most `cheap-flops-per-element` FLOPs
    per element), `mincut` (a minimum cut by bytes), `sqrt` (every
    round(sqrt(n))-th activation kept), or `budget` (fit the predicted peak,
    or with `budget-scope=activations` the bytes held for the backward pass,
    under `budget=`, by `solver=`: `auto` by default). `save=`,
    `save-names=`, `recompute-names=` and `policy=` say which ops may be
    recomputed.

    Recomputed ops read their kept inputs through `remat.barrier`, so CSE
    cannot merge them with the originals; `remat-strip-guards` removes the
    barriers. Decisions are remarks (category `remat`). On a module, every
    function-like op in it is rewritten, in parallel.

    Strategies, solvers, remarks and limits:
    `docs/reference/Rematerialization.md`, `docs/reference/BudgetSolvers.md`.

    ```
    remat-opt step.mlir --remat-rematerialize="strategy=budget budget=60%"
    ```
  }];
  let options = [
    Option<"strategy", "strategy", "::remat::RematStrategy",
           /*default=*/"::remat::RematStrategy::MinCut",
           "What to recompute",
           [{::llvm::cl::values(
             clEnumValN(::remat::RematStrategy::Regions, "regions",
                        "every remat.checkpoint region the backward pass "
                        "reads"),
             clEnumValN(::remat::RematStrategy::Cheap, "cheap",
                        "ops of few FLOPs per result element"),
             clEnumValN(::remat::RematStrategy::MinCut, "mincut",
                        "a minimum cut by bytes (the default)"),
             clEnumValN(::remat::RematStrategy::Sqrt, "sqrt",
                        "keep every round(sqrt(n))-th activation"),
             clEnumValN(::remat::RematStrategy::Budget, "budget",
                        "meet budget= with a solver"))}]>,
    Option<"solver", "solver", "std::string", /*default=*/"\"auto\"",
           "strategy=budget: greedy, fast (scalable greedy), chain (the "
           "exact DP, for chains), blocks (DP over repeated blocks), local "
           "(local search from the greedy; values may be recomputed several "
           "times), ilp (Checkmate's MILP with CBC, small graphs) or auto">,
    Option<"minimize", "minimize", "::remat::RematCostKind",
           /*default=*/"::remat::RematCostKind::Flops",
           "strategy=budget: the added cost to minimize",
           [{::llvm::cl::values(
             clEnumValN(::remat::RematCostKind::Flops, "flops",
                        "FLOPs of the recomputations"),
             clEnumValN(::remat::RematCostKind::Time, "time",
                        "the cost model's time estimate for target="))}]>,
    Option<"ilpSeconds", "ilp-seconds", "double", /*default=*/"60.0",
           "solver=ilp: CBC's time limit in seconds">,
    Option<"ilpNodes", "ilp-nodes", "uint64_t", /*default=*/"0",
           "solver=ilp: the most branch-and-bound nodes (0: no limit), a "
           "limit that does not depend on the machine's speed">,
    Option<"ilpStageBound", "ilp-stage-bound", "bool", /*default=*/"true",
           "solver=ilp: compute the stage cost bound first (a lower bound "
           "of the added cost from what each stage must hold; it proves "
           "most budgets the heuristics meet optimally)">,
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "minimize=time: the cost model's target preset">,
    Option<"budget", "budget", "std::string", /*default=*/"\"\"",
           "strategy=budget: the most bytes the predicted peak may hold, "
           "with an optional B/KiB/MiB/GiB suffix, or a percentage of the "
           "peak without rematerialization (50%)">,
    Option<"budgetScope", "budget-scope", "::remat::RematBudgetScope",
           /*default=*/"::remat::RematBudgetScope::Peak",
           "strategy=budget: what budget= bounds",
           [{::llvm::cl::values(
             clEnumValN(::remat::RematBudgetScope::Peak, "peak",
                        "the whole predicted peak (the default)"),
             clEnumValN(::remat::RematBudgetScope::Activations, "activations",
                        "the bytes held for the backward pass: forward "
                        "values kept or recomputed, from the first backward "
                        "op on (PyTorch's activation_memory_budget)"))}]>,
    ListOption<"save", "save", "std::string",
               "Ops never recomputed, by name (linalg.matmul, or matmul for "
               "that op of every loaded dialect); default: the matrix "
               "roofline class">,
    ListOption<"saveNames", "save-names", "std::string",
               "remat.name tags that are never recomputed">,
    ListOption<"recomputeNames", "recompute-names", "std::string",
               "remat.name tags that are always recomputed">,
    Option<"policy", "policy", "::remat::RematPolicy",
           /*default=*/"::remat::RematPolicy::Default",
           "Which ops may be recomputed at all",
           [{::llvm::cl::values(
             clEnumValN(::remat::RematPolicy::Default, "default",
                        "all but save= (default: the matrix roofline class, "
                        "none under strategy=budget)"),
             clEnumValN(::remat::RematPolicy::NothingSaveable,
                        "nothing-saveable", "every recomputable op"),
             clEnumValN(::remat::RematPolicy::EverythingSaveable,
                        "everything-saveable", "none"))}]>,
    Option<"cheapFlopsPerElement", "cheap-flops-per-element", "double",
           /*default=*/"10.0",
           "strategy=cheap: most FLOPs per result element of a cheap op">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "Emit a remark for every rematerialized value">,
    Option<"checkRecompute", "check-recompute", "bool", /*default=*/"false",
           "Debug: compare every recomputed tensor with the original it "
           "replaces, bit for bit, at run time (keeps the originals alive)">,
  ];
  let statistics = [
    Statistic<"numRematerialized", "values-rematerialized",
              "Activations recomputed instead of kept">,
    Statistic<"bytesFreed", "bytes-no-longer-kept",
              "Bytes of activations no longer kept for the backward pass">,
    Statistic<"flopsAdded", "flops-added", "FLOPs of the recomputations">,
  ];
  let dependentDialects = ["::remat::RematDialect"];
}

def RematStripGuardsPass
    : InterfacePass<"remat-strip-guards", "::mlir::FunctionOpInterface"> {
  let summary = "Remove the CSE barriers and recomputation checks";
  let description = [{
    Removes every op of `RecomputeGuardOpInterface` (`remat.barrier`,
    `remat.check_recompute`, or a host's own guards): a barrier is replaced
    by the value it guards, a check is erased. The recomputations stay: they
    are ordinary clones of the forward ops.

    The barriers exist so that CSE and canonicalization do not merge a
    recomputation with the op it repeats. Run this pass after the last
    tensor-level CSE or canonicalization, right before bufferization (or any
    lowering that no longer merges ops), so that a host keeps no `remat` op
    at run time. Stripping earlier lets CSE undo the rematerialization.

    ```mlir
    %k = remat.barrier %saved {remat.recompute} : tensor<32x64xf32>
    %r = math.tanh %k {remat.recompute} : tensor<32x64xf32>
    // becomes
    %r = math.tanh %saved {remat.recompute} : tensor<32x64xf32>
    ```
  }];
  let statistics = [
    Statistic<"numStripped", "guards-stripped",
              "Barriers and checks removed">,
  ];
}

def RematExposeValuesPass : Pass<"remat-expose-values", "::mlir::ModuleOp"> {
  let summary = "Return chosen intermediate values of a function as extra "
                "results";
  let description = [{
    Appends an operand of every op named in `ops=` (in program order) to the
    results of the function `func=` (every function-like op of the module
    when empty), each new result marked `remat.exposed = "<op name>"`. The
    computation is unchanged: only the returned values grow, so a checker
    can read intermediate values (a ReLU's input, say) from the executed
    step. `scripts/check-against-torch.py` uses it to compare each ReLU's
    input and its decision with PyTorch's float64 forward.

    A function with more than one block, without a return-like terminator,
    or used by a symbol reference (a call would no longer match it) is an
    error, as is an op without operand `operand=`.

    ```
    remat-opt step.mlir --remat-expose-values="func=forward_grad ops=remat.relu"
    ```
  }];
  let options = [
    ListOption<"ops", "ops", "std::string",
               "Names of the ops whose operand is returned (required)">,
    Option<"operand", "operand", "unsigned", /*default=*/"0",
           "Which operand of each op to return">,
    Option<"func", "func", "std::string", /*default=*/"\"\"",
           "The function to change (default: every function-like op)">,
  ];
  let statistics = [
    Statistic<"numExposed", "values-exposed", "Values added as results">,
  ];
}

def RematParetoPass : Pass<"remat-pareto", "::mlir::ModuleOp"> {
  let summary = "Predicted peak memory against added compute over a range "
                "of budgets";
  let description = [{
    For every function-like op of the module with a backward pass, runs the
    rematerialization library with `strategy=budget` on a detached copy at
    each budget of `budgets=` (default 100%, 90%, ..., 10%) and at the
    lowest peak the solver reaches (row `min`), and prints per budget
    whether it was met, the solver, the predicted peak, the FLOPs added and
    the solve time; `format=json` writes the same for plots. The input is
    not changed. `max-added-flops=10,33` adds a row `flops<=P%` per
    percentage: the lowest peak found within P% added FLOPs, by bisection
    on the budget; its budget column gives `remat-rematerialize` the same
    schedule. Details: `docs/reference/BudgetSolvers.md`, "Pareto curves".

    ```
    remat-opt step.mlir --remat-pareto="solver=chain format=json output=curve.json"
    remat-opt step.mlir --remat-pareto="budgets=100% max-added-flops=10,33"
    ```
  }];
  let options = [
    ListOption<"budgets", "budgets", "std::string",
               "Budgets as remat-rematerialize reads them (default: 100%, "
               "90%, ..., 10%)">,
    Option<"solver", "solver", "std::string", /*default=*/"\"auto\"",
           "auto, greedy, fast, chain, blocks, local or ilp (see "
           "remat-rematerialize)">,
    Option<"ilpSeconds", "ilp-seconds", "double", /*default=*/"60.0",
           "solver=ilp: CBC's time limit in seconds per budget">,
    Option<"ilpNodes", "ilp-nodes", "uint64_t", /*default=*/"0",
           "solver=ilp: the most branch-and-bound nodes per budget (0: no "
           "limit)">,
    Option<"ilpStageBound", "ilp-stage-bound", "bool", /*default=*/"true",
           "solver=ilp: compute the stage cost bound first (see "
           "remat-rematerialize)">,
    ListOption<"maxAddedFlops", "max-added-flops", "double",
               "Percentages of added FLOPs: per P a row with the lowest "
               "peak found within P% (bisection on the budget)">,
    Option<"minimize", "minimize", "::remat::RematCostKind",
           /*default=*/"::remat::RematCostKind::Flops",
           "The added cost to minimize (see remat-rematerialize)",
           [{::llvm::cl::values(
             clEnumValN(::remat::RematCostKind::Flops, "flops",
                        "FLOPs of the recomputations"),
             clEnumValN(::remat::RematCostKind::Time, "time",
                        "the cost model's time estimate for target="))}]>,
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "minimize=time: the cost model's target preset">,
    Option<"budgetScope", "budget-scope", "::remat::RematBudgetScope",
           /*default=*/"::remat::RematBudgetScope::Peak",
           "What budgets= bound (see remat-rematerialize)",
           [{::llvm::cl::values(
             clEnumValN(::remat::RematBudgetScope::Peak, "peak",
                        "the whole predicted peak (the default)"),
             clEnumValN(::remat::RematBudgetScope::Activations, "activations",
                        "the bytes held for the backward pass: forward "
                        "values kept or recomputed, from the first backward "
                        "op on (PyTorch's activation_memory_budget)"))}]>,
    Option<"format", "format", "::remat::ParetoFormat",
           /*default=*/"::remat::ParetoFormat::Table", "Output format",
           [{::llvm::cl::values(
             clEnumValN(::remat::ParetoFormat::Table, "table",
                        "a table to read"),
             clEnumValN(::remat::ParetoFormat::Json, "json",
                        "JSON for plots"))}]>,
    Option<"output", "output", "std::string", /*default=*/"\"\"",
           "File to write to (default: standard error, never mixed with the "
           "IR on standard output; `-`: standard output)">,
  ];
}

#endif // REMAT_TRANSFORMS_PASSES
