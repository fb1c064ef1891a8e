// Max pooling and its gradient on the sliced path (no padding: every
// window position a strided slice, the maximum and the first argmax
// elementwise across slices, vectorized along C) and on the gather (with
// padding, and the gradient of overlapping windows), against the reference
// interpreter: ties and the first maximum, windows with gaps, odd sizes,
// f16 and f64.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s --check-prefix=VEC
//
// The scratch the memory model counts is what the lowering allocates: the
// slots only on the sliced path, the window operand too on the gather.
// RUN: %python %S/../check_peak.py %s --entry pool_grad --tolerance 0 --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry overlapping_grad --tolerance 0 --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry padded --tolerance 0 --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry pool --tolerance 0 --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: remat-opt %s --remat-memory-report 2>&1 | FileCheck %s --check-prefix=SCRATCH
// SCRATCH-LABEL: Memory report for @pool
// SCRATCH: peak bytes: 16384 (16.0 KiB)
// SCRATCH-LABEL: Memory report for @pool_grad
// SCRATCH: 65536  #0 remat.max_pool2d_grad
// SCRATCH-NEXT: 32768  scratch of #0
// SCRATCH-LABEL: Memory report for @overlapping_grad
// SCRATCH: 4740  scratch of #0

// CHECK-NOT: FAIL
// CHECK: 7 passed, 0 failed
// VEC-DAG: llvm.intr.maximum({{.*}}) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// VEC-DAG: llvm.fcmp "ogt" {{.*}} : vector<16xf32>
// VEC-DAG: llvm.select {{.*}} : vector<16xi1>, vector<16xi64>
// VEC-DAG: llvm.icmp "eq" {{.*}} : vector<16xi64>
// PEAK: predicted [[P:[0-9]+]] measured [[P]] difference +0.00% within 0%

func.func @pool(%x: tensor<4x16x16x16xf32>) -> tensor<4x8x8x16xf32> {
  %0 = remat.max_pool2d %x : tensor<4x16x16x16xf32> -> tensor<4x8x8x16xf32>
  return %0 : tensor<4x8x8x16xf32>
}

// dy's shape: 4 x 8 x 8 x 16, x 4 x 16 x 16 x 16.
func.func @pool_grad(%dy: tensor<4x8x8x16xf32>, %x: tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32> {
  %0 = remat.max_pool2d_grad %dy, %x : (tensor<4x8x8x16xf32>, tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
  return %0 : tensor<4x16x16x16xf32>
}

// Ties: x rounded to a few values, so windows hold equal maxima and the
// first one must win (in window order, row by row).
func.func @ties(%x: tensor<2x6x6x8xf32>, %dy: tensor<2x3x3x8xf32>) -> (tensor<2x3x3x8xf32>, tensor<2x6x6x8xf32>) {
  %r = remat.relu %x : tensor<2x6x6x8xf32>
  %p = remat.max_pool2d %r : tensor<2x6x6x8xf32> -> tensor<2x3x3x8xf32>
  %g = remat.max_pool2d_grad %dy, %r : (tensor<2x3x3x8xf32>, tensor<2x6x6x8xf32>) -> tensor<2x6x6x8xf32>
  return %p, %g : tensor<2x3x3x8xf32>, tensor<2x6x6x8xf32>
}

// Windows 2x3 with strides 3x4 (gaps between windows) on an input whose
// last rows and columns no window reads; the gradient is zero there.
func.func @gaps(%x: tensor<1x11x13x5xf32>, %dy: tensor<1x4x3x5xf32>) -> (tensor<1x4x3x5xf32>, tensor<1x11x13x5xf32>) {
  %p = remat.max_pool2d %x {window = array<i64: 2, 3>, strides = array<i64: 3, 4>} : tensor<1x11x13x5xf32> -> tensor<1x4x3x5xf32>
  %g = remat.max_pool2d_grad %dy, %x {window = array<i64: 2, 3>, strides = array<i64: 3, 4>} : (tensor<1x4x3x5xf32>, tensor<1x11x13x5xf32>) -> tensor<1x11x13x5xf32>
  return %p, %g : tensor<1x4x3x5xf32>, tensor<1x11x13x5xf32>
}

// Overlapping windows without padding: the forward reads slices, the
// gradient gathers.
func.func @overlapping_grad(%dy: tensor<2x7x7x6xf32>, %x: tensor<2x9x9x6xf32>) -> tensor<2x9x9x6xf32> {
  %0 = remat.max_pool2d_grad %dy, %x {window = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<2x7x7x6xf32>, tensor<2x9x9x6xf32>) -> tensor<2x9x9x6xf32>
  return %0 : tensor<2x9x9x6xf32>
}

func.func @padded(%x: tensor<2x8x8x6xf32>, %dy: tensor<2x4x4x6xf32>) -> (tensor<2x4x4x6xf32>, tensor<2x8x8x6xf32>) {
  %p = remat.max_pool2d %x {window = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : tensor<2x8x8x6xf32> -> tensor<2x4x4x6xf32>
  %g = remat.max_pool2d_grad %dy, %x {window = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x6xf32>, tensor<2x8x8x6xf32>) -> tensor<2x8x8x6xf32>
  return %p, %g : tensor<2x4x4x6xf32>, tensor<2x8x8x6xf32>
}

func.func @types(%h: tensor<1x8x8x4xf16>, %dh: tensor<1x4x4x4xf16>, %d: tensor<1x8x8x4xf64>, %dd: tensor<1x4x4x4xf64>) -> (tensor<1x4x4x4xf16>, tensor<1x8x8x4xf16>, tensor<1x8x8x4xf64>) {
  %p = remat.max_pool2d %h : tensor<1x8x8x4xf16> -> tensor<1x4x4x4xf16>
  %g = remat.max_pool2d_grad %dh, %h : (tensor<1x4x4x4xf16>, tensor<1x8x8x4xf16>) -> tensor<1x8x8x4xf16>
  %gd = remat.max_pool2d_grad %dd, %d : (tensor<1x4x4x4xf64>, tensor<1x8x8x4xf64>) -> tensor<1x8x8x4xf64>
  return %p, %g, %gd : tensor<1x4x4x4xf16>, tensor<1x8x8x4xf16>, tensor<1x8x8x4xf64>
}
