// RUN: remat-opt %s --remat-choose-grad-filter-layouts | FileCheck %s
// RUN: remat-opt %s --remat-choose-grad-filter-layouts=layout=spread | FileCheck %s --check-prefix=SPREAD
// RUN: remat-opt %s --remat-choose-grad-filter-layouts=layout=direct | FileCheck %s --check-prefix=DIRECT
// RUN: not remat-opt %s --remat-choose-grad-filter-layouts=layout=im2col 2>&1 | FileCheck %s --check-prefix=BAD

// The filter gradient is the peak: spread's scratch (the 11x10x4 padded
// image, 1760 bytes, and dy spread to 8x10x16, 5120) would raise it above
// direct's one 8x8x4 window (1024 bytes).
// CHECK-LABEL: func.func @at_peak
// CHECK: remat.conv2d_grad_filter {{.*}} {layout = "direct", padding = array<i64: 1, 1, 1, 1>}
// SPREAD-LABEL: func.func @at_peak
// SPREAD: layout = "spread"
// DIRECT-LABEL: func.func @at_peak
// DIRECT: layout = "direct"
func.func @at_peak(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}

// The peak is the two 32 KiB exps after it (67840 bytes with and without
// the arguments): the filter gradient with spread's 6880 bytes of scratch
// stays under it either way (52192 bytes with the arguments).
// CHECK-LABEL: func.func @under_peak
// CHECK: remat.conv2d_grad_filter {{.*}} {layout = "spread", padding = array<i64: 1, 1, 1, 1>}
// DIRECT-LABEL: func.func @under_peak
// DIRECT: layout = "direct"
func.func @under_peak(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>, %b: tensor<8192xf32>) -> (tensor<3x3x4x16xf32>, tensor<8192xf32>) {
  %dw = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  %e = remat.exp %b : tensor<8192xf32>
  %f = remat.exp %e : tensor<8192xf32>
  return %dw, %f : tensor<3x3x4x16xf32>, tensor<8192xf32>
}

// Spread costs nothing here (an unpadded 1x1 filter reads the image and dy
// in place; direct would copy the window, the whole image): spread at the
// peak too.
// CHECK-LABEL: func.func @free
// CHECK: remat.conv2d_grad_filter {{.*}} {layout = "spread"}
func.func @free(%dy: tensor<2x5x5x8xf32>, %x: tensor<2x5x5x16xf32>) -> tensor<1x1x16x8xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x : (tensor<2x5x5x8xf32>, tensor<2x5x5x16xf32>) -> tensor<1x1x16x8xf32>
  return %dw : tensor<1x1x16x8xf32>
}

// A layout that is set stays; a grouped one gets none.
// CHECK-LABEL: func.func @kept
// CHECK: remat.conv2d_grad_filter {{.*}} {layout = "spread", padding = array<i64: 1, 1, 1, 1>}
// CHECK: remat.conv2d_grad_filter %{{.*}}, %{{.*}} {groups = 2 : i64} :
// DIRECT-LABEL: func.func @kept
// DIRECT: layout = "spread"
func.func @kept(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>, %gdy: tensor<1x6x6x4xf32>, %gx: tensor<1x8x8x4xf32>) -> (tensor<3x3x4x16xf32>, tensor<3x3x2x4xf32>) {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  %gw = remat.conv2d_grad_filter %gdy, %gx {groups = 2 : i64} : (tensor<1x6x6x4xf32>, tensor<1x8x8x4xf32>) -> tensor<3x3x2x4xf32>
  return %dw, %gw : tensor<3x3x4x16xf32>, tensor<3x3x2x4xf32>
}

// BAD: for the --layout option: Cannot find option named 'im2col'!
