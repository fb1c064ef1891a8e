// RUN: remat-opt %s --convert-remat-to-linalg -split-input-file | FileCheck %s

// Named linalg ops where they exist; transposition lives in the maps.
// CHECK-DAG: #[[$KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[$KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[$MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_transpose_a
// CHECK-SAME: (%[[A:.*]]: tensor<8x4xf32>, %[[B:.*]]: tensor<8x16xf32>)
// CHECK: %[[Z:.*]] = linalg.fill
// CHECK: linalg.matmul indexing_maps = [#[[$KM]], #[[$KN]], #[[$MN]]] ins(%[[A]], %[[B]] : tensor<8x4xf32>, tensor<8x16xf32>) outs(%[[Z]] : tensor<4x16xf32>)
// CHECK-NOT: remat.
func.func @matmul_transpose_a(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %0 = remat.matmul %a, %b {transpose_a = true} : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

// relu is a select on x > 0 (NaN gives 0, like the reference).
// CHECK-LABEL: func.func @relu
// CHECK: linalg.generic
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[POS:.*]] = arith.cmpf ogt, %[[IN]], %[[ZERO:.*]] : f32
// CHECK: %[[R:.*]] = arith.select %[[POS]], %[[IN]], %[[ZERO]] : f32
// CHECK: linalg.yield %[[R]] : f32
func.func @relu(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = remat.relu %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// 16-bit floats compute in f32 and round once.
// CHECK-LABEL: func.func @tanh_bf16
// CHECK: ^bb0(%[[IN:.*]]: bf16, %{{.*}}: bf16):
// CHECK: %[[E:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK: %[[T:.*]] = math.tanh %[[E]] : f32
// CHECK: %[[R:.*]] = arith.truncf %[[T]] : f32 to bf16
// CHECK: linalg.yield %[[R]] : bf16
func.func @tanh_bf16(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = remat.tanh %x : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// Views: reshape through collapse/expand, slice as extract_slice.
// CHECK-LABEL: func.func @views
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<4x4xf32> into tensor<16xf32>
// CHECK: tensor.expand_shape %[[C]] {{\[\[}}0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<2x8xf32>
// CHECK: tensor.extract_slice %{{.*}}[2, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
func.func @views(%x: tensor<4x4xf32>) -> (tensor<2x8xf32>, tensor<2x4xf32>) {
  %v = remat.reshape %x : tensor<4x4xf32> -> tensor<2x8xf32>
  %s = remat.slice %x {offsets = array<i64: 2, 0>} : tensor<4x4xf32> -> tensor<2x4xf32>
  return %v, %s : tensor<2x8xf32>, tensor<2x4xf32>
}

// -----

// Softmax subtracts the row maximum: a max reduction, a sum of exponentials
// of the shifted values, then the normalisation.
// CHECK-LABEL: func.func @softmax
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.maximumf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: math.exp
// CHECK: arith.divf
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = remat.softmax %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Checkpoint regions are inlined before lowering.
// CHECK-LABEL: func.func @checkpoint
// CHECK-NOT: remat.checkpoint
// CHECK: math.exp
func.func @checkpoint(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %e = remat.exp %a : tensor<4xf32>
    remat.yield %e : tensor<4xf32>
  }
  return %y : tensor<4xf32>
}

// -----

// The dropout mask is SplitMix64 of the element index (docs/Dialect.md).
// CHECK-LABEL: func.func @dropout
// CHECK: linalg.index 0
// CHECK: arith.constant -7046029254386353131 : i64
// CHECK: arith.constant -4658895280553007687 : i64
// CHECK: arith.constant -7723592293110705685 : i64
// CHECK: arith.cmpi uge
func.func @dropout(%x: tensor<16xf32>) -> tensor<16xf32> {
  %0 = remat.dropout %x {rate = 0.25 : f64, seed = 3 : i64} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
