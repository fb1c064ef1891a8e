// RUN: remat-opt %s --convert-remat-to-linalg -split-input-file | FileCheck %s

// layernorm's row statistics are f64 reductions of the f32 input extended on
// entry; mean and rstd are rounded once to f32 for the normalisation.
// CHECK-LABEL: func.func @layernorm_f32
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf64>)
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[SUM]] : tensor<4x8xf32>, tensor<4xf64>) outs(%{{.*}} : tensor<4xf64>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[SUM]], %[[SQ]], %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4xf64>, tensor<4xf64>, tensor<8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK-COUNT-2: arith.truncf %{{.*}} : f64 to f32
// CHECK-NOT: remat.
func.func @layernorm_f32(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = remat.layernorm %x, %g, %b : tensor<4x8xf32>, tensor<8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// In f64 nothing is extended or rounded.
// CHECK-LABEL: func.func @layernorm_f64
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: return
func.func @layernorm_f64(%x: tensor<4x8xf64>, %g: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<4x8xf64> {
  %0 = remat.layernorm %x, %g, %b : tensor<4x8xf64>, tensor<8xf64>
  return %0 : tensor<4x8xf64>
}

// -----

// layernorm_grad's dgamma and dbeta are f64 column sums rounded to f32 by one
// elementwise generic each.
// CHECK-LABEL: func.func @layernorm_grad_f32
// CHECK: %[[DG:.*]] = linalg.generic {indexing_maps = {{.*}}, iterator_types = ["reduction", "parallel"]} {{.*}} outs(%{{.*}} : tensor<8xf64>)
// CHECK: linalg.generic {{.*}} ins(%[[DG]] : tensor<8xf64>) outs(%{{.*}} : tensor<8xf32>)
// CHECK: %[[DB:.*]] = linalg.generic {indexing_maps = {{.*}}, iterator_types = ["reduction", "parallel"]} {{.*}} outs(%{{.*}} : tensor<8xf64>)
// CHECK: linalg.generic {{.*}} ins(%[[DB]] : tensor<8xf64>) outs(%{{.*}} : tensor<8xf32>)
func.func @layernorm_grad_f32(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32>, %g: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %dx, %dg, %db = remat.layernorm_grad %dy, %x, %g : tensor<4x8xf32>, tensor<8xf32>
  return %dx, %dg, %db : tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// batch_norm: per-channel (last dimension) f64 column sums over N, H and W,
// then one elementwise pass reading them by channel.
// CHECK-DAG: #[[$FULL:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$CH:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-LABEL: func.func @batch_norm_f32
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[$FULL]], #[[$CH]]], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%{{.*}} : tensor<2x3x3x4xf32>) outs(%{{.*}} : tensor<4xf64>)
// CHECK: %[[SQ:.*]] = linalg.generic {indexing_maps = [#[[$FULL]], #[[$CH]], #[[$CH]]], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%{{.*}}, %[[SUM]] : tensor<2x3x3x4xf32>, tensor<4xf64>) outs(%{{.*}} : tensor<4xf64>)
// CHECK: linalg.generic {indexing_maps = [#[[$FULL]], #[[$CH]], #[[$CH]], #[[$CH]], #[[$CH]], #[[$FULL]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%{{.*}}, %[[SUM]], %[[SQ]], %{{.*}}, %{{.*}} : tensor<2x3x3x4xf32>, tensor<4xf64>, tensor<4xf64>, tensor<4xf32>, tensor<4xf32>)
// CHECK-NOT: remat.
func.func @batch_norm_f32(%x: tensor<2x3x3x4xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<2x3x3x4xf32> {
  %0 = remat.batch_norm %x, %g, %b : tensor<2x3x3x4xf32>, tensor<4xf32>
  return %0 : tensor<2x3x3x4xf32>
}

// -----

// mse_loss squares the f64-extended difference and sums it into an f64
// scalar, divides in f64 and rounds the mean once to f32 (a sequential f32
// sum over GPT-2 small's 1024x768 activation was 3.4e-4 from float64).
// CHECK-LABEL: func.func @mse_loss_f32
// CHECK: %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f64) outs(%{{.*}} : tensor<f64>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[ACC]] : tensor<f64>)
// CHECK: %[[P:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[T:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[D:.*]] = arith.subf %[[P]], %[[T]] : f64
// CHECK: %[[SQ:.*]] = arith.mulf %[[D]], %[[D]] : f64
// CHECK: arith.addf %{{.*}}, %[[SQ]] : f64
// CHECK: %[[MEAN:.*]] = linalg.generic {{.*}} outs(%[[SUM]] : tensor<f64>)
// CHECK: arith.divf %{{.*}}, %{{.*}} : f64
// CHECK: linalg.generic {{.*}} ins(%[[MEAN]] : tensor<f64>) outs(%{{.*}} : tensor<f32>)
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK-NOT: remat.
func.func @mse_loss_f32(%p: tensor<4x8xf32>, %t: tensor<4x8xf32>) -> tensor<f32> {
  %0 = remat.mse_loss %p, %t : tensor<4x8xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// In f64 the sum is the result's own type: nothing is extended or rounded.
// CHECK-LABEL: func.func @mse_loss_f64
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: return %{{.*}} : tensor<f64>
func.func @mse_loss_f64(%p: tensor<4x8xf64>, %t: tensor<4x8xf64>) -> tensor<f64> {
  %0 = remat.mse_loss %p, %t : tensor<4x8xf64> -> tensor<f64>
  return %0 : tensor<f64>
}
