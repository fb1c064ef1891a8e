// solver=chain on a forward pass with a fan-out: %x2 is read by %p and by
// the residual add %x3, so no single value carries the pass between them
// and the two ops form one stage (7 stages: x1, x2, [p, x3], x4, x5, x6,
// the loss). The backward pass reads %p, an inner value of that stage (its
// tape), not %x3: a sweep ending at the stage keeps %p for the adjoint. At
// its lowest peak (164 bytes, from 260; 196 when a stage was kept or
// recomputed with its output as one value) the DP keeps x4-x6, recomputes
// %x2 from the input and the residual stage from a barrier of that copy,
// both clones reading it, the tanh_grad reading %p reads the clone, and
// %x1 is recomputed once more for the last two adjoints.
// RUN: remat-opt %s --split-input-file --remat-rematerialize="strategy=budget budget=164 solver=chain explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: remat-opt %s --split-input-file --remat-rematerialize="strategy=budget budget=164 solver=chain" 2>/dev/null | FileCheck %s
// RUN: remat-opt %s --split-input-file --remat-rematerialize="strategy=budget budget=164 solver=chain" 2>/dev/null | remat-opt --split-input-file --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not remat-opt %s --split-input-file --remat-rematerialize="strategy=budget budget=150 solver=chain" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW

// NOTE: remark: remat-rematerialize (budget, solver=chain): 7-stage chain, {{.*}} predicted peak 260 -> 164 bytes for a budget of 164 bytes
// NOTE: rematerialize-budget-chain-fanout.mlir:[[# @LINE + 26]]:9: remark: remat-rematerialize (budget, solver=chain): recomputed from stage 0 to stage 2 (this op) before adjoint 3, and kept{{$}}
// NOTE: rematerialize-budget-chain-fanout.mlir:[[# @LINE + 27]]:9: remark: remat-rematerialize (budget, solver=chain): recomputed from stage 2 to stage 3 (this op) before adjoint 3, and kept with the inner values its adjoint reads

// CHECK-LABEL: func.func @fanout
// CHECK: %[[X1:.*]] = remat.tanh %arg0 : tensor<8xf32>
// CHECK: remat.mse_loss_grad
// CHECK-NEXT: remat.tanh_grad
// CHECK-NEXT: remat.tanh_grad
// CHECK-NEXT: %[[D3:.*]] = remat.tanh_grad %{{.*}}, %{{.*}} : tensor<8xf32>
// CHECK-NEXT: %[[A:.*]] = remat.barrier %arg0 {remat.recompute}
// CHECK-NEXT: %[[C1:.*]] = remat.tanh %[[A]] {remat.recompute}
// CHECK-NEXT: %[[C2:.*]] = remat.tanh %[[C1]] {remat.recompute}
// CHECK-NEXT: %[[B:.*]] = remat.barrier %[[C2]] {remat.recompute}
// CHECK-NEXT: %[[P:.*]] = remat.tanh %[[B]] {remat.recompute}
// CHECK-NEXT: remat.add %[[P]], %[[B]] {remat.recompute}
// CHECK-NEXT: %[[DQ:.*]] = remat.tanh_grad %[[D3]], %[[P]] : tensor<8xf32>
// CHECK-NEXT: %[[D2:.*]] = remat.add %[[DQ]], %[[D3]]
// CHECK-NEXT: %[[A2:.*]] = remat.barrier %arg0 {remat.recompute}
// CHECK-NEXT: %[[C1B:.*]] = remat.tanh %[[A2]] {remat.recompute}
// CHECK-NEXT: %[[D1:.*]] = remat.tanh_grad %[[D2]], %[[C2]]
// CHECK-NEXT: remat.tanh_grad %[[D1]], %[[C1B]]
// REPORT: peak bytes: 164 (164 B)
// LOW: error: remat-rematerialize: the budget of 150 bytes cannot be met; the lowest predicted peak of the exact chain DP is 164 bytes (from 260 without rematerialization), at the smallest memory limit any persistent checkpointing schedule of this 7-stage chain needs

func.func @fanout(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %x1 = remat.tanh %x0 : tensor<8xf32>
  %x2 = remat.tanh %x1 : tensor<8xf32>
  %p = remat.tanh %x2 : tensor<8xf32>
  %x3 = remat.add %p, %x2 : tensor<8xf32>
  %x4 = remat.tanh %x3 : tensor<8xf32>
  %x5 = remat.tanh %x4 : tensor<8xf32>
  %x6 = remat.tanh %x5 : tensor<8xf32>
  %l = remat.mse_loss %x6, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %d6 = remat.mse_loss_grad %one, %x6, %t : tensor<f32>, tensor<8xf32>
  %d5 = remat.tanh_grad %d6, %x6 : tensor<8xf32>
  %d4 = remat.tanh_grad %d5, %x5 : tensor<8xf32>
  %d3 = remat.tanh_grad %d4, %x4 : tensor<8xf32>
  %dq = remat.tanh_grad %d3, %p : tensor<8xf32>
  %d2 = remat.add %dq, %d3 : tensor<8xf32>
  %d1 = remat.tanh_grad %d2, %x2 : tensor<8xf32>
  %d0 = remat.tanh_grad %d1, %x1 : tensor<8xf32>
  return %l, %d0 : tensor<f32>, tensor<8xf32>
}

// -----

// An op of two results cannot end a stage: solver=chain refuses, naming it.
// RUN: not remat-opt %s --split-input-file --remat-rematerialize="strategy=budget budget=60%% solver=chain" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=RESULTS
// RESULTS: rematerialize-budget-chain-fanout.mlir:[[# @LINE + 2]]:12: error: remat-rematerialize: solver=chain needs a forward pass that is a chain of stages (ops of one result; a stage ends where one value alone carries the forward pass on), but 'remat.checkpoint' breaks it: it has 2 results; use solver=greedy or solver=auto
func.func @two_results(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %a, %b = remat.checkpoint (%x0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%y: tensor<8xf32>):
    %u = remat.tanh %y : tensor<8xf32>
    %v = remat.tanh %u : tensor<8xf32>
    remat.yield %u, %v : tensor<8xf32>, tensor<8xf32>
  }
  %l = remat.mse_loss %b, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %db = remat.mse_loss_grad %one, %b, %t : tensor<f32>, tensor<8xf32>
  %da = remat.tanh_grad %db, %b : tensor<8xf32>
  %dx = remat.tanh_grad %da, %a : tensor<8xf32>
  return %l, %dx : tensor<f32>, tensor<8xf32>
}
