// remat-strip-guards removes the barriers and checks, keeping the
// recomputations: a barrier's result becomes the value it guards.
// RUN: remat-opt %s --remat-strip-guards | FileCheck %s
// Given by name inside a func.func pipeline, it runs there too:
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-strip-guards))' | FileCheck %s

// CHECK-LABEL: func.func @guarded
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[A:.*]] = math.tanh %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[A2:.*]] = math.tanh %[[X]] {remat.recompute} : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A2]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: return %[[M]]
// CHECK-NOT: remat.barrier
// CHECK-NOT: remat.check_recompute
func.func @guarded(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = math.tanh %x : tensor<4xf32>
  %k = remat.barrier %x {remat.recompute} : tensor<4xf32>
  %a2 = math.tanh %k {remat.recompute} : tensor<4xf32>
  remat.check_recompute %a, %a2 {message = "differs", remat.recompute} : tensor<4xf32>
  %m = arith.mulf %a2, %a : tensor<4xf32>
  return %m : tensor<4xf32>
}

// Barriers on barriers (a recomputation placed again) strip to the
// original value.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] {remat.recompute}
// CHECK-NEXT: return %[[E]]
func.func @nested(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = remat.barrier %x {remat.recompute} : tensor<4xf32>
  %k2 = remat.barrier %k {remat.recompute} : tensor<4xf32>
  %e = math.exp %k2 {remat.recompute} : tensor<4xf32>
  return %e : tensor<4xf32>
}
