// RUN: remat-opt %s -test-remat-phases | FileCheck %s
// RUN: remat-opt %remat_src/examples/tiny_mlp_train_step.mlir -test-remat-phases | FileCheck %s --check-prefix=TINY
// RUN: remat-opt %remat_src/examples/mlp_train_step.mlir -test-remat-phases | FileCheck %s --check-prefix=MLP
// RUN: remat-opt %remat_src/examples/residual_checkpoint.mlir -test-remat-phases | FileCheck %s --check-prefix=RES

// The phase rule (include/remat/Analysis/Phase.h): an op is backward if it is
// a gradient op or depends, transitively, on the result of one; otherwise it
// is forward. An activation is a result of a forward op with a backward use.
// The test pass writes `test.phase` on every op and `test.activations` (the
// activation result numbers) on ops that produce activations. Attribute
// dictionaries are matched whole, so a missing `test.activations` is checked
// too.

// A 1-hidden-layer MLP step: the pre-activation %z1, the hidden output %a1
// and the logits are activations; the matmul feeding only the bias add is not.

// CHECK-LABEL: func.func @tiny_mlp(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>, %[[L:[^:]+]]: tensor<4x2xf32>,
// CHECK-SAME:    %[[W1:[^:]+]]: tensor<8x16xf32> {remat.param}, %[[B1:[^:]+]]: tensor<16xf32> {remat.param},
// CHECK-SAME:    %[[W2:[^:]+]]: tensor<16x2xf32> {remat.param})
// CHECK:         %[[H1:.*]] = remat.matmul %[[X]], %[[W1]] {test.phase = "forward"} :
// CHECK-NEXT:    %[[Z1:.*]] = remat.bias_add %[[H1]], %[[B1]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:    %[[A1:.*]] = remat.relu %[[Z1]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:    %[[LOGITS:.*]] = remat.matmul %[[A1]], %[[W2]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:    %[[LOSS:.*]] = remat.softmax_cross_entropy %[[LOGITS]], %[[L]] {test.phase = "forward"} :
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant {test.phase = "forward"} dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[DLOGITS:.*]] = remat.softmax_cross_entropy_grad %[[ONE]], %[[LOGITS]], %[[L]] {test.phase = "backward"} :
// CHECK-NEXT:    %[[DW2:.*]] = remat.matmul %[[A1]], %[[DLOGITS]] {test.phase = "backward", transpose_a = true} :
// CHECK-NEXT:    %[[DA1:.*]] = remat.matmul %[[DLOGITS]], %[[W2]] {test.phase = "backward", transpose_b = true} :
// CHECK-NEXT:    %[[DZ1:.*]] = remat.relu_grad %[[DA1]], %[[Z1]] {test.phase = "backward"} :
// CHECK-NEXT:    %[[DW1:.*]] = remat.matmul %[[X]], %[[DZ1]] {test.phase = "backward", transpose_a = true} :
// CHECK-NEXT:    %[[DB1:.*]] = remat.reduce_sum %[[DZ1]] {axes = array<i64: 0>, test.phase = "backward"} :
// The return consumes gradients, so it is backward; returning the loss does
// not keep it for the backward pass, so the loss is no activation.
// CHECK-NEXT:    return {test.phase = "backward"} %[[LOSS]], %[[DW1]], %[[DB1]], %[[DW2]] :
func.func @tiny_mlp(%x: tensor<4x8xf32>, %labels: tensor<4x2xf32>,
                    %w1: tensor<8x16xf32> {remat.param}, %b1: tensor<16xf32> {remat.param},
                    %w2: tensor<16x2xf32> {remat.param})
    -> (tensor<f32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x2xf32>) {
  %h1 = remat.matmul %x, %w1 : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %z1 = remat.bias_add %h1, %b1 : tensor<4x16xf32>, tensor<16xf32>
  %a1 = remat.relu %z1 : tensor<4x16xf32>
  %logits = remat.matmul %a1, %w2 : (tensor<4x16xf32>, tensor<16x2xf32>) -> tensor<4x2xf32>
  %loss = remat.softmax_cross_entropy %logits, %labels : tensor<4x2xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dlogits = remat.softmax_cross_entropy_grad %one, %logits, %labels : tensor<f32>, tensor<4x2xf32>
  %dw2 = remat.matmul %a1, %dlogits {transpose_a = true} : (tensor<4x16xf32>, tensor<4x2xf32>) -> tensor<16x2xf32>
  %da1 = remat.matmul %dlogits, %w2 {transpose_b = true} : (tensor<4x2xf32>, tensor<16x2xf32>) -> tensor<4x16xf32>
  %dz1 = remat.relu_grad %da1, %z1 : tensor<4x16xf32>
  %dw1 = remat.matmul %x, %dz1 {transpose_a = true} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %db1 = remat.reduce_sum %dz1 {axes = array<i64: 0>} : tensor<4x16xf32> -> tensor<16xf32>
  return %loss, %dw1, %db1, %dw2 : tensor<f32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x2xf32>
}

