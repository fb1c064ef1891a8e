// remat-pareto on the 9-tanh chain of rematerialize-budget.mlir (peak 356
// bytes, 337 FLOPs). The exact chain DP reaches every budget the greedy does
// at no more FLOPs, down to 100 bytes (recomputing each x_t from x0 right
// before tanh_grad reads it); the greedy gets there too once no single
// keep-or-recompute move lowers the peak (196 bytes), by refreshes: it
// recomputes a value again from kept ones, so a tanh is computed three or
// more times (64 FLOPs at 180, the DP 48). The floor no rematerialization
// goes below is 96 bytes (a tanh_grad's dy, x and dx; the loss adds 4).
// The input is left unchanged.
// RUN: remat-opt %s --remat-pareto="budgets=300,250,204,180 solver=chain" 2>&1 | FileCheck %s --check-prefix=CHAIN
// RUN: remat-opt %s --remat-pareto="budgets=300,250,204,180 solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// RUN: remat-opt %s --remat-pareto="budgets=100%%,75%% format=json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: remat-opt %s --remat-pareto="format=json" -o /dev/null 2>&1 | %python %remat_src/scripts/check-pareto-json.py
// max-added-flops=P adds the lowest peak found within P% added FLOPs, by
// bisection on the budget: points of the curve that a grid of budgets
// misses (100% and the minimum alone here). On this chain they are the
// lowest of a sweep over every 1% of the peak (each peak the step can have:
// they are 4 bytes apart, 1% is 3.56 bytes).
// RUN: remat-opt %s --remat-pareto="budgets=100%% solver=chain max-added-flops=10,33,0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: remat-opt %s --remat-pareto="budgets=28%%,29%%,30%%,31%%,32%%,33%%,34%%,35%%,36%%,37%%,38%%,39%%,40%%,41%%,42%%,43%%,44%%,45%%,46%%,47%%,48%%,49%%,50%%,51%%,52%%,53%%,54%%,55%%,56%%,57%%,58%%,59%%,60%%,61%%,62%%,63%%,64%%,65%%,66%%,67%%,68%%,69%%,70%%,71%%,72%%,73%%,74%%,75%%,76%%,77%%,78%%,79%%,80%%,81%%,82%%,83%%,84%%,85%%,86%%,87%%,88%%,89%%,90%%,91%%,92%%,93%%,94%%,95%%,96%%,97%%,98%%,99%%,100%% solver=chain max-added-flops=10,33 format=json" -o /dev/null 2>&1 | %python %remat_src/scripts/check-pareto-json.py --exhaustive | FileCheck %s --check-prefix=SWEEP
// Without a 100% row the bisection starts from the unchanged function.
// RUN: remat-opt %s --remat-pareto="budgets=204 solver=chain max-added-flops=5" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FROM-TOP
// RUN: not remat-opt %s --remat-pareto="max-added-flops=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not remat-opt %s --remat-pareto="format=csv" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not remat-opt %s --remat-pareto="budgets=lots" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not remat-opt %s --remat-pareto="solver=milp" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLVER
// The module it reads is not changed (the trials run on detached copies):
// RUN: remat-opt %s -o %t.before.mlir
// RUN: remat-opt %s --remat-pareto="solver=chain output=%t.chain.txt" -o %t.chain.mlir
// RUN: diff %t.before.mlir %t.chain.mlir
// RUN: remat-opt %s --remat-pareto="output=%t.auto.txt" -o %t.auto.mlir
// RUN: diff %t.before.mlir %t.auto.mlir

// CHAIN: == Pareto curve for @chain (solver=chain, minimize=flops): peak 356 bytes, 337 FLOPs without rematerialization; no schedule goes below 96 bytes
// CHAIN-NEXT: budget budget bytes status solver peak bytes peak % FLOPs added added % solve ms
// CHAIN-NEXT: 300 300 met chain 292 82.0 16 4.75
// CHAIN-NEXT: 250 250 met chain 228 64.0 32 9.50
// CHAIN-NEXT: 204 204 met chain 196 55.1 40 11.87
// CHAIN-NEXT: 180 180 met chain 164 46.1 48 14.24
// CHAIN-NEXT: min 100 met chain 100 28.1 288 85.46
// CHAIN-LABEL: func.func @chain
// CHAIN-NOT: remat.recompute

