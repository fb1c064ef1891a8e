// Explanations go through MLIR's remark engine, category remat (subcategory
// the strategy or solver): every decision is a passed remark, filterable by
// --remarks-filter and written as YAML by --remarks-output-file. A filter
// that does not match shows none.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" --remarks-filter=remat -o /dev/null 2>&1 | FileCheck %s
// Under --remark-policy=final the engine holds the remarks to the end:
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" --remarks-filter=remat --remark-policy=final -o /dev/null 2>&1 | grep -c "remark: \[Passed\] remat-rematerialize | Category:remat:cheap | Function=step" | FileCheck %s --check-prefix=FINAL
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" --remarks-filter=remat --remark-format=yaml --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --check-prefix=YAML < %t.yaml
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" --remarks-filter=nothing -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=75%% solver=greedy" --remarks-filter=remat -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY

// CHECK-COUNT-4: remark: [Passed] remat-rematerialize | Category:remat:cheap | Function=step | Remark="recomputing result 0 of 'remat.tanh' before its first backward use
// CHECK: remark: [Analysis] remat-rematerialize | Category:remat:cheap | Function=step | Remark="recomputed again after the peak

// FINAL: 4

// YAML-COUNT-4: --- !Passed
// YAML: --- !Analysis
// YAML-NEXT: Pass: 'remat:cheap'
// YAML-NEXT: Name: remat-rematerialize
// YAML-NEXT: DebugLoc: { File: '{{.*}}rematerialize-remarks.mlir',
// YAML: Function: step
// YAML-NEXT: Args:
// YAML-NEXT: - Remark: recomputed again after the peak

// NONE-NOT: remark

// GREEDY: remark: [Analysis] remat-rematerialize | Category:remat:budget | Function=step | Remark="predicted peak 196 -> 132 bytes
// GREEDY-COUNT-2: remark: [Passed] remat-rematerialize | Category:remat:budget | Function=step | Remark="recomputing result 0 of 'remat.tanh' before

// The values still kept for the backward pass are analysis remarks, one each
// (here the two tanh the greedy does not recompute), and solver=auto says
// which solver's schedule it keeps (the step is a chain with one stage of
// two ops, so the chain DP runs first):
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=75%% solver=greedy" --remarks-filter=remat -o /dev/null 2>&1 | FileCheck %s --check-prefix=KEPT
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=75%%" --remarks-filter=remat -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// KEPT-COUNT-2: remark: [Passed] remat-rematerialize | Category:remat:budget | Function=step | Remark="recomputing result 0 of 'remat.tanh'
// KEPT: rematerialize-remarks.mlir:[[# @LINE + 27]]:8: remark: [Analysis] remat-rematerialize | Category:remat:budget | Function=step | Remark="keeping result 0 of 'remat.tanh' for the backward pass: 32 bytes"
// KEPT: rematerialize-remarks.mlir:[[# @LINE + 27]]:8: remark: [Analysis] remat-rematerialize | Category:remat:budget | Function=step | Remark="keeping result 0 of 'remat.tanh' for the backward pass: 32 bytes"
// KEPT-NOT: keeping
// AUTO: remark: [Analysis] remat-rematerialize | Category:remat:budget, solver=auto | Function=step | Remark="the chain DP does not meet it, the greedy 16 (peak 132){{.*}}; keeping the {{[a-z ]+}}'s schedule"

// A budget no schedule meets is a missed remark too, with one analysis
// remark per buffer held at the lowest peak (five) and at the floor (four),
// as the error has one note each (rematerialize-budget-notes.mlir):
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=120 solver=greedy" --remarks-filter=remat --remark-format=yaml --remarks-output-file=%t.fail.yaml -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=FAIL < %t.fail.yaml
// RUN: FileCheck %s --check-prefix=FAIL-PEAK < %t.fail.yaml
// RUN: FileCheck %s --check-prefix=FAIL-FLOOR < %t.fail.yaml
// FAIL: --- !Missed
// FAIL-NEXT: Pass: 'remat:budget, solver=greedy'
// FAIL-NEXT: Name: remat-rematerialize
// FAIL: Function: step
// FAIL-NEXT: Args:
// FAIL-NEXT: - Remark: 'the budget of 120 bytes cannot be met; the lowest predicted peak the greedy solver reached is 132 bytes
// FAIL-PEAK-COUNT-5: held at the lowest peak'
// FAIL-PEAK-NOT: held at the lowest peak
// FAIL-FLOOR-COUNT-4: held at the floor'
// FAIL-FLOOR-NOT: held at the floor

func.func @step(%x: tensor<8xf32>, %y: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>, tensor<8xf32>) {
  %a = remat.tanh %x : tensor<8xf32>
  %b = remat.tanh %y : tensor<8xf32>
  %s = remat.add %a, %b : tensor<8xf32>
  %u = remat.tanh %s : tensor<8xf32>
  %v = remat.tanh %u : tensor<8xf32>
  %l = remat.mse_loss %v, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.000000e+00> : tensor<f32>
  %dv = remat.mse_loss_grad %one, %v, %t : tensor<f32>, tensor<8xf32>
  %du = remat.tanh_grad %dv, %v : tensor<8xf32>
  %ds = remat.tanh_grad %du, %u : tensor<8xf32>
  %da = remat.tanh_grad %ds, %a : tensor<8xf32>
  %db = remat.tanh_grad %ds, %b : tensor<8xf32>
  return %l, %da, %db : tensor<f32>, tensor<8xf32>, tensor<8xf32>
}
