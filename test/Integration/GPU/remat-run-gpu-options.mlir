// remat-run's GPU options: bad values are errors before anything runs, and
// without a CUDA device --target=gpu is one clear error.
// RUN: not remat-run %s --entry f --target=tpu 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not remat-run %s --entry f --gpu --gpu-chip=90 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not remat-run %s --entry f --gpu --gpu-format=elf 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not remat-run %s --entry f --gpu --cuda-runtime=%t.missing.so 2>&1 | FileCheck %s --check-prefix=RUNTIME
// TARGET: remat-run: error: --target must be cpu or gpu, not 'tpu'
// CHIP: remat-run: error: --gpu-chip must be an architecture such as sm_90, not '90'
// FORMAT: remat-run: error: --gpu-format must be isa, bin or fatbin, not 'elf'
// RUNTIME: remat-run: error: no Remat CUDA runtime at {{.*}}.missing.so

// --target=cpu is the default.
// RUN: remat-run %s --entry f --target=cpu | FileCheck %s --check-prefix=CPU
// CPU: result 0: shape [4] sum
// CPU-NOT: device:

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = remat.relu %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
