// remat-run --inputs FILE.npz (by remat.name, arg<k> or np.savez's arr_<k>)
// and --outputs FILE.npz (every result as result<k>), checked against NumPy;
// and each bad input file is an error, never a crash.
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/npz_io.py make %t
// RUN: remat-run %s --entry f --inputs %t/named.npz --outputs %t/out-named.npz | FileCheck %s --check-prefix=RAN
// RUN: %python %S/Inputs/npz_io.py check %t/out-named.npz %t/named.npz | FileCheck %s
// RUN: remat-run %s --entry f --inputs %t/positional.npz --outputs %t/out-pos.npz
// RUN: %python %S/Inputs/npz_io.py check %t/out-pos.npz %t/named.npz | FileCheck %s
// RUN: remat-run %s --entry f --inputs %t/argk.npz --outputs %t/out-argk.npz
// RUN: %python %S/Inputs/npz_io.py check %t/out-argk.npz %t/named.npz | FileCheck %s
// RUN: remat-run %s --entry f --inputs %t/zip64.npz --outputs %t/out-zip64.npz
// RUN: %python %S/Inputs/npz_io.py check %t/out-zip64.npz %t/named.npz | FileCheck %s
// Without --inputs the generated values are used; --outputs still writes.
// RUN: remat-run %s --entry f --outputs %t/out-gen.npz | FileCheck %s --check-prefix=RAN
// RUN: remat-run %s --entry g --inputs %t/g.npz --outputs %t/out-g.npz
// RUN: %python %S/Inputs/npz_io.py check-g %t/out-g.npz | FileCheck %s --check-prefix=G
// Integer arguments (i64 from int64, i32 from int64 values that fit) and an
// i32 result written as <i4.
// RUN: remat-run %s --entry h --inputs %t/h.npz --outputs %t/out-h.npz
// RUN: %python %S/Inputs/npz_io.py check-h %t/out-h.npz | FileCheck %s --check-prefix=H
// RUN: not remat-run %s --entry h --inputs %t/h-big.npz 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not remat-run %s --entry h --inputs %t/h-float.npz 2>&1 | FileCheck %s --check-prefix=INTDTYPE
// Without --inputs an integer argument without remat.bound is drawn from
// [0, 2^24) and prints as integers (the bounded ones are checked against the
// reference interpreter by index-ops-vs-reference.test).
// RUN: remat-run %s --entry h --print-values | FileCheck %s --check-prefix=GEN
// The same bits through --inputs as through the text report's hash.
// RUN: remat-run %s --entry f --inputs %t/named.npz > %t/a.txt
// RUN: remat-run %s --entry f --inputs %t/positional.npz > %t/b.txt
// RUN: grep hash %t/a.txt > %t/a.hash && grep hash %t/b.txt > %t/b.hash && diff %t/a.hash %t/b.hash

// RUN: not remat-run %s --entry f --inputs %t/compressed.npz 2>&1 | FileCheck %s --check-prefix=COMPRESSED
// RUN: not remat-run %s --entry f --inputs %t/shape.npz 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not remat-run %s --entry f --inputs %t/dtype.npz 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not remat-run %s --entry f --inputs %t/missing.npz 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not remat-run %s --entry f --inputs %t/plain.npy 2>&1 | FileCheck %s --check-prefix=NOTZIP
// RUN: not remat-run %s --entry f --inputs %t/nothere.npz 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not remat-run %s --entry f --outputs %t/no/such/dir/out.npz 2>&1 | FileCheck %s --check-prefix=NOWRITE

// RAN-COUNT-2: result {{[01]}}: shape
// CHECK: outputs match NumPy
// G: bf16 and f16 results match
// H: integer arguments and results match
// BIG: remat-run: error: argument 2 from {{.*}}h-big.npz: array 'j' element 2 (1099511627776) does not fit in i32
// INTDTYPE: remat-run: error: argument 1 from {{.*}}h-float.npz: array 'i' has dtype '<f4'; integer arguments read <i4, <i8, |u1 or |b1
// GEN: result 1: shape [4]
// GEN-NEXT: values: {{[0-9]+ [0-9]+ [0-9]+ [0-9]+$}}
// COMPRESSED: remat-run: error: {{.*}}compressed.npz: member a.npy is compressed (np.savez_compressed); write the file with np.savez
// SHAPE: remat-run: error: argument 0 from {{.*}}shape.npz: array 'a' has shape (3, 2), the argument (2, 3)
// DTYPE: remat-run: error: argument 0 from {{.*}}dtype.npz: array 'a' has dtype '<i4'; float arguments read <f2, <f4 or <f8
// MISSING: remat-run: error: {{.*}}missing.npz has no array for argument 1 'b' (looked for 'b', arg1 and arr_1)
// NOTZIP: remat-run: error: {{.*}}plain.npy is not a readable .npz archive: no end of central directory
// NOFILE: remat-run: error: cannot read {{.*}}nothere.npz: No such file or directory
// NOWRITE: remat-run: error: cannot write {{.*}}out.npz: No such file or directory

func.func @f(%a: tensor<2x3xf32> {remat.name = "a"},
             %b: tensor<3x2xf32> {remat.name = "b"})
    -> (tensor<2x2xf32>, tensor<2x3xf32>) {
  %m = remat.matmul %a, %b : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %r = remat.relu %a : tensor<2x3xf32>
  return %m, %r : tensor<2x2xf32>, tensor<2x3xf32>
}

func.func @g(%x: tensor<4xbf16> {remat.name = "x"},
             %y: tensor<4xf16> {remat.name = "y"})
    -> (tensor<4xbf16>, tensor<4xf16>) {
  %a = remat.relu %x : tensor<4xbf16>
  %b = remat.relu %y : tensor<4xf16>
  return %a, %b : tensor<4xbf16>, tensor<4xf16>
}

func.func @h(%t: tensor<5x2xf32> {remat.name = "t"},
             %i: tensor<3xi64> {remat.name = "i", remat.bound = 5 : i64},
             %j: tensor<4xi32> {remat.name = "j"})
    -> (tensor<3x2xf32>, tensor<4xi32>) {
  %e = remat.embedding %t, %i : (tensor<5x2xf32>, tensor<3xi64>) -> tensor<3x2xf32>
  return %e, %j : tensor<3x2xf32>, tensor<4xi32>
}
