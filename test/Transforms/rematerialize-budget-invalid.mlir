// Budgets that cannot be met or read are errors with a location, never a
// silent partial result.
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=100 solver=greedy" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=abc solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=-5 solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=1e30GiB solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEEDS
// RUN: not remat-opt %s --remat-rematerialize="strategy=mincut budget=50%%" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY

// LOW: rematerialize-budget-invalid.mlir:{{[0-9]+}}:1: error: remat-rematerialize: the budget of 100 bytes cannot be met; the lowest predicted peak the greedy solver reached is 132 bytes (from 260 without rematerialization; not proven minimal){{$}}
// LOW: rematerialize-budget-invalid.mlir:{{[0-9]+}}:9: note: the lowest peak, 132 bytes, lies at this 'remat.tanh_grad'
// LOW: rematerialize-budget-invalid.mlir:{{[0-9]+}}:9: note: 32 bytes of 'remat.tanh' held at the lowest peak
// READ: error: remat-rematerialize: cannot read budget
// NEEDS: error: remat-rematerialize: strategy=budget needs budget=
// ONLY: error: remat-rematerialize: budget= needs strategy=budget

func.func @chain(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %x1 = remat.tanh %x0 : tensor<8xf32>
  %x2 = remat.tanh %x1 : tensor<8xf32>
  %x3 = remat.tanh %x2 : tensor<8xf32>
  %x4 = remat.tanh %x3 : tensor<8xf32>
  %x5 = remat.tanh %x4 : tensor<8xf32>
  %x6 = remat.tanh %x5 : tensor<8xf32>
  %l = remat.mse_loss %x6, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %d6 = remat.mse_loss_grad %one, %x6, %t : tensor<f32>, tensor<8xf32>
  %d5 = remat.tanh_grad %d6, %x6 : tensor<8xf32>
  %d4 = remat.tanh_grad %d5, %x5 : tensor<8xf32>
  %d3 = remat.tanh_grad %d4, %x4 : tensor<8xf32>
  %d2 = remat.tanh_grad %d3, %x3 : tensor<8xf32>
  %d1 = remat.tanh_grad %d2, %x2 : tensor<8xf32>
  %d0 = remat.tanh_grad %d1, %x1 : tensor<8xf32>
  return %l, %d0 : tensor<f32>, tensor<8xf32>
}
