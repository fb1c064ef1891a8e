// REQUIRES: cbc
// solver=ilp on a training step with views: a reshape of a tanh, a slice of
// that reshape and a reshape of the slice (a view of a view of a view, all
// sharing the tanh's buffer), differentiated by remat-autodiff (whose
// backward pass has views too). A view has no memory term of its own and
// keeps its buffer resident until its last reader; recomputing one needs
// its source resident. At remat-pareto's floor (the lowest peak any
// schedule can have, from its lower bound, not from the MILP), which no
// heuristic meets, the exact solver proves an optimum that meets it exactly:
// the memory analysis of the realized program predicts the floor. Of the
// optima of the same FLOPs, auto's MILP (with its knapsack rows) picks the
// one that recomputes the reshape from the held tanh, then the slice of it
// (test/Integration/Remat/ilp-views.test runs it: bit-identical, and the
// peak measured is the one predicted).
// RUN: remat-opt %s --remat-autodiff -o %t.step.mlir
// RUN: remat-opt %t.step.mlir --remat-pareto=solver=ilp -o /dev/null > %t.out 2>&1
// RUN: remat-opt %t.step.mlir --remat-rematerialize="strategy=budget budget=384 explain=true" -mlir-print-op-on-diagnostic=false -o %t.ilp.mlir >> %t.out 2>&1
// RUN: FileCheck %s --check-prefix=REPORT < %t.out
// RUN: FileCheck %s --check-prefix=IR < %t.ilp.mlir

// REPORT: == Pareto curve for @views_grad (solver=ilp, minimize=flops): peak 452 bytes, {{.*}}; no schedule goes below [[FLOOR:[0-9]+]] bytes
// REPORT: remark: remat-rematerialize (budget, solver=ilp): proven optimal, [[FLOPS:[0-9]+]] FLOPs added {{.*}}; predicted peak 452 -> [[FLOOR]] bytes for a budget of 384 bytes
// REPORT: remark: remat-rematerialize (budget, solver=auto): the chain DP does not meet it, the greedy does not meet it, the block DP does not meet it, the local search does not meet it, the exact MILP [[FLOPS]] (peak [[FLOOR]]); keeping the exact MILP's schedule

// IR-LABEL: func.func @views_grad
// IR: %[[A:.*]] = remat.tanh %arg0 : tensor<4x8xf32>
// IR: remat.mse_loss_grad
// IR: %[[B:.*]] = remat.barrier %[[A]] {remat.recompute}
// IR: %[[R:.*]] = remat.reshape %[[B]] {remat.recompute} : tensor<4x8xf32> -> tensor<8x4xf32>
// IR: remat.slice_grad
// IR: %[[C:.*]] = remat.barrier %[[R]] {remat.recompute}
// IR: remat.slice %[[C]] {offsets = array<i64: 2, 0>, remat.recompute} : tensor<8x4xf32> -> tensor<4x4xf32>
// IR: %[[V:.*]] = remat.reshape %{{.*}} {remat.recompute} : tensor<4x4xf32> -> tensor<2x8xf32>
// IR: %[[W:.*]] = remat.barrier %[[V]] {remat.recompute}
// IR: remat.tanh %[[W]] {remat.recompute} : tensor<2x8xf32>

func.func @views(%x: tensor<4x8xf32> {remat.param}, %t: tensor<2x8xf32>) -> tensor<f32> {
  %a = remat.tanh %x : tensor<4x8xf32>
  %r = remat.reshape %a : tensor<4x8xf32> -> tensor<8x4xf32>
  %s = remat.slice %r {offsets = array<i64: 2, 0>} : tensor<8x4xf32> -> tensor<4x4xf32>
  %v = remat.reshape %s : tensor<4x4xf32> -> tensor<2x8xf32>
  %b = remat.tanh %v : tensor<2x8xf32>
  %c = remat.sigmoid %b : tensor<2x8xf32>
  %d = remat.tanh %c : tensor<2x8xf32>
  %l = remat.mse_loss %d, %t : tensor<2x8xf32> -> tensor<f32>
  return %l : tensor<f32>
}
