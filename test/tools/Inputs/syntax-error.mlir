// A missing comma between the operands.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = remat.add %a %b : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
