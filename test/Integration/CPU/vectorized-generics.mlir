// Row and column reductions, layer norm and its gradient, softmax and GELU
// take remat-vectorize-generics' path (vector bodies, one vector.reduction
// per row); all against the NumPy reference.
// RUN: %python %S/../compare.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// RUN: remat-opt %s --remat-lower-to-llvm | FileCheck %s --check-prefix=VEC
//
// Without math functions the vectorized reductions keep the loops' order:
// the same bits as the scalar loops (vectorize=false).
// RUN: remat-opt %s --remat-lower-to-llvm -o %t.vec.mlir
// RUN: remat-opt %s --remat-lower-to-llvm=vectorize=false -o %t.loops.mlir
// RUN: %python %S/../compare_runs.py %t.vec.mlir reductions %t.loops.mlir reductions --remat-run remat-run | FileCheck %s --check-prefix=SAME
// RUN: %python %S/../compare_runs.py %t.vec.mlir layernorm %t.loops.mlir layernorm --remat-run remat-run | FileCheck %s --check-prefix=SAME
// RUN: %python %S/../compare_runs.py %t.vec.mlir layernorm_grad %t.loops.mlir layernorm_grad --remat-run remat-run | FileCheck %s --check-prefix=SAME

// CHECK-NOT: FAIL
// CHECK: 5 passed, 0 failed
// VEC-DAG: llvm.intr.vector.reduce.fadd{{.*}}vector<64xf32>
// VEC-DAG: llvm.intr.vector.reduce.fmaximum{{.*}}vector<64xf32>
// VEC-NOT: llvm.call @expf
// VEC-NOT: llvm.call @tanhf
// SAME: same bits

func.func @reductions(%x: tensor<4x8x64xf32>) -> (tensor<4x8xf32>, tensor<8x64xf32>, tensor<8xf32>) {
  %0 = remat.reduce_sum %x : tensor<4x8x64xf32> -> tensor<4x8xf32>
  %1 = remat.reduce_sum %x {axes = array<i64: 0>} : tensor<4x8x64xf32> -> tensor<8x64xf32>
  %2 = remat.reduce_sum %x {axes = array<i64: -1, 0>} : tensor<4x8x64xf32> -> tensor<8xf32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<8x64xf32>, tensor<8xf32>
}

func.func @layernorm(%x: tensor<32x64xf32>, %g: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<32x64xf32> {
  %0 = remat.layernorm %x, %g, %b : tensor<32x64xf32>, tensor<64xf32>
  return %0 : tensor<32x64xf32>
}

func.func @layernorm_grad(%dy: tensor<32x128xf32>, %x: tensor<32x128xf32>, %g: tensor<128xf32>) -> (tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>) {
  %dx, %dg, %db = remat.layernorm_grad %dy, %x, %g : tensor<32x128xf32>, tensor<128xf32>
  return %dx, %dg, %db : tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>
}

func.func @softmax(%x: tensor<8x16x64xf32>, %dy: tensor<8x16x64xf32>) -> (tensor<8x16x64xf32>, tensor<8x16x64xf32>) {
  %0 = remat.softmax %x : tensor<8x16x64xf32>
  %1 = remat.softmax_grad %dy, %0 : tensor<8x16x64xf32>
  return %0, %1 : tensor<8x16x64xf32>, tensor<8x16x64xf32>
}

func.func @gelu(%x: tensor<32x256xf32>, %dy: tensor<32x256xf32>) -> (tensor<32x256xf32>, tensor<32x256xf32>) {
  %0 = remat.gelu %x : tensor<32x256xf32>
  %1 = remat.gelu_grad %dy, %x : tensor<32x256xf32>
  return %0, %1 : tensor<32x256xf32>, tensor<32x256xf32>
}
