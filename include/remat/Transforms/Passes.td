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
    chosen activations are recomputed right before their first backward use
    instead of being held across the forward pass. What to recompute:

    - `strategy=regions`: every `remat.checkpoint` region whose results the
      backward pass uses is cloned whole before that use, so only its
      operands are kept (`tf.recompute_grad`).
    - `strategy=cheap`: activations whose producer costs at most
      `cheap-flops-per-element` FLOPs per result element, chaining through
      cheap producers, as long as the chain's inputs are kept anyway.
    - `strategy=mincut`: the values kept are a minimum cut (by bytes, Dinic's
      max flow) between the forward inputs and the backward uses over the
      ops the policy lets recompute; among equal cuts the one nearest the
      backward pass.
    - `strategy=sqrt`: Chen et al.'s sqrt(n) segmentation, a reference
      point: every k-th activation (k = round(sqrt(n))) is kept, the others
      are recomputed from the nearest kept values.
    - `strategy=budget budget=<limit>`: a peak-directed greedy fits the
      predicted peak under `budget=` (bytes, with an optional B/KiB/MiB/GiB
      suffix, or a percentage of the peak without rematerialization), taking
      the recomputation that lowers the peak most per FLOP at each step, then
      keeping again what the budget does not need. A budget it cannot reach
      is an error naming the lowest peak reached and who holds it.
      `solver=chain` instead solves a chain (each forward op reads only the
      previous one's result, arguments and constants) exactly: a dynamic
      program over persistent checkpointing schedules (rotor/Revolve) that
      may recompute a stage several times, realized in the IR and checked by
      the memory analysis; the cheapest DP schedule whose realized peak fits
      the budget is taken (chains of up to 400 ops per stage). `solver=fast`
      is the greedy on a model of the memory profile (a segment tree, each
      move O(log n)), recomputing from kept inputs only: 100,000-op graphs
      in about a second. `solver=blocks` (the Rockmate idea) cuts the
      forward pass into blocks where one value alone carries it on (the
      residual stream between transformer layers), solves each distinct run
      of blocks once by minimum cuts for a menu of (kept bytes, recompute
      cost) options, and picks by a DP over the blocks which block outputs
      to keep and which option each run takes; each value is recomputed at
      most once. `solver=auto` (the default) takes the chain DP on chains of
      up to 200 stages (with the greedy beside it up to 400 ops), the greedy
      on other graphs of up to 400 ops and the fast solver beyond; where the
      forward pass repeats a block (up to 5,000 ops) it runs the block DP as
      well, and on up to 250 ops `solver=local`, a local search from the
      greedy's plan and from recomputing everything at every use whose
      moves keep or recompute a value, make a backward user read a fresh
      recomputation (so a value may be computed many times), or place a
      recomputation a backward op earlier, each measured on a copy (3,000
      measurements at most), then the exact MILP (below) on up to 60 ops,
      warm-started from the best of those, for at most 200 branch-and-bound
      nodes (50 past 40 ops; a second search from `solver=local-late`'s
      schedule where a cold one stops there unproven), and last, only where
      none of these met the budget, `solver=local-late`, the local search
      that may also recompute a returned value (the loss) right before the
      return; it keeps the schedule that adds the fewest FLOPs. `minimize=time` weighs
      recomputation by the cost model's time for `target=` instead of FLOPs.
      `solver=ilp` solves Checkmate's mixed-integer program (every op may be
      recomputed in any later stage, program order kept) with CBC, proving
      optimality or, at the `ilp-seconds=` limit, reporting the best
      schedule and a lower bound; it needs Remat built with
      coinor-libcbc-dev and takes programs of up to 300 ops (about 20 solve
      in a second, 80 may not solve in a minute).

    `budget-scope=activations` bounds, instead of the whole predicted peak,
    the bytes held for the backward pass: at every op from the first
    backward op on, the buffers of forward values (kept, or recomputed) live
    there; parameters, inputs and gradients are not counted, and a
    percentage is of that quantity in the step without rematerialization.
    This is what PyTorch's `activation_memory_budget` bounds (there: the
    bytes saved between its forward and backward graphs). A step whose peak
    is its parameter gradients, which no recomputation lowers, can still
    meet an activations budget. Every solver takes either scope.

    Policies: `save=` ops never recomputed, by op name: a full name from any
    dialect (`linalg.matmul`, `remat.conv2d`) or a `remat` op's short name
    (`matmul` is `remat.matmul`); an unknown name is an error. Without
    `save=`, ops whose cost model puts them in the matrix roofline class
    (matmuls and convolutions of any dialect) are never recomputed, except
    under `strategy=budget`, which weighs every op's cost itself;
    ops tagged `remat.name = "..."` listed in `save-names=` are never
    recomputed, in `recompute-names=` always are (if their inputs can be);
    `policy=nothing-saveable` lifts the op-kind restriction,
    `policy=everything-saveable` recomputes nothing.

    Recomputed ops carry `remat.recompute` and read their saved inputs
    through `remat.barrier`, which keeps CSE and canonicalization from
    merging them with the originals; `remat-strip-guards` removes the
    barriers (and checks) once no CSE runs any more. Any function-like op
    (`FunctionOpInterface`) is rewritten. The pass is op-agnostic: on a
    function-like op it rewrites that op; on any other op (the module, when
    given on the command line) every function-like op directly inside it, in
    parallel.

    Every decision and explanation is a remark of MLIR's remark engine,
    category `remat` (`--remarks-filter=remat`, `--remarks-output-file=`
    with `--remark-format=yaml`): passed remarks per rematerialized value
    (bytes no longer kept, FLOPs added), missed ones where a plan is
    dropped, analysis remarks from the solvers (which schedule
    `solver=auto` keeps) and one per value still kept for the backward
    pass. `explain=true` also prints the notes as diagnostics. A budget
    that cannot be met is one error with a note at the lowest peak, the
    floor and each buffer held there, and a missed remark with one analysis
    remark per such buffer.
    Options are checked once, when the pipeline is set up. The pass is a
    thin client of `rematerialize()` (remat/Transforms/Rematerialization.h);
    solvers come from a registry a host can add to.

    ```
    remat-opt step.mlir --remat-rematerialize="strategy=mincut explain=true"
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
               "remat.matmul); default: the matrix roofline class">,
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
    For every function-like op (`FunctionOpInterface`) of the module with a
    backward pass, runs the rematerialization
    library with `strategy=budget` on a detached copy at each budget of
    `budgets=` (default 100%, 90%, ..., 10%) and at the lowest peak the
    solver reaches (row `min`), and prints per budget: whether it was met,
    the solver used, the predicted peak, the FLOPs added (absolute and as a
    percentage of the function's FLOPs) and the solve time. The input is not
    changed. `format=json` writes the same for plots.

    `max-added-flops=10,33` adds a row `flops<=P%` per percentage P: the
    lowest peak found with at most P% added FLOPs, by bisection on the
    budget between the lowest peak met within P% so far (among the rows
    above) and the `min` row, each probe a solve (at most 24 per limit).
    Its budget column is the budget that reached it: `remat-rematerialize`
    with that budget gives the same schedule. A fixed grid of budgets can
    miss the knee of the curve, where a few more FLOPs buy much less memory.

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
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "File to write to; `-` is standard output">,
  ];
}

#endif // REMAT_TRANSFORMS_PASSES
