// Policies combine with strategies.
// Save tags win over cheapness:
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap save-names=keep" | FileCheck %s --check-prefix=SAVE
// Recompute tags force recomputation, even of a matmul:
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut recompute-names=mm" | FileCheck %s --check-prefix=FORCE
// An empty save list lets mincut recompute matmuls too (nothing-saveable):
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut policy=nothing-saveable" | FileCheck %s --check-prefix=NOTHING
// everything-saveable recomputes nothing:
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut policy=everything-saveable" | FileCheck %s --check-prefix=EVERYTHING
// A custom save list:
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut save=matmul,tanh" | FileCheck %s --check-prefix=SAVELIST

// SAVE-LABEL: func.func @step
// SAVE: remat.barrier %{{.*}} {remat.recompute}
// SAVE-NEXT: remat.tanh {{.*}}remat.recompute
// SAVE-NOT: remat.sigmoid {{.*}}remat.recompute
// FORCE-LABEL: func.func @step
// FORCE: remat.matmul {{.*}}remat.name = "mm", remat.recompute
// NOTHING-LABEL: func.func @step
// NOTHING: remat.matmul {{.*}}remat.recompute
// EVERYTHING-LABEL: func.func @step
// EVERYTHING-NOT: remat.recompute
// SAVELIST-LABEL: func.func @step
// SAVELIST-NOT: remat.tanh {{.*}}remat.recompute
// SAVELIST: remat.sigmoid {{.*}}remat.recompute
func.func @step(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %t: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>) {
  %h = remat.matmul %x, %w {remat.name = "mm"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %a = remat.tanh %h : tensor<4x4xf32>
  %s = remat.sigmoid %a {remat.name = "keep"} : tensor<4x4xf32>
  %l = remat.mse_loss %s, %t : tensor<4x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %ds = remat.mse_loss_grad %one, %s, %t : tensor<f32>, tensor<4x4xf32>
  %da = remat.sigmoid_grad %ds, %s : tensor<4x4xf32>
  %dh = remat.tanh_grad %da, %a : tensor<4x4xf32>
  %dw = remat.matmul %h, %dh {transpose_a = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %l, %dw : tensor<f32>, tensor<4x4xf32>
}
