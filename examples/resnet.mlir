// A small residual conv network (ResNet-style) classifier, forward pass and
// loss only. NHWC input 4x16x16x8 (batch 4), 16 channels throughout, HWCF
// filters, 10 classes, softmax cross-entropy against the one-hot %labels.
// The trainable parameters carry {remat.param}; the remat-autodiff pass
// appends the backward pass and the parameter gradients.
//
//   stem:     h0 = relu(conv3x3(x; Ws, pad 1) + bs)          [4,16,16,16]
//   block b:  t  = relu(conv3x3(h; Wb1, pad 1) + bb1)
//             u  = conv3x3(t; Wb2, pad 1) + bb2
//             h' = relu(u + h)                               (identity skip)
//   pool:     max_pool2d 2x2                                 [4,8,8,16]
//   head:     mean over H, W (axes 1, 2)                     [4,16]
//             logits = g Wfc + bfc                           [4,10]

func.func @resnet(
    %x: tensor<4x16x16x8xf32>, %labels: tensor<4x10xf32>,
    %ws: tensor<3x3x8x16xf32> {remat.param}, %bs: tensor<16xf32> {remat.param},
    %w11: tensor<3x3x16x16xf32> {remat.param}, %b11: tensor<16xf32> {remat.param},
    %w12: tensor<3x3x16x16xf32> {remat.param}, %b12: tensor<16xf32> {remat.param},
    %w21: tensor<3x3x16x16xf32> {remat.param}, %b21: tensor<16xf32> {remat.param},
    %w22: tensor<3x3x16x16xf32> {remat.param}, %b22: tensor<16xf32> {remat.param},
    %wfc: tensor<16x10xf32> {remat.param}, %bfc: tensor<10xf32> {remat.param})
    -> tensor<f32> {
  // ---- Stem: conv 3x3 (8 -> 16 channels), pad 1, bias, relu.
  %stem_c = remat.conv2d %x, %ws {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x16x16x16xf32>
  %stem_z = remat.bias_add %stem_c, %bs : tensor<4x16x16x16xf32>, tensor<16xf32>
  %h0 = remat.relu %stem_z : tensor<4x16x16x16xf32>

  // ---- Residual block 1: conv -> bias -> relu -> conv -> bias, + skip, relu.
  %c1a = remat.conv2d %h0, %w11 {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
  %z1a = remat.bias_add %c1a, %b11 : tensor<4x16x16x16xf32>, tensor<16xf32>
  %t1 = remat.relu %z1a : tensor<4x16x16x16xf32>
  %c1b = remat.conv2d %t1, %w12 {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
  %z1b = remat.bias_add %c1b, %b12 : tensor<4x16x16x16xf32>, tensor<16xf32>
  // Block 1: identity skip connection.
  %sum1 = remat.add %z1b, %h0 : tensor<4x16x16x16xf32>
  %h1 = remat.relu %sum1 : tensor<4x16x16x16xf32>

  // ---- Residual block 2: conv -> bias -> relu -> conv -> bias, + skip, relu.
  %c2a = remat.conv2d %h1, %w21 {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
  %z2a = remat.bias_add %c2a, %b21 : tensor<4x16x16x16xf32>, tensor<16xf32>
  %t2 = remat.relu %z2a : tensor<4x16x16x16xf32>
  %c2b = remat.conv2d %t2, %w22 {padding = array<i64: 1, 1, 1, 1>} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
  %z2b = remat.bias_add %c2b, %b22 : tensor<4x16x16x16xf32>, tensor<16xf32>
  // Block 2: identity skip connection.
  %sum2 = remat.add %z2b, %h1 : tensor<4x16x16x16xf32>
  %h2 = remat.relu %sum2 : tensor<4x16x16x16xf32>

  // ---- Downsample: 2x2 max pool, stride 2.
  %pool = remat.max_pool2d %h2 : tensor<4x16x16x16xf32> -> tensor<4x8x8x16xf32>

  // ---- Head: global average pool over H and W, then a linear classifier.
  %gap = remat.reduce_mean %pool {axes = array<i64: 1, 2>} : tensor<4x8x8x16xf32> -> tensor<4x16xf32>
  %fc = remat.matmul %gap, %wfc : (tensor<4x16xf32>, tensor<16x10xf32>) -> tensor<4x10xf32>
  %logits = remat.bias_add %fc, %bfc : tensor<4x10xf32>, tensor<10xf32>

  // ---- Loss: mean softmax cross-entropy over the batch.
  %loss = remat.softmax_cross_entropy %logits, %labels : tensor<4x10xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
