// An attribute that does not parse: the array is not closed.
func.func @f(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = remat.reduce_sum %a {axes = array<i64: 1} : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
