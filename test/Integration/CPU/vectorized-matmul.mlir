// Matmuls whose sizes are multiples of the 8x16x8 tiles take the tiled and
// vectorized path (the others run as loops); both against the reference.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=none | FileCheck %s
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s --check-prefix=VEC

// CHECK-NOT: FAIL
// CHECK: 5 passed, 0 failed
// VEC: llvm.intr.fmuladd{{.*}}vector<16xf32>

func.func @plain(%a: tensor<32x64xf32>, %b: tensor<64x48xf32>) -> tensor<32x48xf32> {
  %0 = remat.matmul %a, %b : (tensor<32x64xf32>, tensor<64x48xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}

func.func @transposed(%a: tensor<64x32xf32>, %b: tensor<48x64xf32>) -> tensor<32x48xf32> {
  %0 = remat.matmul %a, %b {transpose_a = true, transpose_b = true} : (tensor<64x32xf32>, tensor<48x64xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}

func.func @batched(%a: tensor<3x16x32xf32>, %b: tensor<3x32x16xf32>) -> tensor<3x16x16xf32> {
  %0 = remat.matmul %a, %b : (tensor<3x16x32xf32>, tensor<3x32x16xf32>) -> tensor<3x16x16xf32>
  return %0 : tensor<3x16x16xf32>
}

func.func @f64(%a: tensor<16x16xf64>, %b: tensor<16x32xf64>) -> tensor<16x32xf64> {
  %0 = remat.matmul %a, %b : (tensor<16x16xf64>, tensor<16x32xf64>) -> tensor<16x32xf64>
  return %0 : tensor<16x32xf64>
}

// Two vectorized matmuls in a row, the second transposed, over thousands of
// tiles: a lowering that stages transfers through a stack buffer per
// iteration overflowed the stack here.
func.func @chained(%x: tensor<256x1024xf32>, %w: tensor<1024x16xf32>) -> tensor<1024x16xf32> {
  %h = remat.matmul %x, %w : (tensor<256x1024xf32>, tensor<1024x16xf32>) -> tensor<256x16xf32>
  %dw = remat.matmul %x, %h {transpose_a = true} : (tensor<256x1024xf32>, tensor<256x16xf32>) -> tensor<1024x16xf32>
  return %dw : tensor<1024x16xf32>
}
