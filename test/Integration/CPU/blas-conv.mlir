// REQUIRES: openblas
// Convolutions and their gradients through OpenBLAS (one gemm per image,
// output row and filter position; remat-run --blas=openblas) against the
// reference interpreter: valid, padded, strided, f64, batched images, and
// both gradients (the input gradient is itself a convolution, the filter
// gradient matmuls), at the generated code's tolerances.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas" | FileCheck %s --check-prefix=IR
// The step's peak is the same with and without the library: no patch
// matrix (im2col) is allocated.
// RUN: remat-run %s --entry grads --blas=openblas > %t.peaks
// RUN: remat-run %s --entry grads >> %t.peaks
// RUN: FileCheck %s --check-prefix=PEAK --input-file=%t.peaks

// CHECK-NOT: FAIL
// CHECK: 6 passed, 0 failed
// IR: llvm.call @cblas_sgemm
// IR: llvm.call @cblas_dgemm
// PEAK: peak_bytes: [[PEAK:[0-9]+]]{{$}}
// PEAK: peak_bytes: [[PEAK]]{{$}}

func.func @valid(%x: tensor<2x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<2x6x6x4xf32> {
  %0 = remat.conv2d %x, %w : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x4xf32>
  return %0 : tensor<2x6x6x4xf32>
}

func.func @padded(%x: tensor<2x16x16x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<2x16x16x16xf32> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x16x16x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x16x16x16xf32>
  return %0 : tensor<2x16x16x16xf32>
}

func.func @strided(%x: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x5xf32>) -> (tensor<1x4x5x5xf32>, tensor<1x3x7x5xf32>) {
  %0 = remat.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 2, 1>} : (tensor<1x9x9x3xf32>, tensor<3x3x3x5xf32>) -> tensor<1x4x5x5xf32>
  %1 = remat.conv2d %x, %w {strides = array<i64: 3, 1>} : (tensor<1x9x9x3xf32>, tensor<3x3x3x5xf32>) -> tensor<1x3x7x5xf32>
  return %0, %1 : tensor<1x4x5x5xf32>, tensor<1x3x7x5xf32>
}

func.func @f64(%x: tensor<1x6x6x4xf64>, %w: tensor<1x1x4x6xf64>) -> tensor<1x6x6x6xf64> {
  %0 = remat.conv2d %x, %w : (tensor<1x6x6x4xf64>, tensor<1x1x4x6xf64>) -> tensor<1x6x6x6xf64>
  return %0 : tensor<1x6x6x6xf64>
}

func.func @grads(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x8xf32>, %w: tensor<3x3x8x16xf32>) -> (tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>) {
  %0 = remat.conv2d_grad_input %dy, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x8xf32>
  %1 = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x8xf32>) -> tensor<3x3x8x16xf32>
  return %0, %1 : tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>
}

func.func @strided_grads(%dy: tensor<1x4x4x4xf32>, %x: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x4xf32>) -> (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) {
  %0 = remat.conv2d_grad_input %dy, %w {strides = array<i64: 2, 2>} : (tensor<1x4x4x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x9x9x3xf32>
  %1 = remat.conv2d_grad_filter %dy, %x {strides = array<i64: 2, 2>} : (tensor<1x4x4x4xf32>, tensor<1x9x9x3xf32>) -> tensor<3x3x3x4xf32>
  return %0, %1 : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>
}
