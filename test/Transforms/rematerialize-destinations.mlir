// Destination-passing style: every op writes into a tensor.empty or a
// linalg.fill of it (its `outs`). Such destination initializers belong to
// the op that writes into them: solver=fast models each buffer by the value
// it ends the forward pass with (here a1, not the tensor.empty %e1), and a
// recomputed op gets fresh copies of its initializers, placed before the
// backward op's own destination (%e4) so that it is not live meanwhile.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=75%% solver=fast" | FileCheck %s --check-prefix=RECOMPUTE
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=75%% solver=greedy" | FileCheck %s --check-prefix=RECOMPUTE
// RUN: remat-opt %s --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=ORIG
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=75%% solver=fast" | remat-opt --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEAK
// solver=chain no longer refuses the step for reading initializers: the
// forward pass is a chain of three ops (matmul, tanh, matmul), not seven.
// Its DP does not model the destinations, and finds nothing below 512 B.
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=75%% solver=chain" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHAIN

// 128 B per tensor. The original peak, at %e5: a1 (kept for the last op),
// h2, g and g2's destination. Recomputing a1 (h1 and tanh) right before
// %e4 holds g2, h1 and a1 at most: 384 B, 75%.
// ORIG: peak bytes: 512 (512 B) at #{{[0-9]+}} tensor.empty
// PEAK: peak bytes: 384 (384 B)
// CHAIN: 3-stage chain

// RECOMPUTE-LABEL: func.func @step
// RECOMPUTE: tensor.empty() {remat.backward}
// RECOMPUTE: tensor.empty() {remat.backward}
// RECOMPUTE: %[[E:.*]] = tensor.empty() {remat.recompute} : tensor<4x8xf32>
// RECOMPUTE-NEXT: %[[F:.*]] = linalg.fill {remat.recompute} ins(%{{.*}} : f32) outs(%[[E]] : tensor<4x8xf32>)
// RECOMPUTE-NEXT: %[[H1:.*]] = linalg.matmul {remat.recompute} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x8xf32>) outs(%[[F]] : tensor<4x8xf32>)
// RECOMPUTE-NEXT: %[[E1:.*]] = tensor.empty() {remat.recompute} : tensor<4x8xf32>
// RECOMPUTE-NEXT: %[[A1:.*]] = linalg.generic {{.*}} ins(%[[H1]] : tensor<4x8xf32>) outs(%[[E1]] : tensor<4x8xf32>) attrs = {{ *}}{remat.recompute}
// RECOMPUTE: %[[E4:.*]] = tensor.empty() {remat.backward} : tensor<4x8xf32>
// RECOMPUTE-NEXT: linalg.generic {{.*}} ins(%{{.*}}, %[[A1]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E4]] : tensor<4x8xf32>)

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<4x8xf32>, %w1: tensor<8x8xf32>, %w2: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x8xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  // Backward: g = h2 * h2, g2 = g + h2, then g2 * a1 (a1 is held across
  // the first two).
  %e3 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<4x8xf32>) outs(%e3 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %g2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %h2 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %m = arith.addf %in, %in2 : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g2, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %m = arith.mulf %in, %in2 : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
