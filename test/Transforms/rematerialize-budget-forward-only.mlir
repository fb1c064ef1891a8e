// A budget on a function without a backward pass: rematerialization cannot
// lower its peak. The function is no training step (a module may hold its
// forward entry beside the step, under the same budget), so it is left as
// it is, but a budget below its peak is reported unmet, as a warning at the
// function, never passed without a word (budget=1B included).
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=1B" -verify-diagnostics -o /dev/null
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=50%% solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HALF
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=100%% explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MET --implicit-check-not=warning:

// HALF: warning: remat-rematerialize: the budget of 16 bytes is not met: @forward keeps no value for a backward pass, so rematerialization cannot lower its predicted peak of 32 bytes
// MET: remark: remat-rematerialize (budget): @forward keeps no value for a backward pass

// expected-warning @+1 {{remat-rematerialize: the budget of 1 bytes is not met: @forward keeps no value for a backward pass, so rematerialization cannot lower its predicted peak of 32 bytes}}
func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = remat.relu %x : tensor<4xf32>
  %b = remat.tanh %a : tensor<4xf32>
  return %b : tensor<4xf32>
}
