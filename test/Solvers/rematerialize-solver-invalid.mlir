// Bad solver= / minimize= / target= options are errors with a location.
// solver=chain takes the residual connection as one stage (%b and %c: %a is
// read by both), so the step is a 4-stage chain; its DP holds only %b of that
// stage (the inner value its adjoint reads; no adjoint reads %c) and
// recomputes %a, 132 bytes at its lowest, above the budget
// (rematerialize-budget-chain-fanout.mlir has the refusals).
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% solver=milp" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLVER
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% minimize=memory" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MINIMIZE
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% minimize=time target=tpu" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not remat-opt %s --remat-rematerialize="strategy=mincut solver=chain" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEEDS-SOLVER
// RUN: not remat-opt %s --remat-rematerialize="strategy=cheap minimize=time" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEEDS-MINIMIZE
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=60%% solver=chain" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHAIN
// solver=auto takes the chain DP's schedule on the same function (not the
// greedy's, as it would if the DP found nothing below the original peak).
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=150 explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO

// SOLVER: error: remat-rematerialize: unknown solver 'milp'; expected auto, greedy, fast, chain, blocks, local, local-late or ilp
// MINIMIZE: for the --minimize option: unknown minimize 'memory'; expected flops or time
// TARGET: error: remat-rematerialize: unknown target 'tpu'; expected one of cpu, h200
// NEEDS-SOLVER: error: remat-rematerialize: solver= needs strategy=budget
// NEEDS-MINIMIZE: error: remat-rematerialize: minimize= needs strategy=budget
// CHAIN: rematerialize-solver-invalid.mlir:[[# @LINE + 3]]:1: error: remat-rematerialize: the budget of 98 bytes cannot be met; the lowest predicted peak of the exact chain DP is 132 bytes (from 164 without rematerialization), at the smallest memory limit any persistent checkpointing schedule of this 4-stage chain needs
// AUTO: remark: remat-rematerialize (budget, solver=auto): the chain DP adds 8 FLOPs (peak 132 bytes)

func.func @residual(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %a = remat.tanh %x0 : tensor<8xf32>
  %b = remat.tanh %a : tensor<8xf32>
  %c = remat.add %a, %b : tensor<8xf32>
  %d = remat.tanh %c : tensor<8xf32>
  %l = remat.mse_loss %d, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dd = remat.mse_loss_grad %one, %d, %t : tensor<f32>, tensor<8xf32>
  %dc = remat.tanh_grad %dd, %d : tensor<8xf32>
  %db = remat.tanh_grad %dc, %b : tensor<8xf32>
  %da0 = remat.tanh_grad %db, %a : tensor<8xf32>
  %da = remat.add %da0, %dc : tensor<8xf32>
  %dx = remat.tanh_grad %da, %a : tensor<8xf32>
  return %l, %dx : tensor<f32>, tensor<8xf32>
}
