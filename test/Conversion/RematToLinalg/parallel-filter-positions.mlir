// RUN: remat-opt %s --convert-remat-to-linalg="parallel-filter-positions=true" -split-input-file | FileCheck %s
// RUN: remat-opt %s --convert-remat-to-linalg -split-input-file | FileCheck %s --check-prefix=SEQ

// With parallel-filter-positions (remat-lower-to-llvm{threads=N} with
// CBLAS), a filter gradient whose windows are runs of the padded image read
// in place (spread layout, unit stride) has, per image, its 3x3 positions
// as one scf.forall: each position's matmul updates its own slice dW[kh, kw]
// of the image loop's accumulator and writes it back with
// parallel_insert_slice, so no two iterations touch the same element and
// the images still add in order (the image loop stays an scf.for).
// CHECK-LABEL: func.func @spread
// CHECK: scf.for %[[N:[a-z0-9_]+]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<3x3x4x16xf32>)
// CHECK:   %[[DY:.*]] = tensor.collapse_shape {{.*}} into tensor<80x16xf32>
// CHECK:   %[[PIXELS:.*]] = tensor.collapse_shape {{.*}} into tensor<110x4xf32>
// CHECK:   %[[ALL:.*]] = scf.forall (%[[KH:.*]], %[[KW:.*]]) in (3, 3) shared_outs(%[[OUT:.*]] = %[[ACC]]) -> (tensor<3x3x4x16xf32>)
// CHECK-NOT: scf.for
// CHECK:     %[[SLICE:.*]] = tensor.extract_slice %[[OUT]][%[[KH]], %[[KW]], 0, 0] [1, 1, 4, 16] [1, 1, 1, 1] : tensor<3x3x4x16xf32> to tensor<4x16xf32>
// CHECK:     %[[ROWS:.*]] = tensor.extract_slice %[[PIXELS]][%{{.*}}, 0] [80, 4] [1, 1] : tensor<110x4xf32> to tensor<80x4xf32>
// CHECK:     %[[PRODUCT:.*]] = linalg.matmul {{.*}} ins(%[[ROWS]], %[[DY]] : tensor<80x4xf32>, tensor<80x16xf32>) outs(%[[SLICE]] : tensor<4x16xf32>)
// CHECK:     scf.forall.in_parallel {
// CHECK-NEXT:  tensor.parallel_insert_slice %[[PRODUCT]] into %[[OUT]][%[[KH]], %[[KW]], 0, 0] [1, 1, 4, 16] [1, 1, 1, 1] : tensor<4x16xf32> into tensor<3x3x4x16xf32>
// CHECK:   scf.yield %[[ALL]] : tensor<3x3x4x16xf32>
// Without the option: the positions are two nested scf.for loops.
// SEQ-LABEL: func.func @spread
// SEQ-NOT: scf.forall
// SEQ: scf.for
// SEQ: scf.for
// SEQ: scf.for
// SEQ: linalg.matmul
func.func @spread(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}

// -----

// A strided window is copied (bufferization collapses it to rows), and a
// direct one is gathered into a buffer per position: a loop whose body
// allocates stays sequential, so these positions stay scf.for loops.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: scf.forall
// CHECK: linalg.matmul
// CHECK-LABEL: func.func @direct
// CHECK-NOT: scf.forall
// CHECK: linalg.matmul
func.func @strided(%dy: tensor<2x4x4x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}
func.func @direct(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "direct", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}
