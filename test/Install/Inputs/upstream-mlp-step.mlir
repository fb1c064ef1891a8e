// A three-layer tanh MLP training step written only in upstream ops (linalg
// named ops, arith and math on tensors, tensor.empty); loss sum(y^2)/2, so
// dy = y. The backward pass starts at the op marked `remat.backward_begin`
// (the phase hook for foreign IR). The matmuls accumulate into zero
// constants (one-shot bufferization copies them into fresh buffers). Used by
// test/Install/find-package.test (the installed consumer) and
// test/Plugin/mlir-opt-plugin-upstream.mlir.
func.func @upstream_mlp_step(%x: tensor<64x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x16xf32>, %w3: tensor<16x8xf32>)
    -> (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x8xf32>) {
  %one = arith.constant dense<1.0> : tensor<64x16xf32>
  %h1_f = arith.constant dense<0.0> : tensor<64x16xf32>
  %h1 = linalg.matmul ins(%x, %w1 : tensor<64x8xf32>, tensor<8x16xf32>)
      outs(%h1_f : tensor<64x16xf32>) -> tensor<64x16xf32>
  %a1 = math.tanh %h1 : tensor<64x16xf32>
  %h2_f = arith.constant dense<0.0> : tensor<64x16xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<64x16xf32>, tensor<16x16xf32>)
      outs(%h2_f : tensor<64x16xf32>) -> tensor<64x16xf32>
  %a2 = math.tanh %h2 : tensor<64x16xf32>
  %y_f = arith.constant dense<0.0> : tensor<64x8xf32>
  %y = linalg.matmul ins(%a2, %w3 : tensor<64x16xf32>, tensor<16x8xf32>)
      outs(%y_f : tensor<64x8xf32>) -> tensor<64x8xf32>
  // Backward (dy = y): everything from here on, by remat.backward_begin.
  %a2t_e = tensor.empty() {remat.backward_begin} : tensor<16x64xf32>
  %a2t = linalg.transpose ins(%a2 : tensor<64x16xf32>) outs(%a2t_e : tensor<16x64xf32>) permutation = [1, 0]
  %dw3_f = arith.constant dense<0.0> : tensor<16x8xf32>
  %dw3 = linalg.matmul ins(%a2t, %y : tensor<16x64xf32>, tensor<64x8xf32>)
      outs(%dw3_f : tensor<16x8xf32>) -> tensor<16x8xf32>
  %w3t_e = tensor.empty() : tensor<8x16xf32>
  %w3t = linalg.transpose ins(%w3 : tensor<16x8xf32>) outs(%w3t_e : tensor<8x16xf32>) permutation = [1, 0]
  %da2_f = arith.constant dense<0.0> : tensor<64x16xf32>
  %da2 = linalg.matmul ins(%y, %w3t : tensor<64x8xf32>, tensor<8x16xf32>)
      outs(%da2_f : tensor<64x16xf32>) -> tensor<64x16xf32>
  %sq2 = arith.mulf %a2, %a2 : tensor<64x16xf32>
  %ds2 = arith.subf %one, %sq2 : tensor<64x16xf32>
  %dh2 = arith.mulf %da2, %ds2 : tensor<64x16xf32>
  %a1t_e = tensor.empty() : tensor<16x64xf32>
  %a1t = linalg.transpose ins(%a1 : tensor<64x16xf32>) outs(%a1t_e : tensor<16x64xf32>) permutation = [1, 0]
  %dw2_f = arith.constant dense<0.0> : tensor<16x16xf32>
  %dw2 = linalg.matmul ins(%a1t, %dh2 : tensor<16x64xf32>, tensor<64x16xf32>)
      outs(%dw2_f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %w2t_e = tensor.empty() : tensor<16x16xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<16x16xf32>) outs(%w2t_e : tensor<16x16xf32>) permutation = [1, 0]
  %da1_f = arith.constant dense<0.0> : tensor<64x16xf32>
  %da1 = linalg.matmul ins(%dh2, %w2t : tensor<64x16xf32>, tensor<16x16xf32>)
      outs(%da1_f : tensor<64x16xf32>) -> tensor<64x16xf32>
  %sq1 = arith.mulf %a1, %a1 : tensor<64x16xf32>
  %ds1 = arith.subf %one, %sq1 : tensor<64x16xf32>
  %dh1 = arith.mulf %da1, %ds1 : tensor<64x16xf32>
  %xt_e = tensor.empty() : tensor<8x64xf32>
  %xt = linalg.transpose ins(%x : tensor<64x8xf32>) outs(%xt_e : tensor<8x64xf32>) permutation = [1, 0]
  %dw1_f = arith.constant dense<0.0> : tensor<8x16xf32>
  %dw1 = linalg.matmul ins(%xt, %dh1 : tensor<8x64xf32>, tensor<64x16xf32>)
      outs(%dw1_f : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %dw1, %dw2, %dw3 : tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x8xf32>
}
