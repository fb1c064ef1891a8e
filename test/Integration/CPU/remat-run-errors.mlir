// remat-run's errors: each a message and a non-zero exit, never a crash.
// RUN: not remat-run %s --entry missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not remat-run %s --entry ints 2>&1 | FileCheck %s --check-prefix=INTS
// RUN: not remat-run %s --entry bad_bound 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not remat-run %s --entry dynamic 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: not remat-run %s --entry calls_missing 2>&1 | FileCheck %s --check-prefix=JIT
// RUN: not remat-run %s --entry ints --repeat 0 2>&1 | FileCheck %s --check-prefix=REPEAT
// RUN: not remat-run %s.missing --entry ints 2>&1 | FileCheck %s --check-prefix=NOFILE

// MISSING: remat-run: error: no function @missing in {{.*}}; functions: ints, bad_bound, dynamic, calls_missing
// INTS: remat-run: error: argument 0 of @ints has type tensor<4xi16>; remat-run supports statically shaped tensors of f16, bf16, f32, f64, i32 and i64
// BOUND: remat-run: error: argument 0 of @bad_bound: remat.bound must be a positive integer
// DYN: remat-run: error: argument 0 of @dynamic has type tensor<?xf32>
// JIT-DAG: Symbols not found: [ not_defined_anywhere ]
// JIT-DAG: remat-run: error: cannot compile @calls_missing:
// REPEAT: remat-run: error: --repeat must be at least 1

// NOFILE: remat-run: error: cannot open input file '{{.*}}.missing'

func.func @ints(%x: tensor<4xi16>) -> tensor<4xi16> {
  return %x : tensor<4xi16>
}

func.func @bad_bound(%x: tensor<4xi64> {remat.bound = 0 : i64}) -> tensor<4xi64> {
  return %x : tensor<4xi64>
}

func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

func.func private @not_defined_anywhere(tensor<4xf32>) -> tensor<4xf32>
func.func @calls_missing(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = func.call @not_defined_anywhere(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
