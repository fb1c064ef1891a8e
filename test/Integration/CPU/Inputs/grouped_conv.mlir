// Grouped and depthwise conv2d (groups > 1, GroupedConvPatterns.cpp), forward and
// both gradients, in every element type; grouped-conv-vs-reference.test runs them.
func.func @g2_f32(%x: tensor<2x6x5x4xf32>, %w: tensor<3x3x2x6xf32>, %dy: tensor<2x4x3x6xf32>) -> (tensor<2x4x3x6xf32>, tensor<2x6x5x4xf32>, tensor<3x3x2x6xf32>) {
  %y = remat.conv2d %x, %w {groups = 2 : i64} : (tensor<2x6x5x4xf32>, tensor<3x3x2x6xf32>) -> tensor<2x4x3x6xf32>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 2 : i64} : (tensor<2x4x3x6xf32>, tensor<3x3x2x6xf32>) -> tensor<2x6x5x4xf32>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 2 : i64} : (tensor<2x4x3x6xf32>, tensor<2x6x5x4xf32>) -> tensor<3x3x2x6xf32>
  return %y, %dx, %dw : tensor<2x4x3x6xf32>, tensor<2x6x5x4xf32>, tensor<3x3x2x6xf32>
}
func.func @dw_f32(%x: tensor<2x9x8x6xf32>, %w: tensor<3x3x1x6xf32>, %dy: tensor<2x5x4x6xf32>) -> (tensor<2x5x4x6xf32>, tensor<2x9x8x6xf32>, tensor<3x3x1x6xf32>) {
  %y = remat.conv2d %x, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x9x8x6xf32>, tensor<3x3x1x6xf32>) -> tensor<2x5x4x6xf32>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xf32>, tensor<3x3x1x6xf32>) -> tensor<2x9x8x6xf32>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xf32>, tensor<2x9x8x6xf32>) -> tensor<3x3x1x6xf32>
  return %y, %dx, %dw : tensor<2x5x4x6xf32>, tensor<2x9x8x6xf32>, tensor<3x3x1x6xf32>
}
func.func @dwm2_f32(%x: tensor<1x7x6x3xf32>, %w: tensor<3x2x1x6xf32>, %dy: tensor<1x7x3x6xf32>) -> (tensor<1x7x3x6xf32>, tensor<1x7x6x3xf32>, tensor<3x2x1x6xf32>) {
  %y = remat.conv2d %x, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x6x3xf32>, tensor<3x2x1x6xf32>) -> tensor<1x7x3x6xf32>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xf32>, tensor<3x2x1x6xf32>) -> tensor<1x7x6x3xf32>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xf32>, tensor<1x7x6x3xf32>) -> tensor<3x2x1x6xf32>
  return %y, %dx, %dw : tensor<1x7x3x6xf32>, tensor<1x7x6x3xf32>, tensor<3x2x1x6xf32>
}
func.func @g2_f64(%x: tensor<2x6x5x4xf64>, %w: tensor<3x3x2x6xf64>, %dy: tensor<2x4x3x6xf64>) -> (tensor<2x4x3x6xf64>, tensor<2x6x5x4xf64>, tensor<3x3x2x6xf64>) {
  %y = remat.conv2d %x, %w {groups = 2 : i64} : (tensor<2x6x5x4xf64>, tensor<3x3x2x6xf64>) -> tensor<2x4x3x6xf64>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 2 : i64} : (tensor<2x4x3x6xf64>, tensor<3x3x2x6xf64>) -> tensor<2x6x5x4xf64>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 2 : i64} : (tensor<2x4x3x6xf64>, tensor<2x6x5x4xf64>) -> tensor<3x3x2x6xf64>
  return %y, %dx, %dw : tensor<2x4x3x6xf64>, tensor<2x6x5x4xf64>, tensor<3x3x2x6xf64>
}
func.func @dw_f64(%x: tensor<2x9x8x6xf64>, %w: tensor<3x3x1x6xf64>, %dy: tensor<2x5x4x6xf64>) -> (tensor<2x5x4x6xf64>, tensor<2x9x8x6xf64>, tensor<3x3x1x6xf64>) {
  %y = remat.conv2d %x, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x9x8x6xf64>, tensor<3x3x1x6xf64>) -> tensor<2x5x4x6xf64>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xf64>, tensor<3x3x1x6xf64>) -> tensor<2x9x8x6xf64>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xf64>, tensor<2x9x8x6xf64>) -> tensor<3x3x1x6xf64>
  return %y, %dx, %dw : tensor<2x5x4x6xf64>, tensor<2x9x8x6xf64>, tensor<3x3x1x6xf64>
}
func.func @dwm2_f64(%x: tensor<1x7x6x3xf64>, %w: tensor<3x2x1x6xf64>, %dy: tensor<1x7x3x6xf64>) -> (tensor<1x7x3x6xf64>, tensor<1x7x6x3xf64>, tensor<3x2x1x6xf64>) {
  %y = remat.conv2d %x, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x6x3xf64>, tensor<3x2x1x6xf64>) -> tensor<1x7x3x6xf64>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xf64>, tensor<3x2x1x6xf64>) -> tensor<1x7x6x3xf64>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xf64>, tensor<1x7x6x3xf64>) -> tensor<3x2x1x6xf64>
  return %y, %dx, %dw : tensor<1x7x3x6xf64>, tensor<1x7x6x3xf64>, tensor<3x2x1x6xf64>
}
func.func @g2_f16(%x: tensor<2x6x5x4xf16>, %w: tensor<3x3x2x6xf16>, %dy: tensor<2x4x3x6xf16>) -> (tensor<2x4x3x6xf16>, tensor<2x6x5x4xf16>, tensor<3x3x2x6xf16>) {
  %y = remat.conv2d %x, %w {groups = 2 : i64} : (tensor<2x6x5x4xf16>, tensor<3x3x2x6xf16>) -> tensor<2x4x3x6xf16>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 2 : i64} : (tensor<2x4x3x6xf16>, tensor<3x3x2x6xf16>) -> tensor<2x6x5x4xf16>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 2 : i64} : (tensor<2x4x3x6xf16>, tensor<2x6x5x4xf16>) -> tensor<3x3x2x6xf16>
  return %y, %dx, %dw : tensor<2x4x3x6xf16>, tensor<2x6x5x4xf16>, tensor<3x3x2x6xf16>
}
func.func @dw_f16(%x: tensor<2x9x8x6xf16>, %w: tensor<3x3x1x6xf16>, %dy: tensor<2x5x4x6xf16>) -> (tensor<2x5x4x6xf16>, tensor<2x9x8x6xf16>, tensor<3x3x1x6xf16>) {
  %y = remat.conv2d %x, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x9x8x6xf16>, tensor<3x3x1x6xf16>) -> tensor<2x5x4x6xf16>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xf16>, tensor<3x3x1x6xf16>) -> tensor<2x9x8x6xf16>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xf16>, tensor<2x9x8x6xf16>) -> tensor<3x3x1x6xf16>
  return %y, %dx, %dw : tensor<2x5x4x6xf16>, tensor<2x9x8x6xf16>, tensor<3x3x1x6xf16>
}
func.func @dwm2_f16(%x: tensor<1x7x6x3xf16>, %w: tensor<3x2x1x6xf16>, %dy: tensor<1x7x3x6xf16>) -> (tensor<1x7x3x6xf16>, tensor<1x7x6x3xf16>, tensor<3x2x1x6xf16>) {
  %y = remat.conv2d %x, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x6x3xf16>, tensor<3x2x1x6xf16>) -> tensor<1x7x3x6xf16>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xf16>, tensor<3x2x1x6xf16>) -> tensor<1x7x6x3xf16>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xf16>, tensor<1x7x6x3xf16>) -> tensor<3x2x1x6xf16>
  return %y, %dx, %dw : tensor<1x7x3x6xf16>, tensor<1x7x6x3xf16>, tensor<3x2x1x6xf16>
}
func.func @g2_bf16(%x: tensor<2x6x5x4xbf16>, %w: tensor<3x3x2x6xbf16>, %dy: tensor<2x4x3x6xbf16>) -> (tensor<2x4x3x6xbf16>, tensor<2x6x5x4xbf16>, tensor<3x3x2x6xbf16>) {
  %y = remat.conv2d %x, %w {groups = 2 : i64} : (tensor<2x6x5x4xbf16>, tensor<3x3x2x6xbf16>) -> tensor<2x4x3x6xbf16>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 2 : i64} : (tensor<2x4x3x6xbf16>, tensor<3x3x2x6xbf16>) -> tensor<2x6x5x4xbf16>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 2 : i64} : (tensor<2x4x3x6xbf16>, tensor<2x6x5x4xbf16>) -> tensor<3x3x2x6xbf16>
  return %y, %dx, %dw : tensor<2x4x3x6xbf16>, tensor<2x6x5x4xbf16>, tensor<3x3x2x6xbf16>
}
func.func @dw_bf16(%x: tensor<2x9x8x6xbf16>, %w: tensor<3x3x1x6xbf16>, %dy: tensor<2x5x4x6xbf16>) -> (tensor<2x5x4x6xbf16>, tensor<2x9x8x6xbf16>, tensor<3x3x1x6xbf16>) {
  %y = remat.conv2d %x, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x9x8x6xbf16>, tensor<3x3x1x6xbf16>) -> tensor<2x5x4x6xbf16>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xbf16>, tensor<3x3x1x6xbf16>) -> tensor<2x9x8x6xbf16>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 6 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x5x4x6xbf16>, tensor<2x9x8x6xbf16>) -> tensor<3x3x1x6xbf16>
  return %y, %dx, %dw : tensor<2x5x4x6xbf16>, tensor<2x9x8x6xbf16>, tensor<3x3x1x6xbf16>
}
func.func @dwm2_bf16(%x: tensor<1x7x6x3xbf16>, %w: tensor<3x2x1x6xbf16>, %dy: tensor<1x7x3x6xbf16>) -> (tensor<1x7x3x6xbf16>, tensor<1x7x6x3xbf16>, tensor<3x2x1x6xbf16>) {
  %y = remat.conv2d %x, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x6x3xbf16>, tensor<3x2x1x6xbf16>) -> tensor<1x7x3x6xbf16>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xbf16>, tensor<3x2x1x6xbf16>) -> tensor<1x7x6x3xbf16>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 3 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>} : (tensor<1x7x3x6xbf16>, tensor<1x7x6x3xbf16>) -> tensor<3x2x1x6xbf16>
  return %y, %dx, %dw : tensor<1x7x3x6xbf16>, tensor<1x7x6x3xbf16>, tensor<3x2x1x6xbf16>
}
