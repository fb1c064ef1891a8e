// remat-rematerialize's and remat-pareto's options are checked once, when
// the pipeline is parsed and set up, not per function (this module has two):
// a closed option (strategy=, policy=, minimize=, format=) is an enum option
// whose typo is a parse error naming the valid values; solver= is open (a
// host may register solvers), so an unknown name is one error at
// initialization naming the registered ones; save= must name a registered
// op; target= a cost-model preset.
// RUN: not remat-opt %s --remat-rematerialize="strategy=mincutt" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRATEGY
// RUN: not remat-opt %s --pass-pipeline="builtin.module(func.func(remat-rematerialize{strategy=mincutt}))" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRATEGY
// RUN: not remat-opt %s --remat-rematerialize="policy=nothing-savable" -o /dev/null 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% minimize=flop" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MINIMIZE
// RUN: not remat-opt %s --remat-pareto="minimize=flop" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MINIMIZE
// RUN: not remat-opt %s --remat-pareto="format=yaml" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% solver=greedyy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLVER
// RUN: not remat-opt %s --pass-pipeline="builtin.module(func.func(remat-rematerialize{strategy=budget budget=50%% solver=greedyy}))" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLVER
// RUN: not remat-opt %s --remat-pareto="solver=greedyy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARETO-SOLVER
// RUN: not remat-opt %s --remat-rematerialize="save=matmull" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAVE
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% minimize=time target=tpu" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% budget-scope=activation" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not remat-opt %s --remat-pareto="budget-scope=activation" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not remat-opt %s --remat-rematerialize="strategy=mincut budget-scope=activations" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE-STRATEGY

// STRATEGY: for the --strategy option: unknown strategy 'mincutt'; expected regions, cheap, mincut, sqrt or budget
// STRATEGY-NOT: unknown strategy
// POLICY: for the --policy option: unknown policy 'nothing-savable'; expected default, nothing-saveable or everything-saveable
// POLICY-NOT: unknown policy
// MINIMIZE: for the --minimize option: unknown minimize 'flop'; expected flops or time
// MINIMIZE-NOT: unknown minimize
// FORMAT: for the --format option: unknown format 'yaml'; expected table or json
// FORMAT-NOT: unknown format
// SOLVER: error: remat-rematerialize: unknown solver 'greedyy'; expected auto, greedy, fast, chain, blocks, local, local-late or ilp
// SOLVER-NOT: unknown solver
// PARETO-SOLVER: error: remat-pareto: unknown solver 'greedyy'; expected auto, greedy, fast, chain, blocks, local, local-late or ilp
// PARETO-SOLVER-NOT: unknown solver
// SAVE: error: remat-rematerialize: save= names no op: 'matmull' is no operation of a loaded dialect; did you mean 'remat.matmul'?
// SAVE-NOT: save=
// TARGET: error: remat-rematerialize: unknown target 'tpu'; expected one of cpu, h200
// TARGET-NOT: unknown target
// SCOPE: for the --budget-scope option: unknown budget-scope 'activation'; expected peak or activations
// SCOPE-NOT: unknown budget-scope
// SCOPE-STRATEGY: error: remat-rematerialize: budget-scope= needs strategy=budget
// SCOPE-STRATEGY-NOT: needs strategy=budget

// The enum options print back by name, so a dumped pipeline parses again:
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=90%% minimize=time policy=nothing-saveable" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: remat-opt %s --pass-pipeline="builtin.module(remat-rematerialize{budget=90%% minimize=time policy=nothing-saveable strategy=budget})" | FileCheck %s --check-prefix=REWRITE
// DUMP: remat-rematerialize{budget=90% {{.*}}minimize=time policy=nothing-saveable {{.*}}strategy=budget target=cpu}
// REWRITE-LABEL: func.func @first
// REWRITE: remat.recompute
// REWRITE-LABEL: func.func @second
// REWRITE: remat.recompute

// --help lists every option of remat-rematerialize and remat-pareto, and the
// values of the closed ones:
// RUN: remat-opt --help | FileCheck %s --check-prefix=HELP
// HELP: --remat-pareto
// HELP: --format=<value>
// HELP-NEXT: =table
// HELP-NEXT: =json
// HELP: --remat-rematerialize
// HELP-NEXT: --budget=<string>
// HELP-NEXT: --budget-scope=<value>
// HELP-NEXT: =peak
// HELP-NEXT: =activations
// HELP-NEXT: --cheap-flops-per-element=<number>
// HELP-NEXT: --check-recompute
// HELP-NEXT: --explain
// HELP-NEXT: --ilp-nodes=<ulong>
// HELP-NEXT: --ilp-seconds=<number>
// HELP-NEXT: --ilp-stage-bound
// HELP-NEXT: --minimize=<value>
// HELP-NEXT: =flops
// HELP-NEXT: =time
// HELP-NEXT: --policy=<value>
// HELP-NEXT: =default
// HELP-NEXT: =nothing-saveable
// HELP-NEXT: =everything-saveable
// HELP-NEXT: --recompute-names=<string>
// HELP-NEXT: --save=<string>
// HELP-NEXT: --save-names=<string>
// HELP-NEXT: --solver=<string>
// HELP-NEXT: --strategy=<value>
// HELP-NEXT: =regions
// HELP-NEXT: =cheap
// HELP-NEXT: =mincut
// HELP-NEXT: =sqrt
// HELP-NEXT: =budget
// HELP-NEXT: --target=<string>

func.func @first(%x: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %a = remat.tanh %x : tensor<8xf32>
  %u = remat.tanh %a : tensor<8xf32>
  %l = remat.mse_loss %u, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.000000e+00> : tensor<f32>
  %du = remat.mse_loss_grad %one, %u, %t : tensor<f32>, tensor<8xf32>
  %da = remat.tanh_grad %du, %u : tensor<8xf32>
  %dx = remat.tanh_grad %da, %a : tensor<8xf32>
  return %l, %dx : tensor<f32>, tensor<8xf32>
}

func.func @second(%x: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %a = remat.tanh %x : tensor<8xf32>
  %u = remat.tanh %a : tensor<8xf32>
  %l = remat.mse_loss %u, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.000000e+00> : tensor<f32>
  %du = remat.mse_loss_grad %one, %u, %t : tensor<f32>, tensor<8xf32>
  %da = remat.tanh_grad %du, %u : tensor<8xf32>
  %dx = remat.tanh_grad %da, %a : tensor<8xf32>
  return %l, %dx : tensor<f32>, tensor<8xf32>
}
