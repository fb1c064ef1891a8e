// REQUIRES: cbc
// strategy=budget solver=ilp (Checkmate's MILP, solved by CBC) on a 6-tanh
// chain: peak 260 bytes, 8 FLOPs per tanh. The solver proves each schedule
// optimal: 240 bytes for one recomputed tanh, 160 for five, 100 bytes for
// 15 (120 FLOPs), where the greedy and the chain DP stop at 132, and the
// floor, 96 bytes (a tanh_grad's dy, x and dx), for 20 tanh and the loss
// recomputed right before the return (185 FLOPs), so that the 4-byte loss
// is not held across the backward pass. 95 bytes is proven infeasible.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=240 solver=ilp explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B240
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=160 solver=ilp explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B160
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=100 solver=ilp explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B100
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=96 solver=ilp explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B96
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=100 solver=ilp" | FileCheck %s --check-prefix=IR
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=96 solver=ilp" | FileCheck %s --check-prefix=LOSS
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=96 solver=ilp" --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=95 solver=ilp ilp-stage-bound=false" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=95 solver=ilp" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWBOUND
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=200 solver=ilp ilp-seconds=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SECONDS
// A limit past what the clock holds (1e10 s, inf) is no limit; it must not
// overflow the deadline into the past, where CBC would stop at once and
// call this feasible budget unmet.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=100 solver=ilp ilp-seconds=1e10 explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B100
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=100 solver=ilp ilp-seconds=inf explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B100
// RUN: not remat-opt %s --remat-pareto="solver=ilp ilp-seconds=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARETO-SECONDS

// B240: remark: remat-rematerialize (budget, solver=ilp): proven optimal{{.*}}, 8 FLOPs added {{.*}} predicted peak 260 -> 228 bytes for a budget of 240 bytes
// B160: remark: remat-rematerialize (budget, solver=ilp): proven optimal{{.*}}, 40 FLOPs added {{.*}} predicted peak 260 -> 132 bytes for a budget of 160 bytes
// B100: remark: remat-rematerialize (budget, solver=ilp): proven optimal{{.*}}, 120 FLOPs added {{.*}} predicted peak 260 -> 100 bytes for a budget of 100 bytes
// B96: remark: remat-rematerialize (budget, solver=ilp): proven optimal{{.*}}, 185 FLOPs added {{.*}} predicted peak 260 -> 96 bytes for a budget of 96 bytes

// IR-LABEL: func.func @chain
// IR-COUNT-15: remat.tanh %{{.*}} {remat.recompute}
// IR-NOT: remat.tanh %{{.*}} {remat.recompute}
// IR: return
// LOSS: %[[LOSS:.*]] = remat.mse_loss %{{.*}}, %{{.*}} {remat.recompute}
// LOSS-NEXT: return %[[LOSS]],
// REPORT: peak bytes: 96

// LOW: error: remat-rematerialize: the budget of 95 bytes cannot be met: CBC proved that no schedule of this program order fits it
// LOW: note: no rematerialization of this program order goes below 96 bytes
// With the stage cost bound (the default) no MILP is built: a tanh_grad's
// operands and result (96 bytes) do not fit at its stage.
// LOWBOUND: error: remat-rematerialize: the budget of 95 bytes cannot be met: the stage cost bound proves that no schedule of this program order fits it {{.*}}(0 variables, 0 constraints
// LOWBOUND: note: no rematerialization of this program order goes below 96 bytes
// SECONDS: error: remat-rematerialize: ilp-seconds must be positive
// PARETO-SECONDS: error: remat-pareto: ilp-seconds must be positive

func.func @chain(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %x1 = remat.tanh %x0 : tensor<8xf32>
  %x2 = remat.tanh %x1 : tensor<8xf32>
  %x3 = remat.tanh %x2 : tensor<8xf32>
  %x4 = remat.tanh %x3 : tensor<8xf32>
  %x5 = remat.tanh %x4 : tensor<8xf32>
  %x6 = remat.tanh %x5 : tensor<8xf32>
  %l = remat.mse_loss %x6, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %d6 = remat.mse_loss_grad %one, %x6, %t : tensor<f32>, tensor<8xf32>
  %d5 = remat.tanh_grad %d6, %x6 : tensor<8xf32>
  %d4 = remat.tanh_grad %d5, %x5 : tensor<8xf32>
  %d3 = remat.tanh_grad %d4, %x4 : tensor<8xf32>
  %d2 = remat.tanh_grad %d3, %x3 : tensor<8xf32>
  %d1 = remat.tanh_grad %d2, %x2 : tensor<8xf32>
  %d0 = remat.tanh_grad %d1, %x1 : tensor<8xf32>
  return %l, %d0 : tensor<f32>, tensor<8xf32>
}
