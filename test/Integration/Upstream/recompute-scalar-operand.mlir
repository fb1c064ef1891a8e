// Recomputing an op whose operand is a scalar SSA value (here the -inf of
// the linalg.fill that initialises a pooling) reads the scalar as it is:
// only tensor operands get a remat.barrier (which takes tensors only; the
// verifier rejected a guarded f32 before lib/Transforms/Schedule.cpp
// skipped non-tensor operands).
// RUN: remat-opt %s --remat-rematerialize=strategy=cheap | FileCheck %s
// CHECK-LABEL: func.func @step(
// CHECK: linalg.pooling_nhwc_max
// CHECK-NOT: remat.barrier {{.*}} : f32
// CHECK: linalg.fill {{.*}}remat.recompute
// CHECK-NOT: remat.barrier {{.*}} : f32
// CHECK: linalg.pooling_nhwc_max {{.*}}remat.recompute
// A forward max pooling whose init is a linalg.fill of a scalar constant,
// read by the backward pass.
func.func @step(%x: tensor<4x16x16x8xf32>) -> tensor<4x8x8x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e0 = tensor.empty() : tensor<4x8x8x8xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %win : tensor<4x16x16x8xf32>, tensor<2x2xf32>) outs(%f0 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %e1 = tensor.empty() : tensor<4x8x8x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p : tensor<4x8x8x8xf32>) outs(%e1 : tensor<4x8x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<4x8x8x8xf32>
  %e2 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t, %p : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e2 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8x8x8xf32>
  return %g : tensor<4x8x8x8xf32>
}
