// RUN: remat-opt %s --remat-autodiff -split-input-file -verify-diagnostics

func.func @vector_loss(%w: tensor<4xf32> {remat.param}) -> tensor<4xf32> {
  %y = remat.relu %w : tensor<4xf32>
  // expected-error @+1 {{remat-autodiff: @vector_loss must return a single 0-d float tensor (the loss), but returns 'tensor<4xf32>'}}
  return %y : tensor<4xf32>
}

// -----

// expected-error @+1 {{remat-autodiff: argument 0 of @int_param is marked remat.param but has type 'tensor<4xi32>'}}
func.func @int_param(%w: tensor<4xi32> {remat.param}) -> tensor<f32> {
  %c = arith.constant dense<1.0> : tensor<f32>
  return %c : tensor<f32>
}

// -----

func.func @no_rule(%w: tensor<4xf32> {remat.param}) -> tensor<f32> {
  // expected-error @+1 {{remat-autodiff: no derivative rule for 'arith.negf'}}
  %n = arith.negf %w : tensor<4xf32>
  %l = remat.mse_loss %n, %w : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @labels_param(%x: tensor<2x3xf32>, %labels: tensor<2x3xf32> {remat.param}) -> tensor<f32> {
  // expected-error @+1 {{remat-autodiff: no derivative rule for operand 1 of 'remat.softmax_cross_entropy'}}
  %l = remat.softmax_cross_entropy %x, %labels : tensor<2x3xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

// expected-error @+1 {{remat-autodiff: @branches has control flow (several blocks)}}
func.func @branches(%w: tensor<4xf32> {remat.param}) -> tensor<f32> {
  cf.br ^bb1
^bb1:
  %l = remat.mse_loss %w, %w : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @loop(%w: tensor<4xf32> {remat.param}) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{remat-autodiff: control flow ('scf.for') cannot be differentiated}}
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %w) -> (tensor<4xf32>) {
    scf.yield %acc : tensor<4xf32>
  }
  %l = remat.mse_loss %r, %w : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

// expected-error @+1 {{remat-autodiff: cannot create @taken_grad: the symbol exists}}
func.func @taken(%w: tensor<4xf32> {remat.param}) -> tensor<f32> {
  %l = remat.mse_loss %w, %w : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}
func.func @taken_grad() {
  return
}
