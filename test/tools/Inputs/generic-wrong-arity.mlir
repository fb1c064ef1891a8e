// A generic-form matmul with one operand and two results.
func.func @f(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0:2 = "remat.matmul"(%a) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %0#0 : tensor<4x4xf32>
}
