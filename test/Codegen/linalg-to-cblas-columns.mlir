// remat-linalg-to-cblas on a convolution marked remat.gemm_columns (the
// remat op's gemm_columns): per image, the overlapping view
// in[n, h, ow .. ow + KW - 1, :] is copied into an (OH + KH - 1) x OW x KW*C
// buffer (allocated once, freed after), then for each block of output rows
// (about 128 gemm rows: here 8 rows of 16 columns, two blocks) and filter
// row kh one gemm (M = rows * OW, N = F, K = KW * C, lda = KW * C), beta = 0
// at kh = 0 in place of the zero fill.
// RUN: remat-opt %s --remat-linalg-to-cblas | FileCheck %s
// RUN: remat-opt %s --remat-linalg-to-cblas=parallel-rows=true | FileCheck %s --check-prefix=PAR

// CHECK-LABEL: func.func @columns
// CHECK-NOT: linalg.fill
// CHECK: %[[COLS:.*]] = memref.alloc() : memref<18x16x24xf32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[N:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[K:.*]] = arith.constant 24 : i32
// CHECK: scf.for %[[NI:.*]] = %{{.*}} to %{{.*}}
// CHECK:   %[[VIEW:.*]] = memref.reinterpret_cast %arg0 to offset: [%{{.*}}], sizes: [18, 16, 24], strides: [144, 8, 1]
// CHECK:   memref.copy %[[VIEW]], %[[COLS]] : memref<18x16x24xf32, strided<[144, 8, 1], offset: ?>> to memref<18x16x24xf32>
// CHECK:   %[[BLOCKS:.*]] = arith.constant 2 : index
// CHECK:   scf.for %[[B:.*]] = %{{.*}} to %[[BLOCKS]]
// CHECK:     arith.minsi
// CHECK:     %[[M:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK:     scf.for %[[KH:.*]] = %{{.*}} to %{{.*}}
// CHECK:       %[[FIRST:.*]] = arith.cmpi eq, %[[KH]], %{{.*}} : index
// CHECK:       %[[BETA:.*]] = arith.select %[[FIRST]], %[[ZERO]], %[[ONE]] : f32
// CHECK:       call @cblas_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %[[M]], %[[N]], %[[K]], %[[ONE]], %{{.*}}, %[[K]], %{{.*}}, %[[N]], %[[BETA]], %{{.*}}, %[[N]]) {remat.dynamic_ops = 49152 : i64}
// CHECK: memref.dealloc %[[COLS]] : memref<18x16x24xf32>
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf
func.func @columns(%x: memref<2x18x18x8xf32>, %w: memref<3x3x8x16xf32>, %y: memref<2x16x16x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<2x16x16x16xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.gemm_columns}
    ins(%x, %w : memref<2x18x18x8xf32>, memref<3x3x8x16xf32>) outs(%y : memref<2x16x16x16xf32>)
  return
}

// On threads the image loop stays sequential (one columns buffer) and the
// blocks are an scf.parallel: the same calls, so the same bits.
// PAR-LABEL: func.func @columns
// PAR: scf.for
// PAR:   memref.copy
// PAR:   scf.parallel
// PAR:     scf.for
// PAR:       call @cblas_sgemm
// PAR-LABEL: func.func @kept

// Where the columns do not apply the per-row gemms remain (a stride; an
// unmarked convolution), and a strided channel dimension stays a
// convolution, as without the mark.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.reinterpret_cast
// CHECK: call @cblas_sgemm
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%arg3, %arg4
// CHECK: call @cblas_sgemm
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @kept(%x: memref<1x9x9x3xf32>, %w: memref<3x3x3x4xf32>, %y: memref<1x4x4x4xf32>,
                %xs: memref<1x5x5x2xf32, strided<[100, 20, 4, 2]>>, %ws: memref<2x2x2x3xf32>, %ys: memref<1x4x4x3xf32>,
                %y2: memref<1x7x7x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>, remat.gemm_columns}
    ins(%x, %w : memref<1x9x9x3xf32>, memref<3x3x3x4xf32>) outs(%y : memref<1x4x4x4xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.gemm_columns}
    ins(%xs, %ws : memref<1x5x5x2xf32, strided<[100, 20, 4, 2]>>, memref<2x2x2x3xf32>) outs(%ys : memref<1x4x4x3xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x9x9x3xf32>, memref<3x3x3x4xf32>) outs(%y2 : memref<1x7x7x4xf32>)
  return
}
