// A loss over one GPT-2 small activation (1024 x 768 elements): the reduction
// whose sequential f32 sum was 3.4e-4 from float64 in the step-time benchmark
// (docs/design/F64Statistics.md). Run by long-loss-vs-reference.test.
func.func @mse_loss_gpt2_activation(%pred: tensor<1024x768xf32>,
                                    %target: tensor<1024x768xf32>) -> tensor<f32> {
  %0 = remat.mse_loss %pred, %target : tensor<1024x768xf32> -> tensor<f32>
  return %0 : tensor<f32>
}
