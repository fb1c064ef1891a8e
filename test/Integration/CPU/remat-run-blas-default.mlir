// REQUIRES: openblas
// remat-run's --blas default (auto): matmuls through OpenBLAS where the
// library exists, the generated code where it does not; --json names the
// choice. The BLAS path's runs go through the library: the run without it
// fails to resolve cblas_sgemm.
// RUN: remat-run %s --entry mm --json | FileCheck %s --check-prefix=AUTO
// RUN: remat-run %s --entry mm --json --blas=auto | FileCheck %s --check-prefix=AUTO
// RUN: remat-run %s --entry mm --json --blas=none | FileCheck %s --check-prefix=NONE
// RUN: env REMAT_OPENBLAS_LIBRARY=%t.missing.so remat-run %s --entry mm --json | FileCheck %s --check-prefix=NONE
// RUN: env REMAT_OPENBLAS_LIBRARY=%t.missing.so not remat-run %s --entry mm --blas=openblas 2>&1 | FileCheck %s --check-prefix=MISSING
// The default is the openblas path: the same bits as --blas=openblas.
// RUN: remat-run %s --entry mm --json > %t.auto.json
// RUN: remat-run %s --entry mm --json --blas=openblas > %t.openblas.json
// RUN: %python -c "import json, sys; a, b = (json.load(open(p)) for p in sys.argv[1:]); assert [r['hash'] for r in a['results']] == [r['hash'] for r in b['results']], (a, b); print('same bits')" %t.auto.json %t.openblas.json | FileCheck %s --check-prefix=SAME
// A pre-lowered module keeps the lowering it has: no "blas" field.
// RUN: remat-opt %s --remat-lower-to-llvm -o %t.llvm.mlir
// RUN: remat-run %t.llvm.mlir --entry mm --json | FileCheck %s --check-prefix=LOWERED

// AUTO: "blas": "openblas"
// NONE: "blas": "none"
// MISSING: remat-run: error: cannot load OpenBLAS ({{.*}}.missing.so)
// SAME: same bits
// LOWERED-NOT: "blas"
// LOWERED: "peak_bytes"

func.func @mm(%a: tensor<64x48xf32>, %b: tensor<48x32xf32>) -> tensor<64x32xf32> {
  %0 = remat.matmul %a, %b : (tensor<64x48xf32>, tensor<48x32xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}
