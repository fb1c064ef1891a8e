// A solver added from outside the pass: -test-remat-register-solver puts
// solver=test-from-arguments in the registry (test/lib/TestRematSolver.cpp),
// and remat-rematerialize runs it by name, realized by the same rewriter as
// every built-in solver. Without the registration the name is unknown.
// RUN: remat-opt %s --test-remat-register-solver --remat-rematerialize="strategy=budget budget=99%% solver=test-from-arguments" | FileCheck %s
// RUN: remat-opt %s --test-remat-register-solver --remat-rematerialize="strategy=budget budget=99%% solver=test-from-arguments explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=99%% solver=test-from-arguments" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not remat-opt %s --test-remat-register-solver --remat-rematerialize="strategy=budget budget=50%% solver=test-from-arguments" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW

// REMARK: remark: remat-rematerialize (budget, solver=test): recomputing 2 values read from arguments; predicted peak 196 -> 132 bytes
// CHECK-LABEL: func.func @step
// CHECK: remat.tanh_grad
// CHECK: %[[DS:.*]] = remat.tanh_grad
// CHECK-NEXT: %[[BX:.*]] = remat.barrier %arg0 {remat.recompute}
// CHECK-NEXT: %[[A:.*]] = remat.tanh %[[BX]] {remat.recompute}
// CHECK-NEXT: remat.tanh_grad %[[DS]], %[[A]]
// CHECK-NEXT: %[[BY:.*]] = remat.barrier %arg1 {remat.recompute}
// CHECK-NEXT: %[[B:.*]] = remat.tanh %[[BY]] {remat.recompute}
// CHECK-NEXT: remat.tanh_grad %[[DS]], %[[B]]

// UNKNOWN: error: remat-rematerialize: unknown solver 'test-from-arguments'; expected auto, greedy, fast, chain, blocks, local, local-late or ilp
// LOW: error: remat-rematerialize: the budget of 98 bytes cannot be met; the lowest predicted peak of the test solver is 132 bytes (from 196 without rematerialization)

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
