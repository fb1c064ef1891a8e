// A budget on a function without a backward pass: rematerialization cannot
// lower its peak, so a budget below it is unmet, an error like any other
// unmet budget (it used to exit 0 without a word, for budget=1B too); a
// budget at or above the peak is met as it stands.
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=1B" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNMET
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HALF
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=100%% explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MET

// UNMET: rematerialize-budget-forward-only.mlir:[[@LINE+4]]:1: error: remat-rematerialize: the budget of 1 bytes cannot be met: @forward keeps no value for a backward pass, so rematerialization cannot lower its predicted peak of 32 bytes
// HALF: error: remat-rematerialize: the budget of 16 bytes cannot be met: @forward keeps no value for a backward pass
// MET: remark: remat-rematerialize (budget): @forward keeps no value for a backward pass

func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = remat.relu %x : tensor<4xf32>
  %b = remat.tanh %a : tensor<4xf32>
  return %b : tensor<4xf32>
}
