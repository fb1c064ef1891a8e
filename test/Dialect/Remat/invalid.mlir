// RUN: remat-opt %s -split-input-file -verify-diagnostics

// One case per diagnostic of the remat dialect: the ODS type constraints and
// traits first, then the verifiers in RematOps.cpp and the shape rules in
// ShapeRules.cpp, op by op.

//===----------------------------------------------------------------------===//
// Type constraints (ODS)
//===----------------------------------------------------------------------===//

func.func @dynamic_shape(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<?x4xf32>'}}
  %0 = remat.relu %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<*xf32>'}}
  %0 = "remat.relu"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @unranked_custom_form(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = remat.relu %x : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @integer_element_type(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<4xi32>'}}
  %0 = remat.relu %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @f8_element_type(%x: tensor<4xf8E4M3FN>, %y: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<4xf8E4M3FN>'}}
  %0 = remat.add %x, %y : tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

func.func @dynamic_result(%x: tensor<4x8xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{result #0 must be statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<?xf32>'}}
  %0 = remat.reduce_sum %x : tensor<4x8xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @memref_operand(%x: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'memref<4xf32>'}}
  %0 = "remat.exp"(%x) : (memref<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bias_not_1d(%x: tensor<4x8xf32>, %b: tensor<1x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{operand #1 must be statically shaped 1-D tensor of f16, bf16, f32 or f64 values, but got 'tensor<1x8xf32>'}}
  %0 = remat.bias_add %x, %b : tensor<4x8xf32>, tensor<1x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @conv_input_not_4d(%x: tensor<1x8x8xf32>, %w: tensor<3x3x8x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{operand #0 must be statically shaped 4-D tensor of f16, bf16, f32 or f64 values, but got 'tensor<1x8x8xf32>'}}
  %0 = remat.conv2d %x, %w : (tensor<1x8x8xf32>, tensor<3x3x8x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_filter_not_4d(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4x1xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{operand #1 must be statically shaped 4-D tensor of f16, bf16, f32 or f64 values, but got 'tensor<3x3x3x4x1xf32>'}}
  %0 = remat.conv2d %x, %w : (tensor<1x8x8x3xf32>, tensor<3x3x3x4x1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @pool_not_4d(%x: tensor<8x8x3xf32>) -> tensor<4x4x3xf32> {
  // expected-error @+1 {{operand #0 must be statically shaped 4-D tensor of f16, bf16, f32 or f64 values, but got 'tensor<8x8x3xf32>'}}
  %0 = remat.max_pool2d %x : tensor<8x8x3xf32> -> tensor<4x4x3xf32>
  return %0 : tensor<4x4x3xf32>
}

// -----

func.func @upsample_result_not_4d(%x: tensor<1x4x4x3xf32>) -> tensor<8x8x3xf32> {
  // expected-error @+1 {{result #0 must be statically shaped 4-D tensor of f16, bf16, f32 or f64 values, but got 'tensor<8x8x3xf32>'}}
  %0 = remat.upsample_nearest2d %x : tensor<1x4x4x3xf32> -> tensor<8x8x3xf32>
  return %0 : tensor<8x8x3xf32>
}

// -----

func.func @conv_grad_input_result_not_4d(%dy: tensor<1x6x6x4xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<8x8x3xf32> {
  // expected-error @+1 {{result #0 must be statically shaped 4-D tensor of f16, bf16, f32 or f64 values, but got 'tensor<8x8x3xf32>'}}
  %0 = remat.conv2d_grad_input %dy, %w : (tensor<1x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<8x8x3xf32>
  return %0 : tensor<8x8x3xf32>
}

// -----

func.func @loss_result_not_0d(%p: tensor<4xf32>, %t: tensor<4xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{result #0 must be 0D tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<1xf32>'}}
  %0 = remat.mse_loss %p, %t : tensor<4xf32> -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @sce_result_not_0d(%p: tensor<4x3xf32>, %t: tensor<4x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{result #0 must be 0D tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<4xf32>'}}
  %0 = remat.softmax_cross_entropy %p, %t : tensor<4x3xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dloss_not_0d(%one: tensor<1xf32>, %p: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be 0D tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<1xf32>'}}
  %0 = remat.mse_loss_grad %one, %p, %p : tensor<1xf32>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bad_attr_type(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{attribute 'rate' failed to satisfy constraint: 64-bit float attribute}}
  %0 = remat.dropout %x {rate = 0.5 : f32} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @bad_axes_attr(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'axes' failed to satisfy constraint: i64 dense array attribute}}
  %0 = remat.reduce_sum %x {axes = array<i32: 1>} : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bad_bool_attr(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{attribute 'transpose_a' failed to satisfy constraint: bool attribute}}
  %0 = remat.matmul %a, %a {transpose_a = 1 : i64} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

//===----------------------------------------------------------------------===//
// Element type and type traits
//===----------------------------------------------------------------------===//

// -----

func.func @mixed_element_types(%x: tensor<4x8xf32>, %y: tensor<8x4xf16>) -> tensor<4x4xf32> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = remat.matmul %x, %y : (tensor<4x8xf32>, tensor<8x4xf16>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @mixed_result_element_type(%x: tensor<4x8xf32>) -> tensor<4xbf16> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = remat.reduce_mean %x : tensor<4x8xf32> -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @bias_element_type(%x: tensor<4x8xf32>, %b: tensor<8xf16>) -> tensor<4x8xf32> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = remat.bias_add %x, %b : tensor<4x8xf32>, tensor<8xf16>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @concat_element_types(%a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<8xf32> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = remat.concat %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @binary_element_types(%x: tensor<4xf32>, %y: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "remat.add"(%x, %y) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @binary_shapes(%x: tensor<4xf32>, %y: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "remat.sub"(%x, %y) : (tensor<4xf32>, tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unary_result_shape(%x: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "remat.sigmoid"(%x) : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @unary_grad_shapes(%dy: tensor<4xf32>, %x: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "remat.relu_grad"(%dy, %x) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dropout_grad_result(%dy: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "remat.dropout_grad"(%dy) : (tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @bias_add_result_type(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x7xf32> {
  // expected-error @+1 {{failed to verify that all of {x, result} have same type}}
  %0 = "remat.bias_add"(%x, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x7xf32>
  return %0 : tensor<4x7xf32>
}

// -----

func.func @layernorm_gamma_beta_differ(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<7xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{failed to verify that all of {gamma, beta} have same type}}
  %0 = "remat.layernorm"(%x, %g, %b) : (tensor<4x8xf32>, tensor<8xf32>, tensor<7xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @mse_loss_shapes_differ(%p: tensor<4xf32>, %t: tensor<5xf32>) -> tensor<f32> {
  // expected-error @+1 {{failed to verify that all of {pred, target} have same type}}
  %0 = "remat.mse_loss"(%p, %t) : (tensor<4xf32>, tensor<5xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @sce_shapes_differ(%l: tensor<4x3xf32>, %y: tensor<4x4xf32>) -> tensor<f32> {
  // expected-error @+1 {{failed to verify that all of {logits, labels} have same type}}
  %0 = "remat.softmax_cross_entropy"(%l, %y) : (tensor<4x3xf32>, tensor<4x4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @layernorm_grad_dx_type(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{failed to verify that all of {dy, x, dx} have same type}}
  %0:3 = "remat.layernorm_grad"(%dy, %x, %g) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>) -> (tensor<8x4xf32>, tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<8x4xf32>
}

// -----

func.func @layernorm_grad_dgamma_type(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to verify that all of {gamma, dgamma, dbeta} have same type}}
  %0:3 = "remat.layernorm_grad"(%dy, %x, %g) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>)
  return %0#2 : tensor<4xf32>
}

// -----

func.func @mse_loss_grad_types(%one: tensor<f32>, %p: tensor<4xf32>, %t: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{failed to verify that all of {pred, target, dpred} have same type}}
  %0 = "remat.mse_loss_grad"(%one, %p, %t) : (tensor<f32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @sce_grad_types(%one: tensor<f32>, %l: tensor<4x3xf32>, %y: tensor<3x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{failed to verify that all of {logits, labels, dlogits} have same type}}
  %0 = "remat.softmax_cross_entropy_grad"(%one, %l, %y) : (tensor<f32>, tensor<4x3xf32>, tensor<3x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @loss_grad_dloss_element_type(%one: tensor<f64>, %p: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = remat.mse_loss_grad %one, %p, %p : tensor<f64>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @max_pool2d_grad_dx_type(%dy: tensor<1x4x4x3xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{failed to verify that all of {x, dx} have same type}}
  %0 = remat.max_pool2d_grad %dy, %x : (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @no_operand_concat() -> tensor<4xf32> {
  // SameOperandsAndResultElementType needs an operand, so this fires before
  // the verifier's own "expects at least one input".
  // expected-error @+1 {{expected 1 or more operands, but found 0}}
  %0 = "remat.concat"() : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// matmul
//===----------------------------------------------------------------------===//

// -----

func.func @matmul_rank1(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.matmul' op expects two 2-D or two 3-D operands, got ranks 1 and 1}}
  %0 = remat.matmul %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @matmul_mixed_ranks(%a: tensor<2x4x8xf32>, %b: tensor<8x16xf32>) -> tensor<2x4x16xf32> {
  // expected-error @+1 {{expects two 2-D or two 3-D operands, got ranks 3 and 2}}
  %0 = remat.matmul %a, %b : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

// -----

func.func @matmul_rank4(%a: tensor<1x2x4x8xf32>, %b: tensor<1x2x8x4xf32>) -> tensor<1x2x4x4xf32> {
  // expected-error @+1 {{expects two 2-D or two 3-D operands, got ranks 4 and 4}}
  %0 = remat.matmul %a, %b : (tensor<1x2x4x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

// -----

func.func @matmul_batch(%a: tensor<2x4x8xf32>, %b: tensor<3x8x16xf32>) -> tensor<2x4x16xf32> {
  // expected-error @+1 {{'remat.matmul' op batch dimensions differ: 2 vs 3}}
  %0 = remat.matmul %a, %b : (tensor<2x4x8xf32>, tensor<3x8x16xf32>) -> tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

// -----

func.func @matmul_contracting(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'remat.matmul' op contracting dimensions differ: 8 vs 7 (lhs [4, 8], rhs [7, 16])}}
  %0 = remat.matmul %a, %b : (tensor<4x8xf32>, tensor<7x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @matmul_contracting_transposed(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // transpose_a contracts over the 4.
  // expected-error @+1 {{contracting dimensions differ: 4 vs 8 (lhs [4, 8], rhs [8, 16])}}
  %0 = remat.matmul %a, %b {transpose_a = true} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @matmul_result(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'remat.matmul' op expects a result of shape [4, 16], got [16, 4]}}
  %0 = remat.matmul %a, %b : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @matmul_batched_result(%a: tensor<2x4x8xf32>, %b: tensor<2x16x8xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{expects a result of shape [2, 4, 16], got [4, 16]}}
  %0 = remat.matmul %a, %b {transpose_b = true} : (tensor<2x4x8xf32>, tensor<2x16x8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

//===----------------------------------------------------------------------===//
// bias_add, softmax, layernorm, dropout
//===----------------------------------------------------------------------===//

// -----

func.func @bias_add_0d(%x: tensor<f32>, %b: tensor<1xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.bias_add' op expects an operand of rank >= 1}}
  %0 = remat.bias_add %x, %b : tensor<f32>, tensor<1xf32>
  return %0 : tensor<f32>
}

// -----

func.func @bias_add_size(%x: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.bias_add' op expects a bias of shape [8], got [4]}}
  %0 = remat.bias_add %x, %b : tensor<4x8xf32>, tensor<4xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @softmax_0d(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.softmax' op expects an operand of rank >= 1}}
  %0 = remat.softmax %x : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @layernorm_0d(%x: tensor<f32>, %g: tensor<1xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.layernorm' op expects an operand of rank >= 1}}
  %0 = remat.layernorm %x, %g, %g : tensor<f32>, tensor<1xf32>
  return %0 : tensor<f32>
}

// -----

func.func @layernorm_zero_epsilon(%x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.layernorm' op expects a positive, finite epsilon}}
  %0 = remat.layernorm %x, %g, %g {epsilon = 0.0 : f64} : tensor<4x8xf32>, tensor<8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @layernorm_negative_epsilon(%x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{expects a positive, finite epsilon}}
  %0 = remat.layernorm %x, %g, %g {epsilon = -1.0e-05 : f64} : tensor<4x8xf32>, tensor<8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @layernorm_nan_epsilon(%x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{expects a positive, finite epsilon}}
  %0 = remat.layernorm %x, %g, %g {epsilon = 0x7FF8000000000000 : f64} : tensor<4x8xf32>, tensor<8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @layernorm_gamma_size(%x: tensor<4x8xf32>, %g: tensor<4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.layernorm' op expects gamma and beta of shape [8], got [4]}}
  %0 = remat.layernorm %x, %g, %g : tensor<4x8xf32>, tensor<4xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @dropout_rate_one(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.dropout' op expects a rate in [0, 1), got 1.000000e+00}}
  %0 = remat.dropout %x {rate = 1.0 : f64} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @dropout_rate_negative(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.dropout' op expects a rate in [0, 1), got -2.500000e-01}}
  %0 = remat.dropout %x {rate = -0.25 : f64} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @dropout_rate_nan(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{expects a rate in [0, 1), got nan}}
  %0 = remat.dropout %x {rate = 0x7FF8000000000000 : f64} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

//===----------------------------------------------------------------------===//
// reduce_sum, reduce_mean
//===----------------------------------------------------------------------===//

// -----

func.func @reduce_0d(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.reduce_sum' op expects an operand of rank >= 1}}
  %0 = remat.reduce_sum %x : tensor<f32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_mean_0d(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.reduce_mean' op expects an operand of rank >= 1}}
  %0 = remat.reduce_mean %x {axes = array<i64>} : tensor<f32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_axis_too_big(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.reduce_sum' op axis 2 is out of range for rank 2}}
  %0 = remat.reduce_sum %x {axes = array<i64: 2>} : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_axis_too_negative(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'remat.reduce_mean' op axis -3 is out of range for rank 2}}
  %0 = remat.reduce_mean %x {axes = array<i64: -3>} : tensor<4x8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @reduce_duplicate_axes(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // -1 and 1 name the same axis.
  // expected-error @+1 {{'remat.reduce_sum' op axes must be unique}}
  %0 = remat.reduce_sum %x {axes = array<i64: 1, -1>} : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_result(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  // The default axis is the last one.
  // expected-error @+1 {{'remat.reduce_sum' op expects a result of shape [4], got [8]}}
  %0 = remat.reduce_sum %x : tensor<4x8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @reduce_keepdims_result(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  // expected-error @+1 {{'remat.reduce_mean' op expects a result of shape [4], got [4, 1]}}
  %0 = remat.reduce_mean %x {axes = array<i64: 1>} : tensor<4x8xf32> -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

//===----------------------------------------------------------------------===//
// broadcast_in_dim
//===----------------------------------------------------------------------===//

// -----

func.func @broadcast_lower_rank(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'remat.broadcast_in_dim' op cannot broadcast rank 2 to the lower rank 1}}
  %0 = remat.broadcast_in_dim %x : tensor<4x8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @broadcast_dims_count(%x: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.broadcast_in_dim' op expects 1 broadcast dimensions, got 2}}
  %0 = remat.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 1>} : tensor<8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_dim_out_of_range(%x: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.broadcast_in_dim' op broadcast dimension 2 is out of range for result rank 2}}
  %0 = remat.broadcast_in_dim %x {broadcast_dimensions = array<i64: 2>} : tensor<8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_dim_negative(%x: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{broadcast dimension -1 is out of range for result rank 2}}
  %0 = remat.broadcast_in_dim %x {broadcast_dimensions = array<i64: -1>} : tensor<8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_not_increasing(%x: tensor<8x4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.broadcast_in_dim' op expects strictly increasing broadcast dimensions}}
  %0 = remat.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1, 0>} : tensor<8x4xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_repeated_dim(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expects strictly increasing broadcast dimensions}}
  %0 = remat.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0, 0>} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @broadcast_size(%x: tensor<3xf32>) -> tensor<4x8xf32> {
  // The default maps the operand to the trailing result dimension.
  // expected-error @+1 {{'remat.broadcast_in_dim' op operand dimension 0 of size 3 cannot broadcast to result dimension 1 of size 8}}
  %0 = remat.broadcast_in_dim %x : tensor<3xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_size_explicit(%x: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{operand dimension 0 of size 8 cannot broadcast to result dimension 0 of size 4}}
  %0 = remat.broadcast_in_dim %x {broadcast_dimensions = array<i64: 0>} : tensor<8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

//===----------------------------------------------------------------------===//
// transpose, reshape
//===----------------------------------------------------------------------===//

// -----

func.func @transpose_perm_size(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'remat.transpose' op expects a permutation of 2 dimensions, got 3}}
  %0 = remat.transpose %x {permutation = array<i64: 1, 0, 2>} : tensor<4x8xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @transpose_perm_repeated(%x: tensor<4x8x2xf32>) -> tensor<4x4x2xf32> {
  // expected-error @+1 {{'remat.transpose' op permutation [0, 0, 2] is not a permutation of [0, 3)}}
  %0 = remat.transpose %x {permutation = array<i64: 0, 0, 2>} : tensor<4x8x2xf32> -> tensor<4x4x2xf32>
  return %0 : tensor<4x4x2xf32>
}

// -----

func.func @transpose_perm_out_of_range(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{permutation [-1, 0] is not a permutation of [0, 2)}}
  %0 = remat.transpose %x {permutation = array<i64: -1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @transpose_result(%x: tensor<2x4x8xf32>) -> tensor<2x8x4xf32> {
  // The default permutation reverses the dimensions.
  // expected-error @+1 {{'remat.transpose' op expects a result of shape [8, 4, 2], got [2, 8, 4]}}
  %0 = remat.transpose %x : tensor<2x4x8xf32> -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// -----

func.func @reshape_count(%x: tensor<4x8xf32>) -> tensor<30xf32> {
  // expected-error @+1 {{'remat.reshape' op cannot reshape 32 elements into 30}}
  %0 = remat.reshape %x : tensor<4x8xf32> -> tensor<30xf32>
  return %0 : tensor<30xf32>
}

//===----------------------------------------------------------------------===//
// concat
//===----------------------------------------------------------------------===//

// -----

func.func @concat_axis(%a: tensor<4x8xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'remat.concat' op axis 2 is out of range for rank 2}}
  %0 = remat.concat %a, %a {axis = 2 : i64} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @concat_negative_axis(%a: tensor<4x8xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'remat.concat' op axis -3 is out of range for rank 2}}
  %0 = remat.concat %a, %a {axis = -3 : i64} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @concat_0d(%a: tensor<f32>) -> tensor<f32> {
  // The default axis -1 does not exist for 0-d inputs.
  // expected-error @+1 {{'remat.concat' op axis -1 is out of range for rank 0}}
  %0 = remat.concat %a : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @concat_rank(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'remat.concat' op input 1 has rank 1, expected 2}}
  %0 = remat.concat %a, %b : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @concat_size(%a: tensor<4x8xf32>, %b: tensor<3x8xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'remat.concat' op input 1 has size 3 in dimension 0, expected 4}}
  %0 = remat.concat %a, %b : (tensor<4x8xf32>, tensor<3x8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @concat_result(%a: tensor<4x8xf32>, %b: tensor<2x8xf32>) -> tensor<6x16xf32> {
  // expected-error @+1 {{'remat.concat' op expects a result of shape [6, 8], got [6, 16]}}
  %0 = remat.concat %a, %b {axis = 0 : i64} : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x16xf32>
  return %0 : tensor<6x16xf32>
}

//===----------------------------------------------------------------------===//
// slice, slice_grad
//===----------------------------------------------------------------------===//

// -----

func.func @slice_result_rank(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.slice' op expects operand, result, offsets and strides of rank 2, got 1, 2 and 2}}
  %0 = remat.slice %x : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @slice_offsets_rank(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expects operand, result, offsets and strides of rank 2, got 2, 1 and 2}}
  %0 = remat.slice %x {offsets = array<i64: 4>} : tensor<4x8xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_strides_rank(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expects operand, result, offsets and strides of rank 2, got 2, 2 and 3}}
  %0 = remat.slice %x {strides = array<i64: 1, 1, 1>} : tensor<4x8xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_negative_offset(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'remat.slice' op dimension 1: offset must be >= 0 and stride > 0}}
  %0 = remat.slice %x {offsets = array<i64: 0, -1>} : tensor<4x8xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_zero_stride(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'remat.slice' op dimension 0: offset must be >= 0 and stride > 0}}
  %0 = remat.slice %x {strides = array<i64: 0, 1>} : tensor<4x8xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_past_end(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  // Elements 5..8 of a dimension of size 8.
  // expected-error @+1 {{'remat.slice' op dimension 1: slice of size 4 at offset 5 with stride 1 runs past the size 8}}
  %0 = remat.slice %x {offsets = array<i64: 0, 5>} : tensor<4x8xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_strided_past_end(%x: tensor<4x8xf32>) -> tensor<2x4xf32> {
  // Elements 1, 3, 5, 7 fit; with stride 3 the last one would be 10.
  // expected-error @+1 {{dimension 1: slice of size 4 at offset 1 with stride 3 runs past the size 8}}
  %0 = remat.slice %x {offsets = array<i64: 0, 1>, strides = array<i64: 1, 3>} : tensor<4x8xf32> -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @slice_larger_than_operand(%x: tensor<4x8xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{dimension 0: slice of size 5 at offset 0 with stride 1 runs past the size 4}}
  %0 = remat.slice %x : tensor<4x8xf32> -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @slice_grad_rank(%dy: tensor<4x4xf32>) -> tensor<4x4x1xf32> {
  // expected-error @+1 {{'remat.slice_grad' op expects operand, result, offsets and strides of rank 3, got 2, 3 and 3}}
  %0 = remat.slice_grad %dy : tensor<4x4xf32> -> tensor<4x4x1xf32>
  return %0 : tensor<4x4x1xf32>
}

// -----

func.func @slice_grad_negative_stride(%dy: tensor<4x4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.slice_grad' op dimension 1: offset must be >= 0 and stride > 0}}
  %0 = remat.slice_grad %dy {strides = array<i64: 1, -2>} : tensor<4x4xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @slice_grad_past_end(%dy: tensor<4x4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.slice_grad' op dimension 1: slice of size 4 at offset 6 with stride 1 runs past the size 8}}
  %0 = remat.slice_grad %dy {offsets = array<i64: 0, 6>} : tensor<4x4xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

//===----------------------------------------------------------------------===//
// conv2d and its gradients
//===----------------------------------------------------------------------===//

// -----

func.func @conv_strides_count(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op expects 2 window sizes, 2 strides and 4 paddings (top, bottom, left, right), got 2, 1 and 4}}
  %0 = remat.conv2d %x, %w {strides = array<i64: 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_padding_count(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{expects 2 window sizes, 2 strides and 4 paddings (top, bottom, left, right), got 2, 2 and 2}}
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @conv_zero_stride(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op window sizes and strides must be positive and paddings non-negative}}
  %0 = remat.conv2d %x, %w {strides = array<i64: 1, 0>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_negative_padding(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{window sizes and strides must be positive and paddings non-negative}}
  %0 = remat.conv2d %x, %w {padding = array<i64: 0, 0, -1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_empty_filter(%x: tensor<1x8x8x3xf32>, %w: tensor<0x3x3x4xf32>) -> tensor<1x9x6x4xf32> {
  // A filter of height 0 is a window of size 0.
  // expected-error @+1 {{window sizes and strides must be positive and paddings non-negative}}
  %0 = remat.conv2d %x, %w : (tensor<1x8x8x3xf32>, tensor<0x3x3x4xf32>) -> tensor<1x9x6x4xf32>
  return %0 : tensor<1x9x6x4xf32>
}

// -----

func.func @conv_channels(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x5x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op input channels 3 differ from filter input channels 5}}
  %0 = remat.conv2d %x, %w : (tensor<1x8x8x3xf32>, tensor<3x3x5x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_window_too_tall(%x: tensor<1x2x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x1x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op window of size 3 does not fit the padded H extent 2}}
  %0 = remat.conv2d %x, %w : (tensor<1x2x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x1x6x4xf32>
  return %0 : tensor<1x1x6x4xf32>
}

// -----

func.func @conv_window_too_wide(%x: tensor<1x8x2x3xf32>, %w: tensor<3x5x3x4xf32>) -> tensor<1x8x1x4xf32> {
  // Padding counts: 2 + 1 + 1 = 4 < 5.
  // expected-error @+1 {{'remat.conv2d' op window of size 5 does not fit the padded W extent 4}}
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x2x3xf32>, tensor<3x5x3x4xf32>) -> tensor<1x8x1x4xf32>
  return %0 : tensor<1x8x1x4xf32>
}

// -----

func.func @conv_result(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  // Without padding the output shrinks.
  // expected-error @+1 {{'remat.conv2d' op expects a result of shape [1, 6, 6, 4], got [1, 8, 8, 4]}}
  %0 = remat.conv2d %x, %w : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @conv_strided_result(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32> {
  // (8 + 2 - 3) / 2 + 1 = 4 rows, (8 - 3) / 2 + 1 = 3 columns.
  // expected-error @+1 {{expects a result of shape [1, 4, 3, 4], got [1, 4, 4, 4]}}
  %0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

func.func @conv_grad_input_dy(%dy: tensor<1x8x8x4xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_input' op expects dy (the forward output) of shape [1, 6, 6, 4], got [1, 8, 8, 4]}}
  %0 = remat.conv2d_grad_input %dy, %w : (tensor<1x8x8x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @conv_grad_input_channels(%dy: tensor<1x6x6x4xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x8x8x2xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_input' op input channels 2 differ from filter input channels 3}}
  %0 = remat.conv2d_grad_input %dy, %w : (tensor<1x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x2xf32>
  return %0 : tensor<1x8x8x2xf32>
}

// -----

func.func @conv_grad_input_params(%dy: tensor<1x6x6x4xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_input' op window sizes and strides must be positive and paddings non-negative}}
  %0 = remat.conv2d_grad_input %dy, %w {strides = array<i64: -1, 1>} : (tensor<1x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @conv_grad_input_window(%dy: tensor<1x1x6x4xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x2x8x3xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_input' op window of size 3 does not fit the padded H extent 2}}
  %0 = remat.conv2d_grad_input %dy, %w : (tensor<1x1x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x2x8x3xf32>
  return %0 : tensor<1x2x8x3xf32>
}

// -----

func.func @conv_grad_filter_dy(%dy: tensor<1x6x6x5xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32> {
  // dy must have the filter's 4 output channels.
  // expected-error @+1 {{'remat.conv2d_grad_filter' op expects dy (the forward output) of shape [1, 6, 6, 4], got [1, 6, 6, 5]}}
  %0 = remat.conv2d_grad_filter %dy, %x : (tensor<1x6x6x5xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
  return %0 : tensor<3x3x3x4xf32>
}

// -----

func.func @conv_grad_filter_channels(%dy: tensor<1x6x6x4xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<3x3x2x4xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_filter' op input channels 3 differ from filter input channels 2}}
  %0 = remat.conv2d_grad_filter %dy, %x : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x2x4xf32>
  return %0 : tensor<3x3x2x4xf32>
}

// -----

func.func @conv_grad_filter_padding_count(%dy: tensor<1x6x6x4xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_filter' op expects 2 window sizes, 2 strides and 4 paddings (top, bottom, left, right), got 2, 2 and 3}}
  %0 = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 0, 0, 0>} : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
  return %0 : tensor<3x3x3x4xf32>
}

// -----

func.func @conv_grad_filter_window(%dy: tensor<1x6x1x4xf32>, %x: tensor<1x8x2x3xf32>) -> tensor<3x3x3x4xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_filter' op window of size 3 does not fit the padded W extent 2}}
  %0 = remat.conv2d_grad_filter %dy, %x : (tensor<1x6x1x4xf32>, tensor<1x8x2x3xf32>) -> tensor<3x3x3x4xf32>
  return %0 : tensor<3x3x3x4xf32>
}

// -----

func.func @conv_grad_filter_layout(%dy: tensor<1x6x6x4xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_filter' op layout must be "direct" or "spread", not "im2col"}}
  %0 = remat.conv2d_grad_filter %dy, %x {layout = "im2col"} : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
  return %0 : tensor<3x3x3x4xf32>
}

// -----

func.func @conv_grad_filter_layout_grouped(%dy: tensor<1x6x6x4xf32>, %x: tensor<1x8x8x4xf32>) -> tensor<3x3x2x4xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_filter' op layout applies only to groups = 1 (a grouped filter gradient reads its input in place)}}
  %0 = remat.conv2d_grad_filter %dy, %x {groups = 2 : i64, layout = "spread"} : (tensor<1x6x6x4xf32>, tensor<1x8x8x4xf32>) -> tensor<3x3x2x4xf32>
  return %0 : tensor<3x3x2x4xf32>
}

//===----------------------------------------------------------------------===//
// max_pool2d and its gradient
//===----------------------------------------------------------------------===//

// -----

func.func @pool_window_count(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d' op expects 2 window sizes, 2 strides and 4 paddings (top, bottom, left, right), got 1, 1 and 4}}
  %0 = remat.max_pool2d %x {window = array<i64: 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

func.func @pool_strides_count(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{expects 2 window sizes, 2 strides and 4 paddings (top, bottom, left, right), got 2, 3 and 4}}
  %0 = remat.max_pool2d %x {strides = array<i64: 2, 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

func.func @pool_zero_window(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d' op window sizes and strides must be positive and paddings non-negative}}
  %0 = remat.max_pool2d %x {window = array<i64: 0, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

func.func @pool_negative_padding(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{window sizes and strides must be positive and paddings non-negative}}
  %0 = remat.max_pool2d %x {padding = array<i64: -1, 0, 0, 0>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

func.func @pool_padding_as_large_as_window(%x: tensor<1x8x8x3xf32>) -> tensor<1x5x4x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d' op padding must be smaller than the window, so that no window is padding only}}
  %0 = remat.max_pool2d %x {padding = array<i64: 2, 0, 0, 0>} : tensor<1x8x8x3xf32> -> tensor<1x5x4x3xf32>
  return %0 : tensor<1x5x4x3xf32>
}

// -----

func.func @pool_window_too_large(%x: tensor<1x8x2x3xf32>) -> tensor<1x2x1x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d' op window of size 3 does not fit the padded W extent 2}}
  %0 = remat.max_pool2d %x {window = array<i64: 3, 3>} : tensor<1x8x2x3xf32> -> tensor<1x2x1x3xf32>
  return %0 : tensor<1x2x1x3xf32>
}

// -----

func.func @pool_window_too_tall(%x: tensor<1x1x8x3xf32>) -> tensor<1x1x4x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d' op window of size 2 does not fit the padded H extent 1}}
  %0 = remat.max_pool2d %x : tensor<1x1x8x3xf32> -> tensor<1x1x4x3xf32>
  return %0 : tensor<1x1x4x3xf32>
}

// -----

func.func @pool_result(%x: tensor<1x8x8x3xf32>) -> tensor<1x7x7x3xf32> {
  // The default strides equal the window, not 1.
  // expected-error @+1 {{'remat.max_pool2d' op expects a result of shape [1, 4, 4, 3], got [1, 7, 7, 3]}}
  %0 = remat.max_pool2d %x : tensor<1x8x8x3xf32> -> tensor<1x7x7x3xf32>
  return %0 : tensor<1x7x7x3xf32>
}

// -----

func.func @pool_grad_dy(%dy: tensor<1x8x8x3xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d_grad' op expects dy (the forward output) of shape [1, 4, 4, 3], got [1, 8, 8, 3]}}
  %0 = remat.max_pool2d_grad %dy, %x : (tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @pool_grad_padding(%dy: tensor<1x4x4x3xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d_grad' op padding must be smaller than the window, so that no window is padding only}}
  %0 = remat.max_pool2d_grad %dy, %x {padding = array<i64: 0, 0, 0, 2>} : (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @pool_grad_params(%dy: tensor<1x4x4x3xf32>, %x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'remat.max_pool2d_grad' op expects 2 window sizes, 2 strides and 4 paddings (top, bottom, left, right), got 3, 3 and 4}}
  %0 = remat.max_pool2d_grad %dy, %x {window = array<i64: 2, 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

//===----------------------------------------------------------------------===//
// upsample_nearest2d and its gradient
//===----------------------------------------------------------------------===//

// -----

func.func @upsample_scale_count(%x: tensor<1x4x4x3xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'remat.upsample_nearest2d' op expects a 4-D NHWC input and 2 scale factors}}
  %0 = remat.upsample_nearest2d %x {scale = array<i64: 2, 2, 1>} : tensor<1x4x4x3xf32> -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @upsample_zero_scale(%x: tensor<1x4x4x3xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'remat.upsample_nearest2d' op scale factors must be positive}}
  %0 = remat.upsample_nearest2d %x {scale = array<i64: 2, 0>} : tensor<1x4x4x3xf32> -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @upsample_result(%x: tensor<1x4x4x3xf32>) -> tensor<1x8x12x3xf32> {
  // expected-error @+1 {{'remat.upsample_nearest2d' op expects a result of shape [1, 8, 8, 3], got [1, 8, 12, 3]}}
  %0 = remat.upsample_nearest2d %x : tensor<1x4x4x3xf32> -> tensor<1x8x12x3xf32>
  return %0 : tensor<1x8x12x3xf32>
}

// -----

func.func @upsample_grad_dy(%dy: tensor<1x8x8x3xf32>) -> tensor<1x4x2x3xf32> {
  // expected-error @+1 {{'remat.upsample_nearest2d_grad' op expects dy (the forward output) of shape [1, 8, 4, 3], got [1, 8, 8, 3]}}
  %0 = remat.upsample_nearest2d_grad %dy : tensor<1x8x8x3xf32> -> tensor<1x4x2x3xf32>
  return %0 : tensor<1x4x2x3xf32>
}

// -----

func.func @upsample_grad_scale_count(%dy: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{'remat.upsample_nearest2d_grad' op expects a 4-D NHWC input and 2 scale factors}}
  %0 = remat.upsample_nearest2d_grad %dy {scale = array<i64: 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

func.func @upsample_grad_negative_scale(%dy: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{'remat.upsample_nearest2d_grad' op scale factors must be positive}}
  %0 = remat.upsample_nearest2d_grad %dy {scale = array<i64: -2, -2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

//===----------------------------------------------------------------------===//
// Losses and the remaining gradient ops
//===----------------------------------------------------------------------===//

// -----

func.func @sce_0d_logits(%l: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.softmax_cross_entropy' op expects logits of rank >= 1 (classes last)}}
  %0 = remat.softmax_cross_entropy %l, %l : tensor<f32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @sce_grad_0d_logits(%one: tensor<f32>, %l: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.softmax_cross_entropy_grad' op expects logits of rank >= 1 (classes last)}}
  %0 = remat.softmax_cross_entropy_grad %one, %l, %l : tensor<f32>, tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @softmax_grad_0d(%dy: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.softmax_grad' op expects an operand of rank >= 1}}
  %0 = remat.softmax_grad %dy, %dy : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @layernorm_grad_0d(%dy: tensor<f32>, %g: tensor<1xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.layernorm_grad' op expects an operand of rank >= 1}}
  %0:3 = remat.layernorm_grad %dy, %dy, %g : tensor<f32>, tensor<1xf32>
  return %0#0 : tensor<f32>
}

// -----

func.func @layernorm_grad_epsilon(%x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.layernorm_grad' op expects a positive, finite epsilon}}
  %0:3 = remat.layernorm_grad %x, %x, %g {epsilon = 0.0 : f64} : tensor<4x8xf32>, tensor<8xf32>
  return %0#0 : tensor<4x8xf32>
}

// -----

func.func @layernorm_grad_gamma(%x: tensor<4x8xf32>, %g: tensor<4xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.layernorm_grad' op expects gamma of shape [8], got [4]}}
  %0:3 = remat.layernorm_grad %x, %x, %g : tensor<4x8xf32>, tensor<4xf32>
  return %0#0 : tensor<4x8xf32>
}

// -----

func.func @dropout_grad_rate(%dy: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.dropout_grad' op expects a rate in [0, 1), got 1.500000e+00}}
  %0 = remat.dropout_grad %dy {rate = 1.5 : f64} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

//===----------------------------------------------------------------------===//
// checkpoint, yield
//===----------------------------------------------------------------------===//

// -----

func.func @checkpoint_arg_types(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op expects the region's arguments to match the operand types}}
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf64>):
    %1 = remat.relu %a : tensor<4xf64>
    remat.yield %1 : tensor<4xf64>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_missing_args(%x: tensor<4xf32>) {
  // The body has no arguments although the op has an operand.
  // expected-error @+1 {{'remat.checkpoint' op expects the region's arguments to match the operand types}}
  remat.checkpoint (%x) : (tensor<4xf32>) -> () {
    remat.yield
  }
  return
}

// -----

func.func @checkpoint_extra_arg(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects the region's arguments to match the operand types}}
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_other_terminator(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op expects the region to end with remat.yield}}
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    llvm.unreachable
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_yield_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op expects the yielded types to match the result types}}
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_yield_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects the yielded types to match the result types}}
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %1 = remat.reduce_sum %a : tensor<4xf32> -> tensor<f32>
    remat.yield %1 : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_empty_yield(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects the yielded types to match the result types}}
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_no_terminator(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    // expected-error @+1 {{block with no terminator}}
    %1 = remat.relu %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_empty_block(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op expects a non-empty block}}
  %0 = "remat.checkpoint"(%x) ({
  ^bb0(%a: tensor<4xf32>):
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_no_block(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "remat.checkpoint"(%x) ({}) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_two_blocks(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op expects region #0 to have 0 or 1 blocks}}
  %0 = "remat.checkpoint"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    "remat.yield"(%a) : (tensor<4xf32>) -> ()
  ^bb1:
    "remat.yield"(%a) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_isolated(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    // expected-error @+1 {{'remat.add' op using value defined outside the region}}
    %1 = remat.add %a, %x : tensor<4xf32>
    remat.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @checkpoint_integer_operand(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'remat.checkpoint' op operand #0 must be variadic of statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<4xi32>'}}
  %0 = remat.checkpoint (%x) : (tensor<4xi32>) -> tensor<4xi32> {
  ^bb0(%a: tensor<4xi32>):
    remat.yield %a : tensor<4xi32>
  }
  return %0 : tensor<4xi32>
}

// -----

func.func @yield_outside_checkpoint(%x: tensor<4xf32>) {
  // expected-error @+1 {{'remat.yield' op expects parent op 'remat.checkpoint'}}
  remat.yield %x : tensor<4xf32>
}

// -----

func.func @yield_dynamic(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %c = "tensor.cast"(%a) : (tensor<4xf32>) -> tensor<?xf32>
    // expected-error @+1 {{'remat.yield' op operand #0 must be variadic of statically shaped tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<?xf32>'}}
    remat.yield %c : tensor<?xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Shape arithmetic never overflows: these must not wrap around and verify.
func.func @slice_stride_overflow(%x: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{slice of size 3 at offset 0 with stride 9223372036854775807 runs past the size 4}}
  %0 = remat.slice %x {strides = array<i64: 9223372036854775807>} : tensor<4xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @slice_offset_overflow(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{runs past the size 4}}
  %0 = remat.slice %x {offsets = array<i64: 9223372036854775807>} : tensor<4xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @slice_grad_overflow(%dy: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{runs past the size 4}}
  %0 = remat.slice_grad %dy {strides = array<i64: 9223372036854775807>} : tensor<3xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An empty slice still needs its offset inside the operand.
func.func @empty_slice_past_end(%x: tensor<4xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{slice of size 0 at offset 100 with stride 1 runs past the size 4}}
  %0 = remat.slice %x {offsets = array<i64: 100>} : tensor<4xf32> -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @upsample_overflow(%x: tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> {
  // expected-error @+1 {{upsampled size overflows}}
  %0 = remat.upsample_nearest2d %x {scale = array<i64: 4611686018427387905, 1>} : tensor<1x4x1x1xf32> -> tensor<1x4x1x1xf32>
  return %0 : tensor<1x4x1x1xf32>
}

// -----

func.func @conv_padding_overflow(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x4x6x4xf32> {
  // expected-error @+1 {{padding of the H extent overflows}}
  %0 = remat.conv2d %x, %w {padding = array<i64: 9223372036854775807, 9223372036854775807, 0, 0>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x6x4xf32>
  return %0 : tensor<1x4x6x4xf32>
}

// -----

func.func @tensor_too_large(%x: tensor<4611686018427387904x4xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{has a tensor of 'tensor<4611686018427387904x4xf32>' whose byte size does not fit in 64 bits}}
  %0 = remat.reshape %x : tensor<4611686018427387904x4xf32> -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @layernorm_infinite_epsilon(%x: tensor<4x8xf32>, %g: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{expects a positive, finite epsilon}}
  %0 = remat.layernorm %x, %g, %g {epsilon = 0x7FF0000000000000 : f64} : tensor<4x8xf32>, tensor<8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scale_nan(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.scale' op expects a finite factor}}
  %0 = remat.scale %x {factor = 0x7FF8000000000000 : f64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
