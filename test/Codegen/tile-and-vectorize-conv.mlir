// remat-tile-and-vectorize on convolutions: a convolution whose loops the
// tiles divide becomes tiles of one output row and filter row, each
// decomposed into a vectorized 1-D convolution; one they do not divide
// (here 1 output column) stays a 2-D convolution, also where its output
// and filter have one row and its input two (a stride-2 1x1 convolution),
// which upstream's decomposition would slice invalidly.
// RUN: remat-opt %s --remat-tile-and-vectorize="tile-m=4 tile-n=4 tile-k=4" | FileCheck %s

// CHECK-LABEL: func.func @tiled
// CHECK: scf.for
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf
// CHECK: vector.
// CHECK-NOT: linalg.conv_1d_nwc_wcf
// CHECK: return
func.func @tiled(%x: tensor<1x6x6x4xf32>, %w: tensor<3x3x4x4xf32>, %y: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x6x6x4xf32>, tensor<3x3x4x4xf32>) outs(%y : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// CHECK-LABEL: func.func @untiled_strided
// CHECK-NOT: tensor.extract_slice %arg0
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%arg0, %arg1 : tensor<2x2x2x8xf32>, tensor<1x1x8x4xf32>)
// CHECK-NOT: tensor.extract_slice %arg0
// CHECK: return
func.func @untiled_strided(%x: tensor<2x2x2x8xf32>, %w: tensor<1x1x8x4xf32>, %y: tensor<2x1x1x4xf32>, %a: tensor<1x6x6x4xf32>, %b: tensor<3x3x4x4xf32>, %c: tensor<1x4x4x4xf32>) -> (tensor<2x1x1x4xf32>, tensor<1x4x4x4xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<2x2x2x8xf32>, tensor<1x1x8x4xf32>) outs(%y : tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
  // A convolution that is tiled, so that the decomposition runs.
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%a, %b : tensor<1x6x6x4xf32>, tensor<3x3x4x4xf32>) outs(%c : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0, %1 : tensor<2x1x1x4xf32>, tensor<1x4x4x4xf32>
}
