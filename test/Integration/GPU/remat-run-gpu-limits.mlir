// remat-run --gpu when device memory runs out, through the fake driver of
// test/lib/CudaStub (a 4 TiB request fails there as on a device): an error
// that names the size and the value, a non-zero exit. The CUDA runtime used
// to exit on the driver's error alone, naming neither.
// REQUIRES: cuda-runtime, malloc-fails-beyond-memory
// RUN: export LD_LIBRARY_PATH=%cuda_stub
// RUN: not remat-run %s --entry big_result --gpu 2>&1 | FileCheck %s --check-prefix=RESULT --implicit-check-not="Stack dump"
// RUN: not remat-run %s --entry big_argument --gpu 2>&1 | FileCheck %s --check-prefix=ARGUMENT --implicit-check-not="Stack dump"
// RUN: not remat-run %s --entry big_temporary --gpu 2>&1 | FileCheck %s --check-prefix=TEMP --implicit-check-not="Stack dump"
// A small request the driver refuses (injected): the program's first
// allocation, after the argument's.
// RUN: env REMAT_CUDA_STUB_FAIL=cuMemAllocManaged:2:2 not remat-run %s --entry small --gpu 2>&1 | FileCheck %s --check-prefix=INJECTED --implicit-check-not="Stack dump"
// The same entry runs when the driver has the memory.
// RUN: remat-run %s --entry small --gpu | FileCheck %s --check-prefix=SMALL
// Nothing the driver handed out is left when the process ends (the stub
// counts it after every destructor): after a run that completes, the
// runtime's cache of freed blocks goes back to the driver (the result's
// block included); after a driver error mid-run, the runtime gives back
// the program's buffers, remat-run's arguments and the module before it
// exits (all blocks and the module). Under LeakSanitizer a block left is a
// report.
// RUN: env REMAT_CUDA_STUB_LEAKS=1 remat-run %s --entry small --gpu 2>&1 | FileCheck %s --check-prefix=RELEASED
// RUN: env REMAT_CUDA_STUB_LEAKS=1 REMAT_CUDA_STUB_FAIL=cuLaunchKernel not remat-run %s --entry small --gpu 2>&1 | FileCheck %s --check-prefixes=LAUNCH,RELEASED

// RESULT: remat-cuda-runtime: error: cannot allocate 4.0 TiB (4398046511104 bytes) for a buffer of the program: cuMemAllocManaged failed: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory
// RESULT-NEXT: remat-run: error: cannot allocate 4.0 TiB (4398046511104 bytes) for result 0 of @big_result
// ARGUMENT: remat-cuda-runtime: cuMemAllocManaged of 4398046511104 bytes failed: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory
// ARGUMENT-NEXT: remat-run: error: cannot allocate 4.0 TiB (4398046511104 bytes) for argument 1 of @big_argument
// TEMP: remat-cuda-runtime: error: cannot allocate 4.0 TiB (4398046511104 bytes) for a buffer of the program: cuMemAllocManaged failed
// TEMP-NEXT: remat-run: error: cannot allocate 4.0 TiB (4398046511104 bytes) for a temporary buffer of @big_temporary
// INJECTED: remat-cuda-runtime: error: cannot allocate 16 B (16 bytes) for a buffer of the program: cuMemAllocManaged failed: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory
// INJECTED-NEXT: remat-run: error: cannot allocate 16 B (16 bytes) for result 0 of @small
// SMALL: result 0: shape [4]
// LAUNCH: remat-cuda-runtime: error: cuLaunchKernel({{.*}}) failed: CUDA_ERROR_UNKNOWN (999)
// RELEASED: cuda-stub: at exit: 0 blocks and 0 modules not freed

func.func @big_result() -> tensor<1099511627776xf32> {
  %e = tensor.empty() : tensor<1099511627776xf32>
  return %e : tensor<1099511627776xf32>
}

func.func @big_argument(%x: tensor<4xf32>, %y: tensor<1099511627776xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

func.func @big_temporary() -> tensor<f32> {
  %r = tensor.empty() : tensor<1099511627776xf32>
  %s = remat.reduce_sum %r {axes = array<i64: 0>} : tensor<1099511627776xf32> -> tensor<f32>
  return %s : tensor<f32>
}

func.func @small(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = remat.relu %x : tensor<4xf32>
  return %r : tensor<4xf32>
}
