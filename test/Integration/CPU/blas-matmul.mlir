// REQUIRES: openblas
// Matmuls through OpenBLAS (remat-run --blas=openblas lowers with
// remat-lower-to-llvm="blas=openblas" and loads the library) against the
// reference interpreter, with the same tolerances as the generated code:
// plain, transposed and batched f32 and f64, sizes that are no multiple of
// any tile, and a matmul feeding another. The lowered IR calls CBLAS, so
// each passing run went through the library (the JIT cannot resolve
// cblas_sgemm otherwise).
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas | FileCheck %s
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas" | FileCheck %s --check-prefix=IR
// The thread count is an option; results stay within tolerance.
// RUN: %python %S/../compare.py %s --entry odd --entry batched --remat-run remat-run --remat-opt remat-opt --run-arg=--blas=openblas --run-arg=--blas-threads=2 | FileCheck %s --check-prefix=THREADS

// remat-run names the kernel set OpenBLAS runs (its times depend on it),
// in text and in JSON; without a call to OpenBLAS it names none.
// RUN: remat-run %s --entry plain --blas=openblas | FileCheck %s --check-prefix=CORE
// RUN: remat-run %s --entry plain --blas=openblas --json | FileCheck %s --check-prefix=CORE-JSON
// RUN: remat-run %s --entry plain --blas=none | FileCheck %s --check-prefix=NO-CORE
// CORE: compile_ms:
// CORE-NEXT: openblas_core: {{[A-Za-z0-9]+$}}
// CORE-JSON: "openblas_core": "{{[A-Za-z0-9]+}}"
// NO-CORE: compile_ms:
// NO-CORE-NOT: openblas_core

// CHECK-NOT: FAIL
// CHECK: 9 passed, 0 failed
// IR-COUNT-10: llvm.call @cblas_{{s|d}}gemm
// IR-NOT: llvm.call @cblas
// THREADS: 2 passed, 0 failed

func.func @plain(%a: tensor<32x64xf32>, %b: tensor<64x48xf32>) -> tensor<32x48xf32> {
  %0 = remat.matmul %a, %b : (tensor<32x64xf32>, tensor<64x48xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}

func.func @transposed_a(%a: tensor<64x32xf32>, %b: tensor<64x48xf32>) -> tensor<32x48xf32> {
  %0 = remat.matmul %a, %b {transpose_a = true} : (tensor<64x32xf32>, tensor<64x48xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}

func.func @transposed_b(%a: tensor<32x64xf32>, %b: tensor<48x64xf32>) -> tensor<32x48xf32> {
  %0 = remat.matmul %a, %b {transpose_b = true} : (tensor<32x64xf32>, tensor<48x64xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}

func.func @odd(%a: tensor<17x33xf32>, %b: tensor<33x19xf32>) -> tensor<17x19xf32> {
  %0 = remat.matmul %a, %b : (tensor<17x33xf32>, tensor<33x19xf32>) -> tensor<17x19xf32>
  return %0 : tensor<17x19xf32>
}

func.func @batched(%a: tensor<3x16x32xf32>, %b: tensor<3x32x24xf32>) -> tensor<3x16x24xf32> {
  %0 = remat.matmul %a, %b : (tensor<3x16x32xf32>, tensor<3x32x24xf32>) -> tensor<3x16x24xf32>
  return %0 : tensor<3x16x24xf32>
}

func.func @batched_transposed(%a: tensor<4x32x16xf32>, %b: tensor<4x24x32xf32>) -> tensor<4x16x24xf32> {
  %0 = remat.matmul %a, %b {transpose_a = true, transpose_b = true} : (tensor<4x32x16xf32>, tensor<4x24x32xf32>) -> tensor<4x16x24xf32>
  return %0 : tensor<4x16x24xf32>
}

func.func @f64(%a: tensor<16x40xf64>, %b: tensor<40x24xf64>) -> tensor<16x24xf64> {
  %0 = remat.matmul %a, %b : (tensor<16x40xf64>, tensor<40x24xf64>) -> tensor<16x24xf64>
  return %0 : tensor<16x24xf64>
}

func.func @f64_batched(%a: tensor<2x8x40xf64>, %b: tensor<2x24x40xf64>) -> tensor<2x8x24xf64> {
  %0 = remat.matmul %a, %b {transpose_b = true} : (tensor<2x8x40xf64>, tensor<2x24x40xf64>) -> tensor<2x8x24xf64>
  return %0 : tensor<2x8x24xf64>
}

// The hidden layer of a small MLP and the weight gradient of the next.
func.func @chained(%x: tensor<64x128xf32>, %w: tensor<128x32xf32>) -> tensor<128x32xf32> {
  %h = remat.matmul %x, %w : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  %r = remat.relu %h : tensor<64x32xf32>
  %dw = remat.matmul %x, %r {transpose_a = true} : (tensor<64x128xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
  return %dw : tensor<128x32xf32>
}
