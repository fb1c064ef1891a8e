// One training step of a 4-layer MLP classifier (784 -> 256 -> 256 -> 128 -> 10)
// on a batch of 32, written by hand in the remat dialect: forward pass,
// softmax cross-entropy loss, and the full backward pass. Returns the loss
// followed by the gradient of every parameter, in argument order.
//
// Forward, per layer l:   z_l = x_{l-1} W_l + b_l,   x_l = relu(z_l)
//   (the last layer has no relu: its z is the logits).
// Backward, per layer l, given dz_l = dL/dz_l:
//   dW_l = x_{l-1}^T dz_l,   db_l = sum over the batch of dz_l,
//   dx_{l-1} = dz_l W_l^T,   dz_{l-1} = relu_grad(dx_{l-1}, z_{l-1}).
//
// Activations (forward values the backward reads): z1..z3 for relu_grad,
// x1..x3 for the weight gradients, and the logits for the loss gradient.
// The input %x is an argument, so it is owned by the caller.

func.func @mlp_train_step(
    %x: tensor<32x784xf32>, %labels: tensor<32x10xf32>,
    %w1: tensor<784x256xf32> {remat.param}, %b1: tensor<256xf32> {remat.param},
    %w2: tensor<256x256xf32> {remat.param}, %b2: tensor<256xf32> {remat.param},
    %w3: tensor<256x128xf32> {remat.param}, %b3: tensor<128xf32> {remat.param},
    %w4: tensor<128x10xf32> {remat.param}, %b4: tensor<10xf32> {remat.param})
    -> (tensor<f32>,
        tensor<784x256xf32>, tensor<256xf32>,
        tensor<256x256xf32>, tensor<256xf32>,
        tensor<256x128xf32>, tensor<128xf32>,
        tensor<128x10xf32>, tensor<10xf32>) {
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

  // ---- Backward: seed dL/dL = 1, then the loss gradient dL/dlogits.
  %one = arith.constant dense<1.0> : tensor<f32>
  %dz4 = remat.softmax_cross_entropy_grad %one, %logits, %labels : tensor<f32>, tensor<32x10xf32>

  // ---- Backward: layer 4.
  %dw4 = remat.matmul %x3, %dz4 {transpose_a = true} : (tensor<32x128xf32>, tensor<32x10xf32>) -> tensor<128x10xf32>
  %db4 = remat.reduce_sum %dz4 {axes = array<i64: 0>} : tensor<32x10xf32> -> tensor<10xf32>
  %dx3 = remat.matmul %dz4, %w4 {transpose_b = true} : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>

  // ---- Backward: layer 3.
  %dz3 = remat.relu_grad %dx3, %z3 : tensor<32x128xf32>
  %dw3 = remat.matmul %x2, %dz3 {transpose_a = true} : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
  %db3 = remat.reduce_sum %dz3 {axes = array<i64: 0>} : tensor<32x128xf32> -> tensor<128xf32>
  %dx2 = remat.matmul %dz3, %w3 {transpose_b = true} : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>

  // ---- Backward: layer 2.
  %dz2 = remat.relu_grad %dx2, %z2 : tensor<32x256xf32>
  %dw2 = remat.matmul %x1, %dz2 {transpose_a = true} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<256x256xf32>
  %db2 = remat.reduce_sum %dz2 {axes = array<i64: 0>} : tensor<32x256xf32> -> tensor<256xf32>
  %dx1 = remat.matmul %dz2, %w2 {transpose_b = true} : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>

  // ---- Backward: layer 1 (the input needs no gradient, so no dx).
  %dz1 = remat.relu_grad %dx1, %z1 : tensor<32x256xf32>
  %dw1 = remat.matmul %x, %dz1 {transpose_a = true} : (tensor<32x784xf32>, tensor<32x256xf32>) -> tensor<784x256xf32>
  %db1 = remat.reduce_sum %dz1 {axes = array<i64: 0>} : tensor<32x256xf32> -> tensor<256xf32>

  return %loss, %dw1, %db1, %dw2, %db2, %dw3, %db3, %dw4, %db4
      : tensor<f32>,
        tensor<784x256xf32>, tensor<256xf32>,
        tensor<256x256xf32>, tensor<256xf32>,
        tensor<256x128xf32>, tensor<128xf32>,
        tensor<128x10xf32>, tensor<10xf32>
}
