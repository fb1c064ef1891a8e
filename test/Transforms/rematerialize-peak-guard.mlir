// Recomputing a chain holds its intermediates at once: here recomputing the
// dropout needs the GELU recomputed too, and both at once would raise the
// predicted peak. The pass checks its plan on a copy and leaves the step
// alone.
// RUN: remat-opt %s --remat-autodiff --remat-rematerialize="strategy=cheap explain=true" -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @f_grad
// CHECK-NOT: remat.recompute

// expected-remark @+2 {{remat-rematerialize (cheap): nothing to recompute in @f: no forward value is kept for the backward pass}}
// expected-remark @+1 {{remat-rematerialize (cheap): the plan would raise the predicted peak from 53252 to 67588 bytes (recomputation chains hold their intermediates); nothing changed}}
func.func @f(%x: tensor<64x32xf32>, %t: tensor<64x8xf32>, %w1: tensor<32x64xf32> {remat.param}, %b1: tensor<64xf32> {remat.param}, %w2: tensor<64x8xf32> {remat.param}) -> tensor<f32> {
  %h = remat.matmul %x, %w1 : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
  %z = remat.bias_add %h, %b1 : tensor<64x64xf32>, tensor<64xf32>
  %g = remat.gelu %z : tensor<64x64xf32>
  %d = remat.dropout %g {rate = 0.25 : f64, seed = 1234 : i64} : tensor<64x64xf32>
  %y = remat.matmul %d, %w2 : (tensor<64x64xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
  %l = remat.mse_loss %y, %t : tensor<64x8xf32> -> tensor<f32>
  return %l : tensor<f32>
}
