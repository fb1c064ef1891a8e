// Gradient checks of the ops of RematIndexOps.td, like gradcheck-ops.mlir:
// remat-autodiff's gradient, compiled and run by remat-run, against central
// finite differences of the forward function in the reference interpreter.
// The integer labels and indices are data (no gradient); repeated tokens make
// the embedding's scatter-add accumulate.
// RUN: %python %S/../gradcheck.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: 3 passed, 0 failed

func.func @cross_entropy(%x: tensor<4x6xf64>, %w: tensor<6x5xf64> {remat.param}, %labels: tensor<4xi64> {remat.bound = 5 : i64}) -> tensor<f64> {
  %h = remat.matmul %x, %w : (tensor<4x6xf64>, tensor<6x5xf64>) -> tensor<4x5xf64>
  %l = remat.cross_entropy %h, %labels : tensor<4x5xf64>, tensor<4xi64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @embedding(%table: tensor<7x4xf64> {remat.param}, %tokens: tensor<3x5xi32> {remat.bound = 7 : i64}, %t: tensor<3x5x4xf64>) -> tensor<f64> {
  %e = remat.embedding %table, %tokens : (tensor<7x4xf64>, tensor<3x5xi32>) -> tensor<3x5x4xf64>
  %y = remat.tanh %e : tensor<3x5x4xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// A tiny language model: token embedding, a tied head (the table read twice,
// so its gradient is the sum of a scatter-add and a matmul's), cross-entropy
// over integer next tokens.
func.func @tied_lm(%table: tensor<6x4xf64> {remat.param}, %tokens: tensor<2x3xi64> {remat.bound = 6 : i64}, %next: tensor<6xi64> {remat.bound = 6 : i64}) -> tensor<f64> {
  %e = remat.embedding %table, %tokens : (tensor<6x4xf64>, tensor<2x3xi64>) -> tensor<2x3x4xf64>
  %h = remat.reshape %e : tensor<2x3x4xf64> -> tensor<6x4xf64>
  %g = remat.gelu_erf %h : tensor<6x4xf64>
  %logits = remat.matmul %g, %table {transpose_b = true} : (tensor<6x4xf64>, tensor<6x4xf64>) -> tensor<6x6xf64>
  %l = remat.cross_entropy %logits, %next : tensor<6x6xf64>, tensor<6xi64> -> tensor<f64>
  return %l : tensor<f64>
}
