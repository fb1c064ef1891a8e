// remat-rematerialize rewrites any function-like op (FunctionOpInterface),
// here upstream's ml_program.func, loaded into upstream mlir-opt from the
// plugin. It is op-agnostic: named on the module, it runs on every
// function-like op of it; nested by hand, on that op alone.
// RUN: %{plugin_env} mlir-opt %s --load-dialect-plugin=%remat_lib/RematPlugin.so \
// RUN:   --load-pass-plugin=%remat_lib/RematPlugin.so \
// RUN:   --pass-pipeline='builtin.module(remat-rematerialize{strategy=cheap})' \
// RUN:   | FileCheck %s --check-prefixes=CHECK,MODULE
// RUN: %{plugin_env} mlir-opt %s --load-dialect-plugin=%remat_lib/RematPlugin.so \
// RUN:   --load-pass-plugin=%remat_lib/RematPlugin.so \
// RUN:   --pass-pipeline='builtin.module(ml_program.func(remat-rematerialize{strategy=cheap}))' \
// RUN:   | FileCheck %s --check-prefixes=CHECK,MLONLY
// remat-pareto reads every function-like op too:
// RUN: %{plugin_env} mlir-opt %s --load-dialect-plugin=%remat_lib/RematPlugin.so \
// RUN:   --load-pass-plugin=%remat_lib/RematPlugin.so \
// RUN:   --pass-pipeline='builtin.module(remat-pareto{budgets=100%})' -o /dev/null \
// RUN:   2>&1 | FileCheck %s --check-prefix=PARETO

// relu's output feeds the weight gradient; its input is kept for relu_grad,
// so strategy=cheap recomputes relu from it behind a barrier.
// CHECK-LABEL: ml_program.func @step
// CHECK: %[[Z:.*]] = remat.bias_add
// CHECK: %[[K:.*]] = remat.barrier %[[Z]] {remat.recompute}
// CHECK-NEXT: %[[A2:.*]] = remat.relu %[[K]] {remat.recompute}
// CHECK-NEXT: remat.matmul %[[A2]], %{{.*}} {transpose_a = true}
// CHECK: ml_program.return
// MODULE-LABEL: func.func @plain
// MODULE: remat.relu %{{.*}} {remat.recompute}
// MLONLY-LABEL: func.func @plain
// MLONLY-NOT: remat.recompute
// PARETO: == Pareto curve for @step
// PARETO: == Pareto curve for @plain
ml_program.func @step(%x: tensor<8x4xf32>, %w1: tensor<4x16xf32>, %b1: tensor<16xf32>, %w2: tensor<16x2xf32>, %t: tensor<8x2xf32>)
    -> (tensor<f32>, tensor<16x2xf32>, tensor<4x16xf32>) {
  %h = remat.matmul %x, %w1 : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %z = remat.bias_add %h, %b1 : tensor<8x16xf32>, tensor<16xf32>
  %a = remat.relu %z : tensor<8x16xf32>
  %y = remat.matmul %a, %w2 : (tensor<8x16xf32>, tensor<16x2xf32>) -> tensor<8x2xf32>
  %l = remat.mse_loss %y, %t : tensor<8x2xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy = remat.mse_loss_grad %one, %y, %t : tensor<f32>, tensor<8x2xf32>
  %dw2 = remat.matmul %a, %dy {transpose_a = true} : (tensor<8x16xf32>, tensor<8x2xf32>) -> tensor<16x2xf32>
  %da = remat.matmul %dy, %w2 {transpose_b = true} : (tensor<8x2xf32>, tensor<16x2xf32>) -> tensor<8x16xf32>
  %dz = remat.relu_grad %da, %z : tensor<8x16xf32>
  %dw1 = remat.matmul %x, %dz {transpose_a = true} : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  ml_program.return %l, %dw2, %dw1 : tensor<f32>, tensor<16x2xf32>, tensor<4x16xf32>
}

// The same step as a func.func: rewritten by the module-level form, left
// alone when only ml_program.func is named.
func.func @plain(%x: tensor<8x4xf32>, %w1: tensor<4x16xf32>, %b1: tensor<16xf32>, %w2: tensor<16x2xf32>, %t: tensor<8x2xf32>)
    -> (tensor<f32>, tensor<16x2xf32>, tensor<4x16xf32>) {
  %h = remat.matmul %x, %w1 : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %z = remat.bias_add %h, %b1 : tensor<8x16xf32>, tensor<16xf32>
  %a = remat.relu %z : tensor<8x16xf32>
  %y = remat.matmul %a, %w2 : (tensor<8x16xf32>, tensor<16x2xf32>) -> tensor<8x2xf32>
  %l = remat.mse_loss %y, %t : tensor<8x2xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy = remat.mse_loss_grad %one, %y, %t : tensor<f32>, tensor<8x2xf32>
  %dw2 = remat.matmul %a, %dy {transpose_a = true} : (tensor<8x16xf32>, tensor<8x2xf32>) -> tensor<16x2xf32>
  %da = remat.matmul %dy, %w2 {transpose_b = true} : (tensor<8x2xf32>, tensor<16x2xf32>) -> tensor<8x16xf32>
  %dz = remat.relu_grad %da, %z : tensor<8x16xf32>
  %dw1 = remat.matmul %x, %dz {transpose_a = true} : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %l, %dw2, %dw1 : tensor<f32>, tensor<16x2xf32>, tensor<4x16xf32>
}
