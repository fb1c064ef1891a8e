// The ops of RematNetworkOps.td in every element type, forward and backward.
func.func @gelu_erf_f32(%x: tensor<4x33xf32>, %dy: tensor<4x33xf32>) -> (tensor<4x33xf32>, tensor<4x33xf32>) {
  %y = remat.gelu_erf %x : tensor<4x33xf32>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xf32>
  return %y, %dx : tensor<4x33xf32>, tensor<4x33xf32>
}
func.func @gelu_erf_f64(%x: tensor<4x33xf64>, %dy: tensor<4x33xf64>) -> (tensor<4x33xf64>, tensor<4x33xf64>) {
  %y = remat.gelu_erf %x : tensor<4x33xf64>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xf64>
  return %y, %dx : tensor<4x33xf64>, tensor<4x33xf64>
}
func.func @gelu_erf_f16(%x: tensor<4x33xf16>, %dy: tensor<4x33xf16>) -> (tensor<4x33xf16>, tensor<4x33xf16>) {
  %y = remat.gelu_erf %x : tensor<4x33xf16>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xf16>
  return %y, %dx : tensor<4x33xf16>, tensor<4x33xf16>
}
func.func @gelu_erf_bf16(%x: tensor<4x33xbf16>, %dy: tensor<4x33xbf16>) -> (tensor<4x33xbf16>, tensor<4x33xbf16>) {
  %y = remat.gelu_erf %x : tensor<4x33xbf16>
  %dx = remat.gelu_erf_grad %dy, %x : tensor<4x33xbf16>
  return %y, %dx : tensor<4x33xbf16>, tensor<4x33xbf16>
}
func.func @log_softmax_f32(%x: tensor<3x4x17xf32>, %dy: tensor<3x4x17xf32>) -> (tensor<3x4x17xf32>, tensor<3x4x17xf32>) {
  %y = remat.log_softmax %x : tensor<3x4x17xf32>
  %dx = remat.log_softmax_grad %dy, %y : tensor<3x4x17xf32>
  return %y, %dx : tensor<3x4x17xf32>, tensor<3x4x17xf32>
}
func.func @log_softmax_f64(%x: tensor<3x17xf64>, %dy: tensor<3x17xf64>) -> (tensor<3x17xf64>, tensor<3x17xf64>) {
  %y = remat.log_softmax %x : tensor<3x17xf64>
  %dx = remat.log_softmax_grad %dy, %y : tensor<3x17xf64>
  return %y, %dx : tensor<3x17xf64>, tensor<3x17xf64>
}
func.func @log_softmax_f16(%x: tensor<3x17xf16>, %dy: tensor<3x17xf16>) -> (tensor<3x17xf16>, tensor<3x17xf16>) {
  %y = remat.log_softmax %x : tensor<3x17xf16>
  %dx = remat.log_softmax_grad %dy, %y : tensor<3x17xf16>
  return %y, %dx : tensor<3x17xf16>, tensor<3x17xf16>
}
func.func @log_softmax_bf16(%x: tensor<3x17xbf16>, %dy: tensor<3x17xbf16>) -> (tensor<3x17xbf16>, tensor<3x17xbf16>) {
  %y = remat.log_softmax %x : tensor<3x17xbf16>
  %dx = remat.log_softmax_grad %dy, %y : tensor<3x17xbf16>
  return %y, %dx : tensor<3x17xbf16>, tensor<3x17xbf16>
}
// The mask is read through a softmax (a -inf result would compare as NaN).
func.func @causal_mask_f32(%x: tensor<2x3x6x6xf32>, %dy: tensor<2x3x6x6xf32>) -> (tensor<2x3x6x6xf32>, tensor<2x3x6x6xf32>, tensor<2x3x6x6xf32>) {
  %m = remat.causal_mask %x : tensor<2x3x6x6xf32>
  %y = remat.softmax %m : tensor<2x3x6x6xf32>
  %n = remat.causal_mask %x {offset = 2 : i64} : tensor<2x3x6x6xf32>
  %z = remat.softmax %n : tensor<2x3x6x6xf32>
  %dx = remat.causal_mask_grad %dy {offset = -1 : i64} : tensor<2x3x6x6xf32>
  return %y, %z, %dx : tensor<2x3x6x6xf32>, tensor<2x3x6x6xf32>, tensor<2x3x6x6xf32>
}
// The mask is read through a softmax (a -inf result would compare as NaN).
func.func @causal_mask_f64(%x: tensor<2x3x6x6xf64>, %dy: tensor<2x3x6x6xf64>) -> (tensor<2x3x6x6xf64>, tensor<2x3x6x6xf64>, tensor<2x3x6x6xf64>) {
  %m = remat.causal_mask %x : tensor<2x3x6x6xf64>
  %y = remat.softmax %m : tensor<2x3x6x6xf64>
  %n = remat.causal_mask %x {offset = 2 : i64} : tensor<2x3x6x6xf64>
  %z = remat.softmax %n : tensor<2x3x6x6xf64>
  %dx = remat.causal_mask_grad %dy {offset = -1 : i64} : tensor<2x3x6x6xf64>
  return %y, %z, %dx : tensor<2x3x6x6xf64>, tensor<2x3x6x6xf64>, tensor<2x3x6x6xf64>
}
// The mask is read through a softmax (a -inf result would compare as NaN).
func.func @causal_mask_f16(%x: tensor<2x3x6x6xf16>, %dy: tensor<2x3x6x6xf16>) -> (tensor<2x3x6x6xf16>, tensor<2x3x6x6xf16>, tensor<2x3x6x6xf16>) {
  %m = remat.causal_mask %x : tensor<2x3x6x6xf16>
  %y = remat.softmax %m : tensor<2x3x6x6xf16>
  %n = remat.causal_mask %x {offset = 2 : i64} : tensor<2x3x6x6xf16>
  %z = remat.softmax %n : tensor<2x3x6x6xf16>
  %dx = remat.causal_mask_grad %dy {offset = -1 : i64} : tensor<2x3x6x6xf16>
  return %y, %z, %dx : tensor<2x3x6x6xf16>, tensor<2x3x6x6xf16>, tensor<2x3x6x6xf16>
}
// The mask is read through a softmax (a -inf result would compare as NaN).
func.func @causal_mask_bf16(%x: tensor<2x3x6x6xbf16>, %dy: tensor<2x3x6x6xbf16>) -> (tensor<2x3x6x6xbf16>, tensor<2x3x6x6xbf16>, tensor<2x3x6x6xbf16>) {
  %m = remat.causal_mask %x : tensor<2x3x6x6xbf16>
  %y = remat.softmax %m : tensor<2x3x6x6xbf16>
  %n = remat.causal_mask %x {offset = 2 : i64} : tensor<2x3x6x6xbf16>
  %z = remat.softmax %n : tensor<2x3x6x6xbf16>
  %dx = remat.causal_mask_grad %dy {offset = -1 : i64} : tensor<2x3x6x6xbf16>
  return %y, %z, %dx : tensor<2x3x6x6xbf16>, tensor<2x3x6x6xbf16>, tensor<2x3x6x6xbf16>
}
func.func @clamp_f32(%x: tensor<4x33xf32>, %dy: tensor<4x33xf32>) -> (tensor<4x33xf32>, tensor<4x33xf32>) {
  %y = remat.clamp %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xf32>
  %dx = remat.clamp_grad %dy, %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xf32>
  return %y, %dx : tensor<4x33xf32>, tensor<4x33xf32>
}
func.func @clamp_f64(%x: tensor<4x33xf64>, %dy: tensor<4x33xf64>) -> (tensor<4x33xf64>, tensor<4x33xf64>) {
  %y = remat.clamp %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xf64>
  %dx = remat.clamp_grad %dy, %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xf64>
  return %y, %dx : tensor<4x33xf64>, tensor<4x33xf64>
}
func.func @clamp_f16(%x: tensor<4x33xf16>, %dy: tensor<4x33xf16>) -> (tensor<4x33xf16>, tensor<4x33xf16>) {
  %y = remat.clamp %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xf16>
  %dx = remat.clamp_grad %dy, %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xf16>
  return %y, %dx : tensor<4x33xf16>, tensor<4x33xf16>
}
func.func @clamp_bf16(%x: tensor<4x33xbf16>, %dy: tensor<4x33xbf16>) -> (tensor<4x33xbf16>, tensor<4x33xbf16>) {
  %y = remat.clamp %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xbf16>
  %dx = remat.clamp_grad %dy, %x {min = -0.5 : f64, max = 0.25 : f64} : tensor<4x33xbf16>
  return %y, %dx : tensor<4x33xbf16>, tensor<4x33xbf16>
}
func.func @batch_norm_f32(%x: tensor<3x4x5x6xf32>, %g: tensor<6xf32>, %b: tensor<6xf32>, %dy: tensor<3x4x5x6xf32>) -> (tensor<3x4x5x6xf32>, tensor<3x4x5x6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %y = remat.batch_norm %x, %g, %b : tensor<3x4x5x6xf32>, tensor<6xf32>
  %dx, %dg, %db = remat.batch_norm_grad %dy, %x, %g {epsilon = 1.0e-03 : f64} : tensor<3x4x5x6xf32>, tensor<6xf32>
  return %y, %dx, %dg, %db : tensor<3x4x5x6xf32>, tensor<3x4x5x6xf32>, tensor<6xf32>, tensor<6xf32>
}
func.func @batch_norm_f64(%x: tensor<3x4x5x6xf64>, %g: tensor<6xf64>, %b: tensor<6xf64>, %dy: tensor<3x4x5x6xf64>) -> (tensor<3x4x5x6xf64>, tensor<3x4x5x6xf64>, tensor<6xf64>, tensor<6xf64>) {
  %y = remat.batch_norm %x, %g, %b : tensor<3x4x5x6xf64>, tensor<6xf64>
  %dx, %dg, %db = remat.batch_norm_grad %dy, %x, %g {epsilon = 1.0e-03 : f64} : tensor<3x4x5x6xf64>, tensor<6xf64>
  return %y, %dx, %dg, %db : tensor<3x4x5x6xf64>, tensor<3x4x5x6xf64>, tensor<6xf64>, tensor<6xf64>
}
func.func @batch_norm_f16(%x: tensor<3x4x5x6xf16>, %g: tensor<6xf16>, %b: tensor<6xf16>, %dy: tensor<3x4x5x6xf16>) -> (tensor<3x4x5x6xf16>, tensor<3x4x5x6xf16>, tensor<6xf16>, tensor<6xf16>) {
  %y = remat.batch_norm %x, %g, %b : tensor<3x4x5x6xf16>, tensor<6xf16>
  %dx, %dg, %db = remat.batch_norm_grad %dy, %x, %g {epsilon = 1.0e-03 : f64} : tensor<3x4x5x6xf16>, tensor<6xf16>
  return %y, %dx, %dg, %db : tensor<3x4x5x6xf16>, tensor<3x4x5x6xf16>, tensor<6xf16>, tensor<6xf16>
}
func.func @batch_norm_bf16(%x: tensor<3x4x5x6xbf16>, %g: tensor<6xbf16>, %b: tensor<6xbf16>, %dy: tensor<3x4x5x6xbf16>) -> (tensor<3x4x5x6xbf16>, tensor<3x4x5x6xbf16>, tensor<6xbf16>, tensor<6xbf16>) {
  %y = remat.batch_norm %x, %g, %b : tensor<3x4x5x6xbf16>, tensor<6xbf16>
  %dx, %dg, %db = remat.batch_norm_grad %dy, %x, %g {epsilon = 1.0e-03 : f64} : tensor<3x4x5x6xbf16>, tensor<6xbf16>
  return %y, %dx, %dg, %db : tensor<3x4x5x6xbf16>, tensor<3x4x5x6xbf16>, tensor<6xbf16>, tensor<6xbf16>
}
