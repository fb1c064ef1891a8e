// RUN: remat-opt %s -split-input-file --remat-tile-outer-parallel="tile-m=8" | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-tile-outer-parallel="tile-m=8 keep-cblas-contractions=true" | FileCheck %s --check-prefix=CBLAS
// RUN: not remat-opt %s -split-input-file --remat-tile-outer-parallel="tile-m=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// Matmul rows in whole register tiles: one scf.forall iteration per 8 rows,
// each a whole 8x16x16 matmul (the reduction over k stays in one
// iteration).
// CHECK-LABEL: func.func @matmul
// CHECK: scf.forall (%[[I:.*]]) = (0) to (32) step (8) shared_outs(%[[C:.*]] = %{{.*}})
// CHECK: %[[A:.*]] = tensor.extract_slice %{{.*}}[%[[I]], 0] [8, 16] [1, 1]
// CHECK: %[[OUT:.*]] = tensor.extract_slice %[[C]][%[[I]], 0] [8, 16] [1, 1]
// CHECK: linalg.matmul ins(%[[A]], %{{.*}} : tensor<8x16xf32>, tensor<16x16xf32>) outs(%[[OUT]] : tensor<8x16xf32>)
// CHECK: tensor.parallel_insert_slice
// CBLAS-LABEL: func.func @matmul
// CBLAS-NOT: scf.forall
// CBLAS: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<32x16xf32>, tensor<16x16xf32>)
// ERR: error: remat-tile-outer-parallel: tile-m must be positive
func.func @matmul(%a: tensor<32x16xf32>, %b: tensor<16x16xf32>, %c: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<32x16xf32>, tensor<16x16xf32>) outs(%c : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %r : tensor<32x16xf32>
}

// -----

// Rows that tile-m does not divide, and a single tile of rows: left alone
// (the first runs as parallel loops later, the second has nothing to split).
// CHECK-LABEL: func.func @uneven
// CHECK-NOT: scf.forall
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<12x16xf32>, tensor<16x16xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x16xf32>, tensor<16x16xf32>)
func.func @uneven(%a: tensor<12x16xf32>, %b: tensor<16x16xf32>, %c: tensor<12x16xf32>, %d: tensor<8x16xf32>, %e: tensor<8x16xf32>) -> (tensor<12x16xf32>, tensor<8x16xf32>) {
  %r = linalg.matmul ins(%a, %b : tensor<12x16xf32>, tensor<16x16xf32>) outs(%c : tensor<12x16xf32>) -> tensor<12x16xf32>
  %s = linalg.matmul ins(%d, %b : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %r, %s : tensor<12x16xf32>, tensor<8x16xf32>
}

// -----

// Batched: one matrix and 8 of its rows per iteration.
// CHECK-LABEL: func.func @batch
// CHECK: scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (3, 16) step (1, 8)
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<1x8x4xf32>, tensor<1x4x16xf32>) outs(%{{.*}} : tensor<1x8x16xf32>)
func.func @batch(%a: tensor<3x16x4xf32>, %b: tensor<3x4x16xf32>, %c: tensor<3x16x16xf32>) -> tensor<3x16x16xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<3x16x4xf32>, tensor<3x4x16xf32>) outs(%c : tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
  return %r : tensor<3x16x16xf32>
}

// -----

// Convolutions: one image and one output row per iteration; the filter and
// channel reductions stay whole.
// CHECK-LABEL: func.func @conv
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (2, 6)
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x3x8x4xf32>, tensor<3x3x4x16xf32>) outs(%{{.*}} : tensor<1x1x6x16xf32>)
func.func @conv(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x16xf32>, %y: tensor<2x6x6x16xf32>) -> tensor<2x6x6x16xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x8x8x4xf32>, tensor<3x3x4x16xf32>) outs(%y : tensor<2x6x6x16xf32>) -> tensor<2x6x6x16xf32>
  return %r : tensor<2x6x6x16xf32>
}
