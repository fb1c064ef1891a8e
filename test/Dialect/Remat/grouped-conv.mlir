// RUN: remat-opt %s | remat-opt | FileCheck %s
// RUN: remat-opt %s --mlir-print-op-generic | remat-opt | FileCheck %s

// Round trip of conv2d and its gradients with `groups`: the default (1) is
// not printed, any other value is.

// CHECK-LABEL: func.func @depthwise(
// CHECK:         remat.conv2d %{{.*}}, %{{.*}} {groups = 16 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x4x4x16xf32>
// CHECK:         remat.conv2d_grad_input %{{.*}}, %{{.*}} {groups = 16 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x8x8x16xf32>
// CHECK:         remat.conv2d_grad_filter %{{.*}}, %{{.*}} {groups = 16 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x16xf32>, tensor<2x8x8x16xf32>) -> tensor<3x3x1x16xf32>
func.func @depthwise(%x: tensor<2x8x8x16xf32>, %w: tensor<3x3x1x16xf32>, %dy: tensor<2x4x4x16xf32>) -> (tensor<2x4x4x16xf32>, tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32>) {
  %y = remat.conv2d %x, %w {groups = 16 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x4x4x16xf32>
  %dx = remat.conv2d_grad_input %dy, %w {groups = 16 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x8x8x16xf32>
  %dw = remat.conv2d_grad_filter %dy, %x {groups = 16 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x16xf32>, tensor<2x8x8x16xf32>) -> tensor<3x3x1x16xf32>
  return %y, %dx, %dw : tensor<2x4x4x16xf32>, tensor<2x8x8x16xf32>, tensor<3x3x1x16xf32>
}

// CHECK-LABEL: func.func @groups_one(
// CHECK:         remat.conv2d %{{.*}}, %{{.*}} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
func.func @groups_one(%x: tensor<1x4x4x2xf32>, %w: tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32> {
  %y = remat.conv2d %x, %w {groups = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
  return %y : tensor<1x4x4x3xf32>
}
