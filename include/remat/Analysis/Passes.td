//===- Passes.td - passes that report analyses -----------------*- tablegen -*-===//
#ifndef REMAT_ANALYSIS_PASSES
#define REMAT_ANALYSIS_PASSES

include "mlir/Pass/PassBase.td"

def RematMemoryReportPass : Pass<"remat-memory-report", "::mlir::ModuleOp"> {
  let summary = "Print liveness, memory timeline and cost of each function";
  let description = [{
    For every function of the module (any `FunctionOpInterface` op) with a
    straight-line body of ops from any dialect (checkpoint regions included,
    ops with payload regions as leaves; `docs/reference/ForeignIR.md`),
    prints one row per op in program order (index, op, location, bytes it
    allocates, bytes live after it, FLOPs, estimated time, phase) and a
    summary: the peak bytes and where they happen, which values are alive at
    the peak, the bytes saved for the backward pass (activations), the total
    FLOPs and the estimated time on the chosen target. The memory model is
    documented in `docs/reference/MemoryModel.md`, the cost model in
    `docs/reference/CostModel.md`. The IR is not changed. Ops without a cost
    model are named once each as an `analysis` remark (category `remat`,
    subcategory `cost-model`; shown with `--remarks-filter=remat`).

    ```
    remat-opt step.mlir --remat-memory-report="format=json output=report.json target=h200"
    ```
  }];
  let options = [
    Option<"format", "format", "std::string", /*default=*/"\"table\"",
           "Output format: `table` or `json`">,
    Option<"output", "output", "std::string", /*default=*/"\"\"",
           "File to write the report to (default: standard error, never "
           "mixed with the IR on standard output; `-`: standard output)">,
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "Cost model preset for estimated times: `cpu` or `h200`">,
    Option<"countArguments", "count-arguments", "bool", /*default=*/"false",
           "Count function arguments (owned by the caller) as live memory">,
  ];
  // One-shot bufferization's analysis decides which writes are in place.
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

#endif // REMAT_ANALYSIS_PASSES
