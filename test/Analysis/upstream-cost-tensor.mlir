// RUN: remat-opt %s --test-remat-op-costs -o /dev/null | FileCheck %s

// Cost models of tensor ops (lib/ExternalModels/TensorCostModels.cpp): no
// FLOPs; bytes as upstream one-shot bufferization moves them. f32: 4x16 is
// 256 B, 2x16 128 B, 6x16 384 B, 6x18 432 B.

// CHECK-LABEL: costs of @tensor_ops
// Allocation and views (subview, collapse/expand_shape, reshape, cast) move
// nothing.
// CHECK-NEXT: tensor.empty: flops 0, read 0, written 0, scratch 0, recomputable
// CHECK-NEXT: tensor.extract_slice: flops 0, read 0, written 0, scratch 0, recomputable
// CHECK-NEXT: tensor.collapse_shape: flops 0, read 0, written 0, scratch 0, recomputable
// CHECK-NEXT: tensor.expand_shape: flops 0, read 0, written 0, scratch 0, recomputable
// CHECK-NEXT: arith.constant:
// CHECK-NEXT: tensor.reshape: flops 0, read 0, written 0, scratch 0, recomputable
// CHECK-NEXT: tensor.cast: flops 0, read 0, written 0, scratch 0, recomputable
// insert_slice updates its destination in place: the 2x16 slice moves.
// CHECK-NEXT: tensor.insert_slice: flops 0, read 128, written 128, scratch 0, recomputable
// concat copies both inputs (128 + 256) into a 6x16 result.
// CHECK-NEXT: tensor.concat: flops 0, read 384, written 384, scratch 0, recomputable
// pad reads its source and writes the padded 6x18 result.
// CHECK-NEXT: tensor.pad: flops 0, read 256, written 432, scratch 0, recomputable
// extract reads one element.
// CHECK-NEXT: arith.constant:
// CHECK-NEXT: tensor.extract: flops 0, read 4, written 0, scratch 0, recomputable
// generate: 4x4 elements x its payload (index_cast and sitofp are casts, 0;
// exp 1) = 16 FLOPs; writes 64 B.
// CHECK-NEXT: tensor.generate: flops 16, read 0, written 64, scratch 0, recomputable
func.func @tensor_ops(%x: tensor<4x16xf32>, %s: tensor<2x16xf32>, %pv: f32)
    -> (tensor<8x8xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<6x16xf32>,
        tensor<6x18xf32>, f32, tensor<4x4xf32>, tensor<?x16xf32>) {
  %e = tensor.empty() : tensor<4x16xf32>
  %sl = tensor.extract_slice %x[1, 0] [2, 16] [1, 1] : tensor<4x16xf32> to tensor<2x16xf32>
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<4x16xf32> into tensor<64xf32>
  %ex = tensor.expand_shape %c [[0, 1]] output_shape [8, 8] : tensor<64xf32> into tensor<8x8xf32>
  %shape = arith.constant dense<[64]> : tensor<1xi64>
  %r = tensor.reshape %x(%shape) : (tensor<4x16xf32>, tensor<1xi64>) -> tensor<64xf32>
  %dyn = tensor.cast %x : tensor<4x16xf32> to tensor<?x16xf32>
  %ins = tensor.insert_slice %s into %e[2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<4x16xf32>
  %cat = tensor.concat dim(0) %sl, %x : (tensor<2x16xf32>, tensor<4x16xf32>) -> tensor<6x16xf32>
  %pad = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<4x16xf32> to tensor<6x18xf32>
  %zero = arith.constant 0 : index
  %elt = tensor.extract %x[%zero, %zero] : tensor<4x16xf32>
  %gen = tensor.generate {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %g = math.exp %f : f32
    tensor.yield %g : f32
  } : tensor<4x4xf32>
  return %ex, %r, %ins, %cat, %pad, %elt, %gen, %dyn
      : tensor<8x8xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<6x16xf32>,
        tensor<6x18xf32>, f32, tensor<4x4xf32>, tensor<?x16xf32>
}
