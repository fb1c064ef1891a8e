// Gradient checks of the ops of RematNetworkOps.td, like gradcheck-ops.mlir:
// remat-autodiff's gradient, compiled and run by remat-run, against central
// finite differences of the forward function in the reference interpreter.
// RUN: %python %S/../gradcheck.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: 10 passed, 0 failed

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

// Causal attention scores: the mask before a softmax, read by a matmul.
func.func @causal_attention(%q: tensor<2x5x3xf64> {remat.param}, %k: tensor<2x5x3xf64>, %v: tensor<2x5x3xf64> {remat.param}, %t: tensor<2x5x3xf64>) -> tensor<f64> {
  %s = remat.matmul %q, %k {transpose_b = true} : (tensor<2x5x3xf64>, tensor<2x5x3xf64>) -> tensor<2x5x5xf64>
  %m = remat.causal_mask %s : tensor<2x5x5xf64>
  %p = remat.softmax %m : tensor<2x5x5xf64>
  %y = remat.matmul %p, %v : (tensor<2x5x5xf64>, tensor<2x5x3xf64>) -> tensor<2x5x3xf64>
  %l = remat.mse_loss %y, %t : tensor<2x5x3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// A positive offset (each row sees offset later columns too).
func.func @causal_mask_offset(%x: tensor<3x4x6xf64> {remat.param}, %t: tensor<3x4x6xf64>) -> tensor<f64> {
  %m = remat.causal_mask %x {offset = 1 : i64} : tensor<3x4x6xf64>
  %p = remat.softmax %m : tensor<3x4x6xf64>
  %l = remat.mse_loss %p, %t : tensor<3x4x6xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Mixed precision: f64 master weights cast to f32 for the matmul, the loss
// cast back; the gradient flows back through both casts. The compiled step
// computes in f32 (about 1e-7 relative), inside the check's 1e-6 against the
// f64 finite differences of the reference (which does not round in f64
// precision).
func.func @cast_mixed(%x: tensor<3x4xf64>, %w: tensor<4x5xf64> {remat.param}, %t: tensor<3x5xf32>) -> tensor<f64> {
  %w32 = remat.cast %w : tensor<4x5xf64> to tensor<4x5xf32>
  %x32 = remat.cast %x : tensor<3x4xf64> to tensor<3x4xf32>
  %h = remat.matmul %x32, %w32 : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %l = remat.mse_loss %h, %t : tensor<3x5xf32> -> tensor<f32>
  %l64 = remat.cast %l : tensor<f32> to tensor<f64>
  return %l64 : tensor<f64>
}

// clamp (relu6-like bounds scaled to the inputs' range), fan-out through a
// matmul; no input lies within the finite-difference step of a bound.
func.func @clamp_mlp(%x: tensor<4x6xf64>, %w: tensor<6x8xf64> {remat.param}, %t: tensor<4x8xf64>) -> tensor<f64> {
  %h = remat.matmul %x, %w : (tensor<4x6xf64>, tensor<6x8xf64>) -> tensor<4x8xf64>
  %y = remat.clamp %h {min = -0.75 : f64, max = 0.5 : f64} : tensor<4x8xf64>
  %z = remat.add %y, %h : tensor<4x8xf64>
  %l = remat.mse_loss %z, %t : tensor<4x8xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// batch_norm over an NHWC activation (statistics per channel over N, H, W)
// after a convolution, so dy is not constant per channel; gamma and beta
// are parameters.
func.func @batch_norm_conv(%x: tensor<2x5x5x2xf64>, %w: tensor<3x3x2x3xf64> {remat.param}, %g: tensor<3xf64> {remat.param}, %b: tensor<3xf64> {remat.param}, %t: tensor<2x3x3x3xf64>) -> tensor<f64> {
  %h = remat.conv2d %x, %w : (tensor<2x5x5x2xf64>, tensor<3x3x2x3xf64>) -> tensor<2x3x3x3xf64>
  %y = remat.batch_norm %h, %g, %b {epsilon = 1.0e-03 : f64} : tensor<2x3x3x3xf64>, tensor<3xf64>
  %z = remat.tanh %y : tensor<2x3x3x3xf64>
  %l = remat.mse_loss %z, %t : tensor<2x3x3x3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// A 2-D batch norm ([N, C], as BatchNorm1d) on a matmul's output.
func.func @batch_norm_mlp(%x: tensor<6x4xf64>, %w: tensor<4x5xf64> {remat.param}, %g: tensor<5xf64> {remat.param}, %b: tensor<5xf64> {remat.param}, %t: tensor<6x5xf64>) -> tensor<f64> {
  %h = remat.matmul %x, %w : (tensor<6x4xf64>, tensor<4x5xf64>) -> tensor<6x5xf64>
  %y = remat.batch_norm %h, %g, %b : tensor<6x5xf64>, tensor<5xf64>
  %z = remat.sigmoid %y : tensor<6x5xf64>
  %l = remat.mse_loss %z, %t : tensor<6x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}
