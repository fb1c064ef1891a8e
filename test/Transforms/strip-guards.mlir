// remat-strip-guards removes the barriers and checks, keeping the
// recomputations: a barrier's result becomes the value it guards.
// RUN: remat-opt %s --remat-strip-guards | FileCheck %s
// CSE after stripping still keeps both: the clone's remat.recompute
// attribute makes it a different op (docs/reference/Rematerialization.md,
// "Guards").
// RUN: remat-opt %s --remat-strip-guards --cse | FileCheck %s
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

// -----
// The predicted peak is what remat-strip-guards' output holds: a recomputed
// matmul that writes into its zero constant through a barrier (a view of
// the constant, which owns no memory) allocates its own 256-byte result, as
// it does once stripped (one-shot bufferization copies the constant). The
// peak, at %r: %a, %g, the recomputed matmul's result and %r, 4 * 256 B.
// Counting the guarded result as free predicted 768 B before stripping.
// RUN: remat-opt %s --split-input-file --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEAK
// RUN: remat-opt %s --split-input-file --remat-strip-guards | remat-opt --split-input-file --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEAK
// PEAK-LABEL: Memory report for @guarded_constant_init
// PEAK: peak bytes: 1024 (1.0 KiB) at #{{[0-9]+}} arith.addf
func.func @guarded_constant_init(%x: tensor<8x4xf32>, %w: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %z = arith.constant dense<0.0> : tensor<8x8xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = math.tanh %h : tensor<8x8xf32>
  %g = arith.mulf %a, %a {remat.backward} : tensor<8x8xf32>
  %bx = remat.barrier %x {remat.recompute} : tensor<8x4xf32>
  %bw = remat.barrier %w {remat.recompute} : tensor<4x8xf32>
  %bz = remat.barrier %z {remat.recompute} : tensor<8x8xf32>
  %h2 = linalg.matmul {remat.recompute} ins(%bx, %bw : tensor<8x4xf32>, tensor<4x8xf32>) outs(%bz : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = arith.addf %g, %h2 {remat.backward} : tensor<8x8xf32>
  %s = arith.addf %r, %a {remat.backward} : tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
