// Pass statistics are compiled out of MLIR builds without assertions (such as
// Debian's packages), so this test needs an MLIR that keeps them.
// REQUIRES: pass-statistics
// RUN: remat-opt %s -remat-inline-checkpoints -mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s

// CHECK: RematInlineCheckpointsPass
// CHECK-NEXT: (S) 2 checkpoints-inlined
func.func @two(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %r = remat.relu %a : tensor<4xf32>
    remat.yield %r : tensor<4xf32>
  }
  %z = remat.checkpoint (%y) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %r = remat.tanh %a : tensor<4xf32>
    remat.yield %r : tensor<4xf32>
  }
  return %z : tensor<4xf32>
}
