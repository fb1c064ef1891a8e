// remat-linalg-to-cblas: f32/f64 matmuls and batch matmuls on buffers become
// row-major cblas_?gemm calls (C += A * B), pointers and leading dimensions
// from the descriptors; what the call does not cover stays a linalg op.
// RUN: remat-opt %s --remat-linalg-to-cblas | FileCheck %s

// CHECK-DAG: func.func private @cblas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CHECK-DAG: func.func private @cblas_dgemm(i32, i32, i32, i32, i32, i32, f64, !llvm.ptr, i32, !llvm.ptr, i32, f64, !llvm.ptr, i32)

// CHECK-LABEL: func.func @plain
// CHECK-DAG: %[[ROW:.*]] = arith.constant 101 : i32
// CHECK-DAG: %[[NT:.*]] = arith.constant 111 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[M:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[BASE:.*]], %[[OFF:.*]], %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %arg0
// CHECK: memref.extract_aligned_pointer_as_index %arg0
// CHECK: %[[LDA:.*]] = arith.index_cast %[[STRIDES]]#0 : index to i32
// CHECK: %[[A:.*]] = llvm.inttoptr
// CHECK: %[[B:.*]] = llvm.inttoptr
// CHECK: %[[C:.*]] = llvm.inttoptr
// CHECK: call @cblas_sgemm(%[[ROW]], %[[NT]], %[[NT]], %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %[[A]], %[[LDA]], %[[B]], %{{.*}}, %[[ONE]], %[[C]], %{{.*}})
// CHECK-NOT: linalg.matmul
func.func @plain(%a: memref<32x64xf32>, %b: memref<64x48xf32>, %c: memref<32x48xf32>) {
  linalg.matmul ins(%a, %b : memref<32x64xf32>, memref<64x48xf32>) outs(%c : memref<32x48xf32>)
  return
}

// Transposed operands (the maps convert-remat-to-linalg emits) are
// CblasTrans (112); a batch is a loop of calls, each matrix's pointer
// offset by the batch stride.
// CHECK-LABEL: func.func @batched_transposed
// CHECK-DAG: %[[T:.*]] = arith.constant 112 : i32
// CHECK-DAG: %[[NT:.*]] = arith.constant 111 : i32
// CHECK: scf.for %[[I:.*]] =
// CHECK: arith.muli %[[I]], %{{.*}} : index
// CHECK: call @cblas_dgemm(%{{.*}}, %[[T]], %[[NT]],
// CHECK-NOT: linalg.batch_matmul
func.func @batched_transposed(%a: memref<3x64x32xf64>, %b: memref<3x64x48xf64>, %c: memref<3x32x48xf64>) {
  linalg.batch_matmul
    indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>,
                     affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                     affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : memref<3x64x32xf64>, memref<3x64x48xf64>) outs(%c : memref<3x32x48xf64>)
  return
}

// CHECK-LABEL: func.func @transposed_b
// CHECK-DAG: %[[T:.*]] = arith.constant 112 : i32
// CHECK-DAG: %[[NT:.*]] = arith.constant 111 : i32
// CHECK: call @cblas_sgemm(%{{.*}}, %[[NT]], %[[T]],
func.func @transposed_b(%a: memref<32x64xf32>, %b: memref<48x64xf32>, %c: memref<32x48xf32>) {
  linalg.matmul
    indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                     affine_map<(d0, d1, d2) -> (d1, d2)>,
                     affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : memref<32x64xf32>, memref<48x64xf32>) outs(%c : memref<32x48xf32>)
  return
}

// A zero fill of C right before the matmul becomes beta = 0 (C is then not
// read); any other fill stays, with beta = 1.
// CHECK-LABEL: func.func @zero_filled
// CHECK-NOT: linalg.fill
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: call @cblas_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]], %{{.*}}, %{{.*}})
func.func @zero_filled(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<8x8xf32>)
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// CHECK-LABEL: func.func @two_filled
// CHECK: linalg.fill
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: call @cblas_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}})
func.func @two_filled(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%c : memref<8x8xf32>)
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// A strided view (here with an offset) keeps its offset and leading
// dimension: both come from the descriptor.
// CHECK-LABEL: func.func @view
// CHECK: call @cblas_sgemm
func.func @view(%a: memref<8x16xf32, strided<[64, 1], offset: 4>>, %b: memref<16x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x16xf32, strided<[64, 1], offset: 4>>, memref<16x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// Not covered, left for codegen: f16, a column stride other than 1, mixed
// element types, tensors.
// CHECK-LABEL: func.func @f16
// CHECK-NOT: call
// CHECK: linalg.matmul
func.func @f16(%a: memref<8x8xf16>, %b: memref<8x8xf16>, %c: memref<8x8xf16>) {
  linalg.matmul ins(%a, %b : memref<8x8xf16>, memref<8x8xf16>) outs(%c : memref<8x8xf16>)
  return
}

// CHECK-LABEL: func.func @column_stride
// CHECK-NOT: call
// CHECK: linalg.matmul
func.func @column_stride(%a: memref<8x8xf32, strided<[16, 2]>>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32, strided<[16, 2]>>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// CHECK-LABEL: func.func @mixed
// CHECK-NOT: call
// CHECK: linalg.matmul
func.func @mixed(%a: memref<8x8xf16>, %b: memref<8x8xf16>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf16>, memref<8x8xf16>) outs(%c : memref<8x8xf32>)
  return
}

// CHECK-LABEL: func.func @tensors
// CHECK-NOT: call
// CHECK: linalg.matmul
func.func @tensors(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
