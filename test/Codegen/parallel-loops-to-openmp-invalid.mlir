// A symbol of the OpenMP runtime's name with another type is an error, not
// a call to the wrong function.
// RUN: remat-opt %s --remat-parallel-loops-to-openmp -verify-diagnostics -split-input-file

// expected-error @below {{'omp_get_thread_num' is not OpenMP's function of type '() -> i32'}}
func.func private @omp_get_thread_num() -> i64

func.func @loop(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %one, %m[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
