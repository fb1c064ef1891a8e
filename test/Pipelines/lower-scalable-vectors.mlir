// A tensor of scalable vectors has no size known at compile time: both
// lowerings reject it at the value. Upstream's allocation lowering aborted
// on it (LLVM ERROR: Cannot implicitly convert a scalable size to a
// fixed-width size; found by scripts/fuzz.py, test/tools/Inputs/fuzz/).
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-lower-to-llvm -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-lower-to-nvvm -o /dev/null

func.func @result(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xvector<[4]xf32>>) {
  %a = remat.relu %x : tensor<4xf32>
  // expected-error @+1 {{cannot lower a tensor of 'tensor<2xvector<[4]xf32>>': the size of a scalable vector is not known at compile time}}
  %v = tensor.empty() : tensor<2xvector<[4]xf32>>
  return %a, %v : tensor<4xf32>, tensor<2xvector<[4]xf32>>
}

// -----

// expected-error @+1 {{cannot lower a tensor of 'tensor<2xvector<[4]xf32>>'}}
func.func @argument(%v: tensor<2xvector<[4]xf32>>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %a = remat.relu %x : tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// Fixed-size vectors are sized, and lower.
func.func @fixed(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xvector<4xf32>>) {
  %a = remat.relu %x : tensor<4xf32>
  %v = tensor.empty() : tensor<2xvector<4xf32>>
  return %a, %v : tensor<4xf32>, tensor<2xvector<4xf32>>
}
