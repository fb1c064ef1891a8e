// remat-expand-strided-copies: a memref.copy between operands that are not
// both contiguous becomes loops over its outer dimensions around copies of
// the contiguous blocks both share (each one llvm.memcpy); other copies are
// left alone.
// RUN: remat-opt %s --split-input-file --remat-expand-strided-copies | FileCheck %s
// A padded convolution's copy into the interior of its zero-padded image is
// such a copy: lowered, it is a memcpy, not the runner's memrefCopy.
// RUN: remat-opt %S/Inputs/padded-conv.mlir --remat-lower-to-llvm | FileCheck %s --check-prefix=LOWERED
// RUN: remat-opt %S/Inputs/padded-conv.mlir --remat-lower-to-llvm=blas=openblas | FileCheck %s --check-prefix=LOWERED

// LOWERED-NOT: memrefCopy
// LOWERED: llvm.intr.memcpy
// LOWERED-NOT: memrefCopy

// Into the interior of a padded image: rows of 8 pixels x 4 channels are
// contiguous in both; one loop over the 6 rows (the unit batch needs none).
// CHECK-LABEL: func.func @into_interior
// CHECK-SAME: (%[[SRC:.*]]: memref<1x6x8x4xf32>, %[[DST:.*]]: memref<1x8x10x4xf32>)
// CHECK: %[[INTERIOR:.*]] = memref.subview %[[DST]][0, 1, 1, 0] [1, 6, 8, 4] [1, 1, 1, 1]
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: scf.for %[[ROW:.*]] = %[[C0]] to %[[C6]] step %[[C1]] {
// CHECK:   %[[FROM:.*]] = memref.subview %[[SRC]][0, %[[ROW]], 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : memref<1x6x8x4xf32> to memref<1x1x8x4xf32, strided<[192, 32, 4, 1], offset: ?>>
// CHECK:   %[[TO:.*]] = memref.subview %[[INTERIOR]][0, %[[ROW]], 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : memref<1x6x8x4xf32, strided<[320, 40, 4, 1], offset: 44>> to memref<1x1x8x4xf32, strided<[320, 40, 4, 1], offset: ?>>
// CHECK:   memref.copy %[[FROM]], %[[TO]]
// CHECK: }
// CHECK-NOT: memref.copy
// CHECK: return
func.func @into_interior(%src: memref<1x6x8x4xf32>, %dst: memref<1x8x10x4xf32>) {
  %interior = memref.subview %dst[0, 1, 1, 0] [1, 6, 8, 4] [1, 1, 1, 1] : memref<1x8x10x4xf32> to memref<1x6x8x4xf32, strided<[320, 40, 4, 1], offset: 44>>
  memref.copy %src, %interior : memref<1x6x8x4xf32> to memref<1x6x8x4xf32, strided<[320, 40, 4, 1], offset: 44>>
  return
}

// -----

// A spread copy (pixels 2 apart): only the channels are contiguous in the
// target, so two loops (rows, columns) around copies of 3 channels.
// CHECK-LABEL: func.func @spread
// CHECK: scf.for %[[H:.*]] =
// CHECK:   scf.for %[[W:.*]] =
// CHECK:     memref.subview %{{.*}}[%[[H]], %[[W]], 0] [1, 1, 3] [1, 1, 1]
// CHECK:     memref.subview %{{.*}}[%[[H]], %[[W]], 0] [1, 1, 3] [1, 1, 1]
// CHECK:     memref.copy
func.func @spread(%src: memref<4x5x3xf32>, %dst: memref<4x10x3xf32>) {
  %view = memref.subview %dst[0, 0, 0] [4, 5, 3] [1, 2, 1] : memref<4x10x3xf32> to memref<4x5x3xf32, strided<[30, 6, 1]>>
  memref.copy %src, %view : memref<4x5x3xf32> to memref<4x5x3xf32, strided<[30, 6, 1]>>
  return
}

// -----

// Contiguous already (one memcpy as it is), a non-unit innermost stride
// (no block to copy) and a dynamic shape: left alone.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: scf.for
// CHECK: memref.copy %arg0, %arg1 : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NOT: scf.for
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4x4xf32> to memref<4x4xf32, strided<[8, 2]>>
// CHECK-NOT: scf.for
// CHECK: memref.copy %arg2, %arg3 : memref<?x8xf32> to memref<?x8xf32, strided<[16, 1]>>
// CHECK-NOT: scf.for
func.func @left_alone(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<?x8xf32>, %d: memref<?x8xf32, strided<[16, 1]>>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  %strided = memref.subview %b[0, 0] [4, 4] [1, 2] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 2]>>
  %packed = memref.alloc() : memref<4x4xf32>
  memref.copy %packed, %strided : memref<4x4xf32> to memref<4x4xf32, strided<[8, 2]>>
  memref.dealloc %packed : memref<4x4xf32>
  memref.copy %c, %d : memref<?x8xf32> to memref<?x8xf32, strided<[16, 1]>>
  return
}
