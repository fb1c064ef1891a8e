// remat-zero-fills-to-memset: a zero fill of a buffer (linalg.fill of +0.0
// or 0, linalg.map yielding it) becomes llvm.intr.memset of zero bytes, one
// per contiguous block; where a copy into a box of the buffer follows before
// anything reads it, only the elements outside the box are set.
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-zero-fills-to-memset))' | FileCheck %s

// A contiguous buffer: one memset of 4 * 8 * 4 = 128 bytes.
// CHECK-LABEL: func.func @contiguous
// CHECK-NOT: linalg.fill
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(128 : i64) : i64
// CHECK: "llvm.intr.memset"(%{{.*}}, %{{.*}}, %[[BYTES]]) <{isVolatile = false}>
// CHECK-NOT: llvm.intr.memset
// CHECK: return
func.func @contiguous(%m: memref<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%m : memref<4x8xf32>)
  return
}

// A padded copy: zeroed, then the image copied into [0, 1, 1, 0] of size
// [1, 2, 3, 2]. Set: row 0 and row 3 whole (5 * 2 * 4 = 40 bytes each),
// and in rows 1 and 2 (a loop) column 0 and column 4 (2 * 4 = 8 bytes
// each); the copy stays.
// CHECK-LABEL: func.func @padded
// CHECK: %[[PAD:.*]] = memref.alloc() : memref<1x4x5x2xf32>
// CHECK-NOT: linalg.map
// CHECK: memref.subview %[[PAD]][0, 0, 0, 0] [1, 1, 5, 2] [1, 1, 1, 1]
// CHECK: llvm.mlir.constant(40 : i64)
// CHECK: llvm.intr.memset
// CHECK: memref.subview %[[PAD]][0, 3, 0, 0] [1, 1, 5, 2] [1, 1, 1, 1]
// CHECK: llvm.intr.memset
// CHECK: scf.for %[[ROW:.*]] = %c1{{.*}} to %c3
// CHECK:   memref.subview %[[PAD]][0, %[[ROW]], 0, 0] [1, 1, 1, 2] [1, 1, 1, 1]
// CHECK:   llvm.mlir.constant(8 : i64)
// CHECK:   llvm.intr.memset
// CHECK: scf.for %[[ROW2:.*]] = %c1{{.*}} to %c3
// CHECK:   memref.subview %[[PAD]][0, %[[ROW2]], 4, 0] [1, 1, 1, 2] [1, 1, 1, 1]
// CHECK:   llvm.intr.memset
// CHECK-NOT: llvm.intr.memset
// CHECK: memref.copy %arg0, %{{.*}}
func.func @padded(%x: memref<1x2x3x2xf32>) -> memref<1x4x5x2xf32> {
  %zero = arith.constant 0.0 : f32
  %pad = memref.alloc() : memref<1x4x5x2xf32>
  linalg.map outs(%pad : memref<1x4x5x2xf32>)
    (%init: f32) {
      linalg.yield %zero : f32
    }
  %interior = memref.subview %pad[0, 1, 1, 0] [1, 2, 3, 2] [1, 1, 1, 1] : memref<1x4x5x2xf32> to memref<1x2x3x2xf32, strided<[40, 10, 2, 1], offset: 12>>
  memref.copy %x, %interior : memref<1x2x3x2xf32> to memref<1x2x3x2xf32, strided<[40, 10, 2, 1], offset: 12>>
  return %pad : memref<1x4x5x2xf32>
}

// The buffer is written in between: the whole buffer is set (one memset of
// 4 * 5 * 2 * 4 = 160 bytes).
// CHECK-LABEL: func.func @written_between
// CHECK: llvm.mlir.constant(160 : i64)
// CHECK: llvm.intr.memset
// CHECK-NOT: llvm.intr.memset
// CHECK: memref.store
// CHECK: memref.copy
func.func @written_between(%x: memref<1x2x3x2xf32>, %v: f32) -> memref<1x4x5x2xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %pad = memref.alloc() : memref<1x4x5x2xf32>
  linalg.fill ins(%zero : f32) outs(%pad : memref<1x4x5x2xf32>)
  memref.store %v, %pad[%c0, %c0, %c0, %c0] : memref<1x4x5x2xf32>
  %interior = memref.subview %pad[0, 1, 1, 0] [1, 2, 3, 2] [1, 1, 1, 1] : memref<1x4x5x2xf32> to memref<1x2x3x2xf32, strided<[40, 10, 2, 1], offset: 12>>
  memref.copy %x, %interior : memref<1x2x3x2xf32> to memref<1x2x3x2xf32, strided<[40, 10, 2, 1], offset: 12>>
  return %pad : memref<1x4x5x2xf32>
}

// The copy reads the buffer itself: the whole buffer is set.
// CHECK-LABEL: func.func @copy_from_itself
// CHECK: llvm.mlir.constant(160 : i64)
// CHECK: llvm.intr.memset
// CHECK-NOT: llvm.intr.memset
// CHECK: memref.copy
func.func @copy_from_itself(%pad: memref<1x4x5x2xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%pad : memref<1x4x5x2xf32>)
  %a = memref.subview %pad[0, 0, 0, 0] [1, 2, 3, 2] [1, 1, 1, 1] : memref<1x4x5x2xf32> to memref<1x2x3x2xf32, strided<[40, 10, 2, 1]>>
  %b = memref.subview %pad[0, 1, 1, 0] [1, 2, 3, 2] [1, 1, 1, 1] : memref<1x4x5x2xf32> to memref<1x2x3x2xf32, strided<[40, 10, 2, 1], offset: 12>>
  memref.copy %a, %b : memref<1x2x3x2xf32, strided<[40, 10, 2, 1]>> to memref<1x2x3x2xf32, strided<[40, 10, 2, 1], offset: 12>>
  return
}

// A strided buffer (rows 16 elements apart, 8 used): one memset of 8 * 4 =
// 32 bytes per row, in a loop; an i32 zero is zero bytes too.
// CHECK-LABEL: func.func @strided
// CHECK: scf.for %[[R:.*]] = %c0{{.*}} to %c4
// CHECK:   memref.subview %arg0[%[[R]], 0] [1, 8] [1, 1]
// CHECK:   llvm.mlir.constant(32 : i64)
// CHECK:   llvm.intr.memset
func.func @strided(%m: memref<4x8xi32, strided<[16, 1]>>) {
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%m : memref<4x8xi32, strided<[16, 1]>>)
  return
}

// Left alone: not zero bytes (1.0, -0.0), elements of less than a byte,
// a dynamic shape, a tensor.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: llvm.intr.memset
// CHECK-COUNT-5: linalg.fill
// CHECK: return
func.func @left_alone(%m: memref<4xf32>, %b: memref<8xi1>, %d: memref<?xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %negzero = arith.constant -0.0 : f32
  %false = arith.constant false
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<4xf32>)
  linalg.fill ins(%negzero : f32) outs(%m : memref<4xf32>)
  linalg.fill ins(%false : i1) outs(%b : memref<8xi1>)
  linalg.fill ins(%zero : f32) outs(%d : memref<?xf32>)
  %r = linalg.fill ins(%zero : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// No elements: nothing to set, the fill is erased.
// CHECK-LABEL: func.func @empty
// CHECK-NOT: linalg.fill
// CHECK-NOT: llvm.intr.memset
// CHECK: return
func.func @empty(%m: memref<0x4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%m : memref<0x4xf32>)
  return
}
