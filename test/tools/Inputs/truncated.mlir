// The file ends inside a checkpoint region.
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %1 = remat.relu %a : tensor<4xf32>
