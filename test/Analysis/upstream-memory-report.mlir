// RUN: remat-opt %s --remat-memory-report -split-input-file -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize -split-input-file | FileCheck %s --check-prefix=BUF

// The memory model on upstream ops (docs/reference/ForeignIR.md, "Aliasing"):
// an op allocates where one-shot bufferization allocates. tensor.empty
// allocates; linalg ops write into their init operand in place; collapse_shape,
// expand_shape and extract_slice are views; where one-shot bufferization's
// analysis decides a copy (an init that is a non-writable argument, a slice
// read after its source is overwritten) the model allocates one. The BUF lines
// check that one-shot bufferization allocates the same buffers, in the same
// order, with no other copy.

// A training step in upstream ops, its backward pass marked by
// remat.backward_begin; the cost of every op comes from Remat's external models
// (lib/ExternalModels, docs/reference/CostModel.md "Upstream ops"): a matmul
// 2*M*N*K (2*4*16*8 = 1024, 2*8*16*4 = 1024), the tanh and multiply generics
// one FLOP per element (64), fill, transpose, tensor.empty and views none. Five
// buffers: the 4x16 hidden value (#1, fill and matmul write into it), tanh's
// (#4, the one activation), the backward product's (#6), the transpose's (#8)
// and the weight gradient's (#10, viewed by the reshapes). The peak at #10: 512
// + 256 + 256 + 128 bytes.
// CHECK-LABEL: == Memory report for @mlp (target cpu)
// CHECK-NEXT: # op
// CHECK-NEXT: 0 arith.constant {{.*}} 0 0 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 1 tensor.empty {{.*}} 256 256 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 2 linalg.fill {{.*}} 0 256 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 3 linalg.matmul {{.*}} 0 256 1024 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 4 tensor.empty {{.*}} 256 512 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 5 linalg.generic {{.*}} 0 256 64 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 6 tensor.empty {{.*}} 256 512 0 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 7 linalg.generic {{.*}} 0 512 64 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 8 tensor.empty {{.*}} 128 640 0 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 9 linalg.transpose {{.*}} 0 640 0 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 10 tensor.empty {{.*}} 512 1152 (1.1 KiB) 0 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 11 linalg.fill {{.*}} 0 1152 (1.1 KiB) 0 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 12 linalg.matmul {{.*}} 0 768 1024 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 13 tensor.collapse_shape {{.*}} 0 768 0 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 14 tensor.expand_shape {{.*}} 0 768 0 {{[0-9.E+-]+}} backward
// CHECK-NEXT: 15 func.return {{.*}} 0 0 0 {{[0-9.E+-]+}} backward
// CHECK:    peak bytes:     1152 (1.1 KiB) at #10 tensor.empty ({{.*}})
// CHECK-NEXT:  live at peak:
// CHECK-NEXT: 512 #10 tensor.empty
// CHECK-NEXT: 256 #4 tensor.empty
// CHECK-NEXT: 256 #6 tensor.empty
// CHECK-NEXT: 128 #8 tensor.empty
// CHECK-NEXT:  saved for backward: 256 (256 B) in 1 activations
// CHECK-NEXT:  total FLOPs:     2176
// BUF-LABEL: func.func @mlp(
// BUF-NOT:   memref.copy
// BUF:     memref.alloc() {{.*}} : memref<4x16xf32>
// BUF-NOT:   memref.copy
// BUF:     memref.alloc() {{.*}} : memref<4x16xf32>
// BUF-NOT:   memref.copy
// BUF:     memref.alloc() {{.*}} : memref<4x16xf32>
// BUF-NOT:   memref.copy
// BUF:     memref.alloc() {{.*}} : memref<8x4xf32>
// BUF-NOT:   memref.copy
// BUF:     memref.alloc() {{.*}} : memref<8x16xf32>
// BUF-NOT:   memref.{{alloc|copy}}
// BUF:     return
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mlp(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %dy: tensor<4x16xf32>) -> (tensor<16x8xf32>, tensor<4x16xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  %et = tensor.empty() : tensor<4x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<4x16xf32>) outs(%et : tensor<4x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %th = math.tanh %a : f32
    linalg.yield %th : f32
  } -> tensor<4x16xf32>
  %e2 = tensor.empty() {remat.backward_begin} : tensor<4x16xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t, %dy : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e2 : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x16xf32>
  %tt = tensor.empty() : tensor<8x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%tt : tensor<8x4xf32>) permutation = [1, 0]
  %e3 = tensor.empty() : tensor<8x16xf32>
  %z3 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %dw = linalg.matmul ins(%xt, %g : tensor<8x4xf32>, tensor<4x16xf32>) outs(%z3 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %c = tensor.collapse_shape %dw [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %ex = tensor.expand_shape %c [[0, 1]] output_shape [16, 8] : tensor<128xf32> into tensor<16x8xf32>
  return %ex, %t : tensor<16x8xf32>, tensor<4x16xf32>
}

// -----

// One-shot bufferization copies: the fill into the argument %x (arguments
// are not writable) gets a buffer of its own (#1, 16 bytes), and the first
// slice, read after the insert_slice overwrites its source in place, is
// copied (#4, 8 bytes); the insert and the second slice are in place.
// CHECK-LABEL: == Memory report for @out_of_place (target cpu)
// CHECK-NEXT: # op
// CHECK-NEXT: 0 arith.constant {{.*}} 0 0 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 1 linalg.fill {{.*}} 16 16 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 2 tensor.empty {{.*}} 32 48 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 3 linalg.fill {{.*}} 0 48 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 4 tensor.extract_slice {{.*}} 8 56 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 5 tensor.insert_slice {{.*}} 0 48 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 6 tensor.extract_slice {{.*}} 0 48 0 {{[0-9.E+-]+}} forward
// CHECK-NEXT: 7 func.return {{.*}} 0 0 0 {{[0-9.E+-]+}} forward
// CHECK:    peak bytes:     56 (56 B) at #4 tensor.extract_slice ({{.*}})
// CHECK-NEXT:  live at peak:
// CHECK-NEXT: 32 #2 tensor.empty
// CHECK-NEXT: 16 #1 linalg.fill
// CHECK-NEXT: 8 #4 tensor.extract_slice
// CHECK-NEXT:  saved for backward: 0 (0 B) in 0 activations
// CHECK-NEXT:  total FLOPs:     0
// BUF-LABEL: func.func @out_of_place(
// BUF:     memref.alloc() {{.*}} : memref<4xf32>
// BUF:     memref.alloc() {{.*}} : memref<8xf32>
// BUF:     memref.alloc() {{.*}} : memref<2xf32>
// BUF-NOT:   memref.alloc
// BUF:     return
func.func @out_of_place(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<8xf32>
  %g = linalg.fill ins(%c : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %g[0] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %i = tensor.insert_slice %s into %g[4] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %s2 = tensor.extract_slice %i[3] [2] [1] : tensor<8xf32> to tensor<2xf32>
  return %f, %s2 : tensor<4xf32>, tensor<2xf32>
}
