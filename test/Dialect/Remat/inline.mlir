// The remat dialect's inliner interface: upstream's --inline inlines calls
// of functions built from remat ops (forward, gradient, guards and
// checkpoint regions), and calls inside a checkpoint region.
// RUN: remat-opt %s --inline | FileCheck %s

// CHECK-LABEL: func.func @caller
// CHECK-NOT: call
// CHECK: %[[H:.*]] = remat.relu %arg0
// CHECK: %[[G:.*]] = remat.relu_grad %arg1, %[[H]]
// CHECK: %[[B:.*]] = remat.barrier %[[G]]
// CHECK: %[[C:.*]] = remat.checkpoint(%[[B]])
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<4xf32>):
// CHECK-NOT: call
// CHECK-NEXT: %[[T:.*]] = remat.tanh %[[A]]
// CHECK-NEXT: remat.yield %[[T]]
// CHECK: return %[[C]]
func.func private @block(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %h = remat.relu %x : tensor<4xf32>
  %g = remat.relu_grad %dy, %h : tensor<4xf32>
  %b = remat.barrier %g : tensor<4xf32>
  return %b : tensor<4xf32>
}

func.func private @inner(%a: tensor<4xf32>) -> tensor<4xf32> {
  %t = remat.tanh %a : tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @caller(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @block(%x, %dy) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = remat.checkpoint (%0) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %t = func.call @inner(%a) : (tensor<4xf32>) -> tensor<4xf32>
    remat.yield %t : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
