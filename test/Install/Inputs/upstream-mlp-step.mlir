// A two-layer tanh MLP training step written only in upstream ops (linalg
// named ops, arith and math on tensors, tensor.empty), loss sum(y^2)/2 so
// that dy = y. The backward pass starts at the op marked
// `remat.backward_begin` (the phase hook for foreign IR).
func.func @upstream_mlp_step(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>,
                             %w2: tensor<16x4xf32>)
    -> (tensor<8x16xf32>, tensor<16x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %a = math.tanh %h : tensor<4x16xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<4x16xf32>, tensor<16x4xf32>)
                     outs(%f2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // Backward: dw2 = a^T dy, da = dy w2^T, dh = da * (1 - a*a), dw1 = x^T dh.
  %e3 = tensor.empty() {remat.backward_begin} : tensor<16x4xf32>
  %at = linalg.transpose ins(%a : tensor<4x16xf32>) outs(%e3 : tensor<16x4xf32>)
          permutation = [1, 0]
  %e4 = tensor.empty() : tensor<16x4xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %dw2 = linalg.matmul ins(%at, %y : tensor<16x4xf32>, tensor<4x4xf32>)
                       outs(%f4 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %e5 = tensor.empty() : tensor<4x16xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<16x4xf32>) outs(%e5 : tensor<4x16xf32>)
           permutation = [1, 0]
  %e6 = tensor.empty() : tensor<4x16xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %da = linalg.matmul ins(%y, %w2t : tensor<4x4xf32>, tensor<4x16xf32>)
                      outs(%f6 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %one = arith.constant dense<1.0> : tensor<4x16xf32>
  %aa = arith.mulf %a, %a : tensor<4x16xf32>
  %s = arith.subf %one, %aa : tensor<4x16xf32>
  %dh = arith.mulf %da, %s : tensor<4x16xf32>
  %e7 = tensor.empty() : tensor<8x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e7 : tensor<8x4xf32>)
          permutation = [1, 0]
  %e8 = tensor.empty() : tensor<8x16xf32>
  %f8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<8x4xf32>, tensor<4x16xf32>)
                       outs(%f8 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %dw1, %dw2 : tensor<8x16xf32>, tensor<16x4xf32>
}
