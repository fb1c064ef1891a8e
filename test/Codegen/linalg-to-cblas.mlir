// remat-linalg-to-cblas: f32/f64 matmuls and batch matmuls on buffers become
// row-major cblas_?gemm calls (C += A * B), pointers and leading dimensions
// from the descriptors; what the call does not cover stays a linalg op.
// RUN: remat-opt %s --remat-linalg-to-cblas | FileCheck %s
// RUN: remat-opt %s --remat-linalg-to-cblas=parallel-rows=true | FileCheck %s --check-prefix=PAR

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
// Each call carries its multiply-adds, M x N x K = 32 x 48 x 64, for the
// thread heuristics of remat-serialize-inner-parallel-loops.
// CHECK: call @cblas_sgemm(%[[ROW]], %[[NT]], %[[NT]], %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %[[A]], %[[LDA]], %[[B]], %{{.*}}, %[[ONE]], %[[C]], %{{.*}}) {remat.dynamic_ops = 98304 : i64}
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
// CHECK: call @cblas_dgemm(%{{.*}}, %[[T]], %[[NT]], {{.*}} {remat.dynamic_ops = 98304 : i64}
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

// A convolution (NHWC, HWCF) is one gemm per image, output row and filter
// position (kh, kw): out[n, oh] (OW x F) += A (OW x C) * w[kh, kw] (C x F),
// A's rows the input pixels sw apart (lda = sw * the pixel stride), its
// first row at input row oh * sh + kh * dh. A zero fill before it becomes
// beta = 0 at the first position (kh = kw = 0), 1 after; no buffer is
// allocated.
// CHECK-LABEL: func.func @conv
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[IN:.*]], %{{.*}}, %{{.*}}:4, %[[IS:.*]]:4 = memref.extract_strided_metadata %arg0
// CHECK-DAG: %[[W:.*]], %{{.*}}, %[[WSZ:.*]]:4, %[[WS:.*]]:4 = memref.extract_strided_metadata %arg1
// CHECK-DAG: %[[OUT:.*]], %{{.*}}, %[[OSZ:.*]]:4, %[[OS:.*]]:4 = memref.extract_strided_metadata %arg2
// CHECK-DAG: %[[M:.*]] = arith.index_cast %[[OSZ]]#2 : index to i32
// CHECK-DAG: %[[N:.*]] = arith.index_cast %[[OSZ]]#3 : index to i32
// CHECK-DAG: %[[K:.*]] = arith.index_cast %[[WSZ]]#2 : index to i32
// CHECK-DAG: %[[SW:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[LDAI:.*]] = arith.muli %[[IS]]#2, %[[SW]] : index
// CHECK-DAG: %[[LDA:.*]] = arith.index_cast %[[LDAI]] : index to i32
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: scf.for %[[NI:.*]] = %{{.*}} to %[[OSZ]]#0
// CHECK:   scf.for %[[OH:.*]] = %{{.*}} to %[[OSZ]]#1
// CHECK:     scf.for %[[KH:.*]] = %{{.*}} to %[[WSZ]]#0
// CHECK:       scf.for %[[KW:.*]] = %{{.*}} to %[[WSZ]]#1
// CHECK:         %[[SH:.*]] = arith.constant 2 : index
// CHECK:         arith.muli %[[OH]], %[[SH]] : index
// CHECK:         %[[FIRST:.*]] = arith.andi
// CHECK:         %[[BETA:.*]] = arith.select %[[FIRST]], %[[ZERO]], %[[ONE]] : f32
// CHECK:         call @cblas_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %[[M]], %[[N]], %[[K]], %[[ONE]], %{{.*}}, %[[LDA]], %{{.*}}, %{{.*}}, %[[BETA]], %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf
func.func @conv(%x: memref<2x10x12x8xf32>, %w: memref<3x3x8x16xf32>, %y: memref<2x4x4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<2x4x4x16xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>}
    ins(%x, %w : memref<2x10x12x8xf32>, memref<3x3x8x16xf32>) outs(%y : memref<2x4x4x16xf32>)
  return
}

