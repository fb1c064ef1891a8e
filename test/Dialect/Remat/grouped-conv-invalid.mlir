// RUN: remat-opt %s -split-input-file -verify-diagnostics

// The shape rules of conv2d and its gradients with `groups` (ShapeRules.cpp).

func.func @groups_zero(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op expects groups >= 1, got 0}}
  %0 = remat.conv2d %x, %w {groups = 0 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @groups_negative(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op expects groups >= 1, got -2}}
  %0 = remat.conv2d %x, %w {groups = -2 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @groups_input_channels(%x: tensor<1x8x8x6xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op input channels 6 differ from 2 groups of 2 filter input channels}}
  %0 = remat.conv2d %x, %w {groups = 2 : i64} : (tensor<1x8x8x6xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @groups_output_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x1x6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'remat.conv2d' op filter output channels 6 are not a multiple of groups 4}}
  %0 = remat.conv2d %x, %w {groups = 4 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x1x6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

func.func @groups_channels_overflow(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'remat.conv2d' op input channels 4 differ from 9223372036854775807 groups of 2 filter input channels}}
  %0 = remat.conv2d %x, %w {groups = 9223372036854775807 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @grad_input_groups(%dy: tensor<1x6x6x4xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x8x8x6xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_input' op input channels 6 differ from 2 groups of 2 filter input channels}}
  %0 = remat.conv2d_grad_input %dy, %w {groups = 2 : i64} : (tensor<1x6x6x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x6xf32>
  return %0 : tensor<1x8x8x6xf32>
}

// -----

func.func @grad_filter_groups(%dy: tensor<1x6x6x6xf32>, %x: tensor<1x8x8x4xf32>) -> tensor<3x3x1x6xf32> {
  // expected-error @+1 {{'remat.conv2d_grad_filter' op filter output channels 6 are not a multiple of groups 4}}
  %0 = remat.conv2d_grad_filter %dy, %x {groups = 4 : i64} : (tensor<1x6x6x6xf32>, tensor<1x8x8x4xf32>) -> tensor<3x3x1x6xf32>
  return %0 : tensor<3x3x1x6xf32>
}
