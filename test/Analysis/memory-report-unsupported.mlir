// RUN: remat-opt %s --remat-memory-report -split-input-file -verify-diagnostics -o /dev/null

// Control flow is outside the memory model: a clear error, not a wrong table.
// expected-error @+1 {{'func.func' puts @branches outside the memory model}}
func.func @branches(%x: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^bb1(%x : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
}

// -----

func.func @loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.for' puts @loop outside the memory model}}
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %t = remat.tanh %acc : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
