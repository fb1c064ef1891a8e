// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" -split-input-file | FileCheck %s --check-prefix=CHEAP
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut" -split-input-file | FileCheck %s --check-prefix=MINCUT
// RUN: remat-opt %s --remat-rematerialize="strategy=regions" -split-input-file | FileCheck %s --check-prefix=REGIONS
// Recomputations survive CSE and canonicalization: the barrier keeps them
// apart from the originals.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" --cse --canonicalize -split-input-file | FileCheck %s --check-prefix=CHEAP
// The output is deterministic.
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut" -split-input-file > %t.1
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut" -split-input-file > %t.2
// RUN: diff %t.1 %t.2

// A 2-layer MLP step. relu's output %a feeds the weight gradient; its input
// %z is kept anyway for relu_grad, so relu is recomputed from it right before
// the weight gradient's matmul, and %a dies in the forward pass.
// CHEAP-LABEL: func.func @mlp
// CHEAP: %[[Z:.*]] = remat.bias_add
// CHEAP: %[[A:.*]] = remat.relu %[[Z]] : tensor<8x16xf32>
// CHEAP: %[[Y:.*]] = remat.matmul %[[A]], %{{.*}}
// CHEAP: %[[DY:.*]] = remat.mse_loss_grad
// CHEAP: %[[K:.*]] = remat.barrier %[[Z]] {remat.recompute} : tensor<8x16xf32>
// CHEAP-NEXT: %[[A2:.*]] = remat.relu %[[K]] {remat.recompute} : tensor<8x16xf32>
// CHEAP-NEXT: remat.matmul %[[A2]], %[[DY]] {transpose_a = true}
// CHEAP-NOT: remat.matmul %[[A]],
// CHEAP: remat.relu_grad %{{.*}}, %[[Z]]
// MINCUT-LABEL: func.func @mlp
// MINCUT: %[[Z:.*]] = remat.bias_add
// MINCUT: %[[K:.*]] = remat.barrier %[[Z]] {remat.recompute}
// MINCUT-NEXT: remat.relu %[[K]] {remat.recompute}
// REGIONS-LABEL: func.func @mlp
// REGIONS-NOT: remat.recompute
func.func @mlp(%x: tensor<8x4xf32>, %w1: tensor<4x16xf32>, %b1: tensor<16xf32>, %w2: tensor<16x2xf32>, %t: tensor<8x2xf32>)
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

// -----

// Nothing to gain: the only activations are matmul outputs (never
// recomputed by default) and the function's own argument.
// REGIONS-LABEL: func.func @nothing
// CHEAP-LABEL: func.func @nothing
// CHEAP-NOT: remat.recompute
// MINCUT-LABEL: func.func @nothing
// MINCUT-NOT: remat.recompute
func.func @nothing(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %t: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>) {
  %y = remat.matmul %x, %w : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %l = remat.mse_loss %y, %t : tensor<4x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy = remat.mse_loss_grad %one, %y, %t : tensor<f32>, tensor<4x4xf32>
  %dw = remat.matmul %x, %dy {transpose_a = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %l, %dw : tensor<f32>, tensor<4x4xf32>
}

// -----

// A value used by several backward ops is recomputed once, before the first,
// and all backward uses read the recomputation; forward uses keep the
// original. (exp's input %s is kept anyway: sigmoid_grad needs it.)
// MINCUT-LABEL: func.func @several_uses
// REGIONS-LABEL: func.func @several_uses
// CHEAP-LABEL: func.func @several_uses
// CHEAP: %[[S:.*]] = remat.sigmoid %{{.*}} : tensor<4x4xf32>
// CHEAP: %[[E:.*]] = remat.exp %[[S]] : tensor<4x4xf32>
// CHEAP: remat.mse_loss %[[E]],
// CHEAP: %[[K:.*]] = remat.barrier %[[S]] {remat.recompute}
// CHEAP-NEXT: %[[E2:.*]] = remat.exp %[[K]] {remat.recompute}
// CHEAP-NEXT: %[[D:.*]] = remat.mse_loss_grad %{{.*}}, %[[E2]], %{{.*}}
// CHEAP-NEXT: %[[G:.*]] = remat.mul %[[D]], %[[E2]]
// CHEAP-NEXT: %[[G2:.*]] = remat.mul %[[G]], %[[E2]]
// CHEAP-NEXT: remat.sigmoid_grad %[[G2]], %[[S]]
func.func @several_uses(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %t: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>) {
  %h = remat.matmul %x, %w : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = remat.sigmoid %h : tensor<4x4xf32>
  %e = remat.exp %s : tensor<4x4xf32>
  %l = remat.mse_loss %e, %t : tensor<4x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %de = remat.mse_loss_grad %one, %e, %t : tensor<f32>, tensor<4x4xf32>
  %g1 = remat.mul %de, %e : tensor<4x4xf32>
  %g2 = remat.mul %g1, %e : tensor<4x4xf32>
  %ds = remat.sigmoid_grad %g2, %s : tensor<4x4xf32>
  return %l, %ds : tensor<f32>, tensor<4x4xf32>
}

// -----

// strategy=regions recomputes a checkpoint region whole, from its operands,
// before the first backward use of its results.
// CHEAP-LABEL: func.func @region
// MINCUT-LABEL: func.func @region
// REGIONS-LABEL: func.func @region
// REGIONS: %[[R:.*]]:2 = remat.checkpoint(%[[X:[^,]*]], %[[W:[^)]*]]) :
// REGIONS: remat.mse_loss %[[R]]#0
// REGIONS: %[[KX:.*]] = remat.barrier %[[X]] {remat.recompute}
// REGIONS: %[[KW:.*]] = remat.barrier %[[W]] {remat.recompute}
// REGIONS: %[[C:.*]]:2 = remat.checkpoint(%[[KX]], %[[KW]]) {remat.recompute}
// REGIONS: remat.mse_loss_grad %{{.*}}, %[[C]]#0
// REGIONS: remat.relu_grad %{{.*}}, %[[C]]#1
func.func @region(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>, %t: tensor<2x4xf32>) -> (tensor<f32>, tensor<2x4xf32>) {
  %y:2 = remat.checkpoint (%x, %w) : (tensor<2x4xf32>, tensor<4x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  ^bb0(%a: tensor<2x4xf32>, %b: tensor<4x4xf32>):
    %h = remat.matmul %a, %b : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %r = remat.relu %h : tensor<2x4xf32>
    remat.yield %r, %h : tensor<2x4xf32>, tensor<2x4xf32>
  }
  %l = remat.mse_loss %y#0, %t : tensor<2x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %d = remat.mse_loss_grad %one, %y#0, %t : tensor<f32>, tensor<2x4xf32>
  %dh = remat.relu_grad %d, %y#1 : tensor<2x4xf32>
  return %l, %dh : tensor<f32>, tensor<2x4xf32>
}
