func.func @f(%a: tensor<4xf32>) {
  ÿþ€ "remat.relu"(
