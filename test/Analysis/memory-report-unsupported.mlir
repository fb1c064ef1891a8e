// RUN: remat-opt %s --remat-memory-report -split-input-file -verify-diagnostics -o /dev/null

// Control flow is outside the memory model: a clear error naming the op, not
// a wrong table.
func.func @branches(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{remat-memory-report: @branches is outside the memory model: 'cf.br' is control flow (it branches to another block); Remat handles straight-line code}}
  cf.br ^bb1(%x : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
}

// -----

func.func @loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{remat-memory-report: @loop is outside the memory model: 'scf.for' is control flow; Remat handles straight-line code}}
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %t = remat.tanh %acc : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Inside a checkpoint region too.
func.func @loop_in_checkpoint(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{remat-memory-report: @loop_in_checkpoint is outside the memory model: 'scf.for' is control flow; Remat handles straight-line code}}
    %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
      scf.yield %acc : tensor<4xf32>
    }
    remat.yield %l : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A payload region is no control flow: tensor.generate is a leaf, so only
// the dynamic shape below stops the report.
func.func @dynamic(%n: index) -> tensor<4x?xf32> {
  // expected-error @+1 {{remat-memory-report: dimension 1 of 'tensor<4x?xf32>' (result 0 of 'tensor.generate') is dynamic; the memory model needs static shapes}}
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<4x?xf32>
  return %g : tensor<4x?xf32>
}

// -----

// expected-error @+1 {{remat-memory-report: dimension 0 of 'tensor<?xf32>' (argument 0) is dynamic; the memory model needs static shapes}}
func.func @dynamic_argument(%x: tensor<?xf32>) -> tensor<?xf32> {
  %t = math.tanh %x : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----

// expected-error @+1 {{remat-memory-report: the unranked 'tensor<*xf32>' (argument 0) is dynamic; the memory model needs static shapes}}
func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  return %x : tensor<*xf32>
}
