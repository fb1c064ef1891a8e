// REQUIRES: cbc
// What solver=ilp does not model is an error at the op.
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=90%% solver=ilp" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s

// CHECK: rematerialize-ilp-invalid.mlir:9:8: error: remat-rematerialize: solver=ilp cannot take 'remat.reshape': the exact solver does not model views (ops whose results share their operand's memory)

func.func @view(%x0: tensor<8xf32>, %t: tensor<2x4xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %a = remat.tanh %x0 : tensor<8xf32>
  %r = remat.reshape %a : tensor<8xf32> -> tensor<2x4xf32>
  %b = remat.tanh %r : tensor<2x4xf32>
  %l = remat.mse_loss %b, %t : tensor<2x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %db = remat.mse_loss_grad %one, %b, %t : tensor<f32>, tensor<2x4xf32>
  %dr = remat.tanh_grad %db, %b : tensor<2x4xf32>
  %da = remat.reshape %dr : tensor<2x4xf32> -> tensor<8xf32>
  %dx = remat.tanh_grad %da, %a : tensor<8xf32>
  return %l, %dx : tensor<f32>, tensor<8xf32>
}