// A forward value whose only users are forward ops is not an activation:
// %t feeds only the sigmoid; the sigmoid's output feeds the gradient op.

// CHECK-LABEL: func.func @forward_only_use(
// CHECK:         %[[T:.*]] = remat.tanh %{{.*}} {test.phase = "forward"} :
// CHECK-NEXT:    %[[S:.*]] = remat.sigmoid %[[T]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:    %[[DT:.*]] = remat.sigmoid_grad %{{.*}}, %[[S]] {test.phase = "backward"} :
// CHECK-NEXT:    return {test.phase = "backward"} %[[DT]] :
func.func @forward_only_use(%x: tensor<4x8xf32>, %dy: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = remat.tanh %x : tensor<4x8xf32>
  %s = remat.sigmoid %t : tensor<4x8xf32>
  %dt = remat.sigmoid_grad %dy, %s : tensor<4x8xf32>
  return %dt : tensor<4x8xf32>
}

// Function arguments are owned by the caller and are never activations, even
// when backward ops read them: here only arguments feed the backward, so no
// op carries `test.activations`.

// CHECK-LABEL: func.func @argument_in_backward(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>, %[[W:[^:]+]]: tensor<8x8xf32>, %[[DY:[^:]+]]: tensor<4x8xf32>)
// CHECK-NOT:     test.activations
// CHECK:         %[[DZ:.*]] = remat.relu_grad %[[DY]], %[[X]] {test.phase = "backward"} :
// CHECK-NOT:     test.activations
// CHECK:         remat.matmul %[[X]], %[[DZ]] {test.phase = "backward", transpose_a = true} :
// CHECK-NOT:     test.activations
// CHECK:         remat.matmul %[[DZ]], %[[W]] {test.phase = "backward", transpose_b = true} :
// CHECK-NOT:     test.activations
// CHECK:         return {test.phase = "backward"}
func.func @argument_in_backward(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %dy: tensor<4x8xf32>)
    -> (tensor<8x8xf32>, tensor<4x8xf32>) {
  %dz = remat.relu_grad %dy, %x : tensor<4x8xf32>
  %dw = remat.matmul %x, %dz {transpose_a = true} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %dx = remat.matmul %dz, %w {transpose_b = true} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  return %dw, %dx : tensor<8x8xf32>, tensor<4x8xf32>
}

// The phase follows data dependence, not position: a forward op placed after
// the gradient ops stays forward, and a forward op no backward op uses
// produces no activation.

// CHECK-LABEL: func.func @forward_unused_by_backward(
// CHECK:         %[[Y:.*]] = remat.relu %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:    %[[E:.*]] = remat.exp %[[Y]] {test.phase = "forward"} :
// CHECK-NEXT:    %[[DX:.*]] = remat.relu_grad %{{.*}}, %[[Y]] {test.phase = "backward"} :
// CHECK-NEXT:    remat.reduce_mean %[[E]] {test.phase = "forward"} :
// CHECK-NEXT:    return {test.phase = "backward"} %[[DX]] :
func.func @forward_unused_by_backward(%x: tensor<4x8xf32>, %dy: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = remat.relu %x : tensor<4x8xf32>
  %e = remat.exp %y : tensor<4x8xf32>
  %dx = remat.relu_grad %dy, %y : tensor<4x8xf32>
  %m = remat.reduce_mean %e : tensor<4x8xf32> -> tensor<4xf32>
  return %dx : tensor<4x8xf32>
}

