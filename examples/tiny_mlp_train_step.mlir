// A 2-layer MLP training step (32 -> 16 -> 4, batch 8), the example of
// docs/reference/Overview.md; returns the loss and each parameter's gradient.
func.func @tiny_mlp_train_step(
    %x: tensor<8x32xf32>, %labels: tensor<8x4xf32>,
    %w1: tensor<32x16xf32> {remat.param}, %b1: tensor<16xf32> {remat.param},
    %w2: tensor<16x4xf32> {remat.param}, %b2: tensor<4xf32> {remat.param})
    -> (tensor<f32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>) {
  // Forward.
  %h1 = remat.matmul %x, %w1 : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %z1 = remat.bias_add %h1, %b1 : tensor<8x16xf32>, tensor<16xf32>
  %a1 = remat.relu %z1 : tensor<8x16xf32>
  %h2 = remat.matmul %a1, %w2 : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %logits = remat.bias_add %h2, %b2 : tensor<8x4xf32>, tensor<4xf32>
  // Loss.
  %loss = remat.softmax_cross_entropy %logits, %labels : tensor<8x4xf32> -> tensor<f32>
  // Backward: seed, loss gradient, then layer 2 and layer 1.
  %one = arith.constant dense<1.0> : tensor<f32>
  %dlogits = remat.softmax_cross_entropy_grad %one, %logits, %labels : tensor<f32>, tensor<8x4xf32>
  %dw2 = remat.matmul %a1, %dlogits {transpose_a = true} : (tensor<8x16xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
  %db2 = remat.reduce_sum %dlogits {axes = array<i64: 0>} : tensor<8x4xf32> -> tensor<4xf32>
  %da1 = remat.matmul %dlogits, %w2 {transpose_b = true} : (tensor<8x4xf32>, tensor<16x4xf32>) -> tensor<8x16xf32>
  %dz1 = remat.relu_grad %da1, %z1 : tensor<8x16xf32>
  %dw1 = remat.matmul %x, %dz1 {transpose_a = true} : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
  %db1 = remat.reduce_sum %dz1 {axes = array<i64: 0>} : tensor<8x16xf32> -> tensor<16xf32>
  return %loss, %dw1, %db1, %dw2, %db2
      : tensor<f32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>
}
