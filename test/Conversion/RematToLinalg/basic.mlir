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

// The dropout mask is SplitMix64 of the element index
// (docs/reference/Dialect.md).
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

// -----

// The filter gradient in the spread layout at unit stride, image by image: dy spread to the
// padded width (zeros in the 2 extra columns), the image padded (one more
// zero row below, for the last positions' runs), both collapsed to rows;
// filter position (kh, kw) reads the 80 rows from kh * 10 + kw of the padded
// image in place, for one matmul (no gather loop, no window copy).
// CHECK-LABEL: func.func @grad_filter_padded
// CHECK: scf.for %[[N:[a-z0-9_]+]] = {{.*}} iter_args
// CHECK:   %[[DYIMAGE:.*]] = tensor.extract_slice %arg0[%[[N]], 0, 0, 0] [1, 8, 8, 16]
// CHECK:   %[[ZEROS:.*]] = linalg.fill {{.*}} -> tensor<1x8x10x16xf32>
// CHECK:   %[[SPREAD:.*]] = tensor.insert_slice %[[DYIMAGE]] into %[[ZEROS]][0, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1]
// CHECK:   %[[DY:.*]] = tensor.collapse_shape %[[SPREAD]] {{\[\[}}0, 1, 2], [3]] : tensor<1x8x10x16xf32> into tensor<80x16xf32>
// CHECK:   %[[X:.*]] = tensor.extract_slice %arg1[%[[N]], 0, 0, 0] [1, 8, 8, 4]
// CHECK:   %[[PADDED:.*]] = tensor.pad %[[X]] low[0, 1, 1, 0] high[0, 2, 1, 0]
// CHECK:   } : tensor<1x8x8x4xf32> to tensor<1x11x10x4xf32>
// CHECK:   %[[PIXELS:.*]] = tensor.collapse_shape %[[PADDED]] {{\[\[}}0, 1, 2], [3]] : tensor<1x11x10x4xf32> into tensor<110x4xf32>
// CHECK:   scf.for %[[KH:[a-z0-9_]+]] =
// CHECK:     scf.for %[[KW:[a-z0-9_]+]] =
// CHECK-NOT:   linalg.generic
// CHECK:       %[[C10:.*]] = arith.constant 10 : index
// CHECK:       %[[ROW:.*]] = arith.muli %[[KH]], %[[C10]]
// CHECK:       %[[FIRST:.*]] = arith.addi %[[ROW]], %[[KW]]
// CHECK:       %[[ROWS:.*]] = tensor.extract_slice %[[PIXELS]][%[[FIRST]], 0] [80, 4] [1, 1] : tensor<110x4xf32> to tensor<80x4xf32>
// CHECK:       linalg.matmul {{.*}} ins(%[[ROWS]], %[[DY]] : tensor<80x4xf32>, tensor<80x16xf32>)
func.func @grad_filter_padded(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}

// -----

// A strided one in the spread layout pads the image (no extra row) and reads every second pixel
// of it for each position's window (a strided slice, which bufferization
// copies to collapse it to rows).
// CHECK-LABEL: func.func @grad_filter_strided
// CHECK: tensor.pad
// CHECK: } : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32>
// CHECK: %[[WINDOW:.*]] = tensor.extract_slice %{{.*}}[0, %{{.*}}, %{{.*}}, 0] [1, 4, 4, 4] [1, 2, 2, 1] : tensor<1x10x10x4xf32> to tensor<1x4x4x4xf32>
// CHECK: tensor.collapse_shape %[[WINDOW]] {{\[\[}}0, 1, 2], [3]] : tensor<1x4x4x4xf32> into tensor<16x4xf32>
func.func @grad_filter_strided(%dy: tensor<2x4x4x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}

// -----

// The direct layout (and the default here, where it has less scratch than
// spread): no padded copy, no spread dy; each position's 8x8 window
// gathered from the image by a loop (zeros in the padding) into one
// window-sized buffer, collapsed to rows for the position's matmul.
// CHECK-LABEL: func.func @grad_filter_direct
// CHECK-NOT: tensor.pad
// CHECK: scf.for %[[N:[a-z0-9_]+]] = {{.*}} iter_args
// CHECK:   %[[DYIMAGE:.*]] = tensor.extract_slice %arg0[%[[N]], 0, 0, 0] [1, 8, 8, 16]
// CHECK:   %[[DY:.*]] = tensor.collapse_shape %[[DYIMAGE]] {{\[\[}}0, 1, 2], [3]] : tensor<1x8x8x16xf32> into tensor<64x16xf32>
// CHECK:   scf.for
// CHECK:     scf.for
// CHECK:       %[[EMPTY:.*]] = tensor.empty() : tensor<1x8x8x4xf32>
// CHECK:       %[[WINDOW:.*]] = linalg.generic {{.*}} outs(%[[EMPTY]] : tensor<1x8x8x4xf32>)
// CHECK:         tensor.extract %arg1
// CHECK:         arith.select
// CHECK:       %[[ROWS:.*]] = tensor.collapse_shape %[[WINDOW]] {{\[\[}}0, 1, 2], [3]] : tensor<1x8x8x4xf32> into tensor<64x4xf32>
// CHECK:       linalg.matmul {{.*}} ins(%[[ROWS]], %[[DY]] : tensor<64x4xf32>, tensor<64x16xf32>)
// CHECK-NOT: tensor.pad
// CHECK-LABEL: func.func @grad_filter_default
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic
// CHECK: tensor.extract %arg1
// CHECK-LABEL: func.func @grad_filter_strided_direct
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic
// CHECK: tensor.extract %arg1
func.func @grad_filter_direct(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {layout = "direct", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}
func.func @grad_filter_default(%dy: tensor<2x8x8x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}
func.func @grad_filter_strided_direct(%dy: tensor<2x4x4x16xf32>, %x: tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x4x4x16xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x4x16xf32>
  return %dw : tensor<3x3x4x16xf32>
}

// -----

// An unpadded 1x1 filter at unit stride: spread by default (it reads the
// image and dy in place, no scratch; direct would copy the image).
// CHECK-LABEL: func.func @grad_filter_one_by_one
// CHECK-NOT: linalg.generic
// CHECK-NOT: tensor.pad
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0] [25, 16] [1, 1] : tensor<25x16xf32> to tensor<25x16xf32>
func.func @grad_filter_one_by_one(%dy: tensor<2x5x5x8xf32>, %x: tensor<2x5x5x16xf32>) -> tensor<1x1x16x8xf32> {
  %dw = remat.conv2d_grad_filter %dy, %x : (tensor<2x5x5x8xf32>, tensor<2x5x5x16xf32>) -> tensor<1x1x16x8xf32>
  return %dw : tensor<1x1x16x8xf32>
}
