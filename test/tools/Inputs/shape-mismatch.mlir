// The contracting dimensions of the matmul differ (8 vs 7).
func.func @f(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>) -> tensor<4x16xf32> {
  %0 = remat.relu %a : tensor<4x8xf32>
  %1 = remat.matmul %0, %b : (tensor<4x8xf32>, tensor<7x16xf32>) -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
