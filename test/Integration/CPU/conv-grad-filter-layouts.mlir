// conv2d_grad_filter's layouts against the reference interpreter, with the
// generated kernels and through OpenBLAS. Spread: at unit stride dy spread
// to the padded width and each filter position's window read in place as
// rows of the padded image (padded, unpadded with the extra zero row, a
// 1x1 filter that reads the image itself, asymmetric padding, a tall
// filter, f64); strided, each window copied. Direct: each window gathered
// (padded, strided, asymmetric). The measured peak is the predicted one
// (the scratch the op declares) within 5%, in every layout; @grads has no
// layout, so the lowering's remat-choose-grad-filter-layouts picks one.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// RUN: %python %S/../check_peak.py %s --entry grads --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry padded --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry one_by_one --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry asymmetric --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry strided --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry padded_direct --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry strided_direct --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: %if openblas %{ %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s %}
// RUN: %if openblas %{ %python %S/../check_peak.py %s --entry grads --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s --check-prefix=PEAK %}

// CHECK-NOT: FAIL
// CHECK: 11 passed, 0 failed
// PEAK: predicted {{[0-9]+}} measured {{[0-9]+}} difference {{.*}} within 5%

func.func @padded(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x8xf32>) -> tensor<3x3x8x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x8xf32>) -> tensor<3x3x8x16xf32>
  return %dw : tensor<3x3x8x16xf32>
}

func.func @unpadded(%dy: tensor<1x6x6x4xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread"} : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
  return %dw : tensor<3x3x3x4xf32>
}

func.func @one_by_one(%dy: tensor<2x5x5x8xf32>, %x: tensor<2x5x5x16xf32>) -> tensor<1x1x16x8xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread"} : (tensor<2x5x5x8xf32>, tensor<2x5x5x16xf32>) -> tensor<1x1x16x8xf32>
  return %dw : tensor<1x1x16x8xf32>
}

func.func @asymmetric(%dy: tensor<1x9x8x5xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<3x2x3x5xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 2, 1, 0, 1>} : (tensor<1x9x8x5xf32>, tensor<1x8x8x3xf32>) -> tensor<3x2x3x5xf32>
  return %dw : tensor<3x2x3x5xf32>
}

func.func @tall(%dy: tensor<1x4x7x4xf32>, %x: tensor<1x8x7x2xf32>) -> tensor<5x1x2x4xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread"} : (tensor<1x4x7x4xf32>, tensor<1x8x7x2xf32>) -> tensor<5x1x2x4xf32>
  return %dw : tensor<5x1x2x4xf32>
}

func.func @f64(%dy: tensor<1x6x6x4xf64>, %x: tensor<1x6x6x3xf64>) -> tensor<3x3x3x4xf64> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf64>, tensor<1x6x6x3xf64>) -> tensor<3x3x3x4xf64>
  return %dw : tensor<3x3x3x4xf64>
}

func.func @strided(%dy: tensor<2x4x4x8xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x8xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x8xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x8xf32>
  return %dw : tensor<3x3x4x8xf32>
}

func.func @padded_direct(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x8xf32>) -> tensor<3x3x8x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "direct", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x8xf32>) -> tensor<3x3x8x16xf32>
  return %dw : tensor<3x3x8x16xf32>
}

func.func @asymmetric_direct(%dy: tensor<1x9x8x5xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<3x2x3x5xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "direct", padding = array<i64: 2, 1, 0, 1>} : (tensor<1x9x8x5xf32>, tensor<1x8x8x3xf32>) -> tensor<3x2x3x5xf32>
  return %dw : tensor<3x2x3x5xf32>
}

func.func @strided_direct(%dy: tensor<2x4x4x8xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x8xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "direct", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x8xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x8xf32>
  return %dw : tensor<3x3x4x8xf32>
}

// A forward convolution and both gradients in one step, for the peak.
func.func @grads(%x: tensor<4x16x16x8xf32>, %w: tensor<3x3x8x16xf32>) -> (tensor<4x16x16x8xf32>, tensor<3x3x8x16xf32>) {
  %y = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x16x16x16xf32>
  %r = remat.relu %y : tensor<4x16x16x16xf32>
  %dx = remat.conv2d_grad_input %r, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x16xf32>, tensor<3x3x8x16xf32>) -> tensor<4x16x16x8xf32>
  %dw = remat.conv2d_grad_filter %r, %x {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x16xf32>, tensor<4x16x16x8xf32>) -> tensor<3x3x8x16xf32>
  return %dx, %dw : tensor<4x16x16x8xf32>, tensor<3x3x8x16xf32>
}