// A returned forward value: `return` consumes a gradient, so it is backward,
// but a terminator's use is no backward computation: the returned loss is not
// an activation.

// CHECK-LABEL: func.func @returned_forward_value(
// CHECK:         %[[LOSS:.*]] = remat.mse_loss {{.*}} {test.phase = "forward"} :
// CHECK:         %[[DP:.*]] = remat.mse_loss_grad {{.*}} {test.phase = "backward"} :
// CHECK-NEXT:    return {test.phase = "backward"} %[[LOSS]], %[[DP]] :
func.func @returned_forward_value(%pred: tensor<4x8xf32>, %target: tensor<4x8xf32>)
    -> (tensor<f32>, tensor<4x8xf32>) {
  %loss = remat.mse_loss %pred, %target : tensor<4x8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dp = remat.mse_loss_grad %one, %pred, %target : tensor<f32>, tensor<4x8xf32>
  return %loss, %dp : tensor<f32>, tensor<4x8xf32>
}

// A checkpoint region with forward operands is forward, and so is everything
// inside it: the inner values are only yielded, never used by a backward op.
// The checkpoint result a backward op reads (#1 here) is the activation; #0,
// used only by a forward op, is not.

// CHECK-LABEL: func.func @checkpoint(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>, %[[W:[^:]+]]: tensor<8x8xf32>, %[[DY:[^:]+]]: tensor<4x8xf32>)
// CHECK:         %[[CK:.*]]:2 = remat.checkpoint(%[[X]], %[[W]]) {test.activations = array<i64: 1>, test.phase = "forward"} :
// CHECK-NEXT:    ^bb0(%[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<8x8xf32>):
// CHECK-NEXT:      %[[H:.*]] = remat.matmul %[[A]], %[[B]] {test.phase = "forward"} :
// CHECK-NEXT:      %[[R:.*]] = remat.relu %[[H]] {test.phase = "forward"} :
// CHECK-NEXT:      remat.yield %[[R]], %[[H]] : tensor<4x8xf32>, tensor<4x8xf32> {test.phase = "forward"}
// CHECK-NEXT:    }
// CHECK-NEXT:    remat.sigmoid %[[CK]]#0 {test.phase = "forward"} :
// CHECK-NEXT:    %[[DH:.*]] = remat.relu_grad %[[DY]], %[[CK]]#1 {test.phase = "backward"} :
// CHECK-NEXT:    return {test.phase = "backward"} %[[DH]] :
func.func @checkpoint(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %dy: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r, %h = remat.checkpoint (%x, %w)
      : (tensor<4x8xf32>, tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>):
    %0 = remat.matmul %a, %b : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %1 = remat.relu %0 : tensor<4x8xf32>
    remat.yield %1, %0 : tensor<4x8xf32>, tensor<4x8xf32>
  }
  %s = remat.sigmoid %r : tensor<4x8xf32>
  %dh = remat.relu_grad %dy, %h : tensor<4x8xf32>
  return %dh : tensor<4x8xf32>
}

// A checkpoint with a backward operand is backward. Each block argument takes
// the phase of its operand, so inside the region an op reading only the
// forward argument stays forward (and is an activation of the backward op
// that reads it), while an op reading the backward argument is backward.

// CHECK-LABEL: func.func @checkpoint_with_backward_operand(
// CHECK:         %[[T:.*]] = remat.tanh %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:    %[[G:.*]] = remat.tanh_grad %{{.*}}, %[[T]] {test.phase = "backward"} :
// CHECK-NEXT:    %[[CK:.*]] = remat.checkpoint(%[[G]], %[[T]]) {test.phase = "backward"} :
// CHECK-NEXT:    ^bb0(%[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<4x8xf32>):
// CHECK-NEXT:      %[[S:.*]] = remat.sigmoid %[[B]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:      %[[M:.*]] = remat.mul %[[A]], %[[S]] {test.phase = "backward"} :
// CHECK-NEXT:      remat.yield %[[M]] : tensor<4x8xf32> {test.phase = "backward"}
// CHECK-NEXT:    }
// CHECK-NEXT:    return {test.phase = "backward"} %[[CK]] :
func.func @checkpoint_with_backward_operand(%x: tensor<4x8xf32>, %dy: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = remat.tanh %x : tensor<4x8xf32>
  %g = remat.tanh_grad %dy, %t : tensor<4x8xf32>
  %r = remat.checkpoint (%g, %t) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>):
    %s = remat.sigmoid %b : tensor<4x8xf32>
    %m = remat.mul %a, %s : tensor<4x8xf32>
    remat.yield %m : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// A gradient op starts the backward phase even when all its operands are
