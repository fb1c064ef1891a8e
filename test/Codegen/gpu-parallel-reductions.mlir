// RUN: remat-opt %s --remat-gpu-parallel-reductions --split-input-file | FileCheck %s

// A loss: 8x4 elements summed into a scalar. One block of 32 threads, each
// summing a strided share in order from -0.0 (the identity of addf) with the
// op's own body; a tree over the 32 partial sums in workgroup memory; the
// output's initial value added last, by thread 0.
// CHECK-LABEL: func.func @loss(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: memref<8x4xf32>, %[[B:[a-z0-9_]+]]: memref<8xf32>, %[[C:[a-z0-9_]+]]: memref<f32>)
// CHECK-DAG: %[[ONE:[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-DAG: %[[C32:[a-z0-9_]+]] = arith.constant 32 : index
// CHECK: gpu.launch blocks(%[[BX:[a-z0-9_]+]], %{{.*}}, %{{.*}}) in (%{{[a-z0-9_]+}} = %[[ONE]], %{{[a-z0-9_]+}} = %[[ONE]], %{{[a-z0-9_]+}} = %[[ONE]]) threads(%[[TX:[a-z0-9_]+]], %{{.*}}, %{{.*}}) in (%{{[a-z0-9_]+}} = %[[C32]], %{{.*}}) workgroup(%[[P:[a-z0-9_]+]] : memref<32xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[ID:[a-z0-9_]+]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[SUM:[a-z0-9_]+]] = scf.for %[[I:[a-z0-9_]+]] = %[[TX]] to %{{.*}} step %{{.*}} iter_args(%[[ACC:[a-z0-9_]+]] = %[[ID]]) -> (f32) {
// CHECK: %[[D1:[a-z0-9_]+]] = arith.remui %[[I]], %{{.*}}
// CHECK: %[[D0:[a-z0-9_]+]] = arith.remui %{{.*}}, %{{.*}}
// CHECK: %[[X:[a-z0-9_]+]] = memref.load %[[A]][%[[D0]], %[[D1]]]
// CHECK: %[[Y:[a-z0-9_]+]] = memref.load %[[B]][%[[D0]]]
// CHECK: %[[L:[a-z0-9_]+]] = math.log %[[Y]]
// CHECK: %[[M:[a-z0-9_]+]] = arith.mulf %[[X]], %[[L]]
// CHECK: %[[S:[a-z0-9_]+]] = arith.addf %[[ACC]], %[[M]]
// CHECK: scf.yield %[[S]]
// CHECK: memref.store %[[SUM]], %[[P]][%[[TX]]]
// CHECK: gpu.barrier
// CHECK: arith.cmpi ult, %[[TX]], %{{.*}}
// CHECK: scf.if
// CHECK: arith.addf
// CHECK: gpu.barrier
// CHECK-COUNT-4: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: arith.cmpi eq, %[[TX]]
// CHECK: scf.if
// CHECK: %[[INIT:[a-z0-9_]+]] = memref.load %[[C]][]
// CHECK: %[[TOTAL:[a-z0-9_]+]] = memref.load %[[P]][
// CHECK: %[[R:[a-z0-9_]+]] = arith.addf %[[INIT]], %[[TOTAL]]
// CHECK: memref.store %[[R]], %[[C]][]
// CHECK-NOT: linalg.generic
func.func @loss(%a: memref<8x4xf32>, %b: memref<8xf32>, %c: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a, %b : memref<8x4xf32>, memref<8xf32>) outs(%c : memref<f32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %1 = math.log %y : f32
    %2 = arith.mulf %x, %1 : f32
    %3 = arith.addf %out, %2 : f32
    linalg.yield %3 : f32
  }
  return
}

// -----

// A row maximum (softmax): one block per row, 256 threads for 300 columns,
// -inf the identity, the row from the block index.
// CHECK-LABEL: func.func @rowmax(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: memref<6x300xf32>, %[[C:[a-z0-9_]+]]: memref<6xf32>)
// CHECK-DAG: %[[C6:[a-z0-9_]+]] = arith.constant 6 : index
// CHECK-DAG: %[[C256:[a-z0-9_]+]] = arith.constant 256 : index
// CHECK: gpu.launch blocks(%[[BX:[a-z0-9_]+]], %{{.*}}, %{{.*}}) in (%{{[a-z0-9_]+}} = %[[C6]], %{{.*}}) threads(%[[TX:[a-z0-9_]+]], %{{.*}}, %{{.*}}) in (%{{[a-z0-9_]+}} = %[[C256]], %{{.*}}) workgroup(%{{.*}} : memref<256xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[ROW:[a-z0-9_]+]] = arith.remui %[[BX]], %{{.*}}
// CHECK: arith.constant 0xFF800000 : f32
// CHECK: memref.load %[[A]][%[[ROW]], %{{.*}}]
// CHECK: arith.maximumf
// CHECK-COUNT-9: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: memref.load %[[C]][%[[ROW]]]
// CHECK: arith.maximumf
// CHECK: memref.store %{{.*}}, %[[C]][%[[ROW]]]
func.func @rowmax(%a: memref<6x300xf32>, %c: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<6x300xf32>) outs(%c : memref<6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.maximumf %out, %in : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Left alone: elementwise ops, a combine that is not associative, a body
// that reads the loop index, tensors.
// CHECK-LABEL: func.func @untouched(
// CHECK-NOT: gpu.launch
// CHECK-COUNT-4: linalg.generic
func.func @untouched(%a: memref<8x4xf32>, %r: memref<8xf32>, %t: tensor<8x4xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<8x4xf32>) outs(%a : memref<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %in : f32
    linalg.yield %1 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<8x4xf32>) outs(%r : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.subf %out, %in : f32
    linalg.yield %1 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<8x4xf32>) outs(%r : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %1 = arith.mulf %in, %g : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  }
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t : tensor<8x4xf32>) outs(%u : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %out, %in : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}
