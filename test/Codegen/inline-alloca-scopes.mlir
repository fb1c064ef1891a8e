// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-inline-alloca-scopes))' | FileCheck %s

// A scope that allocates nothing is inlined, its results replaced by what
// it returns; one with an alloca keeps its scope (a nested scope's alloca
// does not count for the outer one).
// CHECK-LABEL: func.func @scopes
// CHECK-NOT: memref.alloca_scope
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: memref.alloca_scope {
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK: }
// CHECK-NOT: memref.alloca_scope
// CHECK: return %[[S]] : f32
func.func @scopes(%x: f32) -> f32 {
  %s = memref.alloca_scope -> (f32) {
    %y = arith.addf %x, %x : f32
    memref.alloca_scope.return %y : f32
  }
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
    }
  }
  return %s : f32
}
