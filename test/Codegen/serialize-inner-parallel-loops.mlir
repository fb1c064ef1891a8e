// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(remat-serialize-inner-parallel-loops{min-ops=64}))' | FileCheck %s

// The outermost loop runs on threads; the one nested in it becomes
// sequential loops over the same bounds.
// CHECK-LABEL: func.func @nested
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}})
// CHECK-NOT: scf.parallel
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}}
// CHECK-NEXT: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}}
// CHECK-NEXT: memref.load %{{.*}}[%[[I]], %[[J]], %[[K]]]
func.func @nested(%m: memref<16x8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
      %v = memref.load %m[%i, %j, %k] : memref<16x8x8xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i, %j, %k] : memref<16x8x8xf32>
    }
  }
  return
}

// -----

// Too little work (4 iterations of 3 ops, under min-ops=64), and a single
// iteration: sequential.
// CHECK-LABEL: func.func @small
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: scf.parallel
func.func @small(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %m[%i] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%i] : memref<4xf32>
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        scf.for %l = %c0 to %c4 step %c1 {
          %v = memref.load %m[%j] : memref<4xf32>
          memref.store %v, %m[%k] : memref<4xf32>
        }
      }
    }
  }
  return
}

// -----

// A body that allocates (a per-thread buffer the memory model does not
// know) or calls a function stays sequential; a loop inside it, which
// allocates nothing, may then run on threads.
// CHECK-LABEL: func.func @allocating
// CHECK: scf.for %[[I:.*]] =
// CHECK: memref.alloc()
// CHECK: scf.parallel
// CHECK: memref.dealloc
// CHECK: scf.for
// CHECK: func.call @g
func.func private @g(index)
func.func @allocating(%m: memref<16x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %t = memref.alloc() : memref<64xf32>
    scf.parallel (%j) = (%c0) to (%c64) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<16x64xf32>
      memref.store %v, %t[%j] : memref<64xf32>
    }
    memref.dealloc %t : memref<64xf32>
  }
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    func.call @g(%i) : (index) -> ()
    %v = memref.load %m[%c0, %i] : memref<16x64xf32>
    memref.store %v, %m[%c1, %i] : memref<16x64xf32>
  }
  return
}

// -----

// A call of a function declared to allocate no program buffer
// (remat.no_program_buffers: the CBLAS gemms of remat-linalg-to-cblas) keeps
// its loop parallel, and counts as its remat.dynamic_ops ops: 16 iterations
// of one such call of 8 ops reach min-ops (64), where 16 of a plain op
// would not. Without the size the same loop is too small.
// CHECK-LABEL: func.func @library_calls
// CHECK: scf.parallel (%[[I:.*]]) =
// CHECK-NEXT: func.call @gemm(%[[I]]) {remat.dynamic_ops = 8 : i64}
// CHECK: scf.for %[[J:.*]] =
// CHECK-NEXT: func.call @gemm(%[[J]])
// CHECK-NOT: scf.parallel
func.func private @gemm(index) attributes {remat.no_program_buffers}
func.func @library_calls() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    func.call @gemm(%i) {remat.dynamic_ops = 8 : i64} : (index) -> ()
  }
  scf.parallel (%j) = (%c0) to (%c16) step (%c1) {
    func.call @gemm(%j) : (index) -> ()
  }
  return
}

// -----

// Of a loop that runs on threads only the leading dimensions that reach
// min-iterations (64) together stay parallel: 2 x 34 = 68 iterations; the
// innermost dimensions become plain loops inside each iteration (the OpenMP
// translation would otherwise recover every index by a division per element).
// CHECK-LABEL: func.func @outer_dimensions
// CHECK: scf.parallel (%[[N:.*]], %[[H:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK-NEXT: scf.for %[[W:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: scf.for %[[C:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[N]], %[[H]], %[[W]], %[[C]]]
// A single dimension is kept whole, however many iterations it has.
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT: memref.load
func.func @outer_dimensions(%m: memref<2x34x34x16xf32>, %v: memref<4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c34 = arith.constant 34 : index
  %c4096 = arith.constant 4096 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%n, %h, %w, %c) = (%c0, %c0, %c0, %c0) to (%c2, %c34, %c34, %c16) step (%c1, %c1, %c1, %c1) {
    memref.store %zero, %m[%n, %h, %w, %c] : memref<2x34x34x16xf32>
  }
  scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
    %x = memref.load %v[%i] : memref<4096xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %v[%i] : memref<4096xf32>
  }
  return
}

// -----

// min-iterations=1: only the outermost dimension stays parallel, the others
// run inside it.
// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(remat-serialize-inner-parallel-loops{min-ops=64 min-iterations=1}))' | FileCheck %s --check-prefix=ONE
// ONE-LABEL: func.func @outer_dimensions
// ONE: scf.parallel (%{{[^,]*}}) = (%{{[^,]*}}) to (%{{[^,]*}}) step (%{{[^,]*}}) {
// ONE-NEXT: scf.for
// ONE-NEXT: scf.for
// ONE-NEXT: scf.for
// ONE-NEXT: memref.store
