// Tensors of the element types the lowering handles beside the remat
// dialect's floats are sized like the lowering lays them out: index as 8
// bytes (64-bit data layout), complex<f32> as 8, vector<4xf32> as 16; none
// may crash getTypeBytes (Type::getIntOrFloatBitWidth). A type the model
// cannot size is an error at the value, not a crash and not a silent zero.
// RUN: remat-opt %s --remat-memory-report -split-input-file -verify-diagnostics -o /dev/null 2>&1 | FileCheck %s
// RUN: remat-opt %s --remat-memory-report="count-arguments=true" -split-input-file -verify-diagnostics -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARGS

// CHECK-LABEL: == Memory report for @types
// CHECK:      0  tensor.empty {{.*}} 32 {{ *}}32
// CHECK-NEXT: 1  tensor.empty {{.*}} 32 {{ *}}64
// CHECK-NEXT: 2  tensor.empty {{.*}} 64 {{ *}}128
// CHECK-NEXT: 3  tensor.empty {{.*}} 4 {{ *}}132
// CHECK:      peak bytes:          132 (132 B)
// ARGS-LABEL: == Memory report for @types
// ARGS:       peak bytes:          164 (164 B)
func.func @types(%i: tensor<4xi64>) -> (tensor<4xindex>, tensor<4xcomplex<f32>>, tensor<4xvector<4xf32>>, tensor<4xi1>, tensor<4xi64>) {
  %a = tensor.empty() : tensor<4xindex>
  %b = tensor.empty() : tensor<4xcomplex<f32>>
  %c = tensor.empty() : tensor<4xvector<4xf32>>
  %d = tensor.empty() : tensor<4xi1>
  return %a, %b, %c, %d, %i : tensor<4xindex>, tensor<4xcomplex<f32>>, tensor<4xvector<4xf32>>, tensor<4xi1>, tensor<4xi64>
}

// -----

// expected-error @+1 {{remat-memory-report: a tensor of 'tensor<4x!llvm.ptr>' has an element type whose size the memory model does not know}}
func.func @pointer_argument(%p: tensor<4x!llvm.ptr>) -> tensor<4x!llvm.ptr> {
  return %p : tensor<4x!llvm.ptr>
}

// -----

func.func @pointer_result() -> tensor<2x!llvm.ptr> {
  // expected-error @+1 {{remat-memory-report: a tensor of 'tensor<2x!llvm.ptr>' has an element type whose size the memory model does not know}}
  %e = tensor.empty() : tensor<2x!llvm.ptr>
  return %e : tensor<2x!llvm.ptr>
}
