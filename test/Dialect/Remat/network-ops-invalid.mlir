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

// -----

func.func @causal_mask_rank1(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'remat.causal_mask' op expects an operand of rank >= 2}}
  %y = remat.causal_mask %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

func.func @causal_mask_grad_rank0(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.causal_mask_grad' op expects an operand of rank >= 2}}
  %y = remat.causal_mask_grad %x : tensor<f32>
  return %y : tensor<f32>
}

// -----

func.func @causal_mask_int(%x: tensor<4x4xi32>) -> tensor<4x4xi32> {
  // expected-error @+1 {{'remat.causal_mask' op operand #0 must be}}
  %y = remat.causal_mask %x : tensor<4x4xi32>
  return %y : tensor<4x4xi32>
}

// -----

func.func @cast_shape(%x: tensor<4x8xf32>) -> tensor<8x4xbf16> {
  // expected-error @+1 {{'remat.cast' op requires the same shape for all operands and results}}
  %y = remat.cast %x : tensor<4x8xf32> to tensor<8x4xbf16>
  return %y : tensor<8x4xbf16>
}

// -----

func.func @cast_int(%x: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'remat.cast' op result #0 must be}}
  %y = remat.cast %x : tensor<4xf32> to tensor<4xi32>
  return %y : tensor<4xi32>
}

// -----

func.func @clamp_bounds(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.clamp' op expects min <= max, got 1.000000e+00 and 0.000000e+00}}
  %y = remat.clamp %x {min = 1.0 : f64, max = 0.0 : f64} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @clamp_no_bounds(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.clamp' op requires attribute 'max'}}
  %y = remat.clamp %x {min = 1.0 : f64} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @batch_norm_rank1(%x: tensor<8xf32>, %g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'remat.batch_norm' op expects an operand of rank >= 2}}
  %y = remat.batch_norm %x, %g, %g : tensor<8xf32>, tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

func.func @batch_norm_channels(%x: tensor<2x4x8xf32>, %g: tensor<4xf32>) -> tensor<2x4x8xf32> {
  // expected-error @+1 {{'remat.batch_norm' op expects gamma and beta of shape [8], got [4]}}
  %y = remat.batch_norm %x, %g, %g : tensor<2x4x8xf32>, tensor<4xf32>
  return %y : tensor<2x4x8xf32>
}

// -----

func.func @batch_norm_empty(%x: tensor<0x8xf32>, %g: tensor<8xf32>) -> tensor<0x8xf32> {
  // expected-error @+1 {{'remat.batch_norm' op normalizes empty channels}}
  %y = remat.batch_norm %x, %g, %g : tensor<0x8xf32>, tensor<8xf32>
  return %y : tensor<0x8xf32>
}

// -----

func.func @batch_norm_epsilon(%x: tensor<2x8xf32>, %g: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'remat.batch_norm' op expects a positive, finite epsilon}}
  %y = remat.batch_norm %x, %g, %g {epsilon = 0.0 : f64} : tensor<2x8xf32>, tensor<8xf32>
  return %y : tensor<2x8xf32>
}

// -----

func.func @batch_norm_grad_channels(%dy: tensor<2x8xf32>, %x: tensor<2x8xf32>, %g: tensor<2xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'remat.batch_norm_grad' op expects gamma of shape [8], got [2]}}
  %dx, %dg, %db = remat.batch_norm_grad %dy, %x, %g : tensor<2x8xf32>, tensor<2xf32>
  return %dx : tensor<2x8xf32>
}
