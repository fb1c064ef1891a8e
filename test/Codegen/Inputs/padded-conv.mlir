// A padded convolution (input for expand-strided-copies.mlir).
func.func @padded(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
  return %0 : tensor<2x8x8x8xf32>
}
