// RUN: remat-opt %s -remat-inline-checkpoints -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @single
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x8xf32>)
// CHECK-NOT: remat.checkpoint
// CHECK: %[[H:.*]] = remat.matmul %[[X]], %[[W]]
// CHECK: %[[R:.*]] = remat.relu %[[H]]
// CHECK: %[[S:.*]] = remat.add %[[R]], %[[X]]
// CHECK: return %[[S]]
func.func @single(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %y = remat.checkpoint (%x, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>):
    %h = remat.matmul %a, %b : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %r = remat.relu %h : tensor<4x8xf32>
    remat.yield %r : tensor<4x8xf32>
  }
  %s = remat.add %y, %x : tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// Nested regions are inlined inside-out; several results map one to one.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: remat.checkpoint
// CHECK: %[[T:.*]] = remat.tanh %[[X]]
// CHECK: %[[E:.*]] = remat.exp %[[T]]
// CHECK: %[[R:.*]] = remat.relu %[[X]]
// CHECK: return %[[R]], %[[E]]
func.func @nested(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %y:2 = remat.checkpoint (%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%a: tensor<4xf32>):
    %t = remat.checkpoint (%a) : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%b: tensor<4xf32>):
      %tt = remat.tanh %b : tensor<4xf32>
      remat.yield %tt : tensor<4xf32>
    }
    %e = remat.exp %t : tensor<4xf32>
    %r = remat.relu %a : tensor<4xf32>
    remat.yield %e, %r : tensor<4xf32>, tensor<4xf32>
  }
  return %y#1, %y#0 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Nothing to do without regions.
// CHECK-LABEL: func.func @none
// CHECK-NEXT: remat.relu
// CHECK-NEXT: return
func.func @none(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = remat.relu %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A region that yields its own argument forwards the operand.
// CHECK-LABEL: func.func @yields_argument
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = remat.relu %[[X]]
// CHECK-NEXT: return %[[X]], %[[R]]
func.func @yields_argument(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %y:2 = remat.checkpoint (%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%a: tensor<4xf32>):
    %r = remat.relu %a : tensor<4xf32>
    remat.yield %a, %r : tensor<4xf32>, tensor<4xf32>
  }
  return %y#0, %y#1 : tensor<4xf32>, tensor<4xf32>
}
