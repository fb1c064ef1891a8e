// RUN: remat-opt %s -split-input-file -verify-diagnostics

// Zero-size dimensions are rejected where an op averages or normalizes over
// them (0/0, a softmax of no classes); the lowering would divide by zero
// (SIGFPE) for softmax_cross_entropy with zero classes. Elsewhere they are
// valid (see the end of this file and test/Integration/CPU/zero-size.mlir).

func.func @cross_entropy_no_classes(%l: tensor<4x0xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.softmax_cross_entropy' op expects at least one class, got logits of shape [4, 0]}}
  %0 = remat.softmax_cross_entropy %l, %l : tensor<4x0xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @cross_entropy_no_rows(%l: tensor<0x10xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.softmax_cross_entropy' op expects at least one row, got logits of shape [0, 10]}}
  %0 = remat.softmax_cross_entropy %l, %l : tensor<0x10xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @cross_entropy_grad_no_classes(%one: tensor<f32>, %l: tensor<4x0xf32>) -> tensor<4x0xf32> {
  // expected-error @+1 {{'remat.softmax_cross_entropy_grad' op expects at least one class, got logits of shape [4, 0]}}
  %0 = remat.softmax_cross_entropy_grad %one, %l, %l : tensor<f32>, tensor<4x0xf32>
  return %0 : tensor<4x0xf32>
}

// -----

func.func @mse_no_elements(%p: tensor<0x3xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.mse_loss' op averages over no elements, got shape [0, 3]}}
  %0 = remat.mse_loss %p, %p : tensor<0x3xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @mse_grad_no_elements(%one: tensor<f32>, %p: tensor<0xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{'remat.mse_loss_grad' op averages over no elements, got shape [0]}}
  %0 = remat.mse_loss_grad %one, %p, %p : tensor<f32>, tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @reduce_mean_empty_axis(%x: tensor<4x0xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.reduce_mean' op averages over the empty dimension 1}}
  %0 = remat.reduce_mean %x : tensor<4x0xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @layernorm_empty_features(%x: tensor<4x0xf32>, %g: tensor<0xf32>) -> tensor<4x0xf32> {
  // expected-error @+1 {{'remat.layernorm' op normalizes over an empty last dimension}}
  %0 = remat.layernorm %x, %g, %g : tensor<4x0xf32>, tensor<0xf32>
  return %0 : tensor<4x0xf32>
}

// -----

// Zero-size tensors where nothing is averaged stay valid: a reduction over
// a non-empty axis of an empty batch, a sum over an empty axis (0), an
// empty matmul, a softmax of an empty batch.
func.func @valid(%x: tensor<0x8xf32>, %w: tensor<8x4xf32>, %e: tensor<3x0xf32>) -> (tensor<0xf32>, tensor<3xf32>, tensor<0x4xf32>, tensor<0x8xf32>) {
  %m = remat.reduce_mean %x : tensor<0x8xf32> -> tensor<0xf32>
  %s = remat.reduce_sum %e : tensor<3x0xf32> -> tensor<3xf32>
  %y = remat.matmul %x, %w : (tensor<0x8xf32>, tensor<8x4xf32>) -> tensor<0x4xf32>
  %p = remat.softmax %x : tensor<0x8xf32>
  return %m, %s, %y, %p : tensor<0xf32>, tensor<3xf32>, tensor<0x4xf32>, tensor<0x8xf32>
}