// GREEDY: 300 300 met greedy 292 82.0 16 4.75
// GREEDY-NEXT: 250 250 met greedy 228 64.0 32 9.50
// GREEDY-NEXT: 204 204 met greedy 196 55.1 48 14.24
// GREEDY-NEXT: 180 180 met greedy 164 46.1 64 18.99
// GREEDY-NEXT: min {{[0-9]+}} met greedy 100 28.1 288 85.46

// JSON: "original_peak_bytes": 356,
// JSON: "floor_bytes": 96,
// JSON: "budget": "100%",
// JSON-NEXT: "budget_bytes": 356,
// JSON-NEXT: "met": true,
// JSON-NEXT: "solver": "-",
// JSON-NEXT: "predicted_peak_bytes": 356,
// JSON-NEXT: "flops_added": 0,
// JSON: "budget": "75%",
// JSON-NEXT: "budget_bytes": 267,
// JSON-NEXT: "met": true,
// JSON-NEXT: "solver": "chain",
// JSON-NEXT: "predicted_peak_bytes": 260,

// The budget column is the budget that reached the point; 0% keeps the
// function as it is.
// LIMIT: 100% 356 met - 356 100.0 0 0.00
// LIMIT-NEXT: min 100 met chain 100 28.1 288 85.46
// LIMIT-NEXT: flops<=10% {{[0-9]+}} met chain 228 64.0 32 9.50
// LIMIT-NEXT: flops<=33% {{[0-9]+}} met chain 132 37.1 88 26.11
// LIMIT-NEXT: flops<=0% {{[0-9]+}} met - 356 100.0 0 0.00
// SWEEP: @chain: {{.*}} flops<=10% 228 bytes, flops<=33% 132 bytes: OK
// FROM-TOP: 204 204 met chain 196 55.1 40 11.87
// FROM-TOP-NEXT: min 100 met chain 100 28.1 288 85.46
// FROM-TOP-NEXT: flops<=5% {{[0-9]+}} met chain 292 82.0 16 4.75
// NEGATIVE: error: remat-pareto: max-added-flops must be a percentage of at least 0, not -1

// FORMAT: for the --format option: unknown format 'csv'; expected table or json
// BUDGET: error: remat-pareto: cannot read budget 'lots'
// SOLVER: error: remat-pareto: unknown solver 'milp'; expected auto, greedy, fast, chain, blocks, local, local-late or ilp

func.func @chain(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %x1 = remat.tanh %x0 : tensor<8xf32>
  %x2 = remat.tanh %x1 : tensor<8xf32>
  %x3 = remat.tanh %x2 : tensor<8xf32>
  %x4 = remat.tanh %x3 : tensor<8xf32>
  %x5 = remat.tanh %x4 : tensor<8xf32>
  %x6 = remat.tanh %x5 : tensor<8xf32>
  %x7 = remat.tanh %x6 : tensor<8xf32>
  %x8 = remat.tanh %x7 : tensor<8xf32>
  %x9 = remat.tanh %x8 : tensor<8xf32>
  %l = remat.mse_loss %x9, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %d9 = remat.mse_loss_grad %one, %x9, %t : tensor<f32>, tensor<8xf32>
  %d8 = remat.tanh_grad %d9, %x9 : tensor<8xf32>
  %d7 = remat.tanh_grad %d8, %x8 : tensor<8xf32>
  %d6 = remat.tanh_grad %d7, %x7 : tensor<8xf32>
  %d5 = remat.tanh_grad %d6, %x6 : tensor<8xf32>
  %d4 = remat.tanh_grad %d5, %x5 : tensor<8xf32>
  %d3 = remat.tanh_grad %d4, %x4 : tensor<8xf32>
  %d2 = remat.tanh_grad %d3, %x3 : tensor<8xf32>
  %d1 = remat.tanh_grad %d2, %x2 : tensor<8xf32>
  %d0 = remat.tanh_grad %d1, %x1 : tensor<8xf32>
  return %l, %d0 : tensor<f32>, tensor<8xf32>
}
