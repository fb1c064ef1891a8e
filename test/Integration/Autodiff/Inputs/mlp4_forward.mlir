// Forward half of examples/mlp_train_step.mlir (same arguments), for
// comparing remat-autodiff with the hand-written backward pass.
func.func @mlp4(
    %x: tensor<32x784xf32>, %labels: tensor<32x10xf32>,
    %w1: tensor<784x256xf32> {remat.param}, %b1: tensor<256xf32> {remat.param},
    %w2: tensor<256x256xf32> {remat.param}, %b2: tensor<256xf32> {remat.param},
    %w3: tensor<256x128xf32> {remat.param}, %b3: tensor<128xf32> {remat.param},
    %w4: tensor<128x10xf32> {remat.param}, %b4: tensor<10xf32> {remat.param})
    -> tensor<f32> {
  // ---- Forward: layer 1 (784 -> 256), relu.
  %h1 = remat.matmul %x, %w1 : (tensor<32x784xf32>, tensor<784x256xf32>) -> tensor<32x256xf32>
  %z1 = remat.bias_add %h1, %b1 : tensor<32x256xf32>, tensor<256xf32>
  %x1 = remat.relu %z1 : tensor<32x256xf32>

  // ---- Forward: layer 2 (256 -> 256), relu.
  %h2 = remat.matmul %x1, %w2 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %z2 = remat.bias_add %h2, %b2 : tensor<32x256xf32>, tensor<256xf32>
  %x2 = remat.relu %z2 : tensor<32x256xf32>

  // ---- Forward: layer 3 (256 -> 128), relu.
  %h3 = remat.matmul %x2, %w3 : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
  %z3 = remat.bias_add %h3, %b3 : tensor<32x128xf32>, tensor<128xf32>
  %x3 = remat.relu %z3 : tensor<32x128xf32>

  // ---- Forward: layer 4 (128 -> 10), no activation: the logits.
  %h4 = remat.matmul %x3, %w4 : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
  %logits = remat.bias_add %h4, %b4 : tensor<32x10xf32>, tensor<10xf32>

  // ---- Loss: mean softmax cross-entropy over the batch.
  %loss = remat.softmax_cross_entropy %logits, %labels : tensor<32x10xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