// forward values (here the gradient of sum(sigmoid(x)), whose dy is a
// constant of ones). Everything downstream of it is backward, whatever its
// dialect.

// CHECK-LABEL: func.func @gradient_of_forward_values(
// CHECK:         %[[Y:.*]] = remat.sigmoid %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// CHECK-NEXT:    %[[ONES:.*]] = arith.constant {test.phase = "forward"} dense<1.000000e+00> : tensor<4x8xf32>
// CHECK-NEXT:    %[[DX:.*]] = remat.sigmoid_grad %[[ONES]], %[[Y]] {test.phase = "backward"} :
// CHECK-NEXT:    %[[S:.*]] = remat.scale %[[DX]] {factor = 5.000000e-01 : f64, test.phase = "backward"} :
// CHECK-NEXT:    %[[N:.*]] = arith.negf %[[S]] {test.phase = "backward"} :
// CHECK-NEXT:    return {test.phase = "backward"} %[[N]] :
func.func @gradient_of_forward_values(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = remat.sigmoid %x : tensor<4x8xf32>
  %ones = arith.constant dense<1.0> : tensor<4x8xf32>
  %dx = remat.sigmoid_grad %ones, %y : tensor<4x8xf32>
  %s = remat.scale %dx {factor = 0.5 : f64} : tensor<4x8xf32>
  %n = arith.negf %s : tensor<4x8xf32>
  return %n : tensor<4x8xf32>
}

// The `arith.constant` seed of the backward pass has no operands and is no
// gradient op, so it is forward; read by the loss gradient, it is still no
// activation: constants are data of the program, never held memory. The loss itself, unused by the backward
// and not returned, is not.

// CHECK-LABEL: func.func @constant_seed(
// CHECK:         %[[LOSS:.*]] = remat.mse_loss {{.*}} {test.phase = "forward"} :
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant {test.phase = "forward"} dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[DP:.*]] = remat.mse_loss_grad %[[ONE]], {{.*}} {test.phase = "backward"} :
// CHECK-NEXT:    return {test.phase = "backward"} %[[DP]] :
func.func @constant_seed(%pred: tensor<4x8xf32>, %target: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %loss = remat.mse_loss %pred, %target : tensor<4x8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dp = remat.mse_loss_grad %one, %pred, %target : tensor<f32>, tensor<4x8xf32>
  return %dp : tensor<4x8xf32>
}

// A function without gradient ops is all forward, and has no activations.