// With parallel-rows (threads) the image and output-row loops are one
// scf.parallel: each iteration owns its output row and sums the filter
// positions in the sequential order. Each call is marked with its
// multiply-adds (OW * F * C = 4 * 16 * 8) and the declaration as allocating
// no program buffer, for remat-serialize-inner-parallel-loops.
// PAR-DAG: func.func private @cblas_sgemm({{.*}}) attributes {remat.no_program_buffers}
// PAR-LABEL: func.func @conv
// PAR: scf.parallel (%[[NI:.*]], %[[OH:.*]]) = (%{{.*}}, %{{.*}}) to (%[[OSZ:.*]]#0, %[[OSZ]]#1)
// PAR:   scf.for %[[KH:.*]] =
// PAR:     scf.for %[[KW:.*]] =
// PAR:       call @cblas_sgemm({{.*}}) {remat.dynamic_ops = 512 : i64}
// PAR-LABEL: func.func @conv_accumulate

// Without a zero fill every position accumulates (beta = 1); f16 and a
// strided channel dimension stay convolutions.
// CHECK-LABEL: func.func @conv_accumulate
// CHECK-NOT: arith.select
// CHECK: call @cblas_dgemm
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf
func.func @conv_accumulate(%x: memref<1x5x5x2xf64>, %w: memref<2x2x2x3xf64>, %y: memref<1x4x4x3xf64>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x5x5x2xf64>, memref<2x2x2x3xf64>) outs(%y : memref<1x4x4x3xf64>)
  return
}

// CHECK-LABEL: func.func @conv_kept
// CHECK-NOT: call
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK: linalg.conv_2d_nhwc_hwcf
func.func @conv_kept(%x: memref<1x5x5x2xf16>, %w: memref<2x2x2x3xf16>, %y: memref<1x4x4x3xf16>,
                     %xs: memref<1x5x5x2xf32, strided<[100, 20, 4, 2]>>, %ws: memref<2x2x2x3xf32>, %ys: memref<1x4x4x3xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x5x5x2xf16>, memref<2x2x2x3xf16>) outs(%y : memref<1x4x4x3xf16>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%xs, %ws : memref<1x5x5x2xf32, strided<[100, 20, 4, 2]>>, memref<2x2x2x3xf32>) outs(%ys : memref<1x4x4x3xf32>)
  return
}

// CBLAS rejects a leading dimension smaller than the row (OpenBLAS then
// returns without writing C), so such operands stay for the generated code:
// an overlapping view (ld 4 < 8 columns), a dynamic leading dimension, a
// dynamic size; a convolution whose output pixels are closer than its
// filters (ldc 2 < 3) likewise.
// CHECK-LABEL: func.func @overlapping_rows
// CHECK-NOT: call
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK: linalg.conv_2d_nhwc_hwcf
func.func @overlapping_rows(%a: memref<8x8xf32, strided<[4, 1]>>, %b: memref<8x8xf32>, %c: memref<8x8xf32>,
                            %ad: memref<8x8xf32, strided<[?, 1]>>, %dyn: memref<?x8xf32>, %cd: memref<?x8xf32>,
                            %x: memref<1x5x5x2xf32>, %w: memref<2x2x2x3xf32>, %y: memref<1x4x4x3xf32, strided<[32, 8, 2, 1]>>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32, strided<[4, 1]>>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  linalg.matmul ins(%ad, %b : memref<8x8xf32, strided<[?, 1]>>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  linalg.matmul ins(%dyn, %b : memref<?x8xf32>, memref<8x8xf32>) outs(%cd : memref<?x8xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x5x5x2xf32>, memref<2x2x2x3xf32>) outs(%y : memref<1x4x4x3xf32, strided<[32, 8, 2, 1]>>)
  return
}

// A matrix of one row whatever its row stride: CBLAS gets the row length
// as its leading dimension (here A's row stride is 1 < 8).
// CHECK-LABEL: func.func @one_row
// CHECK: %[[LD:.*]] = arith.constant 8 : i32
// CHECK: call @cblas_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[LD]],
// CHECK-NOT: linalg.matmul
func.func @one_row(%a: memref<1x8xf32, strided<[1, 1]>>, %b: memref<8x4xf32>, %c: memref<1x4xf32>) {
  linalg.matmul ins(%a, %b : memref<1x8xf32, strided<[1, 1]>>, memref<8x4xf32>) outs(%c : memref<1x4xf32>)
  return
}
