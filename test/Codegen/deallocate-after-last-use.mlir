// RUN: remat-opt %s -split-input-file --remat-deallocate-after-last-use | FileCheck %s

// Each buffer is freed right after the op of its block that holds its last
// use, through its views (here inside a loop); a buffer allocated in the loop
// body is freed in the body; a call's result is the caller's to free; the
// returned buffer is not freed.

func.func private @make() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func private @make
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    return %[[A]]

// CHECK-LABEL: func.func @chain(
// CHECK-SAME:    %[[X:.*]]: memref<4xf32>
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[X]], %[[A]]
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[T:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:      %[[V:.*]] = memref.subview %[[A]]
// CHECK-NEXT:      memref.copy %[[V]], %[[T]]
// CHECK-NEXT:      %[[W:.*]] = memref.subview %[[B]]
// CHECK-NEXT:      memref.copy %[[T]], %[[W]]
// CHECK-NEXT:      memref.dealloc %[[T]]
// CHECK-NEXT:      memref.load %[[X]]
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    %[[C:.*]] = call @make()
// CHECK-NEXT:    memref.copy %[[B]], %[[C]]
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:    %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[C]], %[[R]]
// CHECK-NEXT:    memref.dealloc %[[C]]
// CHECK-NEXT:    return %[[R]]
func.func @chain(%x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<4xf32>
  memref.copy %x, %a : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    %t = memref.alloc() : memref<2xf32>
    %v = memref.subview %a[%i] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
    memref.copy %v, %t : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32>
    %w = memref.subview %b[%i] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
    memref.copy %t, %w : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
    %e = memref.load %x[%c0] : memref<4xf32>
    memref.store %e, %x[%c1] : memref<4xf32>
  }
  %c = call @make() : () -> memref<4xf32>
  memref.copy %b, %c : memref<4xf32> to memref<4xf32>
  %r = memref.alloc() : memref<4xf32>
  memref.copy %c, %r : memref<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// A use through a view's view counts; a buffer without uses is freed at once.

// CHECK-LABEL: func.func @views(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT:    %[[E:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:    memref.dealloc %[[E]]
// CHECK-NEXT:    %[[F:.*]] = memref.collapse_shape %[[A]]
// CHECK-NEXT:    %[[S:.*]] = memref.subview %[[F]]
// CHECK-NEXT:    memref.copy %{{.*}}, %[[S]]
// CHECK-NEXT:    %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[S]], %[[R]]
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    return %[[R]]
func.func @views(%x: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<2x4xf32>
  %unused = memref.alloc() : memref<8xf32>
  %f = memref.collapse_shape %a [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %s = memref.subview %f[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  memref.copy %x, %s : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %r = memref.alloc() : memref<4xf32>
  memref.copy %s, %r : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// A memref that may be one buffer or another (a select) is not of the shape
// handled here: upstream's ownership-based deallocation frees the buffer
// after the last use of the select.

// CHECK-LABEL: func.func @select(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %[[A]]
// CHECK-NEXT:    %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[S]], %[[R]]
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    return %[[R]]
func.func @select(%x: memref<4xf32>, %p: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %p, %x, %a : memref<4xf32>
  %r = memref.alloc() : memref<4xf32>
  memref.copy %s, %r : memref<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// A function that returns its argument: the upstream pipeline returns a
// clone (the caller owns every result).

// CHECK-LABEL: func.func @identity(
// CHECK-SAME:    %[[X:.*]]: memref<4xf32>
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[X]]
// CHECK-NEXT:    return %[[C]]
func.func @identity(%x: memref<4xf32>) -> memref<4xf32> {
  return %x : memref<4xf32>
}

// -----

// A buffer yielded by a loop, owned in one iteration and the next: the
// upstream pipeline tracks its ownership at run time.

// CHECK-LABEL: func.func @loop_carried(
// CHECK:         scf.for {{.*}} iter_args({{.*}}) -> (memref<4xf32>, i1)
// CHECK:         call @dealloc_helper
func.func @loop_carried(%x: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %acc, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}
