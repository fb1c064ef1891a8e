// Padded convolutions and both convolution gradients become named linalg
// convolutions and matmuls (on per-image copies the ops declare as scratch)
// and vectorize when the tiles divide them: the padded forward convolution,
// the input gradient of a strided padded one (a stride-1 convolution of the
// flipped filter over dy spread out by the stride), and the filter gradient
// (one matmul per filter position). All against the reference interpreter,
// with the gather kept for an input gradient whose padding exceeds the
// filter.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=none | FileCheck %s
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s --check-prefix=VEC

// CHECK-NOT: FAIL
// CHECK: 4 passed, 0 failed

// VEC-LABEL: llvm.func @conv_padded(
// VEC: vector<16xf32>
// VEC-LABEL: llvm.func @grad_input_strided(
// VEC: vector<16xf32>
// VEC-LABEL: llvm.func @grad_filter_padded(
// VEC: vector<16xf32>
// VEC-LABEL: llvm.func @grad_input_wide_padding(

func.func @conv_padded(%x: tensor<2x8x16x16xf32>, %w: tensor<3x3x16x32xf32>) -> tensor<2x8x16x32xf32> {
  %y = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x16x16xf32>, tensor<3x3x16x32xf32>) -> tensor<2x8x16x32xf32>
  return %y : tensor<2x8x16x32xf32>
}

func.func @grad_input_strided(%dy: tensor<2x4x8x32xf32>, %w: tensor<3x3x16x32xf32>) -> tensor<2x8x16x16xf32> {
  %dx = remat.conv2d_grad_input %dy, %w {padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x8x32xf32>, tensor<3x3x16x32xf32>) -> tensor<2x8x16x16xf32>
  return %dx : tensor<2x8x16x16xf32>
}

func.func @grad_filter_padded(%dy: tensor<2x8x16x32xf32>, %x: tensor<2x8x16x16xf32>) -> tensor<3x3x16x32xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x16x32xf32>, tensor<2x8x16x16xf32>) -> tensor<3x3x16x32xf32>
  return %dw : tensor<3x3x16x32xf32>
}

func.func @grad_input_wide_padding(%dy: tensor<1x8x9x2xf32>, %w: tensor<3x3x3x2xf32>) -> tensor<1x4x5x3xf32> {
  %dx = remat.conv2d_grad_input %dy, %w {padding = array<i64: 3, 3, 3, 3>} : (tensor<1x8x9x2xf32>, tensor<3x3x3x2xf32>) -> tensor<1x4x5x3xf32>
  return %dx : tensor<1x4x5x3xf32>
}
