// remat-outline-parallel-regions: each outermost omp.parallel becomes a call
// of a private function (internal linkage) holding that region alone; the
// values it uses from above are the function's arguments, in the order the
// region first uses them, except constants, which are cloned into it. A
// nested region moves with its parent; a function without regions is left
// as it is.
// RUN: remat-opt %s --remat-outline-parallel-regions -split-input-file | FileCheck %s
// RUN: remat-opt %s --remat-outline-parallel-regions --remat-lower-to-llvm="threads=2" -split-input-file -o /dev/null

// CHECK-LABEL: func.func @two_regions
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<8xf32>, %[[N:.*]]: index)
// CHECK-NOT: omp.parallel
// CHECK: %[[V:.*]] = memref.load %[[B]]
// CHECK: call @two_regions_omp_parallel(%[[V]], %[[A]], %[[N]]) : (f32, memref<16xf32>, index) -> ()
// CHECK-NEXT: memref.store
// CHECK-NEXT: call @two_regions_omp_parallel_0(%[[B]]) : (memref<8xf32>) -> ()
// CHECK-NEXT: return

// CHECK: func.func private @two_regions_omp_parallel(%[[RV:.*]]: f32, %[[RA:.*]]: memref<16xf32>, %[[RN:.*]]: index)
// CHECK-SAME: attributes {llvm.linkage = #llvm.linkage<internal>}
// CHECK-DAG: %[[T:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: omp.parallel num_threads(%[[T]] : i32) {
// CHECK-NEXT: memref.store %[[RV]], %[[RA]][%[[C0]]]
// CHECK-NEXT: memref.store %[[RV]], %[[RA]][%[[RN]]]
// CHECK-NEXT: omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return

// The nested region stays inside the outer one.
// CHECK: func.func private @two_regions_omp_parallel_0(%{{.*}}: memref<8xf32>)
// CHECK: omp.parallel {
// CHECK: omp.parallel {
// CHECK: omp.terminator
// CHECK: omp.terminator
// CHECK: return
func.func @two_regions(%a: memref<16xf32>, %b: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %t = arith.constant 2 : i32
  %v = memref.load %b[%c0] : memref<8xf32>
  omp.parallel num_threads(%t : i32) {
    memref.store %v, %a[%c0] : memref<16xf32>
    memref.store %v, %a[%n] : memref<16xf32>
    omp.terminator
  }
  memref.store %v, %b[%c0] : memref<8xf32>
  omp.parallel {
    omp.parallel {
      %w = memref.load %b[%c0] : memref<8xf32>
      memref.store %w, %b[%c0] : memref<8xf32>
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// CHECK-LABEL: func.func @sequential
// CHECK-NEXT: arith.constant
// CHECK-NEXT: memref.store
// CHECK-NEXT: return
// CHECK-NOT: func.func private
func.func @sequential(%a: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<16xf32>
  return
}
