// RUN: remat-opt %s -split-input-file -verify-diagnostics

// The ops of RematIndexOps.td check their shapes and element types.

func.func @cross_entropy_label_shape(%x: tensor<4x10xf32>, %labels: tensor<5xi64>) -> tensor<f32> {
  // expected-error @+1 {{'remat.cross_entropy' op expects labels of shape [4] (the logits' without the classes), got [5]}}
  %l = remat.cross_entropy %x, %labels : tensor<4x10xf32>, tensor<5xi64> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @cross_entropy_float_labels(%x: tensor<4x10xf32>, %labels: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'remat.cross_entropy' op operand #1 must be statically shaped tensor of 32-bit signless integer or 64-bit signless integer values}}
  %l = "remat.cross_entropy"(%x, %labels) : (tensor<4x10xf32>, tensor<4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @cross_entropy_no_classes(%x: tensor<4x0xf32>, %labels: tensor<4xi64>) -> tensor<f32> {
  // expected-error @+1 {{'remat.cross_entropy' op expects at least one class and one row, got logits of shape [4, 0]}}
  %l = remat.cross_entropy %x, %labels : tensor<4x0xf32>, tensor<4xi64> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @cross_entropy_scalar(%x: tensor<f32>, %labels: tensor<i64>) -> tensor<f32> {
  // expected-error @+1 {{'remat.cross_entropy' op expects logits of rank >= 1 (classes last)}}
  %l = remat.cross_entropy %x, %labels : tensor<f32>, tensor<i64> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @cross_entropy_loss_type(%x: tensor<4x10xf32>, %labels: tensor<4xi64>) -> tensor<f64> {
  // expected-error @+1 {{'remat.cross_entropy' op expects one float element type, got 'f32' and 'f64'}}
  %l = remat.cross_entropy %x, %labels : tensor<4x10xf32>, tensor<4xi64> -> tensor<f64>
  return %l : tensor<f64>
}

// -----

func.func @cross_entropy_grad_dloss(%d: tensor<f16>, %x: tensor<4x10xf32>, %labels: tensor<4xi32>) -> tensor<4x10xf32> {
  // expected-error @+1 {{'remat.cross_entropy_grad' op expects one float element type, got 'f32' and 'f16'}}
  %dx = remat.cross_entropy_grad %d, %x, %labels : tensor<f16>, tensor<4x10xf32>, tensor<4xi32>
  return %dx : tensor<4x10xf32>
}

// -----

func.func @embedding_table_rank(%t: tensor<50xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.embedding' op expects a 2-D table, got shape [50]}}
  %e = remat.embedding %t, %i : (tensor<50xf32>, tensor<4xi64>) -> tensor<4xf32>
  return %e : tensor<4xf32>
}

// -----

func.func @embedding_empty_table(%t: tensor<0x8xf32>, %i: tensor<4xi64>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'remat.embedding' op expects a table with at least one row}}
  %e = remat.embedding %t, %i : (tensor<0x8xf32>, tensor<4xi64>) -> tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----

func.func @embedding_result_shape(%t: tensor<50x8xf32>, %i: tensor<4xi64>) -> tensor<4x9xf32> {
  // expected-error @+1 {{'remat.embedding' op expects a result of shape [4, 8] (the indices' followed by the table's row width), got [4, 9]}}
  %e = remat.embedding %t, %i : (tensor<50x8xf32>, tensor<4xi64>) -> tensor<4x9xf32>
  return %e : tensor<4x9xf32>
}

// -----

func.func @embedding_result_type(%t: tensor<50x8xf32>, %i: tensor<4xi64>) -> tensor<4x8xf16> {
  // expected-error @+1 {{'remat.embedding' op expects one float element type, got 'f32' and 'f16'}}
  %e = remat.embedding %t, %i : (tensor<50x8xf32>, tensor<4xi64>) -> tensor<4x8xf16>
  return %e : tensor<4x8xf16>
}

// -----

func.func @embedding_grad_dy_shape(%dy: tensor<3x8xf32>, %i: tensor<4xi64>) -> tensor<50x8xf32> {
  // expected-error @+1 {{'remat.embedding_grad' op expects dy of shape [4, 8] (the indices' followed by the table's row width), got [3, 8]}}
  %dt = remat.embedding_grad %dy, %i : (tensor<3x8xf32>, tensor<4xi64>) -> tensor<50x8xf32>
  return %dt : tensor<50x8xf32>
}
