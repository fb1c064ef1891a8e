// RUN: remat-opt %s --remat-expose-values="ops=remat.relu" --split-input-file --verify-diagnostics
// RUN: not remat-opt %s --remat-expose-values="ops=remat.relu func=missing" --split-input-file 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not remat-opt %s --remat-expose-values --split-input-file 2>&1 | FileCheck %s --check-prefix=NOOPS
// RUN: not remat-opt %s --remat-expose-values="ops=remat.relu operand=1" --split-input-file 2>&1 | FileCheck %s --check-prefix=OPERAND

// MISSING: error: remat-expose-values: no function named 'missing'
// NOOPS: error: remat-expose-values: ops= names no op
// OPERAND: error: remat-expose-values: the op has no operand 1

// A called function would no longer match its callers.
// expected-error @+1 {{remat-expose-values: 'callee' is referenced in the module}}
func.func @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = remat.relu %x : tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = func.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// expected-error @+1 {{remat-expose-values: 'branches' has more than one block}}
func.func @branches(%x: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^next
^next:
  %a = remat.relu %x : tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

func.func @nested(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    // expected-error @+1 {{remat-expose-values: the op is nested in a region}}
    %a = remat.relu %x : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
