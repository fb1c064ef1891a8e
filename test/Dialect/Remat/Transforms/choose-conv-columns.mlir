// RUN: remat-opt %s --remat-choose-conv-columns | FileCheck %s
// RUN: remat-opt %s --remat-choose-conv-columns=all=true | FileCheck %s --check-prefix=ALL
// RUN: remat-opt %s --remat-choose-conv-columns=channel-limit=0 | FileCheck %s --check-prefix=NOLIMIT
// remat-lower-to-llvm runs it with blas=openblas conv-columns=true only.
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas conv-columns=true" -mlir-print-ir-after=remat-choose-conv-columns -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas" -mlir-print-ir-after=remat-choose-conv-columns -o /dev/null 2>&1 | count 0
// PIPE: func.func @under_peak
// PIPE: remat.conv2d {{.*}} {gemm_columns, padding = array<i64: 1, 1, 1, 1>}

// The convolution is the peak: its columns ((8 + 2) x 8 x (3 x 4) floats,
// 3840 bytes) would raise it above the result and the padded copy.
// CHECK-LABEL: func.func @at_peak
// CHECK: remat.conv2d %{{.*}}, %{{.*}} {padding = array<i64: 1, 1, 1, 1>}
// ALL-LABEL: func.func @at_peak
// ALL: remat.conv2d {{.*}} {gemm_columns, padding = array<i64: 1, 1, 1, 1>}
func.func @at_peak(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32> {
  %y = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
  return %y : tensor<2x8x8x8xf32>
}

// The peak is the two 32 KiB exps after them: the convolution's and the
// input gradient's columns stay under it, with and without the arguments.
// CHECK-LABEL: func.func @under_peak
// CHECK: remat.conv2d {{.*}} {gemm_columns, padding = array<i64: 1, 1, 1, 1>}
// CHECK: remat.conv2d_grad_input {{.*}} {gemm_columns, padding = array<i64: 1, 1, 1, 1>}
func.func @under_peak(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x8xf32>, %dy: tensor<2x8x8x8xf32>, %b: tensor<8192xf32>) -> (tensor<2x8x8x8xf32>, tensor<2x8x8x4xf32>, tensor<8192xf32>) {
  %y = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
  %dx = remat.conv2d_grad_input %dy, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x8xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x4xf32>
  %e = remat.exp %b : tensor<8192xf32>
  %f = remat.exp %e : tensor<8192xf32>
  return %y, %dx, %f : tensor<2x8x8x8xf32>, tensor<2x8x8x4xf32>, tensor<8192xf32>
}

// Where the columns do not apply (strided, a 1-wide filter, grouped, a
// gathering input gradient) nothing is set, not even with all=true; a set
// attribute stays.
// CHECK-LABEL: func.func @not_applicable
// CHECK-NOT: gemm_columns
// CHECK: return
// ALL-LABEL: func.func @not_applicable
// ALL-NOT: gemm_columns
// ALL: return
func.func @not_applicable(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x8xf32>, %w1: tensor<1x1x4x8xf32>, %wg: tensor<3x3x2x8xf32>, %dy: tensor<1x8x8x8xf32>, %b: tensor<8192xf32>) -> (tensor<2x4x4x8xf32>, tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>, tensor<1x4x4x4xf32>, tensor<8192xf32>) {
  %s = remat.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x4x4x8xf32>
  %p = remat.conv2d %x, %w1 : (tensor<2x8x8x4xf32>, tensor<1x1x4x8xf32>) -> tensor<2x8x8x8xf32>
  %g = remat.conv2d %x, %wg {groups = 2 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x4xf32>, tensor<3x3x2x8xf32>) -> tensor<2x8x8x8xf32>
  %dx = remat.conv2d_grad_input %dy, %w {padding = array<i64: 3, 3, 3, 3>} : (tensor<1x8x8x8xf32>, tensor<3x3x4x8xf32>) -> tensor<1x4x4x4xf32>
  %e = remat.exp %b : tensor<8192xf32>
  %f = remat.exp %e : tensor<8192xf32>
  return %s, %p, %g, %dx, %f : tensor<2x4x4x8xf32>, tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>, tensor<1x4x4x4xf32>, tensor<8192xf32>
}

// 64 input channels (channel-limit's default): each filter position's gemm
// is deep already, so no columns, under the peak too; channel-limit=0 lifts
// the limit.
// CHECK-LABEL: func.func @deep
// CHECK: remat.conv2d %{{.*}}, %{{.*}} {padding = array<i64: 1, 1, 1, 1>}
// NOLIMIT-LABEL: func.func @deep
// NOLIMIT: remat.conv2d {{.*}} {gemm_columns, padding = array<i64: 1, 1, 1, 1>}
func.func @deep(%x: tensor<1x4x4x64xf32>, %w: tensor<3x3x64x8xf32>, %b: tensor<8192xf32>) -> (tensor<1x4x4x8xf32>, tensor<8192xf32>) {
  %y = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x4x64xf32>, tensor<3x3x64x8xf32>) -> tensor<1x4x4x8xf32>
  %e = remat.exp %b : tensor<8192xf32>
  %f = remat.exp %e : tensor<8192xf32>
  return %y, %f : tensor<1x4x4x8xf32>, tensor<8192xf32>
}

// CHECK-LABEL: func.func @kept
// CHECK: remat.conv2d {{.*}} {gemm_columns, padding = array<i64: 1, 1, 1, 1>}
func.func @kept(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32> {
  %y = remat.conv2d %x, %w {gemm_columns, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
  return %y : tensor<2x8x8x8xf32>
}
