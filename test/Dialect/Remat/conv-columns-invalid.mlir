// RUN: remat-opt %s -split-input-file -verify-diagnostics

func.func @strided(%x: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x4x4x5xf32> {
  // expected-error @+1 {{'remat.conv2d' op gemm_columns needs groups = 1, unit strides, a filter wider than one pixel, f32 or f64 elements and (an input gradient) a padding that lowers to a convolution}}
  %0 = remat.conv2d %x, %w {gemm_columns, strides = array<i64: 2, 2>} : (tensor<1x9x9x3xf32>, tensor<3x3x3x5xf32>) -> tensor<1x4x4x5xf32>
  return %0 : tensor<1x4x4x5xf32>
}

// -----

func.func @one_wide(%x: tensor<1x6x6x4xf32>, %w: tensor<3x1x4x6xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{'remat.conv2d' op gemm_columns needs groups = 1}}
  %0 = remat.conv2d %x, %w {gemm_columns} : (tensor<1x6x6x4xf32>, tensor<3x1x4x6xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @grouped(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op gemm_columns needs groups = 1}}
  %0 = remat.conv2d %x, %w {gemm_columns, groups = 2 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @f16(%x: tensor<1x8x8x4xf16>, %w: tensor<3x3x4x4xf16>) -> tensor<1x6x6x4xf16> {
  // expected-error @+1 {{'remat.conv2d' op gemm_columns needs groups = 1}}
  %0 = remat.conv2d %x, %w {gemm_columns} : (tensor<1x8x8x4xf16>, tensor<3x3x4x4xf16>) -> tensor<1x6x6x4xf16>
  return %0 : tensor<1x6x6x4xf16>
}

// -----

// The input gradient gathers (padding 3 of a 3x3 filter): no convolution.
func.func @gathering_grad_input(%dy: tensor<1x8x8x8xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_input' op gemm_columns needs groups = 1}}
  %0 = remat.conv2d_grad_input %dy, %w {gemm_columns, padding = array<i64: 3, 3, 3, 3>} : (tensor<1x8x8x8xf32>, tensor<3x3x4x8xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}
