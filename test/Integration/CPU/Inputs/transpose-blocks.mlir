func.func @blocks(%x: tensor<5x433x31xf32>) -> tensor<5x31x433xf32> {
  %e = tensor.empty() : tensor<5x31x433xf32>
  %t = linalg.transpose ins(%x : tensor<5x433x31xf32>) outs(%e : tensor<5x31x433xf32>) permutation = [0, 2, 1]
  return %t : tensor<5x31x433xf32>
}
