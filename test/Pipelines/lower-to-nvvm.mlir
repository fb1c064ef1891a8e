// The GPU pipeline outlines kernels and serializes them to PTX (no ptxas
// needed for format=isa).
// RUN: remat-opt %s --remat-lower-to-nvvm | FileCheck %s
// No linalg op is left anywhere (a CHECK-NOT alone scans the whole output).
// RUN: remat-opt %s --remat-lower-to-nvvm | FileCheck %s --check-prefix=LEFT
// RUN: remat-opt %s --remat-lower-to-nvvm="chip=sm_80 features=+ptx70" | FileCheck %s --check-prefix=SM80
// RUN: remat-opt %s --remat-lower-to-nvvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=HOST

// CHECK: module attributes {gpu.container_module}
// LEFT-NOT: linalg.
// CHECK: llvm.func @step(
// CHECK: gpu.launch_func @step_kernel::@step_kernel blocks in
// CHECK-SAME: threads in
// CHECK: gpu.binary @step_kernel
// CHECK-SAME: #nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .version 8.0\0A.target sm_90
// CHECK-SAME: .visible .entry step_kernel(

// SM80: chip = "sm_80"
// SM80-SAME: .target sm_80

// Host code loads PTX and launches through the mgpu* runtime and allocates
// through the generic (counted) functions.
// HOST-DAG: declare ptr @mgpuModuleLoadJIT(ptr, i32)
// HOST-DAG: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)
// HOST-DAG: declare ptr @_mlir_memref_to_llvm_alloc(i64)
func.func @step(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %h = remat.matmul %x, %w : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  %a = remat.gelu %h : tensor<64x16xf32>
  return %a : tensor<64x16xf32>
}
