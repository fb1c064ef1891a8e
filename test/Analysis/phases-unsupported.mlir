// RUN: remat-opt %s -test-remat-phases -split-input-file -verify-diagnostics

// The phase rule is defined on straight-line code; control flow is reported,
// naming the op, not misclassified.
func.func @branches(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %g = remat.relu_grad %dy, %x : tensor<4xf32>
  // expected-error @+1 {{the phase rule needs straight-line code: 'cf.br' is control flow (it branches to another block); Remat handles straight-line code}}
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
  // expected-error @+1 {{the phase rule needs straight-line code: 'scf.for' is control flow; Remat handles straight-line code}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %g = remat.relu_grad %dy, %acc : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A conditional (RegionBranchOpInterface) too, in upstream ops only.
func.func @conditional(%p: i1, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the phase rule needs straight-line code: 'scf.if' is control flow; Remat handles straight-line code}}
  %r = scf.if %p -> tensor<4xf32> {
    %t = math.tanh %x : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @while(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the phase rule needs straight-line code: 'scf.while' is control flow; Remat handles straight-line code}}
  %r = scf.while (%a = %x) : (tensor<4xf32>) -> tensor<4xf32> {
    %p = arith.constant false
    scf.condition(%p) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A region of several blocks is control flow even in an op that does not
// declare it.
func.func @execute_region(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the phase rule needs straight-line code: 'scf.execute_region' is control flow; Remat handles straight-line code}}
  %r = scf.execute_region -> tensor<4xf32> {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// The first unsupported op is named, in any function-like op.
// expected-error @+1 {{the phase rule needs straight-line code: 'llvm.func' has a region of 2 blocks (control flow); Remat handles straight-line code}}
llvm.func @no_branch_op() {
  llvm.return
^bb1:
  llvm.return
}
