// save= takes op names: a full name from any dialect, or a remat op's short
// name (matmul is remat.matmul). An unknown name is an error, once.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap policy=default save=remat.tanh" | FileCheck %s --check-prefix=FULL
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap policy=default save=tanh" | FileCheck %s --check-prefix=FULL
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap policy=default save=linalg.matmul" | FileCheck %s --check-prefix=OTHER
// RUN: not remat-opt %s --remat-rematerialize="strategy=cheap save=linalg.matmull" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not remat-opt %s --remat-rematerialize="strategy=cheap save=nodialect.op" 2>&1 | FileCheck %s --check-prefix=NODIALECT

// tanh's output feeds the weight gradient and the loss gradient reads the
// output matmul. A save= list replaces the default (the matrix class), so
// the matmul is recomputed; tanh is, unless it is saved.
// FULL-LABEL: func.func @step
// FULL-NOT: remat.tanh %{{.*}} {remat.recompute}
// FULL: remat.matmul %{{.*}}, %{{.*}} {remat.recompute}
// FULL-NOT: remat.tanh %{{.*}} {remat.recompute}
// OTHER-LABEL: func.func @step
// OTHER: remat.tanh %{{.*}} {remat.recompute}
// OTHER: remat.matmul %{{.*}}, %{{.*}} {remat.recompute}
// UNKNOWN: error: remat-rematerialize: save= names no op: 'linalg.matmull' is not a registered operation; did you mean 'linalg.matmul'?
// UNKNOWN-NOT: error
// NODIALECT: error: remat-rematerialize: save= names no op: 'nodialect.op' is not a registered operation{{$}}
func.func @step(%x: tensor<8x4xf32>, %w: tensor<4x4xf32>, %w2: tensor<4x2xf32>, %t: tensor<8x2xf32>)
    -> (tensor<f32>, tensor<4x2xf32>) {
  %h = remat.matmul %x, %w : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  %a = remat.tanh %h : tensor<8x4xf32>
  %y = remat.matmul %a, %w2 : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
  %l = remat.mse_loss %y, %t : tensor<8x2xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy = remat.mse_loss_grad %one, %y, %t : tensor<f32>, tensor<8x2xf32>
  %dw2 = remat.matmul %a, %dy {transpose_a = true} : (tensor<8x4xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %l, %dw2 : tensor<f32>, tensor<4x2xf32>
}
