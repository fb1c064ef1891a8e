// Two attention blocks, each attention head in a remat.checkpoint region:
// q.k^T and p.v read two values computed inside the region, which
// remat-autodiff exports as region results.
func.func @attention(
    %x: tensor<16x32xf32>,
    %t: tensor<16x32xf32>,
    %wq0: tensor<32x32xf32> {remat.param},
    %wk0: tensor<32x32xf32> {remat.param},
    %wv0: tensor<32x32xf32> {remat.param},
    %wo0: tensor<32x32xf32> {remat.param},
    %wq1: tensor<32x32xf32> {remat.param},
    %wk1: tensor<32x32xf32> {remat.param},
    %wv1: tensor<32x32xf32> {remat.param},
    %wo1: tensor<32x32xf32> {remat.param}) -> tensor<f32> {
  %a0 = remat.checkpoint (%x, %wq0, %wk0, %wv0) : (tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> {
  ^bb0(%in: tensor<16x32xf32>, %q_w: tensor<32x32xf32>, %k_w: tensor<32x32xf32>, %v_w: tensor<32x32xf32>):
    %q = remat.matmul %in, %q_w : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %k = remat.matmul %in, %k_w : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %v = remat.matmul %in, %v_w : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %s = remat.matmul %q, %k {transpose_b = true} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x16xf32>
    %ss = remat.scale %s {factor = 0.176777 : f64} : tensor<16x16xf32>
    %p = remat.softmax %ss : tensor<16x16xf32>
    %c = remat.matmul %p, %v : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    remat.yield %c : tensor<16x32xf32>
  }
  %o0 = remat.matmul %a0, %wo0 : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  %h0 = remat.add %x, %o0 : tensor<16x32xf32>
  %a1 = remat.checkpoint (%h0, %wq1, %wk1, %wv1) : (tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> {
  ^bb0(%in: tensor<16x32xf32>, %q_w: tensor<32x32xf32>, %k_w: tensor<32x32xf32>, %v_w: tensor<32x32xf32>):
    %q = remat.matmul %in, %q_w : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %k = remat.matmul %in, %k_w : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %v = remat.matmul %in, %v_w : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %s = remat.matmul %q, %k {transpose_b = true} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x16xf32>
    %ss = remat.scale %s {factor = 0.176777 : f64} : tensor<16x16xf32>
    %p = remat.softmax %ss : tensor<16x16xf32>
    %c = remat.matmul %p, %v : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    remat.yield %c : tensor<16x32xf32>
  }
  %o1 = remat.matmul %a1, %wo1 : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  %h1 = remat.add %h0, %o1 : tensor<16x32xf32>
  %l = remat.mse_loss %h1, %t : tensor<16x32xf32> -> tensor<f32>
  return %l : tensor<f32>
}
