// remat-lower-to-llvm="blas=openblas": f32/f64 matmuls, batch matmuls and
// their transposed forms call CBLAS instead of being tiled and vectorized;
// f16 matmuls keep the generated code. Without the option, no call.
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas" | FileCheck %s
// No linalg op is left anywhere (a CHECK-NOT alone scans the whole output).
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas" | FileCheck %s --check-prefix=LEFT
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s --check-prefix=NONE
// RUN: remat-opt %s --remat-lower-to-llvm="blas=none" | FileCheck %s --check-prefix=NONE
// RUN: not remat-opt %s --remat-lower-to-llvm="blas=mkl" 2>&1 | FileCheck %s --check-prefix=BAD

// LEFT-NOT: linalg.
// CHECK-DAG: llvm.func @cblas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CHECK-DAG: llvm.func @cblas_dgemm(i32, i32, i32, i32, i32, i32, f64, !llvm.ptr, i32, !llvm.ptr, i32, f64, !llvm.ptr, i32)

// CHECK-LABEL: llvm.func @f32(
// CHECK: llvm.call @cblas_sgemm
// CHECK-NOT: llvm.intr.fmuladd
// CHECK-LABEL: llvm.func @_mlir_ciface_f32(
func.func @f32(%x: tensor<16x32xf32>, %w: tensor<32x16xf32>) -> tensor<16x16xf32> {
  %h = remat.matmul %x, %w : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
  %a = remat.tanh %h : tensor<16x16xf32>
  return %a : tensor<16x16xf32>
}

// CHECK-LABEL: llvm.func @f64_batched_transposed(
// CHECK: llvm.call @cblas_dgemm
// CHECK-NOT: llvm.intr.fmuladd
// CHECK-LABEL: llvm.func @_mlir_ciface_f64_batched_transposed(
func.func @f64_batched_transposed(%a: tensor<2x32x16xf64>, %b: tensor<2x16x32xf64>) -> tensor<2x16x16xf64> {
  %0 = remat.matmul %a, %b {transpose_a = true, transpose_b = true} : (tensor<2x32x16xf64>, tensor<2x16x32xf64>) -> tensor<2x16x16xf64>
  return %0 : tensor<2x16x16xf64>
}

// CHECK-LABEL: llvm.func @f16(
// CHECK-NOT: llvm.call @cblas
// CHECK: llvm.intr.fmuladd{{.*}}vector<16xf16>
// CHECK-LABEL: llvm.func @_mlir_ciface_f16(
func.func @f16(%a: tensor<16x16xf16>, %b: tensor<16x16xf16>) -> tensor<16x16xf16> {
  %0 = remat.matmul %a, %b : (tensor<16x16xf16>, tensor<16x16xf16>) -> tensor<16x16xf16>
  return %0 : tensor<16x16xf16>
}

// NONE-NOT: cblas
// NONE: llvm.intr.fmuladd{{.*}}vector<16xf32>
// NONE-NOT: cblas

// BAD: Cannot find option named 'mkl'
