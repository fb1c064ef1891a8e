// Every buffer is allocated with its exact size, so the measured peak is the
// predicted one to the byte (--tolerance 0). An aligned allocation would
// round each size up to a multiple of 16 bytes: the
// padded copy of @asymmetric's input (one image, 11 x 9 x 3 f32 = 1188 B)
// would become 1200 B and the 4-byte loss of @mlp_grad 16 B, 12 bytes above
// the prediction in both.
// RUN: %python %S/../check_peak.py %s --entry asymmetric --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=none | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %s --entry asymmetric --tolerance 0 --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: env REMAT_RUN_TRACE=1 remat-run %s --entry asymmetric --blas=none 2>&1 | FileCheck %s --check-prefix=TRACE
// RUN: remat-opt %s --remat-autodiff -o %t.grad.mlir
// RUN: %python %S/../check_peak.py %t.grad.mlir --entry mlp_grad --tolerance 0 --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=none | FileCheck %s --check-prefix=PEAK
// RUN: %python %S/../check_peak.py %t.grad.mlir --entry mlp_grad --tolerance 0 --remat-run remat-run --remat-opt remat-opt | FileCheck %s --check-prefix=PEAK
// RUN: env REMAT_RUN_TRACE=1 remat-run %t.grad.mlir --entry mlp_grad --blas=none 2>&1 | FileCheck %s --check-prefix=LOSS

// PEAK: predicted [[P:[0-9]+]] measured [[P]] difference +0.00% within 0%

// The result (2 x 7 x 8 x 6 f32), then one padded image at a time.
// TRACE: alloc 2688 -> live 2688
// TRACE-NEXT: alloc 1188 -> live 3876
// TRACE-NEXT: free 1188 -> live 2688

// LOSS: alloc 4 -> live

func.func @asymmetric(%x: tensor<2x9x8x3xf32>, %w: tensor<5x2x3x6xf32>) -> tensor<2x7x8x6xf32> {
  %0 = remat.conv2d %x, %w {padding = array<i64: 0, 2, 1, 0>} : (tensor<2x9x8x3xf32>, tensor<5x2x3x6xf32>) -> tensor<2x7x8x6xf32>
  return %0 : tensor<2x7x8x6xf32>
}

// bench/models/zoo.py mlp --layers 2 --batch 8 --width 16
func.func @mlp(
    %x: tensor<8x16xf32>,
    %labels: tensor<8x16xf32>,
    %w0: tensor<16x16xf32> {remat.param},
    %b0: tensor<16xf32> {remat.param},
    %w1: tensor<16x16xf32> {remat.param},
    %b1: tensor<16xf32> {remat.param})
    -> (tensor<f32>) {
  %h0 = remat.matmul %x, %w0 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %z0 = remat.bias_add %h0, %b0 : tensor<8x16xf32>, tensor<16xf32>
  %a0 = remat.relu %z0 : tensor<8x16xf32>
  %h1 = remat.matmul %a0, %w1 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %z1 = remat.bias_add %h1, %b1 : tensor<8x16xf32>, tensor<16xf32>
  %loss = remat.softmax_cross_entropy %z1, %labels : tensor<8x16xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
