// The forward half of tiny_mlp_train_step.mlir: the same 2-layer MLP and
// loss, parameters marked for remat-autodiff, which generates the backward
// pass that tiny_mlp_train_step.mlir writes by hand (same argument order, so
// the two give the same gradients; test/Integration/Autodiff/).
func.func @tiny_mlp(
    %x: tensor<8x32xf32>, %labels: tensor<8x4xf32>,
    %w1: tensor<32x16xf32> {remat.param}, %b1: tensor<16xf32> {remat.param},
    %w2: tensor<16x4xf32> {remat.param}, %b2: tensor<4xf32> {remat.param})
    -> tensor<f32> {
  %h1 = remat.matmul %x, %w1 : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %z1 = remat.bias_add %h1, %b1 : tensor<8x16xf32>, tensor<16xf32>
  %a1 = remat.relu %z1 : tensor<8x16xf32>
  %h2 = remat.matmul %a1, %w2 : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %logits = remat.bias_add %h2, %b2 : tensor<8x4xf32>, tensor<4xf32>
  %loss = remat.softmax_cross_entropy %logits, %labels : tensor<8x4xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
