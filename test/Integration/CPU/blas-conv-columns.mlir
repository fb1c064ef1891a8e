// REQUIRES: openblas
// gemm_columns: convolutions and input gradients through OpenBLAS as one
// gemm of depth KW * C per block of output rows and filter row, over a copy
// of each image's filter-row columns (remat-linalg-to-cblas), against the
// reference interpreter: padded, valid (a batch of images), a last block of
// fewer rows, asymmetric padding, a tall filter, f64, the input gradient.
// The measured peak is the predicted one, the columns counted as scratch.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s
// RUN: %python %S/../check_peak.py %s --entry padded --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry valid --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry grad_input --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry asymmetric --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry f64 --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK
// The same functions through the per-row gemms and the generated kernels
// agree with the reference too (the attribute is the CBLAS lowering's only).
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=none | FileCheck %s
// Bits: the same on one and two threads (the blocks are fixed by the
// shape, not the threads).
// RUN: remat-run %s --entry padded --blas=openblas > %t.one
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas threads=2" -o %t.two.mlir
// RUN: remat-run %t.two.mlir --entry padded --blas=openblas >> %t.one
// RUN: FileCheck %s --check-prefix=BITS --input-file=%t.one

// CHECK-NOT: FAIL
// CHECK: 7 passed, 0 failed
// PEAK: predicted {{[0-9]+}} measured {{[0-9]+}} difference +0.00% within 0%
// BITS: hash [[HASH:0x[0-9a-f]+]]
// BITS: hash [[HASH]]

func.func @padded(%x: tensor<2x16x16x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<2x16x16x16xf32> {
  %0 = remat.conv2d %x, %w {gemm_columns, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x16x16x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x16x16x16xf32>
  return %0 : tensor<2x16x16x16xf32>
}

func.func @valid(%x: tensor<3x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<3x6x6x4xf32> {
  %0 = remat.conv2d %x, %w {gemm_columns} : (tensor<3x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<3x6x6x4xf32>
  return %0 : tensor<3x6x6x4xf32>
}

// 48 columns: blocks of 3 output rows, the last of 1.
func.func @last_block(%x: tensor<1x7x48x4xf32>, %w: tensor<3x3x4x5xf32>) -> tensor<1x7x48x5xf32> {
  %0 = remat.conv2d %x, %w {gemm_columns, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x7x48x4xf32>, tensor<3x3x4x5xf32>) -> tensor<1x7x48x5xf32>
  return %0 : tensor<1x7x48x5xf32>
}

func.func @asymmetric(%x: tensor<2x9x8x3xf32>, %w: tensor<5x2x3x6xf32>) -> tensor<2x7x8x6xf32> {
  %0 = remat.conv2d %x, %w {gemm_columns, padding = array<i64: 0, 2, 1, 0>} : (tensor<2x9x8x3xf32>, tensor<5x2x3x6xf32>) -> tensor<2x7x8x6xf32>
  return %0 : tensor<2x7x8x6xf32>
}

func.func @f64(%x: tensor<1x6x6x4xf64>, %w: tensor<3x3x4x6xf64>) -> tensor<1x6x6x6xf64> {
  %0 = remat.conv2d %x, %w {gemm_columns, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf64>, tensor<3x3x4x6xf64>) -> tensor<1x6x6x6xf64>
  return %0 : tensor<1x6x6x6xf64>
}

func.func @grad_input(%dy: tensor<2x8x8x16xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<2x8x8x8xf32> {
  %0 = remat.conv2d_grad_input %dy, %w {gemm_columns, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x8xf32>
  return %0 : tensor<2x8x8x8xf32>
}

func.func @strided_grad_input(%dy: tensor<1x4x4x4xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x9x9x3xf32> {
  %0 = remat.conv2d_grad_input %dy, %w {gemm_columns, strides = array<i64: 2, 2>} : (tensor<1x4x4x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x9x9x3xf32>
  return %0 : tensor<1x9x9x3xf32>
}
