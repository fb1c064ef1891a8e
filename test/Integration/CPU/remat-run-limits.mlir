// remat-run on inputs past its limits: each an error that names the size and
// the value, a non-zero exit, never a crash. Unchecked, they are a SIGSEGV (a
// null from aligned_alloc dereferenced by the argument filler), a SIGABRT (the
// JIT code's allocation of a 4 TiB result), a silent exit 0 (an argument whose
// byte count wrapped to a 64-byte buffer), and exit 0 after a warning for a
// missing or non-ELF --shared-libs.
// REQUIRES: malloc-fails-beyond-memory
// RUN: not remat-run %s --entry big_result 2>&1 | FileCheck %s --check-prefix=RESULT --implicit-check-not="Stack dump"
// RUN: not remat-run %s --entry big_argument 2>&1 | FileCheck %s --check-prefix=ARGUMENT --implicit-check-not="Stack dump"
// RUN: not remat-run %s --entry big_temporary 2>&1 | FileCheck %s --check-prefix=TEMP --implicit-check-not="Stack dump"
// RUN: not remat-run %s --entry wrapping_argument 2>&1 | FileCheck %s --check-prefix=WRAP --implicit-check-not="Stack dump"
// RUN: not remat-run %s --entry small --shared-libs=%t.missing.so 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not remat-run %s --entry small --shared-libs=%s 2>&1 | FileCheck %s --check-prefix=NOTELF
// A valid run beside them, to show the entry itself is fine.
// RUN: remat-run %s --entry small | FileCheck %s --check-prefix=SMALL

// RESULT: remat-run: error: cannot allocate 4.0 TiB (4398046511104 bytes) for result 0 of @big_result
// ARGUMENT: remat-run: error: cannot allocate 4.0 TiB (4398046511104 bytes) for argument 1 of @big_argument
// TEMP: remat-run: error: cannot allocate 4.0 TiB (4398046511104 bytes) for a temporary buffer of @big_temporary
// WRAP: remat-run: error: cannot allocate more bytes than fit in 64 bits for argument 0 of @wrapping_argument
// MISSING: remat-run: error: cannot read --shared-libs '{{.*}}.missing.so': No such file or directory
// NOTELF: remat-run: error: --shared-libs '{{.*}}remat-run-limits.mlir' is not an ELF shared library
// SMALL: result 0: shape [4]

func.func @big_result() -> tensor<1099511627776xf32> {
  %e = tensor.empty() : tensor<1099511627776xf32>
  return %e : tensor<1099511627776xf32>
}

func.func @big_argument(%x: tensor<4xf32>, %y: tensor<1099511627776xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

func.func @big_temporary() -> tensor<f32> {
  %r = tensor.empty() : tensor<1099511627776xf32>
  %s = remat.reduce_sum %r {axes = array<i64: 0>} : tensor<1099511627776xf32> -> tensor<f32>
  return %s : tensor<f32>
}

// 2^62 x 4 f32 elements: 2^66 bytes.
func.func @wrapping_argument(%x: tensor<4611686018427387904x4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}

func.func @small(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = remat.relu %x : tensor<4xf32>
  return %r : tensor<4xf32>
}
