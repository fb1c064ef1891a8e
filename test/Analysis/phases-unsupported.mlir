// RUN: remat-opt %s -test-remat-phases -split-input-file -verify-diagnostics

// The phase rule is defined on straight-line code; a branch is reported, not
// misclassified.
// expected-error @+1 {{the phase rule needs straight-line code}}
func.func @branches(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %g = remat.relu_grad %dy, %x : tensor<4xf32>
  cf.br ^bb1(%g : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  %s = remat.scale %a {factor = 2.0 : f64} : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// So is a loop: its iteration arguments would need a fixpoint.
func.func @loop(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{the phase rule needs straight-line code}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %g = remat.relu_grad %dy, %acc : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
