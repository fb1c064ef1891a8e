// remat ops take floating-point tensors only.
func.func @f(%a: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = remat.relu %a : tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
