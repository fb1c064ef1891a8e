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
