// REQUIRES: cbc
// What solver=ilp does not model is an error at the op. Views (reshape,
// slice) it models (rematerialize-budget-ilp-views.mlir); an op that writes
// into an operand's buffer in place (here tensor.insert_slice into the
// only use of a tanh: one-shot bufferization reuses the tanh's buffer) it
// does not, nor regions.
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=90%% solver=ilp" -o /dev/null

func.func @write(%x0: tensor<8xf32>, %y: tensor<4xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %a = remat.tanh %x0 : tensor<8xf32>
  %b = remat.tanh %y : tensor<4xf32>
  // expected-error @+1 {{remat-rematerialize: solver=ilp cannot take 'tensor.insert_slice': the exact solver does not model ops that write into an operand's memory (only views, which write nothing)}}
  %w = tensor.insert_slice %b into %a[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %c = remat.tanh %w : tensor<8xf32>
  %l = remat.mse_loss %c, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dc = remat.mse_loss_grad %one, %c, %t : tensor<f32>, tensor<8xf32>
  %dw = remat.tanh_grad %dc, %c : tensor<8xf32>
  return %l, %dw : tensor<f32>, tensor<8xf32>
}

// -----

func.func @region(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  // expected-error @+1 {{remat-rematerialize: solver=ilp cannot take 'remat.checkpoint': the exact solver does not model regions (run remat-inline-checkpoints first)}}
  %a = remat.checkpoint (%x0) : (tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%in: tensor<8xf32>):
    %h = remat.tanh %in : tensor<8xf32>
    remat.yield %h : tensor<8xf32>
  }
  %c = remat.tanh %a : tensor<8xf32>
  %l = remat.mse_loss %c, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dc = remat.mse_loss_grad %one, %c, %t : tensor<f32>, tensor<8xf32>
  %da = remat.tanh_grad %dc, %c : tensor<8xf32>
  %dx = remat.tanh_grad %da, %a : tensor<8xf32>
  return %l, %dx : tensor<f32>, tensor<8xf32>
}
