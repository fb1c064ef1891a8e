// remat-parallel-loops-to-openmp: an outermost scf.parallel without
// reductions becomes an omp.parallel region in which each thread takes the
// block of iterations schedule(static) gives it (N / T each, one more for
// the first N % T threads), in row-major order over the loop's dimensions,
// and runs it as an scf.for; the body runs in a memref.alloca_scope per
// iteration. No worksharing loop, so no __kmpc_for_static_init call.
// RUN: remat-opt %s --remat-parallel-loops-to-openmp=threads=2 | FileCheck %s
// RUN: remat-opt %s --remat-parallel-loops-to-openmp | FileCheck %s --check-prefix=ANY

// One dimension with constant bounds: the trip count ceil((10 - 1) / 2) = 5
// is a constant.
// CHECK-LABEL: func.func @one_dim
// CHECK-DAG: %[[N:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[T:.*]] = arith.constant 2 : i32
// CHECK: omp.parallel num_threads(%[[T]] : i32) {
// CHECK-NEXT: %[[TID32:.*]] = func.call @omp_get_thread_num() : () -> i32
// CHECK-NEXT: %[[TID:.*]] = arith.index_cast %[[TID32]] : i32 to index
// CHECK-NEXT: %[[TEAM32:.*]] = func.call @omp_get_num_threads() : () -> i32
// CHECK-NEXT: %[[TEAM:.*]] = arith.index_cast %[[TEAM32]] : i32 to index
// CHECK-NEXT: %[[EACH:.*]] = arith.divui %[[N]], %[[TEAM]] : index
// CHECK-NEXT: %[[EXTRA:.*]] = arith.remui %[[N]], %[[TEAM]] : index
// CHECK-NEXT: %[[BEFORE:.*]] = arith.minui %[[TID]], %[[EXTRA]] : index
// CHECK-NEXT: %[[MUL:.*]] = arith.muli %[[TID]], %[[EACH]] : index
// CHECK-NEXT: %[[BEGIN:.*]] = arith.addi %[[MUL]], %[[BEFORE]] : index
// CHECK:      %[[TAKES:.*]] = arith.cmpi ult, %[[TID]], %[[EXTRA]] : index
// CHECK-NEXT: %[[MORE:.*]] = arith.select %[[TAKES]]
// CHECK-NEXT: %[[SIZE:.*]] = arith.addi %[[EACH]], %[[MORE]] : index
// CHECK-NEXT: %[[END:.*]] = arith.addi %[[BEGIN]], %[[SIZE]] : index
// CHECK-NEXT: scf.for %[[K:.*]] = %[[BEGIN]] to %[[END]] step
// CHECK-NEXT:   %[[SCALED:.*]] = arith.muli %[[K]], %c2 : index
// CHECK-NEXT:   %[[I:.*]] = arith.addi %c1, %[[SCALED]] : index
// CHECK-NEXT:   memref.alloca_scope {
// CHECK-NEXT:     memref.store %{{.*}}, %arg0[%[[I]]] : memref<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: omp.terminator
// CHECK-NOT: scf.parallel
// CHECK: return
// ANY-LABEL: func.func @one_dim
// ANY: omp.parallel {
func.func @one_dim(%m: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c1) to (%c10) step (%c2) {
    memref.store %one, %m[%i] : memref<16xf32>
    scf.reduce
  }
  return
}

// Two dimensions, the second with a dynamic upper bound: the trip counts
// are computed before the region (at least 0), their product split; each
// iteration recovers (i, j) with the last dimension fastest. An inner
// scf.parallel stays in the body (convert-scf-to-openmp's, if any).
// CHECK-LABEL: func.func @two_dims
// CHECK-SAME: (%[[M:.*]]: memref<4x?xf32>, %[[UB:.*]]: index)
// CHECK: %[[SPAN:.*]] = arith.subi %[[UB]], %{{.*}} : index
// CHECK: %[[POS:.*]] = arith.cmpi sgt, %[[SPAN]]
// CHECK: %[[DIV:.*]] = arith.ceildivsi %[[SPAN]]
// CHECK: %[[COUNT:.*]] = arith.select %[[POS]], %[[DIV]]
// CHECK: %[[TOTAL:.*]] = arith.muli %{{.*}}, %[[COUNT]] : index
// CHECK: omp.parallel
// CHECK: arith.divui %[[TOTAL]]
// CHECK: scf.for %[[K:.*]] =
// CHECK-NEXT: %[[J:.*]] = arith.remui %[[K]], %[[COUNT]] : index
// CHECK-NEXT: %[[I:.*]] = arith.divui %[[K]], %[[COUNT]] : index
// CHECK: memref.alloca_scope
// CHECK: scf.parallel
// CHECK: omp.terminator
func.func @two_dims(%m: memref<4x?xf32>, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %ub) step (%c1, %c1) {
    scf.parallel (%k) = (%c0) to (%c1) step (%c1) {
      memref.store %one, %m[%i, %j] : memref<4x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// A loop with a reduction is left to convert-scf-to-openmp.
// CHECK-LABEL: func.func @reduction
// CHECK-NOT: omp.parallel
// CHECK: scf.parallel
func.func @reduction(%m: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%c16) step (%c1) init (%zero) -> f32 {
    %v = memref.load %m[%i] : memref<16xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

// The runtime functions, declared once and marked as allocating nothing.
// CHECK-DAG: func.func private @omp_get_thread_num() -> i32 attributes {remat.no_program_buffers}
// CHECK-DAG: func.func private @omp_get_num_threads() -> i32 attributes {remat.no_program_buffers}
