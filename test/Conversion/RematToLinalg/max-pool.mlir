// Max pooling without padding reads each window position as a strided
// slice of its input and takes the maximum (or the first argmax) across the
// slices elementwise: no window operand, no gather. With padding it gathers
// with bounds checks (a window-shaped operand gives the loop bounds). The
// gradient scatters dy into dx one strided slice per window position where
// windows are apart (strides >= window); overlapping windows gather.
// RUN: remat-opt %s --convert-remat-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @pool
// CHECK-DAG: %[[S0:.*]] = tensor.extract_slice %arg0[0, 0, 0, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK-DAG: %[[S1:.*]] = tensor.extract_slice %arg0[0, 0, 1, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK-DAG: %[[S2:.*]] = tensor.extract_slice %arg0[0, 1, 0, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK-DAG: %[[S3:.*]] = tensor.extract_slice %arg0[0, 1, 1, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK: linalg.generic {{.*}} ins(%[[S0]], %[[S1]], %[[S2]], %[[S3]] :
// CHECK:   %[[M0:.*]] = arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK:   %[[M1:.*]] = arith.maximumf %[[M0]], %{{.*}} : f32
// CHECK:   %[[M2:.*]] = arith.maximumf %[[M1]], %{{.*}} : f32
// CHECK:   linalg.yield %[[M2]]
// CHECK-NOT: tensor.extract %
func.func @pool(%x: tensor<2x8x8x3xf32>) -> tensor<2x4x4x3xf32> {
  %0 = remat.max_pool2d %x : tensor<2x8x8x3xf32> -> tensor<2x4x4x3xf32>
  return %0 : tensor<2x4x4x3xf32>
}

// Overlapping windows read as slices too (only reads).
// CHECK-LABEL: func.func @overlapping
// CHECK: tensor.extract_slice %arg0[0, 2, 2, 0] [1, 7, 7, 3] [1, 1, 1, 1]
// CHECK: linalg.generic
// CHECK-NOT: tensor.extract %
func.func @overlapping(%x: tensor<1x9x9x3xf32>) -> tensor<1x7x7x3xf32> {
  %0 = remat.max_pool2d %x {window = array<i64: 3, 3>, strides = array<i64: 1, 1>} : tensor<1x9x9x3xf32> -> tensor<1x7x7x3xf32>
  return %0 : tensor<1x7x7x3xf32>
}

// CHECK-LABEL: func.func @padded
// CHECK-NOT: tensor.extract_slice
// CHECK: tensor.empty() : tensor<3x3xf32>
// CHECK: linalg.generic
// CHECK: tensor.extract %arg0
func.func @padded(%x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  %0 = remat.max_pool2d %x {window = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// The gradient: dx zeroed first, then the slot of each window's first
// maximum (i64, the op's scratch), a later slot winning only when greater;
// then per slot dx's strided slice gets dx + (slot won ? dy : 0).
// CHECK-LABEL: func.func @grad
// CHECK: %[[DX:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x8x8x3xf32>)
// CHECK: %[[SLOTS:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x4x4x3xi64>)
// CHECK:   arith.cmpf ogt
// CHECK:   arith.select
// CHECK: %[[P0:.*]] = tensor.extract_slice %[[DX]][0, 0, 0, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK: %[[U0:.*]] = linalg.generic {{.*}} ins(%arg0, %[[SLOTS]] : {{.*}}) outs(%[[P0]] :
// CHECK:   %[[C0:.*]] = arith.constant 0 : i64
// CHECK:   %[[WON:.*]] = arith.cmpi eq, %{{.*}}, %[[C0]] : i64
// CHECK:   %[[SEL:.*]] = arith.select %[[WON]]
// CHECK:   arith.addf %{{.*}}, %[[SEL]]
// CHECK: %[[I0:.*]] = tensor.insert_slice %[[U0]] into %[[DX]][0, 0, 0, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK: tensor.extract_slice %[[I0]][0, 0, 1, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK: tensor.insert_slice
// CHECK: tensor.insert_slice
// CHECK: %[[LAST:.*]] = tensor.insert_slice %{{.*}}[0, 1, 1, 0] [2, 4, 4, 3] [1, 2, 2, 1]
// CHECK: return %[[LAST]]
func.func @grad(%dy: tensor<2x4x4x3xf32>, %x: tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32> {
  %0 = remat.max_pool2d_grad %dy, %x : (tensor<2x4x4x3xf32>, tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
  return %0 : tensor<2x8x8x3xf32>
}

// Windows apart with a gap (stride 3, window 2): slices too.
// CHECK-LABEL: func.func @grad_gaps
// CHECK: tensor.insert_slice %{{.*}}[0, 1, 1, 0] [1, 3, 3, 2] [1, 3, 3, 1]
// CHECK-NOT: tensor.extract %
func.func @grad_gaps(%dy: tensor<1x3x3x2xf32>, %x: tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32> {
  %0 = remat.max_pool2d_grad %dy, %x {strides = array<i64: 3, 3>} : (tensor<1x3x3x2xf32>, tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
  return %0 : tensor<1x8x8x2xf32>
}

// Overlapping windows gather (an element can win in several windows).
// CHECK-LABEL: func.func @grad_overlapping
// CHECK-NOT: tensor.insert_slice
// CHECK: tensor.empty() : tensor<2x2xf32>
// CHECK: tensor.extract %arg1
// CHECK: tensor.extract %arg0
func.func @grad_overlapping(%dy: tensor<1x7x7x2xf32>, %x: tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32> {
  %0 = remat.max_pool2d_grad %dy, %x {strides = array<i64: 1, 1>} : (tensor<1x7x7x2xf32>, tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
  return %0 : tensor<1x8x8x2xf32>
}
