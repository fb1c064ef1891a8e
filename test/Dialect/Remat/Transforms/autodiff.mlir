// RUN: remat-opt %s --remat-autodiff -split-input-file | FileCheck %s
// RUN: remat-opt %s --remat-autodiff="in-place=true" -split-input-file | FileCheck %s --check-prefix=INPLACE
// RUN: remat-opt %s --remat-autodiff -split-input-file -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// The forward function stays; @f_grad returns the loss and the gradients of
// the marked arguments in order. Fan-out sums: %w feeds two matmuls.
// CHECK-LABEL: func.func @f(
// CHECK-LABEL: func.func @f_grad(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x3xf32>, %[[W:[^:]*]]: tensor<3x3xf32> {remat.param}, %[[T:[^:]*]]: tensor<4x3xf32>)
// CHECK-SAME: -> (tensor<f32>, tensor<3x3xf32>)
// CHECK: %[[H:.*]] = remat.matmul %[[X]], %[[W]]
// CHECK: %[[A:.*]] = remat.tanh %[[H]]
// CHECK: %[[Y:.*]] = remat.matmul %[[A]], %[[W]]
// CHECK: %[[L:.*]] = remat.mse_loss %[[Y]], %[[T]]
// CHECK: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[DY:.*]] = remat.mse_loss_grad %[[ONE]], %[[Y]], %[[T]]
// CHECK-DAG: %[[DA:.*]] = remat.matmul %[[DY]], %[[W]] {transpose_b = true}
// CHECK-DAG: %[[DW2:.*]] = remat.matmul %[[A]], %[[DY]] {transpose_a = true}
// CHECK: %[[DH:.*]] = remat.tanh_grad %[[DA]], %[[A]]
// CHECK: %[[DW1:.*]] = remat.matmul %[[X]], %[[DH]] {transpose_a = true}
// CHECK: %[[DW:.*]] = remat.add %[[DW2]], %[[DW1]]
// CHECK: return %[[L]], %[[DW]] : tensor<f32>, tensor<3x3xf32>

// INPLACE-LABEL: func.func @f(
// INPLACE-SAME: -> (tensor<f32>, tensor<3x3xf32>)
// INPLACE-NOT: func.func @f_grad

// Backward ops name the forward op they differentiate, at its location.
// LOC-LABEL: func.func @f_grad(
// LOC: remat.tanh_grad {{.*}} loc(#[[TG:.*]])
// LOC-DAG: #[[FWD:.*]] = loc("{{.*}}autodiff.mlir":[[@LINE+4]]:8)
// LOC-DAG: #[[TG]] = loc("grad of remat.tanh"(#[[FWD]]))
func.func @f(%x: tensor<4x3xf32>, %w: tensor<3x3xf32> {remat.param}, %t: tensor<4x3xf32>) -> tensor<f32> {
  %h = remat.matmul %x, %w : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
  %a = remat.tanh %h : tensor<4x3xf32>
  %y = remat.matmul %a, %w : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
  %l = remat.mse_loss %y, %t : tensor<4x3xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

// A checkpoint stays a region: the values its backward needs (relu's output,
// which relu_grad reads) leave it as extra results; nothing is recomputed
// here, that is the rematerialization pass's decision.
// CHECK-LABEL: func.func @region_grad(
// CHECK: %[[R:.*]]:2 = remat.checkpoint(%{{.*}}, %{{.*}}) : (tensor<2x4xf32>, tensor<4x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
// CHECK: %[[IH:.*]] = remat.matmul
// CHECK: %[[IR:.*]] = remat.relu %[[IH]]
// CHECK: %[[IS:.*]] = remat.scale %[[IR]]
// CHECK: remat.yield %[[IS]], %[[IR]] : tensor<2x4xf32>, tensor<2x4xf32>
// CHECK: remat.relu_grad %{{.*}}, %[[R]]#1
func.func @region(%x: tensor<2x4xf32>, %w: tensor<4x4xf32> {remat.param}, %t: tensor<2x4xf32>) -> tensor<f32> {
  %y = remat.checkpoint (%x, %w) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<2x4xf32>, %b: tensor<4x4xf32>):
    %h = remat.matmul %a, %b : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %r = remat.relu %h : tensor<2x4xf32>
    %s = remat.scale %r {factor = 2.0 : f64} : tensor<2x4xf32>
    remat.yield %s : tensor<2x4xf32>
  }
  %l = remat.mse_loss %y, %t : tensor<2x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

