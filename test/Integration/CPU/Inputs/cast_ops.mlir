// remat.cast between every pair of float types the tests need. The source is
// x * x + x computed in the source type first, so a narrowing cast has bits to
// round (generated inputs are exact in f32).
func.func @cast_f32_to_bf16(%x: tensor<5x37xf32>) -> tensor<5x37xbf16> {
  %s = remat.mul %x, %x : tensor<5x37xf32>
  %t = remat.add %s, %x : tensor<5x37xf32>
  %y = remat.cast %t : tensor<5x37xf32> to tensor<5x37xbf16>
  return %y : tensor<5x37xbf16>
}
func.func @cast_bf16_to_f32(%x: tensor<5x37xbf16>) -> tensor<5x37xf32> {
  %s = remat.mul %x, %x : tensor<5x37xbf16>
  %t = remat.add %s, %x : tensor<5x37xbf16>
  %y = remat.cast %t : tensor<5x37xbf16> to tensor<5x37xf32>
  return %y : tensor<5x37xf32>
}
func.func @cast_f32_to_f16(%x: tensor<5x37xf32>) -> tensor<5x37xf16> {
  %s = remat.mul %x, %x : tensor<5x37xf32>
  %t = remat.add %s, %x : tensor<5x37xf32>
  %y = remat.cast %t : tensor<5x37xf32> to tensor<5x37xf16>
  return %y : tensor<5x37xf16>
}
func.func @cast_f16_to_f64(%x: tensor<5x37xf16>) -> tensor<5x37xf64> {
  %s = remat.mul %x, %x : tensor<5x37xf16>
  %t = remat.add %s, %x : tensor<5x37xf16>
  %y = remat.cast %t : tensor<5x37xf16> to tensor<5x37xf64>
  return %y : tensor<5x37xf64>
}
func.func @cast_f64_to_f32(%x: tensor<5x37xf64>) -> tensor<5x37xf32> {
  %s = remat.mul %x, %x : tensor<5x37xf64>
  %t = remat.add %s, %x : tensor<5x37xf64>
  %y = remat.cast %t : tensor<5x37xf64> to tensor<5x37xf32>
  return %y : tensor<5x37xf32>
}
func.func @cast_f64_to_bf16(%x: tensor<5x37xf64>) -> tensor<5x37xbf16> {
  %s = remat.mul %x, %x : tensor<5x37xf64>
  %t = remat.add %s, %x : tensor<5x37xf64>
  %y = remat.cast %t : tensor<5x37xf64> to tensor<5x37xbf16>
  return %y : tensor<5x37xbf16>
}
func.func @cast_f64_to_f16(%x: tensor<5x37xf64>) -> tensor<5x37xf16> {
  %s = remat.mul %x, %x : tensor<5x37xf64>
  %t = remat.add %s, %x : tensor<5x37xf64>
  %y = remat.cast %t : tensor<5x37xf64> to tensor<5x37xf16>
  return %y : tensor<5x37xf16>
}
func.func @cast_bf16_to_f16(%x: tensor<5x37xbf16>) -> tensor<5x37xf16> {
  %s = remat.mul %x, %x : tensor<5x37xbf16>
  %t = remat.add %s, %x : tensor<5x37xbf16>
  %y = remat.cast %t : tensor<5x37xbf16> to tensor<5x37xf16>
  return %y : tensor<5x37xf16>
}
func.func @cast_f16_to_bf16(%x: tensor<5x37xf16>) -> tensor<5x37xbf16> {
  %s = remat.mul %x, %x : tensor<5x37xf16>
  %t = remat.add %s, %x : tensor<5x37xf16>
  %y = remat.cast %t : tensor<5x37xf16> to tensor<5x37xbf16>
  return %y : tensor<5x37xbf16>
}
