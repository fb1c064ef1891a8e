// FUZZ-PIPELINE: ["--remat-lower-to-nvvm"]
// FUZZ-VERDICT: signal 6
func.func @scalable(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xvector<[4]xf32>>) {
  %a = remat.relu %x : tensor<4xf32>
  %v = tensor.empty() : tensor<2xvector<[4]xf32>>
  %b = remat.tanh %a : tensor<4xf32>
  %db = remat.tanh_grad %b, %b : tensor<4xf32>
  %da = remat.relu_grad %db, %a : tensor<4xf32>
  return %da, %v : tensor<4xf32>, tensor<2xvector<[4]xf32>>
}
