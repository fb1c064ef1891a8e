// FUZZ-PIPELINE: ["--remat-rematerialize=strategy=budget budget=50% solver=chain"]
// FUZZ-VERDICT: signal 6 (a hand-made reproducer of the chain DP crash of issue 17)
func.func @step(%x: tensor<1152921504606846976xf32>, %w: tensor<1152921504606846976xf32>) -> (tensor<f32>, tensor<1152921504606846976xf32>) {
  %a = remat.mul %x, %w : tensor<1152921504606846976xf32>
  %b = remat.relu %a : tensor<1152921504606846976xf32>
  %c = remat.tanh %b : tensor<1152921504606846976xf32>
  %l = remat.mse_loss %c, %x : tensor<1152921504606846976xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dc = remat.mse_loss_grad %one, %c, %x : tensor<f32>, tensor<1152921504606846976xf32>
  %db = remat.tanh_grad %dc, %c : tensor<1152921504606846976xf32>
  %da = remat.relu_grad %db, %a : tensor<1152921504606846976xf32>
  %dw = remat.mul %da, %x : tensor<1152921504606846976xf32>
  return %l, %dw : tensor<f32>, tensor<1152921504606846976xf32>
}
