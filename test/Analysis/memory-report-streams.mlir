// The reports never share standard output with the printed module:
// remat-memory-report and remat-pareto write to standard error by default,
// to a file with output=FILE, to standard output only with output=-.
// RUN: remat-opt %s --remat-memory-report 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: remat-opt %s --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: remat-opt %remat_src/examples/tiny_mlp_train_step.mlir --remat-pareto="budgets=100%%" 2>/dev/null | FileCheck %s --check-prefix=PARETO-IR
// RUN: remat-opt %remat_src/examples/tiny_mlp_train_step.mlir --remat-pareto="budgets=100%%" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARETO
// RUN: remat-opt %s --remat-memory-report="output=%t.report" | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.report
// RUN: remat-opt %s --remat-memory-report="output=-" -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=REPORT

// IR-NOT: Memory report
// IR-NOT: peak bytes
// IR: func.func @step
// IR-NOT: Memory report
// IR-NOT: budget

// REPORT: == Memory report for @step
// REPORT: peak bytes:

func.func @step(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = remat.relu %x : tensor<4x4xf32>
  %1 = remat.tanh %0 : tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
// PARETO: budget
// PARETO-IR-NOT: budget
// PARETO-IR: func.func
// PARETO-IR-NOT: budget
