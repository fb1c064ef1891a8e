// A 2-block pre-LayerNorm transformer encoder, forward pass and loss only.
// A batch of 2 sequences x 16 tokens x width 64, flattened to 32 tokens x 64
// for the token-wise ops; 4 attention heads of width 16 (no mask); MLP hidden
// width 256 (4x). Final layernorm, then mean squared error against %target.
// The trainable parameters carry {remat.param}; the remat-autodiff pass
// appends the backward pass and the parameter gradients.
//
// Block b (input x, [32, 64]):
//   n  = layernorm(x; ln1)
//   q, k, v = n Wq, n Wk, n Wv                      [32, 64] each, no bias
//   split heads: [32,64] -> [2,16,4,16] -> (0,2,1,3) [2,4,16,16] -> [8,16,16]
//   s  = q k^T / sqrt(16)                          [8, 16, 16]
//   p  = softmax(s) over the last axis (the keys)
//   c  = p v                                       [8, 16, 16]
//   merge heads: [8,16,16] -> [2,4,16,16] -> (0,2,1,3) [2,16,4,16] -> [32,64]
//   x' = x + (c Wo + bo)
//   m  = layernorm(x'; ln2)
//   y  = x' + (gelu(m W1 + b1) W2 + b2)
//
// Parameters of block b: ln{b}a_g/ln{b}a_b, wq{b}, wk{b}, wv{b}, wo{b}, bo{b},
// ln{b}m_g/ln{b}m_b, w{b}1, b{b}1, w{b}2, b{b}2; then lnf_g/lnf_b.

