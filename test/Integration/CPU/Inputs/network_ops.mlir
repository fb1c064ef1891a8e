// The ops of RematNetworkOps.td in every element type, forward and backward.
func.func @gelu_erf_f32(%x: tensor<4x33xf32>, %dy: tensor<4x33xf32>) -> (tensor<4x33xf32>, tensor<4x33xf32>) {
  %y = remat.gelu_erf %x : tensor<4x33xf32>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xf32>
  return %y, %dx : tensor<4x33xf32>, tensor<4x33xf32>
}
func.func @gelu_erf_f64(%x: tensor<4x33xf64>, %dy: tensor<4x33xf64>) -> (tensor<4x33xf64>, tensor<4x33xf64>) {
  %y = remat.gelu_erf %x : tensor<4x33xf64>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xf64>
  return %y, %dx : tensor<4x33xf64>, tensor<4x33xf64>
}
func.func @gelu_erf_f16(%x: tensor<4x33xf16>, %dy: tensor<4x33xf16>) -> (tensor<4x33xf16>, tensor<4x33xf16>) {
  %y = remat.gelu_erf %x : tensor<4x33xf16>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xf16>
  return %y, %dx : tensor<4x33xf16>, tensor<4x33xf16>
}
func.func @gelu_erf_bf16(%x: tensor<4x33xbf16>, %dy: tensor<4x33xbf16>) -> (tensor<4x33xbf16>, tensor<4x33xbf16>) {
  %y = remat.gelu_erf %x : tensor<4x33xbf16>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xbf16>
  return %y, %dx : tensor<4x33xbf16>, tensor<4x33xbf16>
}
