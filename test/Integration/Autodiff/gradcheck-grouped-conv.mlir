// Gradient checks of grouped and depthwise conv2d, like gradcheck-ops.mlir:
// remat-autodiff's gradient (conv2d_grad_input and conv2d_grad_filter with
// groups), compiled and run by remat-run, against central finite differences
// of the forward function in the reference interpreter.
// RUN: %python %S/../gradcheck.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: 3 passed, 0 failed

func.func @grouped(%x: tensor<2x6x5x4xf64> {remat.param}, %w: tensor<3x2x2x6xf64> {remat.param}, %t: tensor<2x3x5x6xf64>) -> tensor<f64> {
  %y = remat.conv2d %x, %w {groups = 2 : i64, strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 0, 1>} : (tensor<2x6x5x4xf64>, tensor<3x2x2x6xf64>) -> tensor<2x3x5x6xf64>
  %l = remat.mse_loss %y, %t : tensor<2x3x5x6xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// MobileNetV2's pattern: depthwise 3x3/2 with padding 1, then a 1x1
// projection, so the depthwise gradient sees a channel-mixing dy.
func.func @depthwise_then_pointwise(%x: tensor<2x7x6x3xf64> {remat.param}, %dw: tensor<3x3x1x3xf64> {remat.param}, %pw: tensor<1x1x3x4xf64> {remat.param}, %t: tensor<2x4x3x4xf64>) -> tensor<f64> {
  %d = remat.conv2d %x, %dw {groups = 3 : i64, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x7x6x3xf64>, tensor<3x3x1x3xf64>) -> tensor<2x4x3x3xf64>
  %r = remat.clamp %d {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x4x3x3xf64>
  %y = remat.conv2d %r, %pw : (tensor<2x4x3x3xf64>, tensor<1x1x3x4xf64>) -> tensor<2x4x3x4xf64>
  %l = remat.mse_loss %y, %t : tensor<2x4x3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Depthwise with channel multiplier 2 (each input channel feeds two outputs).
func.func @depthwise_multiplier(%x: tensor<1x5x5x2xf64> {remat.param}, %w: tensor<2x3x1x4xf64> {remat.param}, %t: tensor<1x4x3x4xf64>) -> tensor<f64> {
  %y = remat.conv2d %x, %w {groups = 2 : i64, padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x5x5x2xf64>, tensor<2x3x1x4xf64>) -> tensor<1x4x3x4xf64>
  %l = remat.mse_loss %y, %t : tensor<1x4x3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}
