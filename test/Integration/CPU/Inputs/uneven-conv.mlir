// A 1x1 convolution whose output columns (4) are not whole
// register tiles, beside one that is: the first runs as scalar loops at
// every thread count.
func.func @step(%x: tensor<2x4x4x64xf32>, %w: tensor<1x1x64x32xf32>, %x2: tensor<2x8x8x16xf32>, %w2: tensor<1x1x16x16xf32>) -> (tensor<2x4x4x32xf32>, tensor<2x8x8x16xf32>) {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x32xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x4x4x64xf32>, tensor<1x1x64x32xf32>) outs(%z : tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
  %e2 = tensor.empty() : tensor<2x8x8x16xf32>
  %z2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
  %y2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x2, %w2 : tensor<2x8x8x16xf32>, tensor<1x1x16x16xf32>) outs(%z2 : tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
  return %y, %y2 : tensor<2x4x4x32xf32>, tensor<2x8x8x16xf32>
}
