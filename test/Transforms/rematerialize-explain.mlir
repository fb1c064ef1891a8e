// Every decision is explained by a remark at the forward op.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap explain=true" -verify-diagnostics -o /dev/null

// Here the peak is at the loss gradient, where the GELU output is still held
// for the loss; the pass says so.
// expected-remark @+1 {{the predicted peak stays at 1540 bytes: it lies at 'remat.mse_loss_grad'}}
func.func @step(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %t: tensor<8x16xf32>) -> (tensor<f32>, tensor<16x16xf32>) {
  %h = remat.matmul %x, %w : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  // expected-remark @+1 {{remat-rematerialize (cheap): recomputing result 0 of 'remat.gelu' before its first backward use ('remat.mse_loss_grad'): 512 bytes no longer kept, 1152 FLOPs added}}
  %g = remat.gelu %h : tensor<8x16xf32>
  %l = remat.mse_loss %g, %t : tensor<8x16xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dg = remat.mse_loss_grad %one, %g, %t : tensor<f32>, tensor<8x16xf32>
  %dh = remat.gelu_grad %dg, %h : tensor<8x16xf32>
  %dw = remat.matmul %x, %dh {transpose_a = true} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  return %l, %dw : tensor<f32>, tensor<16x16xf32>
}