func.func @transformer(
    %x: tensor<2x16x64xf32>, %target: tensor<2x16x64xf32>,
    // block 1
    %ln1a_g: tensor<64xf32> {remat.param}, %ln1a_b: tensor<64xf32> {remat.param},
    %wq1: tensor<64x64xf32> {remat.param}, %wk1: tensor<64x64xf32> {remat.param}, %wv1: tensor<64x64xf32> {remat.param},
    %wo1: tensor<64x64xf32> {remat.param}, %bo1: tensor<64xf32> {remat.param},
    %ln1m_g: tensor<64xf32> {remat.param}, %ln1m_b: tensor<64xf32> {remat.param},
    %w11: tensor<64x256xf32> {remat.param}, %b11: tensor<256xf32> {remat.param},
    %w12: tensor<256x64xf32> {remat.param}, %b12: tensor<64xf32> {remat.param},
    // block 2
    %ln2a_g: tensor<64xf32> {remat.param}, %ln2a_b: tensor<64xf32> {remat.param},
    %wq2: tensor<64x64xf32> {remat.param}, %wk2: tensor<64x64xf32> {remat.param}, %wv2: tensor<64x64xf32> {remat.param},
    %wo2: tensor<64x64xf32> {remat.param}, %bo2: tensor<64xf32> {remat.param},
    %ln2m_g: tensor<64xf32> {remat.param}, %ln2m_b: tensor<64xf32> {remat.param},
    %w21: tensor<64x256xf32> {remat.param}, %b21: tensor<256xf32> {remat.param},
    %w22: tensor<256x64xf32> {remat.param}, %b22: tensor<64xf32> {remat.param},
    // final layernorm
    %lnf_g: tensor<64xf32> {remat.param}, %lnf_b: tensor<64xf32> {remat.param})
    -> tensor<f32> {
  // ---- Input: flatten [2, 16, 64] tokens to a [32, 64] matrix.
  %x0 = remat.reshape %x : tensor<2x16x64xf32> -> tensor<32x64xf32>

  // ======== Block 1 ========
  // ---- Block 1: attention. Pre-norm.
  %n_1 = remat.layernorm %x0, %ln1a_g, %ln1a_b : tensor<32x64xf32>, tensor<64xf32>
  // Q, K, V projections.
  %q_1 = remat.matmul %n_1, %wq1 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  %k_1 = remat.matmul %n_1, %wk1 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  %v_1 = remat.matmul %n_1, %wv1 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  // Split heads: [32, 64] -> [2, 16, 4, 16] -> [2, 4, 16, 16] -> [8, 16, 16].
  %q4_1 = remat.reshape %q_1 : tensor<32x64xf32> -> tensor<2x16x4x16xf32>
  %qt_1 = remat.transpose %q4_1 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x16x4x16xf32> -> tensor<2x4x16x16xf32>
  %qh_1 = remat.reshape %qt_1 : tensor<2x4x16x16xf32> -> tensor<8x16x16xf32>
  %k4_1 = remat.reshape %k_1 : tensor<32x64xf32> -> tensor<2x16x4x16xf32>
  %kt_1 = remat.transpose %k4_1 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x16x4x16xf32> -> tensor<2x4x16x16xf32>
  %kh_1 = remat.reshape %kt_1 : tensor<2x4x16x16xf32> -> tensor<8x16x16xf32>
  %v4_1 = remat.reshape %v_1 : tensor<32x64xf32> -> tensor<2x16x4x16xf32>
  %vt_1 = remat.transpose %v4_1 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x16x4x16xf32> -> tensor<2x4x16x16xf32>
  %vh_1 = remat.reshape %vt_1 : tensor<2x4x16x16xf32> -> tensor<8x16x16xf32>
  // Scores q k^T / sqrt(16), softmax over the keys.
  %s_1 = remat.matmul %qh_1, %kh_1 {transpose_b = true} : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %ss_1 = remat.scale %s_1 {factor = 2.500000e-01 : f64} : tensor<8x16x16xf32>
  %p_1 = remat.softmax %ss_1 : tensor<8x16x16xf32>
  // Weighted sum of the values.
  %c_1 = remat.matmul %p_1, %vh_1 : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  // Merge heads: [8, 16, 16] -> [2, 4, 16, 16] -> [2, 16, 4, 16] -> [32, 64].
  %c4_1 = remat.reshape %c_1 : tensor<8x16x16xf32> -> tensor<2x4x16x16xf32>
  %ct_1 = remat.transpose %c4_1 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x4x16x16xf32> -> tensor<2x16x4x16xf32>
  %cm_1 = remat.reshape %ct_1 : tensor<2x16x4x16xf32> -> tensor<32x64xf32>
  // Output projection.
  %o_1 = remat.matmul %cm_1, %wo1 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  %ob_1 = remat.bias_add %o_1, %bo1 : tensor<32x64xf32>, tensor<64xf32>
  // ---- Block 1: attention residual add.
  %r_1 = remat.add %x0, %ob_1 : tensor<32x64xf32>
  // ---- Block 1: MLP (64 -> 256 -> 64, gelu). Pre-norm.
  %m_1 = remat.layernorm %r_1, %ln1m_g, %ln1m_b : tensor<32x64xf32>, tensor<64xf32>
  %f1_1 = remat.matmul %m_1, %w11 : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
  %f1b_1 = remat.bias_add %f1_1, %b11 : tensor<32x256xf32>, tensor<256xf32>
  %g_1 = remat.gelu %f1b_1 : tensor<32x256xf32>
  %f2_1 = remat.matmul %g_1, %w12 : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
  %f2b_1 = remat.bias_add %f2_1, %b12 : tensor<32x64xf32>, tensor<64xf32>
  // ---- Block 1: MLP residual add.
  %y_1 = remat.add %r_1, %f2b_1 : tensor<32x64xf32>

  // ======== Block 2 ========
  // ---- Block 2: attention. Pre-norm.
  %n_2 = remat.layernorm %y_1, %ln2a_g, %ln2a_b : tensor<32x64xf32>, tensor<64xf32>
  // Q, K, V projections.
  %q_2 = remat.matmul %n_2, %wq2 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  %k_2 = remat.matmul %n_2, %wk2 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  %v_2 = remat.matmul %n_2, %wv2 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  // Split heads: [32, 64] -> [2, 16, 4, 16] -> [2, 4, 16, 16] -> [8, 16, 16].
  %q4_2 = remat.reshape %q_2 : tensor<32x64xf32> -> tensor<2x16x4x16xf32>
  %qt_2 = remat.transpose %q4_2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x16x4x16xf32> -> tensor<2x4x16x16xf32>
  %qh_2 = remat.reshape %qt_2 : tensor<2x4x16x16xf32> -> tensor<8x16x16xf32>
  %k4_2 = remat.reshape %k_2 : tensor<32x64xf32> -> tensor<2x16x4x16xf32>
  %kt_2 = remat.transpose %k4_2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x16x4x16xf32> -> tensor<2x4x16x16xf32>
  %kh_2 = remat.reshape %kt_2 : tensor<2x4x16x16xf32> -> tensor<8x16x16xf32>
  %v4_2 = remat.reshape %v_2 : tensor<32x64xf32> -> tensor<2x16x4x16xf32>
  %vt_2 = remat.transpose %v4_2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x16x4x16xf32> -> tensor<2x4x16x16xf32>
  %vh_2 = remat.reshape %vt_2 : tensor<2x4x16x16xf32> -> tensor<8x16x16xf32>
  // Scores q k^T / sqrt(16), softmax over the keys.
  %s_2 = remat.matmul %qh_2, %kh_2 {transpose_b = true} : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %ss_2 = remat.scale %s_2 {factor = 2.500000e-01 : f64} : tensor<8x16x16xf32>
  %p_2 = remat.softmax %ss_2 : tensor<8x16x16xf32>
  // Weighted sum of the values.
  %c_2 = remat.matmul %p_2, %vh_2 : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  // Merge heads: [8, 16, 16] -> [2, 4, 16, 16] -> [2, 16, 4, 16] -> [32, 64].
  %c4_2 = remat.reshape %c_2 : tensor<8x16x16xf32> -> tensor<2x4x16x16xf32>
  %ct_2 = remat.transpose %c4_2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<2x4x16x16xf32> -> tensor<2x16x4x16xf32>
  %cm_2 = remat.reshape %ct_2 : tensor<2x16x4x16xf32> -> tensor<32x64xf32>
  // Output projection.
  %o_2 = remat.matmul %cm_2, %wo2 : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
  %ob_2 = remat.bias_add %o_2, %bo2 : tensor<32x64xf32>, tensor<64xf32>
  // ---- Block 2: attention residual add.
  %r_2 = remat.add %y_1, %ob_2 : tensor<32x64xf32>
  // ---- Block 2: MLP (64 -> 256 -> 64, gelu). Pre-norm.
  %m_2 = remat.layernorm %r_2, %ln2m_g, %ln2m_b : tensor<32x64xf32>, tensor<64xf32>
  %f1_2 = remat.matmul %m_2, %w21 : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
  %f1b_2 = remat.bias_add %f1_2, %b21 : tensor<32x256xf32>, tensor<256xf32>
  %g_2 = remat.gelu %f1b_2 : tensor<32x256xf32>
  %f2_2 = remat.matmul %g_2, %w22 : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
  %f2b_2 = remat.bias_add %f2_2, %b22 : tensor<32x64xf32>, tensor<64xf32>
  // ---- Block 2: MLP residual add.
  %y_2 = remat.add %r_2, %f2b_2 : tensor<32x64xf32>

  // ---- Final layernorm, back to [2, 16, 64].
  %yf = remat.layernorm %y_2, %lnf_g, %lnf_b : tensor<32x64xf32>, tensor<64xf32>
  %out = remat.reshape %yf : tensor<32x64xf32> -> tensor<2x16x64xf32>

  // ---- Loss: mean squared error against the target.
  %loss = remat.mse_loss %out, %target : tensor<2x16x64xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
