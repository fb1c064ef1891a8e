// Gradient checks of the ops of RematNetworkOps.td, like gradcheck-ops.mlir:
// remat-autodiff's gradient, compiled and run by remat-run, against central
// finite differences of the forward function in the reference interpreter.
// RUN: %python %S/../gradcheck.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: 4 passed, 0 failed

func.func @gelu_erf(%x: tensor<3x5xf64> {remat.param}, %t: tensor<3x5xf64>) -> tensor<f64> {
  %y = remat.gelu_erf %x : tensor<3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Fan-out through a matmul, so the rule sees a non-trivial incoming gradient.
func.func @gelu_erf_mlp(%x: tensor<4x6xf64>, %w: tensor<6x8xf64> {remat.param}, %t: tensor<4x8xf64>) -> tensor<f64> {
  %h = remat.matmul %x, %w : (tensor<4x6xf64>, tensor<6x8xf64>) -> tensor<4x8xf64>
  %y = remat.gelu_erf %h : tensor<4x8xf64>
  %z = remat.add %y, %h : tensor<4x8xf64>
  %l = remat.mse_loss %z, %t : tensor<4x8xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @log_softmax(%x: tensor<2x3x5xf64> {remat.param}, %t: tensor<2x3x5xf64>) -> tensor<f64> {
  %y = remat.log_softmax %x : tensor<2x3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<2x3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// An NLL-style loss: log_softmax read by a mul with fixed one-hot weights.
func.func @log_softmax_nll(%x: tensor<4x6xf64>, %w: tensor<6x5xf64> {remat.param}, %t: tensor<4x5xf64>) -> tensor<f64> {
  %h = remat.matmul %x, %w : (tensor<4x6xf64>, tensor<6x5xf64>) -> tensor<4x5xf64>
  %y = remat.log_softmax %h : tensor<4x5xf64>
  %p = remat.mul %y, %t : tensor<4x5xf64>
  %l = remat.reduce_mean %p {axes = array<i64: 0, 1>} : tensor<4x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}
