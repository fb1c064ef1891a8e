// RUN: remat-opt %s | remat-opt | FileCheck %s
// RUN: remat-opt %s --mlir-print-op-generic | remat-opt | FileCheck %s

// Round trip of the ops of RematNetworkOps.td (ops imported networks need).

// CHECK-LABEL: func.func @gelu_erf(
// CHECK:         %[[Y:.*]] = remat.gelu_erf %{{.*}} : tensor<4x8xf32>
// CHECK:         remat.gelu_erf_grad %{{.*}}, %[[Y]] : tensor<4x8xf32>
func.func @gelu_erf(%x: tensor<4x8xf32>, %dy: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = remat.gelu_erf %x : tensor<4x8xf32>
  %dx = remat.gelu_erf_grad %dy, %y : tensor<4x8xf32>
  return %dx : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @log_softmax(
// CHECK:         %[[Y:.*]] = remat.log_softmax %{{.*}} : tensor<2x4x8xf32>
// CHECK:         remat.log_softmax_grad %{{.*}}, %[[Y]] : tensor<2x4x8xf32>
func.func @log_softmax(%x: tensor<2x4x8xf32>, %dy: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %y = remat.log_softmax %x : tensor<2x4x8xf32>
  %dx = remat.log_softmax_grad %dy, %y : tensor<2x4x8xf32>
  return %dx : tensor<2x4x8xf32>
}

// CHECK-LABEL: func.func @causal_mask(
// CHECK:         %[[M:.*]] = remat.causal_mask %{{.*}} : tensor<2x4x8x8xf32>
// CHECK:         %[[N:.*]] = remat.causal_mask %[[M]] {offset = 2 : i64} : tensor<2x4x8x8xf32>
// CHECK:         remat.causal_mask_grad %[[N]] {offset = -1 : i64} : tensor<2x4x8x8xf32>
func.func @causal_mask(%x: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %m = remat.causal_mask %x : tensor<2x4x8x8xf32>
  %n = remat.causal_mask %m {offset = 2 : i64} : tensor<2x4x8x8xf32>
  %d = remat.causal_mask_grad %n {offset = -1 : i64} : tensor<2x4x8x8xf32>
  return %d : tensor<2x4x8x8xf32>
}

// CHECK-LABEL: func.func @cast(
// CHECK:         %[[H:.*]] = remat.cast %{{.*}} : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK:         remat.cast %[[H]] : tensor<4x8xbf16> to tensor<4x8xf32>
func.func @cast(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %h = remat.cast %x : tensor<4x8xf32> to tensor<4x8xbf16>
  %y = remat.cast %h : tensor<4x8xbf16> to tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @clamp(
// CHECK:         %[[Y:.*]] = remat.clamp %[[X:.*]] {max = 6.000000e+00 : f64, min = 0.000000e+00 : f64} : tensor<4x8xf32>
// CHECK:         remat.clamp_grad %[[Y]], %[[X]] {max = 6.000000e+00 : f64, min = 0.000000e+00 : f64} : tensor<4x8xf32>
func.func @clamp(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = remat.clamp %x {min = 0.0 : f64, max = 6.0 : f64} : tensor<4x8xf32>
  %d = remat.clamp_grad %y, %x {min = 0.0 : f64, max = 6.0 : f64} : tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @batch_norm(
// CHECK:         %[[Y:.*]] = remat.batch_norm %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x4x4x8xf32>, tensor<8xf32>
// CHECK:         remat.batch_norm_grad %{{.*}}, %[[Y]], %{{.*}} {epsilon = 1.000000e-03 : f64} : tensor<2x4x4x8xf32>, tensor<8xf32>
func.func @batch_norm(%x: tensor<2x4x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>, %dy: tensor<2x4x4x8xf32>) -> (tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %y = remat.batch_norm %x, %g, %b : tensor<2x4x4x8xf32>, tensor<8xf32>
  %dx, %dg, %db = remat.batch_norm_grad %dy, %y, %g {epsilon = 1.0e-03 : f64} : tensor<2x4x4x8xf32>, tensor<8xf32>
  return %dx, %dg, %db : tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>
}
