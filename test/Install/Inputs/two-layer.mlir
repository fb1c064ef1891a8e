func.func @two_layer(%x: tensor<8x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %h = remat.matmul %x, %w1 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %a = remat.relu %h : tensor<8x16xf32>
  %y = remat.checkpoint (%a, %w2) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32> {
  ^bb0(%p: tensor<8x16xf32>, %q: tensor<16x16xf32>):
    %g = remat.matmul %p, %q : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %r = remat.relu %g : tensor<8x16xf32>
    remat.yield %r : tensor<8x16xf32>
  }
  return %y : tensor<8x16xf32>
}
