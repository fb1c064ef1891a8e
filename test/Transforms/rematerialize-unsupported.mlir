// RUN: remat-opt %s --remat-rematerialize -verify-diagnostics -o /dev/null

// Control flow is outside the rule the pass relies on: an error, not a guess.
func.func @loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{remat-rematerialize: 'scf.for' puts @loop outside straight-line code}}
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %t = remat.tanh %acc : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
