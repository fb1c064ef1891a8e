// A small U-Net (conv encoder-decoder with long skip connections), forward
// pass and loss only. NHWC input 2x16x16x4, HWCF filters, mean squared error
// against %target 2x16x16x4. Every 3x3 conv has padding 1 and a bias; the
// trainable parameters carry {remat.param}; the remat-autodiff pass appends
// the backward pass and the parameter gradients.
//
//   enc1:   e1 = relu(conv3x3(x) + b)          4 -> 16   [2,16,16,16]   (skip 1)
//   pool                                                 [2,8,8,16]
//   enc2:   e2 = relu(conv3x3 + b)            16 -> 32   [2,8,8,32]     (skip 2)
//   pool                                                 [2,4,4,32]
//   bottleneck: relu(conv3x3 + b)             32 -> 64   [2,4,4,64]
//   up 2x, concat e2 on channels (axis 3)     64 + 32    [2,8,8,96]
//   dec2:   relu(conv3x3 + b)                 96 -> 32   [2,8,8,32]
//   up 2x, concat e1 on channels (axis 3)     32 + 16    [2,16,16,48]
//   dec1:   relu(conv3x3 + b)                 48 -> 16   [2,16,16,16]
//   out:    conv1x1 + b                       16 -> 4    [2,16,16,4]

func.func @unet(
    %x: tensor<2x16x16x4xf32>, %target: tensor<2x16x16x4xf32>,
    %w_e1: tensor<3x3x4x16xf32> {remat.param}, %b_e1: tensor<16xf32> {remat.param},
    %w_e2: tensor<3x3x16x32xf32> {remat.param}, %b_e2: tensor<32xf32> {remat.param},
    %w_bn: tensor<3x3x32x64xf32> {remat.param}, %b_bn: tensor<64xf32> {remat.param},
    %w_d2: tensor<3x3x96x32xf32> {remat.param}, %b_d2: tensor<32xf32> {remat.param},
    %w_d1: tensor<3x3x48x16xf32> {remat.param}, %b_d1: tensor<16xf32> {remat.param},
    %w_out: tensor<1x1x16x4xf32> {remat.param}, %b_out: tensor<4xf32> {remat.param})
    -> tensor<f32> {
  // ---- Encoder level 1 (16x16): conv 3x3, 4 -> 16, relu. Kept as skip 1.
  %e1_c = remat.conv2d %x, %w_e1 {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x16x16x4xf32>, tensor<3x3x4x16xf32>) -> tensor<2x16x16x16xf32>
  %e1_z = remat.bias_add %e1_c, %b_e1 : tensor<2x16x16x16xf32>, tensor<16xf32>
  %e1 = remat.relu %e1_z : tensor<2x16x16x16xf32>
  %p1 = remat.max_pool2d %e1 : tensor<2x16x16x16xf32> -> tensor<2x8x8x16xf32>

  // ---- Encoder level 2 (8x8): conv 3x3, 16 -> 32, relu. Kept as skip 2.
  %e2_c = remat.conv2d %p1, %w_e2 {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<3x3x16x32xf32>) -> tensor<2x8x8x32xf32>
  %e2_z = remat.bias_add %e2_c, %b_e2 : tensor<2x8x8x32xf32>, tensor<32xf32>
  %e2 = remat.relu %e2_z : tensor<2x8x8x32xf32>
  %p2 = remat.max_pool2d %e2 : tensor<2x8x8x32xf32> -> tensor<2x4x4x32xf32>

  // ---- Bottleneck (4x4): conv 3x3, 32 -> 64, relu.
  %bn_c = remat.conv2d %p2, %w_bn {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x32xf32>, tensor<3x3x32x64xf32>) -> tensor<2x4x4x64xf32>
  %bn_z = remat.bias_add %bn_c, %b_bn : tensor<2x4x4x64xf32>, tensor<64xf32>
  %bn = remat.relu %bn_z : tensor<2x4x4x64xf32>

  // ---- Decoder level 2 (8x8): upsample, concat skip 2 on channels, conv 96 -> 32, relu.
  %u2 = remat.upsample_nearest2d %bn : tensor<2x4x4x64xf32> -> tensor<2x8x8x64xf32>
  %cat2 = remat.concat %u2, %e2 {axis = 3 : i64} : (tensor<2x8x8x64xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x96xf32>
  %d2_c = remat.conv2d %cat2, %w_d2 {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x96xf32>, tensor<3x3x96x32xf32>) -> tensor<2x8x8x32xf32>
  %d2_z = remat.bias_add %d2_c, %b_d2 : tensor<2x8x8x32xf32>, tensor<32xf32>
  %d2 = remat.relu %d2_z : tensor<2x8x8x32xf32>

  // ---- Decoder level 1 (16x16): upsample, concat skip 1 on channels, conv 48 -> 16, relu.
  %u1 = remat.upsample_nearest2d %d2 : tensor<2x8x8x32xf32> -> tensor<2x16x16x32xf32>
  %cat1 = remat.concat %u1, %e1 {axis = 3 : i64} : (tensor<2x16x16x32xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x48xf32>
  %d1_c = remat.conv2d %cat1, %w_d1 {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x16x16x48xf32>, tensor<3x3x48x16xf32>) -> tensor<2x16x16x16xf32>
  %d1_z = remat.bias_add %d1_c, %b_d1 : tensor<2x16x16x16xf32>, tensor<16xf32>
  %d1 = remat.relu %d1_z : tensor<2x16x16x16xf32>

  // ---- Output head: 1x1 conv, 16 -> 4 channels, no activation.
  %out_c = remat.conv2d %d1, %w_out : (tensor<2x16x16x16xf32>, tensor<1x1x16x4xf32>) -> tensor<2x16x16x4xf32>
  %out_z = remat.bias_add %out_c, %b_out : tensor<2x16x16x4xf32>, tensor<4xf32>

  // ---- Loss: mean squared error against the target.
  %loss = remat.mse_loss %out_z, %target : tensor<2x16x16x4xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
