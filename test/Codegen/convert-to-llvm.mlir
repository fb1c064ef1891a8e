// RUN: remat-opt %s --remat-convert-to-llvm | FileCheck %s
// RUN: remat-opt %s --remat-convert-to-llvm | FileCheck %s --check-prefix=NONE

// One conversion takes arith, index, ub, cf, memref and func to the LLVM
// dialect: allocations call the counted generic functions, malloc's with the
// buffer's exact size (12 bytes here; the aligned allocation rounded it up to
// 16), and the function keeps its C interface wrapper.

// CHECK-LABEL: llvm.func @step(
// CHECK:         %[[END:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    %[[SIZE:.*]] = llvm.ptrtoint %[[END]] : !llvm.ptr to i64
// CHECK-NEXT:    llvm.call @_mlir_memref_to_llvm_alloc(%[[SIZE]]) : (i64) -> !llvm.ptr
// CHECK:         llvm.cond_br
// CHECK:         llvm.mul
// CHECK:         llvm.fadd
// CHECK:         llvm.mlir.poison : f32
// CHECK:         llvm.call @_mlir_memref_to_llvm_free(
// CHECK:         llvm.return
// CHECK-LABEL: llvm.func @_mlir_ciface_step(
// CHECK:         llvm.call @step(

// Nothing of the six dialects is left.
// NONE-NOT: {{ (arith|index|ub|cf|memref|func)\.[a-z]}}
// NONE-NOT: unrealized_conversion_cast

func.func @step(%a: memref<16xf32>, %n: index, %flag: i1) -> f32
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc() : memref<3xf32>
  cf.cond_br %flag, ^bb1, ^bb2
^bb1:
  %x = memref.load %a[%c0] : memref<16xf32>
  %m = index.mul %n, %n
  %y = arith.addf %x, %x : f32
  memref.store %y, %buf[%m] : memref<3xf32>
  cf.br ^bb2
^bb2:
  %p = ub.poison : f32
  memref.store %p, %buf[%c0] : memref<3xf32>
  %r = memref.load %buf[%n] : memref<3xf32>
  memref.dealloc %buf : memref<3xf32>
  return %r : f32
}
