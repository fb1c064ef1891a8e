// A deep ReLU MLP classifier, forward pass and loss only: 8 layers
// (784 -> 256 x 7 -> 10) on a batch of 512, softmax cross-entropy against the
// one-hot %labels. The trainable parameters carry {remat.param}; the
// remat-autodiff pass appends the backward pass and the parameter gradients.
//
// Layer l (1..7):  z_l = x_{l-1} W_l + b_l,  x_l = relu(z_l)
// Layer 8:         logits = x_7 W_8 + b_8   (no relu)

func.func @mlp(
    %x: tensor<512x784xf32>, %labels: tensor<512x10xf32>,
    %w1: tensor<784x256xf32> {remat.param}, %b1: tensor<256xf32> {remat.param},
    %w2: tensor<256x256xf32> {remat.param}, %b2: tensor<256xf32> {remat.param},
    %w3: tensor<256x256xf32> {remat.param}, %b3: tensor<256xf32> {remat.param},
    %w4: tensor<256x256xf32> {remat.param}, %b4: tensor<256xf32> {remat.param},
    %w5: tensor<256x256xf32> {remat.param}, %b5: tensor<256xf32> {remat.param},
    %w6: tensor<256x256xf32> {remat.param}, %b6: tensor<256xf32> {remat.param},
    %w7: tensor<256x256xf32> {remat.param}, %b7: tensor<256xf32> {remat.param},
    %w8: tensor<256x10xf32> {remat.param}, %b8: tensor<10xf32> {remat.param})
    -> tensor<f32> {
  // ---- Layer 1 (784 -> 256), relu.
  %h1 = remat.matmul %x, %w1 : (tensor<512x784xf32>, tensor<784x256xf32>) -> tensor<512x256xf32>
  %z1 = remat.bias_add %h1, %b1 : tensor<512x256xf32>, tensor<256xf32>
  %x1 = remat.relu %z1 : tensor<512x256xf32>

  // ---- Layer 2 (256 -> 256), relu.
  %h2 = remat.matmul %x1, %w2 : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
  %z2 = remat.bias_add %h2, %b2 : tensor<512x256xf32>, tensor<256xf32>
  %x2 = remat.relu %z2 : tensor<512x256xf32>

  // ---- Layer 3 (256 -> 256), relu.
  %h3 = remat.matmul %x2, %w3 : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
  %z3 = remat.bias_add %h3, %b3 : tensor<512x256xf32>, tensor<256xf32>
  %x3 = remat.relu %z3 : tensor<512x256xf32>

  // ---- Layer 4 (256 -> 256), relu.
  %h4 = remat.matmul %x3, %w4 : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
  %z4 = remat.bias_add %h4, %b4 : tensor<512x256xf32>, tensor<256xf32>
  %x4 = remat.relu %z4 : tensor<512x256xf32>

  // ---- Layer 5 (256 -> 256), relu.
  %h5 = remat.matmul %x4, %w5 : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
  %z5 = remat.bias_add %h5, %b5 : tensor<512x256xf32>, tensor<256xf32>
  %x5 = remat.relu %z5 : tensor<512x256xf32>

  // ---- Layer 6 (256 -> 256), relu.
  %h6 = remat.matmul %x5, %w6 : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
  %z6 = remat.bias_add %h6, %b6 : tensor<512x256xf32>, tensor<256xf32>
  %x6 = remat.relu %z6 : tensor<512x256xf32>

  // ---- Layer 7 (256 -> 256), relu.
  %h7 = remat.matmul %x6, %w7 : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
  %z7 = remat.bias_add %h7, %b7 : tensor<512x256xf32>, tensor<256xf32>
  %x7 = remat.relu %z7 : tensor<512x256xf32>

  // ---- Layer 8 (256 -> 10), no activation: the logits.
  %h8 = remat.matmul %x7, %w8 : (tensor<512x256xf32>, tensor<256x10xf32>) -> tensor<512x10xf32>
  %logits = remat.bias_add %h8, %b8 : tensor<512x10xf32>, tensor<10xf32>

  // ---- Loss: mean softmax cross-entropy over the batch.
  %loss = remat.softmax_cross_entropy %logits, %labels : tensor<512x10xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
