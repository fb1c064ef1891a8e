// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-clean-up-remat-functions))' --split-input-file | FileCheck %s

// In upstream ops only: left as written, the two identical inits (and the
// two identical matmuls, as a recomputation would be) stay apart.
// CHECK-LABEL: func.func @upstream(
// CHECK: %[[E0:.*]] = tensor.empty()
// CHECK: %[[F0:.*]] = linalg.fill ins(%{{.*}}) outs(%[[E0]]
// CHECK: %[[M0:.*]] = linalg.matmul {{.*}} outs(%[[F0]]
// CHECK: %[[E1:.*]] = tensor.empty()
// CHECK: %[[F1:.*]] = linalg.fill ins(%{{.*}}) outs(%[[E1]]
// CHECK: %[[M1:.*]] = linalg.matmul {{.*}} outs(%[[F1]]
// CHECK: return %[[M0]], %[[M1]]
func.func @upstream(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x4xf32>
  %f0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c1 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x4xf32>
  %f1 = linalg.fill ins(%c1 : f32) outs(%e1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m0, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// A function holding a remat op is canonicalized and CSE'd as before.
// CHECK-LABEL: func.func @remat(
// CHECK: %[[M:.*]] = remat.matmul
// CHECK-NOT: remat.matmul
// CHECK: return %[[M]], %[[M]]
func.func @remat(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %m0 = remat.matmul %a, %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = remat.matmul %a, %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m0, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}
