// RUN: remat-opt %s -split-input-file -verify-diagnostics

// The ops of RematNetworkOps.td reject mismatched and integer tensors.

func.func @gelu_erf_mismatch(%x: tensor<4x8xf32>) -> tensor<4x8xf16> {
  // expected-error @+1 {{'remat.gelu_erf' op requires the same type for all operands and results}}
  %y = "remat.gelu_erf"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return %y : tensor<4x8xf16>
}

// -----

func.func @gelu_erf_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'remat.gelu_erf' op operand #0 must be}}
  %y = remat.gelu_erf %x : tensor<4xi32>
  return %y : tensor<4xi32>
}

// -----

func.func @gelu_erf_grad_mismatch(%dy: tensor<4x8xf32>, %x: tensor<4x4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.gelu_erf_grad' op requires the same type for all operands and results}}
  %dx = "remat.gelu_erf_grad"(%dy, %x) : (tensor<4x8xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  return %dx : tensor<4x8xf32>
}

// -----

func.func @log_softmax_scalar(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.log_softmax' op expects an operand of rank >= 1}}
  %y = remat.log_softmax %x : tensor<f32>
  return %y : tensor<f32>
}

// -----

func.func @log_softmax_grad_scalar(%dy: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.log_softmax_grad' op expects an operand of rank >= 1}}
  %dx = remat.log_softmax_grad %dy, %y : tensor<f32>
  return %dx : tensor<f32>
}
