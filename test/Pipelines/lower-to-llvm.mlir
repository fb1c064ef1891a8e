// The CPU pipeline ends in the LLVM dialect, translates to LLVM IR, and
// allocates through the generic (counted) functions.
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s
// Nothing of linalg or remat is left anywhere in the output (a CHECK-NOT
// with no other directive scans all of it); remat.signature is an
// attribute, not an op.
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s --check-prefix=LEFT
// RUN: remat-opt %s --remat-lower-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: remat-opt %s --remat-lower-to-llvm="vectorize=false" | FileCheck %s --check-prefix=NOVEC

// LEFT-NOT: linalg.
// LEFT-NOT: {{(remat\.[a-z_]+ %|"remat\.)}}
// CHECK: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @step
// CHECK-SAME: remat.signature = (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
// The matmul is tiled and vectorized into 16-wide FMAs.
// CHECK: llvm.intr.fmuladd{{.*}}vector<16xf32>
// CHECK: llvm.func @_mlir_ciface_step

// IR-DAG: declare ptr @_mlir_memref_to_llvm_alloc(i64)
// IR-DAG: declare void @_mlir_memref_to_llvm_free(ptr)
// IR-DAG: define void @_mlir_ciface_step(

// NOVEC-NOT: vector<16xf32>
func.func @step(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %h = remat.matmul %x, %w : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %a = remat.tanh %h : tensor<16x16xf32>
  return %a : tensor<16x16xf32>
}
