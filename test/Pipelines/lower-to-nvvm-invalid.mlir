// Every invalid option of remat-lower-to-nvvm is one error and a non-zero
// exit, before any pass runs; `not` without --crash fails on a crash. Left
// to upstream, an empty chip name crashes in its target verification and an
// unknown one exits 0 or 1 at random; format= and cuda-path= must not print
// an error and exit 0, nor block sizes that are not 1 to 3 positive integers
// be dropped or kept without a word.

// RUN: not remat-opt %s --remat-lower-to-nvvm="chip=" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="chip=garbage" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHIP --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="chip=sm_" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHIP2 --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="format=foo" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="cuda-path=/nonexistent" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="features=ptx80" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FEATURES --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="opt-level=4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="block-sizes=abc" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ABC --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="block-sizes=0,0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="block-sizes=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEG --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="block-sizes=1,2,2,2,2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIVE --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="block-sizes=1024,1024" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIG --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-nvvm="block-sizes=" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not=error:
// The same checks apply to the textual pipeline form.
// RUN: not remat-opt %s --pass-pipeline="builtin.module(remat-lower-to-nvvm{chip=})" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY --implicit-check-not=error:
// Valid edge cases still lower.
// RUN: remat-opt %s --remat-lower-to-nvvm="chip=sm_90a block-sizes=1024" -o /dev/null
// RUN: remat-opt %s --remat-lower-to-nvvm="block-sizes=8,8,4" -o /dev/null

// EMPTY: error: remat-lower-to-nvvm: chip='' is not a GPU architecture of the form sm_<N> (e.g. sm_90)
// CHIP: error: remat-lower-to-nvvm: chip='garbage' is not a GPU architecture
// CHIP2: error: remat-lower-to-nvvm: chip='sm_' is not a GPU architecture
// FORMAT: error: remat-lower-to-nvvm: format='foo' is not one of isa, bin, fatbin, llvm
// CUDA: error: remat-lower-to-nvvm: cuda-path='/nonexistent' is not a directory
// FEATURES: error: remat-lower-to-nvvm: feature 'ptx80' must start with '+' or '-'
// OPT: error: remat-lower-to-nvvm: opt-level=4 is not 0, 1, 2 or 3
// ABC: error: remat-lower-to-nvvm: block-sizes='abc': 'abc' is not a positive integer
// ZERO: error: remat-lower-to-nvvm: block-sizes='0,0': '0' is not a positive integer
// NEG: error: remat-lower-to-nvvm: block-sizes='-1': '-1' is not a positive integer
// FIVE: error: remat-lower-to-nvvm: block-sizes='1,2,2,2,2': more than 3 sizes
// BIG: error: remat-lower-to-nvvm: block-sizes='1024,1024': more than 1024 threads per block
// NONE: error: remat-lower-to-nvvm: block-sizes='': '' is not a positive integer

func.func @step(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %y = remat.relu %x : tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}
