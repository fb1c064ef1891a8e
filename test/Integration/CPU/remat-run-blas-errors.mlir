// REQUIRES: openblas
// A module that calls CBLAS when OpenBLAS cannot be loaded: a message and a
// non-zero exit, never a crash. The library of a pre-lowered module that
// declares cblas_sgemm is loaded without --blas.
// RUN: env REMAT_OPENBLAS_LIBRARY=%t.missing.so not remat-run %s --entry mm --blas=openblas 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: remat-opt %s --remat-lower-to-llvm="blas=openblas" -o %t.llvm.mlir
// RUN: remat-run %t.llvm.mlir --entry mm | FileCheck %s --check-prefix=LOWERED
// RUN: env REMAT_OPENBLAS_LIBRARY=%t.missing.so not remat-run %t.llvm.mlir --entry mm 2>&1 | FileCheck %s --check-prefix=MISSING
// Without BLAS the library is not needed.
// RUN: env REMAT_OPENBLAS_LIBRARY=%t.missing.so remat-run %s --entry mm | FileCheck %s --check-prefix=LOWERED

// MISSING: remat-run: error: cannot load OpenBLAS ({{.*}}.missing.so): {{.*}}; install libopenblas-dev
// LOWERED: result 0: shape [8, 8]

func.func @mm(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = remat.matmul %a, %b : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
