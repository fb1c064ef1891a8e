// A small MLP with sigmoid and dropout, forward only, for remat-autodiff.
// sigmoid_grad keeps the sigmoid output, from which the dropout is recomputed.
func.func @dropout_mlp(%x: tensor<64x32xf32>, %t: tensor<64x8xf32>,
                       %w1: tensor<32x64xf32> {remat.param}, %b1: tensor<64xf32> {remat.param},
                       %w2: tensor<64x8xf32> {remat.param}) -> tensor<f32> {
  %h = remat.matmul %x, %w1 : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
  %z = remat.bias_add %h, %b1 : tensor<64x64xf32>, tensor<64xf32>
  %g = remat.sigmoid %z : tensor<64x64xf32>
  %d = remat.dropout %g {rate = 0.25 : f64, seed = 1234 : i64} : tensor<64x64xf32>
  %y = remat.matmul %d, %w2 : (tensor<64x64xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
  %l = remat.mse_loss %y, %t : tensor<64x8xf32> -> tensor<f32>
  return %l : tensor<f32>
}
