// RUN: not remat-opt %s --remat-rematerialize="strategy=magic" 2>&1 | FileCheck %s --check-prefix=STRATEGY
// RUN: not remat-opt %s --remat-rematerialize="policy=lazy" 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: remat-opt %s --remat-rematerialize="explain=true" -verify-diagnostics -o /dev/null
// Option errors come once, when the pipeline is set up, not per function:
// RUN: not remat-opt %s --remat-rematerialize="strategy=cheap save=matmull" 2>&1 | FileCheck %s --check-prefix=SAVE
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap save=matmul,linalg.matmul" -o /dev/null
// A threshold that is negative, NaN or infinite (accepted, each would
// recompute nothing or everything, without a word):
// RUN: not remat-opt %s --remat-rematerialize="strategy=cheap cheap-flops-per-element=-1" 2>&1 | FileCheck %s --check-prefix=CHEAP
// RUN: not remat-opt %s --remat-rematerialize="strategy=cheap cheap-flops-per-element=nan" 2>&1 | FileCheck %s --check-prefix=CHEAP
// RUN: not remat-opt %s --remat-rematerialize="strategy=cheap cheap-flops-per-element=inf" 2>&1 | FileCheck %s --check-prefix=CHEAP
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap cheap-flops-per-element=0" -o /dev/null
// A name both saved and recomputed:
// RUN: not remat-opt %s --remat-rematerialize="save-names=h,mm recompute-names=x,mm" 2>&1 | FileCheck %s --check-prefix=NAMES

// STRATEGY: for the --strategy option: unknown strategy 'magic'; expected regions, cheap, mincut, sqrt or budget
// SAVE: error: remat-rematerialize: save= names no op: 'matmull' is no operation of a loaded dialect; did you mean 'remat.matmul'?
// CHEAP: error: remat-rematerialize: cheap-flops-per-element must be a finite number >= 0
// NAMES: error: remat-rematerialize: 'mm' is in both save-names and recompute-names
// POLICY: for the --policy option: unknown policy 'lazy'; expected default, nothing-saveable or everything-saveable

// expected-remark @+1 {{remat-rematerialize (mincut): nothing to recompute in @forward_only: no forward value is kept for the backward pass}}
func.func @forward_only(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = remat.relu %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