// relu_grad reads relu's output, which the next op reads as well (one
// tensor kept per layer), or its input when that is a function argument
// (held anyway); both give the same mask.
// CHECK-LABEL: func.func @relu_reads_output_grad(
// CHECK: %[[Z:.*]] = remat.bias_add
// CHECK: %[[A:.*]] = remat.relu %[[Z]]
// CHECK: %[[X:.*]] = remat.relu %arg0
// CHECK-DAG: remat.relu_grad %{{.*}}, %[[A]] :
// CHECK-DAG: remat.relu_grad %{{.*}}, %arg0 :
// CHECK-NOT: remat.relu_grad %{{.*}}, %[[Z]]
// CHECK: return
func.func @relu_reads_output(%x: tensor<2x4xf32> {remat.param}, %w: tensor<4x4xf32> {remat.param}, %b: tensor<4xf32> {remat.param}, %t: tensor<2x4xf32>) -> tensor<f32> {
  %h = remat.matmul %x, %w : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %z = remat.bias_add %h, %b : tensor<2x4xf32>, tensor<4xf32>
  %a = remat.relu %z : tensor<2x4xf32>
  %r = remat.relu %x : tensor<2x4xf32>
  %s = remat.add %a, %r : tensor<2x4xf32>
  %l = remat.mse_loss %s, %t : tensor<2x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

// Both operands of q.k^T (and of p.v) are computed inside the region: the
// matmul's rule exports two values of one region, which is rebuilt for the
// second while the first export is in use (this must not crash).
// CHECK-LABEL: func.func @attention_grad(
// CHECK: %[[R:.*]]:5 = remat.checkpoint(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : {{.*}} -> (tensor<4x8xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK: %[[Q:.*]] = remat.matmul %{{.*}}, %{{.*}} :
// CHECK: %[[K:.*]] = remat.matmul %{{.*}}, %{{.*}} :
// CHECK: %[[V:.*]] = remat.matmul %{{.*}}, %{{.*}} :
// CHECK: %[[P:.*]] = remat.softmax
// CHECK: %[[C:.*]] = remat.matmul %[[P]], %[[V]]
// CHECK: remat.yield %[[C]], %[[P]], %[[V]], %[[Q]], %[[K]] :
// CHECK-NOT: remat.checkpoint
// CHECK-DAG: remat.matmul %{{.*}}, %[[R]]#2 {transpose_b = true}
// CHECK-DAG: remat.matmul %[[R]]#1, %{{.*}} {transpose_a = true}
// CHECK-DAG: remat.softmax_grad %{{.*}}, %[[R]]#1
// CHECK-DAG: remat.matmul %{{.*}}, %[[R]]#4 : (tensor<4x4xf32>, tensor<4x8xf32>)
// CHECK-DAG: remat.matmul %{{.*}}, %[[R]]#3 {transpose_a = true}
// CHECK: return
func.func @attention(%x: tensor<4x8xf32>, %wq: tensor<8x8xf32> {remat.param}, %wk: tensor<8x8xf32> {remat.param}, %wv: tensor<8x8xf32> {remat.param}, %t: tensor<4x8xf32>) -> tensor<f32> {
  %y = remat.checkpoint (%x, %wq, %wk, %wv) : (tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %bq: tensor<8x8xf32>, %bk: tensor<8x8xf32>, %bv: tensor<8x8xf32>):
    %q = remat.matmul %a, %bq : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %k = remat.matmul %a, %bk : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %v = remat.matmul %a, %bv : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %s = remat.matmul %q, %k {transpose_b = true} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4xf32>
    %p = remat.softmax %s : tensor<4x4xf32>
    %c = remat.matmul %p, %v : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    remat.yield %c : tensor<4x8xf32>
  }
  %l = remat.mse_loss %y, %t : tensor<4x8xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

// Functions without parameters are left alone.
// CHECK-LABEL: func.func @no_params(
// CHECK-NOT: func.func @no_params_grad
func.func @no_params(%x: tensor<4xf32>) -> tensor<f32> {
  %l = remat.mse_loss %x, %x : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}
