// A chain of 12 relu layers, forward only, for remat-autodiff: each
// relu_grad reads its own layer's output, so the chain DP needs 3 tensors
// (the value read, its gradient, the gradient being made) at any length.
func.func @relu_chain(%x0: tensor<16x16xf32> {remat.param}, %t: tensor<16x16xf32>) -> tensor<f32> {
  %x1 = remat.relu %x0 : tensor<16x16xf32>
  %x2 = remat.relu %x1 : tensor<16x16xf32>
  %x3 = remat.relu %x2 : tensor<16x16xf32>
  %x4 = remat.relu %x3 : tensor<16x16xf32>
  %x5 = remat.relu %x4 : tensor<16x16xf32>
  %x6 = remat.relu %x5 : tensor<16x16xf32>
  %x7 = remat.relu %x6 : tensor<16x16xf32>
  %x8 = remat.relu %x7 : tensor<16x16xf32>
  %x9 = remat.relu %x8 : tensor<16x16xf32>
  %x10 = remat.relu %x9 : tensor<16x16xf32>
  %x11 = remat.relu %x10 : tensor<16x16xf32>
  %x12 = remat.relu %x11 : tensor<16x16xf32>
  %l = remat.mse_loss %x12, %t : tensor<16x16xf32> -> tensor<f32>
  return %l : tensor<f32>
}
