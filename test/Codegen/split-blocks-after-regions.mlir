// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-split-blocks-after-regions))' | FileCheck %s

// Every op with regions that is followed by more than the terminator ends
// its block, with a branch to the rest; loops nested in a loop stay where
// they are, and the last loop before the return needs no split.

// CHECK-LABEL: func.func @loops(
// CHECK:         scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        memref.store
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    cf.br ^[[B1:.*]]
// CHECK-NEXT:  ^[[B1]]:
// CHECK-NEXT:    %[[V:.*]] = memref.load
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    cf.br ^[[B2:.*]]
// CHECK-NEXT:  ^[[B2]]:
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @loops(%m: memref<4xf32>, %n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %f, %m[%j] : memref<4xf32>
    }
    memref.store %f, %m[%i] : memref<4xf32>
  }
  %v = memref.load %m[%c0] : memref<4xf32>
  scf.if %p {
    memref.store %v, %m[%c1] : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
