// RUN: remat-opt %s --remat-gpu-tile-matmul --split-input-file | FileCheck %s
// RUN: remat-opt %s --remat-gpu-tile-matmul="tile-size=8" --split-input-file | FileCheck %s --check-prefix=T8
// RUN: not remat-opt %s --remat-gpu-tile-matmul="tile-size=64" --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// A 20x30 by 30x40 matmul: 3x2 blocks of 16x16 threads, two 16x16 tiles in
// workgroup memory, guarded loads, barriers around the products, the last
// step over the remaining depth only.
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: memref<20x30xf32>, %[[B:[a-z0-9_]+]]: memref<30x40xf32>, %[[C:[a-z0-9_]+]]: memref<20x40xf32>)
// CHECK-DAG: %[[C3:[a-z0-9_]+]] = arith.constant 3 : index
// CHECK-DAG: %[[C2:[a-z0-9_]+]] = arith.constant 2 : index
// CHECK-DAG: %[[C16:[a-z0-9_]+]] = arith.constant 16 : index
// CHECK: gpu.launch blocks(%[[BX:[a-z0-9_]+]], %[[BY:[a-z0-9_]+]], %{{.*}}) in (%{{.*}} = %[[C3]], %{{.*}} = %[[C2]], %{{.*}} = %{{.*}}) threads(%[[TX:[a-z0-9_]+]], %[[TY:[a-z0-9_]+]], %{{.*}}) in (%{{.*}} = %[[C16]], %{{.*}} = %[[C16]], %{{.*}} = %{{.*}}) workgroup(%[[AS:[a-z0-9_]+]] : memref<16x16xf32, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9_]+]] : memref<16x16xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[ROW0:[a-z0-9_]+]] = arith.muli %[[BY]]
// CHECK: %[[COL0:[a-z0-9_]+]] = arith.muli %[[BX]]
// CHECK: %[[ROW:[a-z0-9_]+]] = arith.addi %[[ROW0]], %[[TY]]
// CHECK: %[[COL:[a-z0-9_]+]] = arith.addi %[[COL0]], %[[TX]]
// CHECK: %[[INIT:[a-z0-9_]+]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT: memref.load %[[C]][%[[ROW]], %[[COL]]]
// CHECK: %[[SUM:[a-z0-9_]+]] = scf.for %[[K0:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:[a-z0-9_]+]] = %[[INIT]]) -> (f32) {
// CHECK: memref.load %[[A]][
// CHECK: memref.store %{{.*}}, %[[AS]][%[[TY]], %[[TX]]]
// CHECK: memref.load %[[B]][
// CHECK: memref.store %{{.*}}, %[[BS]][%[[TY]], %[[TX]]]
// CHECK: gpu.barrier
// CHECK: %[[LEFT:[a-z0-9_]+]] = arith.subi %{{.*}}, %[[K0]]
// CHECK: %[[DEPTH:[a-z0-9_]+]] = arith.minsi %{{.*}}, %[[LEFT]]
// CHECK: scf.for %[[KK:[a-z0-9_]+]] = %{{.*}} to %[[DEPTH]] step %{{.*}} iter_args(%[[X:[a-z0-9_]+]] = %[[ACC]]) -> (f32) {
// CHECK: %[[P:[a-z0-9_]+]] = memref.load %[[AS]][%[[TY]], %[[KK]]]
// CHECK: %[[Q:[a-z0-9_]+]] = memref.load %[[BS]][%[[KK]], %[[TX]]]
// CHECK: %[[PQ:[a-z0-9_]+]] = arith.mulf %[[P]], %[[Q]] : f32
// CHECK: arith.addf %[[X]], %[[PQ]] : f32
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK-NEXT: memref.store %[[SUM]], %[[C]][%[[ROW]], %[[COL]]]
// CHECK: gpu.terminator
// CHECK-NOT: linalg.matmul
// T8-LABEL: func.func @matmul(
// T8: workgroup(%{{.*}} : memref<8x8xf32, #gpu.address_space<workgroup>>
// BAD: error: remat-gpu-tile-matmul: tile-size must be in 1..32
func.func @matmul(%a: memref<20x30xf32>, %b: memref<30x40xf32>, %c: memref<20x40xf32>) {
  linalg.matmul ins(%a, %b : memref<20x30xf32>, memref<30x40xf32>) outs(%c : memref<20x40xf32>)
  return
}

// -----

// Gradients' transposed operands: A^T read as A[k, i] with thread x along k,
// staged transposed; B^T read as B[j, k].
// CHECK-LABEL: func.func @transposed(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: memref<30x20xf32>, %[[B:[a-z0-9_]+]]: memref<40x30xf32>
// CHECK: threads(%[[TX:[a-z0-9_]+]], %[[TY:[a-z0-9_]+]], %{{.*}}) in
// CHECK: scf.for %[[K0:[a-z0-9_]+]] =
// CHECK: %[[AK:[a-z0-9_]+]] = arith.addi %[[K0]], %[[TY]]
// CHECK: memref.load %[[A]][%[[AK]], %{{.*}}]
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[TX]], %[[TY]]]
// CHECK: %[[BK:[a-z0-9_]+]] = arith.addi %[[K0]], %[[TX]]
// CHECK: memref.load %[[B]][%{{.*}}, %[[BK]]]
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[TX]], %[[TY]]]
// CHECK-NOT: linalg.matmul
func.func @transposed(%a: memref<30x20xf32>, %b: memref<40x30xf32>, %c: memref<20x40xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : memref<30x20xf32>, memref<40x30xf32>) outs(%c : memref<20x40xf32>)
  return
}

// -----

// Batched, f16: one block row of the grid per batch, arithmetic in f16.
// CHECK-LABEL: func.func @batched(
// CHECK-DAG: %[[C4:[a-z0-9_]+]] = arith.constant 4 : index
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %[[BZ:[a-z0-9_]+]]) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[C4]])
// CHECK-SAME: memref<16x16xf16, #gpu.address_space<workgroup>>
// CHECK: memref.load %{{.*}}[%[[BZ]], %{{.*}}, %{{.*}}] : memref<4x8x8xf16>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f16
// CHECK-NOT: linalg.batch_matmul
func.func @batched(%a: memref<4x8x8xf16>, %b: memref<4x8x8xf16>, %c: memref<4x8x8xf16>) {
  linalg.batch_matmul ins(%a, %b : memref<4x8x8xf16>, memref<4x8x8xf16>) outs(%c : memref<4x8x8xf16>)
  return
}

// -----

// Left alone: tensors (before bufferization), mixed element types, other
// linalg ops.
// CHECK-LABEL: func.func @untouched(
// CHECK-NOT: gpu.launch
// CHECK: linalg.matmul ins(%{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK: linalg.matmul ins(%{{.*}} : memref<4x4xf16>, memref<4x4xf16>) outs(%{{.*}} : memref<4x4xf32>)
// CHECK: linalg.fill
func.func @untouched(%t: tensor<4x4xf32>, %a: memref<4x4xf16>, %c: memref<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.matmul ins(%a, %a : memref<4x4xf16>, memref<4x4xf16>) outs(%c : memref<4x4xf32>)
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  return %r : tensor<4x4xf32>
}
