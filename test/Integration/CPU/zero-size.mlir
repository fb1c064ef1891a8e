// Zero-size dimensions run end to end where the ops define them (the
// verifier rejects the rest, test/Dialect/Remat/invalid-zero-size.mlir):
// empty results, and a sum over an empty axis is 0.
// RUN: remat-run %s --entry valid --print-values | FileCheck %s
// RUN: remat-opt %s --remat-memory-report 2>&1 | FileCheck %s --check-prefix=REPORT
// A loss with zero classes is rejected by the verifier before anything is
// lowered; its lowering would divide by zero (SIGFPE).
// RUN: not remat-run %S/Inputs/zero-classes.mlir --entry loss 2>&1 | FileCheck %s --check-prefix=CLASSES

// CHECK:      result 0: shape [0] sum 0.0000000000000000e+00
// CHECK-NEXT:   values:{{$}}
// CHECK-NEXT: result 1: shape [3] sum 0.0000000000000000e+00
// CHECK-NEXT:   values: 0 0 0{{$}}
// CHECK-NEXT: result 2: shape [0, 4] sum 0.0000000000000000e+00
// CHECK-NEXT:   values:{{$}}
// CHECK-NEXT: result 3: shape [0, 8] sum 0.0000000000000000e+00
// CHECK-NEXT:   values:{{$}}
// CHECK-NEXT: peak_bytes:

// REPORT: peak bytes: {{ *}}12 (12 B)
// REPORT: total FLOPs: {{ *}}0

// CLASSES: zero-classes.mlir:3:8: error: 'remat.softmax_cross_entropy' op expects at least one class, got logits of shape [4, 0]

func.func @valid(%x: tensor<0x8xf32>, %w: tensor<8x4xf32>, %e: tensor<3x0xf32>) -> (tensor<0xf32>, tensor<3xf32>, tensor<0x4xf32>, tensor<0x8xf32>) {
  %m = remat.reduce_mean %x : tensor<0x8xf32> -> tensor<0xf32>
  %s = remat.reduce_sum %e : tensor<3x0xf32> -> tensor<3xf32>
  %y = remat.matmul %x, %w : (tensor<0x8xf32>, tensor<8x4xf32>) -> tensor<0x4xf32>
  %p = remat.softmax %x : tensor<0x8xf32>
  return %m, %s, %y, %p : tensor<0xf32>, tensor<3xf32>, tensor<0x4xf32>, tensor<0x8xf32>
}
