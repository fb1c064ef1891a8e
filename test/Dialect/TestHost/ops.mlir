// RUN: remat-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// The test_host dialect parses and prints (test/lib/Dialect/TestHost).
// CHECK-LABEL: func.func @roundtrip
// CHECK: test_host.dense_relu %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
// CHECK: test_host.dense_relu_grad
// CHECK: test_host.half_sum_squares
func.func @roundtrip(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> (tensor<f32>, tensor<4x8xf32>, tensor<8x16xf32>) {
  %y = test_host.dense_relu %x, %w : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  %dx, %dw = test_host.dense_relu_grad %y, %x, %w, %y
      : tensor<4x16xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>
      -> tensor<4x8xf32>, tensor<8x16xf32>
  %l = test_host.half_sum_squares %y : tensor<4x16xf32> -> tensor<f32>
  return %l, %dx, %dw : tensor<f32>, tensor<4x8xf32>, tensor<8x16xf32>
}

// -----

func.func @bad_product(%x: tensor<4x8xf32>, %w: tensor<7x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{expects 'tensor<4x8xf32>' x 'tensor<7x16xf32>' to give 'tensor<4x16xf32>' as a matrix product}}
  %y = test_host.dense_relu %x, %w : tensor<4x8xf32>, tensor<7x16xf32> -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

func.func @bad_grad(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %y: tensor<4x16xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{expects dx and dw of the types of x and w}}
  %dx, %dw = test_host.dense_relu_grad %y, %x, %w, %y
      : tensor<4x16xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>
      -> tensor<4x8xf32>, tensor<8x8xf32>
  return %dx : tensor<4x8xf32>
}
