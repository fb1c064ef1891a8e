// REQUIRES: openblas
// Padded convolutions and input gradients through OpenBLAS on column blocks
// built in each image's padded-copy buffer (remat-lower-to-llvm's
// conv-column-blocks, the default with CBLAS): against the reference interpreter with
// asymmetric and wide padding, a 5x3 filter, blocks that do not divide the
// output rows, one lane and two, f64, and the cases that keep one gemm per
// position (a filter wider than the image's inner pixels, a strided input
// gradient).
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s
//
// The calls do not depend on the threads: the same bits at 1 and 2.
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas conv-column-blocks=true threads=1" -o %t.t1.mlir
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas conv-column-blocks=true threads=2" -o %t.t2.mlir
// RUN: %python %S/../compare_runs.py %t.t1.mlir two_lanes %t.t2.mlir two_lanes --remat-run remat-run | FileCheck %s --check-prefix=SAME
// RUN: %python %S/../compare_runs.py %t.t1.mlir grad_input %t.t2.mlir grad_input --remat-run remat-run | FileCheck %s --check-prefix=SAME
//
// Against the per-position gemms (conv-column-blocks=false): the same
// values up to rounding (the sums are grouped otherwise).
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas conv-column-blocks=false" -o %t.off.mlir
// RUN: %python %S/../compare_runs.py %t.t1.mlir two_lanes %t.off.mlir two_lanes --remat-run remat-run | FileCheck %s --check-prefix=CLOSE
//
// The same buffers as before: the measured peak is the prediction, to the
// byte (the padded copy's buffer holds the columns).
// RUN: %python %S/../check_peak.py %s --entry two_lanes --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry grad_input --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK

// CHECK-NOT: FAIL
// CHECK: 7 passed, 0 failed
// SAME: same bits
// CLOSE-NOT: same bits
// CLOSE: all results agree
// PEAK: predicted [[P:[0-9]+]] measured [[P]] difference +0.00% within 0%

// 34x34x16 per image: 12 column rows of 32 x 48, two lanes of 6, blocks of
// 4 output rows (8 per image, 4 per lane).
func.func @two_lanes(%x: tensor<3x32x32x16xf32>, %w: tensor<3x3x16x8xf32>) -> tensor<3x32x32x8xf32> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<3x32x32x16xf32>, tensor<3x3x16x8xf32>) -> tensor<3x32x32x8xf32>
  return %0 : tensor<3x32x32x8xf32>
}

// Asymmetric padding, 5x3 filter, output rows not a multiple of the block:
// 13 + 2 + 1 = 16 rows, 11 + 1 + 2 = 14 columns, 16 x 14 x 5 = 1120
// elements, 1120 / (12 * 15) = 6 column rows: one lane, blocks of 2 rows,
// output 12 x 12.
func.func @asymmetric(%x: tensor<2x13x11x5xf32>, %w: tensor<5x3x5x7xf32>) -> tensor<2x12x12x7xf32> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 2, 1, 1, 2>} : (tensor<2x13x11x5xf32>, tensor<5x3x5x7xf32>) -> tensor<2x12x12x7xf32>
  return %0 : tensor<2x12x12x7xf32>
}

// Padding wider than the filter's reach on one side: the first output
// columns read padding only at some filter columns, and rows of zeros.
func.func @wide_padding(%x: tensor<1x10x12x4xf32>, %w: tensor<3x3x4x6xf32>) -> tensor<1x12x15x6xf32> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 2, 2, 3, 2>} : (tensor<1x10x12x4xf32>, tensor<3x3x4x6xf32>) -> tensor<1x12x15x6xf32>
  return %0 : tensor<1x12x15x6xf32>
}

// No inner pixel (every output pixel reads padding): per-position gemms.
func.func @no_inner(%x: tensor<1x6x2x3xf32>, %w: tensor<3x5x3x4xf32>) -> tensor<1x6x2x4xf32> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 2, 2>} : (tensor<1x6x2x3xf32>, tensor<3x5x3x4xf32>) -> tensor<1x6x2x4xf32>
  return %0 : tensor<1x6x2x4xf32>
}

func.func @f64(%x: tensor<2x9x9x3xf64>, %w: tensor<3x3x3x4xf64>) -> tensor<2x9x9x4xf64> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x9x9x3xf64>, tensor<3x3x3x4xf64>) -> tensor<2x9x9x4xf64>
  return %0 : tensor<2x9x9x4xf64>
}

// The input gradient: a convolution over a zero-filled copy of dy with the
// flipped filter, on column blocks too.
func.func @grad_input(%dy: tensor<2x16x16x8xf32>, %w: tensor<3x3x12x8xf32>) -> tensor<2x16x16x12xf32> {
  %0 = remat.conv2d_grad_input %dy, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x16x16x8xf32>, tensor<3x3x12x8xf32>) -> tensor<2x16x16x12xf32>
  return %0 : tensor<2x16x16x12xf32>
}

// Strided: dy spread out with gaps; per-position gemms.
func.func @strided_grad_input(%dy: tensor<1x5x5x4xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x10x10x3xf32> {
  %0 = remat.conv2d_grad_input %dy, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>} : (tensor<1x5x5x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x10x10x3xf32>
  return %0 : tensor<1x10x10x3xf32>
}
