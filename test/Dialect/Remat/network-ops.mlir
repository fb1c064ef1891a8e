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