// CHECK-LABEL: func.func @forward_only(
// CHECK-NOT:     test.activations
// CHECK-NOT:     "backward"
// CHECK:         remat.gelu %{{.*}} {test.phase = "forward"} :
// CHECK-NOT:     test.activations
// CHECK-NOT:     "backward"
// CHECK:         return {test.phase = "forward"}
func.func @forward_only(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = remat.gelu %x : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

//===----------------------------------------------------------------------===//
// The examples
//===----------------------------------------------------------------------===//

// TINY-LABEL: func.func @tiny_mlp_train_step(
// TINY-SAME:    %[[X:[^:]+]]: tensor<8x32xf32>
// TINY:         %[[H1:.*]] = remat.matmul %[[X]], %{{.*}} {test.phase = "forward"} :
// TINY-NEXT:    %[[Z1:.*]] = remat.bias_add %[[H1]], %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// TINY-NEXT:    %[[A1:.*]] = remat.relu %[[Z1]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// TINY-NEXT:    %[[H2:.*]] = remat.matmul %[[A1]], %{{.*}} {test.phase = "forward"} :
// TINY-NEXT:    %[[LOGITS:.*]] = remat.bias_add %[[H2]], %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// TINY-NEXT:    %[[LOSS:.*]] = remat.softmax_cross_entropy %[[LOGITS]], %{{.*}} {test.phase = "forward"} :
// TINY-NEXT:    %[[ONE:.*]] = arith.constant {test.phase = "forward"}
// TINY-NEXT:    %[[DL:.*]] = remat.softmax_cross_entropy_grad %[[ONE]], %[[LOGITS]], %{{.*}} {test.phase = "backward"} :
// TINY-NEXT:    remat.matmul %[[A1]], %[[DL]] {test.phase = "backward", transpose_a = true} :
// TINY-NEXT:    remat.reduce_sum %[[DL]] {axes = array<i64: 0>, test.phase = "backward"} :
// TINY-NEXT:    %[[DA1:.*]] = remat.matmul %[[DL]], %{{.*}} {test.phase = "backward", transpose_b = true} :
// TINY-NEXT:    %[[DZ1:.*]] = remat.relu_grad %[[DA1]], %[[Z1]] {test.phase = "backward"} :
// TINY-NEXT:    remat.matmul %[[X]], %[[DZ1]] {test.phase = "backward", transpose_a = true} :
// TINY-NEXT:    remat.reduce_sum %[[DZ1]] {axes = array<i64: 0>, test.phase = "backward"} :
// TINY-NEXT:    return {test.phase = "backward"} %[[LOSS]],

// The 4-layer MLP example. Every forward op, with its activations, then the key
// backward reads of those activations.

// MLP-LABEL: func.func @mlp_train_step(
// MLP-SAME:    %[[X:[^:]+]]: tensor<32x784xf32>
// MLP:         %[[H1:.*]] = remat.matmul %[[X]], %{{.*}} {test.phase = "forward"} :
// MLP-NEXT:    %[[Z1:.*]] = remat.bias_add %[[H1]], %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// MLP-NEXT:    %[[X1:.*]] = remat.relu %[[Z1]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// MLP-NEXT:    %[[H2:.*]] = remat.matmul %[[X1]], %{{.*}} {test.phase = "forward"} :
// MLP-NEXT:    %[[Z2:.*]] = remat.bias_add %[[H2]], %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// MLP-NEXT:    %[[X2:.*]] = remat.relu %[[Z2]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// MLP-NEXT:    %[[H3:.*]] = remat.matmul %[[X2]], %{{.*}} {test.phase = "forward"} :
// MLP-NEXT:    %[[Z3:.*]] = remat.bias_add %[[H3]], %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// MLP-NEXT:    %[[X3:.*]] = remat.relu %[[Z3]] {test.activations = array<i64: 0>, test.phase = "forward"} :
// MLP-NEXT:    %[[H4:.*]] = remat.matmul %[[X3]], %{{.*}} {test.phase = "forward"} :
// MLP-NEXT:    %[[LOGITS:.*]] = remat.bias_add %[[H4]], %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} :
// MLP-NEXT:    %[[LOSS:.*]] = remat.softmax_cross_entropy %[[LOGITS]], %{{.*}} {test.phase = "forward"} :
// MLP-NEXT:    %[[ONE:.*]] = arith.constant {test.phase = "forward"}
// MLP-NEXT:    %[[DZ4:.*]] = remat.softmax_cross_entropy_grad %[[ONE]], %[[LOGITS]], %{{.*}} {test.phase = "backward"} :
// MLP-NEXT:    remat.matmul %[[X3]], %[[DZ4]] {test.phase = "backward", transpose_a = true} :
// MLP:         remat.relu_grad %{{.*}}, %[[Z3]] {test.phase = "backward"} :
// MLP-NEXT:    remat.matmul %[[X2]], %{{.*}} {test.phase = "backward", transpose_a = true} :
// MLP:         remat.relu_grad %{{.*}}, %[[Z2]] {test.phase = "backward"} :
// MLP-NEXT:    remat.matmul %[[X1]], %{{.*}} {test.phase = "backward", transpose_a = true} :
// MLP:         %[[DZ1:.*]] = remat.relu_grad %{{.*}}, %[[Z1]] {test.phase = "backward"} :
// MLP-NEXT:    remat.matmul %[[X]], %[[DZ1]] {test.phase = "backward", transpose_a = true} :
// MLP-NEXT:    remat.reduce_sum %[[DZ1]] {axes = array<i64: 0>, test.phase = "backward"} :
// MLP-NEXT:    return {test.phase = "backward"} %[[LOSS]],

// The residual blocks: each checkpoint and its inner ops are forward; the
// results the backward reads (#1..#3: the layernorm output, the
// pre-activation and the gelu output) are the checkpoint's activations; the
// block inputs %x (an argument) and %y1 are read by layernorm_grad.

// RES-LABEL: func.func @residual_train_step(
// RES-SAME:    %[[X:[^:]+]]: tensor<64x128xf32>
// RES:         %[[CK1:.*]]:4 = remat.checkpoint(%[[X]], {{.*}}) {test.activations = array<i64: 1, 2, 3>, test.phase = "forward"} :
// RES-NEXT:    ^bb0(
// RES-NEXT:      remat.layernorm {{.*}} {test.phase = "forward"} :
// RES-NEXT:      remat.matmul {{.*}} {test.phase = "forward"} :
// RES-NEXT:      remat.gelu {{.*}} {test.phase = "forward"} :
// RES-NEXT:      remat.matmul {{.*}} {test.phase = "forward"} :
// RES-NEXT:      remat.yield {{.*}} {test.phase = "forward"}
// RES-NEXT:    }
// RES-NEXT:    %[[Y1:.*]] = remat.add %[[X]], %[[CK1]]#0 {test.activations = array<i64: 0>, test.phase = "forward"} :
// RES-NEXT:    %[[CK2:.*]]:4 = remat.checkpoint(%[[Y1]], {{.*}}) {test.activations = array<i64: 1, 2, 3>, test.phase = "forward"} :
// RES:         remat.yield {{.*}} {test.phase = "forward"}
// RES-NEXT:    }
// RES-NEXT:    %[[Y2:.*]] = remat.add %[[Y1]], %[[CK2]]#0 {test.activations = array<i64: 0>, test.phase = "forward"} :
// RES-NEXT:    %[[LOSS:.*]] = remat.mse_loss %[[Y2]], %{{.*}} {test.phase = "forward"} :
// RES-NEXT:    %[[ONE:.*]] = arith.constant {test.phase = "forward"}
// RES-NEXT:    %[[DY2:.*]] = remat.mse_loss_grad %[[ONE]], %[[Y2]], %{{.*}} {test.phase = "backward"} :
// RES-NEXT:    remat.matmul %[[CK2]]#3, %[[DY2]] {test.phase = "backward", transpose_a = true} :
// RES-NEXT:    %[[DA2:.*]] = remat.matmul %[[DY2]], %{{.*}} {test.phase = "backward", transpose_b = true} :
// RES-NEXT:    %[[DH2:.*]] = remat.gelu_grad %[[DA2]], %[[CK2]]#2 {test.phase = "backward"} :
// RES-NEXT:    remat.matmul %[[CK2]]#1, %[[DH2]] {test.phase = "backward", transpose_a = true} :
// RES-NEXT:    %[[DN2:.*]] = remat.matmul %[[DH2]], %{{.*}} {test.phase = "backward", transpose_b = true} :
// RES-NEXT:    %[[DXLN2:.*]], %{{.*}}, %{{.*}} = remat.layernorm_grad %[[DN2]], %[[Y1]], %{{.*}} {test.phase = "backward"} :
// RES-NEXT:    %[[DY1:.*]] = remat.add %[[DY2]], %[[DXLN2]] {test.phase = "backward"} :
// RES-NEXT:    remat.matmul %[[CK1]]#3, %[[DY1]] {test.phase = "backward", transpose_a = true} :
// RES:         remat.gelu_grad %{{.*}}, %[[CK1]]#2 {test.phase = "backward"} :
// RES-NEXT:    remat.matmul %[[CK1]]#1, %{{.*}} {test.phase = "backward", transpose_a = true} :
// RES:         remat.layernorm_grad %{{.*}}, %[[X]], %{{.*}} {test.phase = "backward"} :
// RES-NEXT:    return {test.phase = "backward"} %[[LOSS]],
