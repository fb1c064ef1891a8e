// RUN: remat-opt %s --remat-serial-blas-in-parallel-loops | FileCheck %s

// An outermost parallel loop of gemm calls runs with OpenBLAS on one thread:
// the count from before is read before the loop and set back after it. A
// loop without a CBLAS call, and a call outside any parallel loop, are left
// alone; a parallel loop nested in another is bracketed once, outside.

func.func private @cblas_sgemm(i32) attributes {remat.no_program_buffers}
func.func private @other(i32)

// CHECK-LABEL: func.func @rows
// CHECK: %[[BEFORE:.*]] = call @openblas_get_num_threads() : () -> i32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: call @openblas_set_num_threads(%[[ONE]]) : (i32) -> ()
// CHECK-NEXT: scf.parallel
// CHECK: call @cblas_sgemm
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: call @openblas_set_num_threads(%[[BEFORE]]) : (i32) -> ()
// CHECK-NEXT: call @cblas_sgemm
// CHECK-NEXT: scf.parallel
// CHECK-NOT: openblas
// CHECK: return
func.func @rows(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    func.call @cblas_sgemm(%x) : (i32) -> ()
  }
  func.call @cblas_sgemm(%x) : (i32) -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    func.call @other(%x) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @nested
// CHECK: call @openblas_get_num_threads
// CHECK: call @openblas_set_num_threads
// CHECK-NEXT: scf.parallel
// CHECK-NOT: openblas
// CHECK: scf.parallel
// CHECK-NOT: openblas
// CHECK: call @cblas_sgemm
// CHECK: call @openblas_set_num_threads
// CHECK-NEXT: return
func.func @nested(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      func.call @cblas_sgemm(%x) : (i32) -> ()
    }
  }
  return
}

// Both functions are declared once, at the end of the module.
// CHECK: func.func private @openblas_get_num_threads() -> i32 attributes {remat.no_program_buffers}
// CHECK-NEXT: func.func private @openblas_set_num_threads(i32) attributes {remat.no_program_buffers}

