// RUN: remat-opt %s --remat-serial-blas-in-parallel-loops --verify-diagnostics -o /dev/null

// A module that already declares OpenBLAS's function with another type: an
// error, not a call of the wrong function.
func.func private @cblas_sgemm(i32)
// expected-error @below {{'openblas_set_num_threads' is not OpenBLAS's function of type '(i32) -> ()'}}
func.func private @openblas_set_num_threads(i64)

func.func @rows(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    func.call @cblas_sgemm(%x) : (i32) -> ()
  }
  return
}
