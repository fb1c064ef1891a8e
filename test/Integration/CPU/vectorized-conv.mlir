// Unpadded convolutions whose output width, filter count and channels are
// multiples of the 8x16x8 tiles are tiled to one output row and one filter
// row, decomposed into 1-D convolutions and vectorized; strided too. Both
// against the reference interpreter.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=none | FileCheck %s
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s --check-prefix=VEC

// CHECK-NOT: FAIL
// CHECK: 2 passed, 0 failed
// VEC: vector<16xf32>

func.func @conv(%x: tensor<2x10x18x16xf32>, %w: tensor<3x3x16x32xf32>) -> tensor<2x8x16x32xf32> {
  %y = remat.conv2d %x, %w : (tensor<2x10x18x16xf32>, tensor<3x3x16x32xf32>) -> tensor<2x8x16x32xf32>
  return %y : tensor<2x8x16x32xf32>
}

func.func @conv_strided(%x: tensor<1x9x33x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<1x4x16x16xf32> {
  %y = remat.conv2d %x, %w {strides = array<i64: 2, 2>} : (tensor<1x9x33x8xf32>, tensor<3x3x8x16xf32>) -> tensor<1x4x16x16xf32>
  return %y : tensor<1x4x16x16xf32>
}
