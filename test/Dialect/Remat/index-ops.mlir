// RUN: remat-opt %s | remat-opt | FileCheck %s
// RUN: remat-opt %s --mlir-print-op-generic | remat-opt | FileCheck %s

// Round trip of the ops of RematIndexOps.td (integer labels and indices).

// CHECK-LABEL: func.func @cross_entropy(
// CHECK:         %[[L:.*]] = remat.cross_entropy %{{.*}}, %{{.*}} : tensor<4x10xf32>, tensor<4xi64> -> tensor<f32>
// CHECK:         remat.cross_entropy_grad %[[L]], %{{.*}}, %{{.*}} : tensor<f32>, tensor<4x10xf32>, tensor<4xi64>
func.func @cross_entropy(%x: tensor<4x10xf32>, %labels: tensor<4xi64>) -> tensor<4x10xf32> {
  %l = remat.cross_entropy %x, %labels : tensor<4x10xf32>, tensor<4xi64> -> tensor<f32>
  %dx = remat.cross_entropy_grad %l, %x, %labels : tensor<f32>, tensor<4x10xf32>, tensor<4xi64>
  return %dx : tensor<4x10xf32>
}

// CHECK-LABEL: func.func @cross_entropy_i32_rank3(
// CHECK:         remat.cross_entropy %{{.*}}, %{{.*}} : tensor<2x3x5xbf16>, tensor<2x3xi32> -> tensor<bf16>
func.func @cross_entropy_i32_rank3(%x: tensor<2x3x5xbf16>, %labels: tensor<2x3xi32>) -> tensor<bf16> {
  %l = remat.cross_entropy %x, %labels : tensor<2x3x5xbf16>, tensor<2x3xi32> -> tensor<bf16>
  return %l : tensor<bf16>
}

// CHECK-LABEL: func.func @embedding(
// CHECK:         %[[E:.*]] = remat.embedding %{{.*}}, %[[I:.*]] : (tensor<50x16xf32>, tensor<4x8xi64>) -> tensor<4x8x16xf32>
// CHECK:         remat.embedding_grad %[[E]], %[[I]] : (tensor<4x8x16xf32>, tensor<4x8xi64>) -> tensor<50x16xf32>
func.func @embedding(%table: tensor<50x16xf32>, %tokens: tensor<4x8xi64>) -> tensor<50x16xf32> {
  %e = remat.embedding %table, %tokens : (tensor<50x16xf32>, tensor<4x8xi64>) -> tensor<4x8x16xf32>
  %dt = remat.embedding_grad %e, %tokens : (tensor<4x8x16xf32>, tensor<4x8xi64>) -> tensor<50x16xf32>
  return %dt : tensor<50x16xf32>
}
