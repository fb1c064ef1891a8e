// Ops without a cost model that may have side effects (here an unregistered
// op, whose effects are unknown) are never recomputed, whatever the strategy
// or policy; a pure op of the cost-model fallback would be.
// RUN: remat-opt %s --allow-unregistered-dialect --remat-rematerialize="strategy=cheap policy=nothing-saveable" | FileCheck %s
// RUN: remat-opt %s --allow-unregistered-dialect --remat-rematerialize="strategy=mincut policy=nothing-saveable" | FileCheck %s
// The greedy solver, asked for the impossible, keeps the opaque op's result
// at its lowest peak (it could only free it by recomputing the op):
// RUN: not remat-opt %s --allow-unregistered-dialect --remat-rematerialize="strategy=budget budget=1 solver=greedy" 2>&1 | FileCheck %s --check-prefix=BUDGET

// %u (opaque) and %t (math.tanh, from %u) are read by the backward pass;
// %u's input %h is kept anyway. tanh is recomputed from the kept %u; the
// opaque op never is, so %u stays kept.
// CHECK-LABEL: func.func @step
// CHECK: %[[U:.*]] = "host.opaque"
// CHECK-NOT: "host.opaque"
// CHECK: %[[K:.*]] = remat.barrier %[[U]] {remat.recompute}
// CHECK-NEXT: math.tanh %[[K]] {remat.recompute}
// CHECK-NOT: "host.opaque"
// BUDGET: error: remat-rematerialize: the budget of 1 bytes cannot be met
// BUDGET: note: 512 bytes of 'host.opaque' held at the lowest peak
func.func @step(%x: tensor<8x16xf32>, %dy: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %h = math.exp %x : tensor<8x16xf32>
  %u = "host.opaque"(%h) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %t = math.tanh %u : tensor<8x16xf32>
  %g = arith.mulf %dy, %h {remat.backward_begin} : tensor<8x16xf32>
  %g2 = arith.mulf %g, %t : tensor<8x16xf32>
  %g3 = arith.mulf %g2, %u : tensor<8x16xf32>
  return %g3 : tensor<8x16xf32>
}
