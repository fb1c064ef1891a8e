// Tile sizes of remat-lower-to-llvm must be positive: one error, non-zero
// exit (a zero tile must not skip tiling silently, nor a negative one reach
// the tiler).
// RUN: not remat-opt %s --remat-lower-to-llvm="tile-m=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=M --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-llvm="tile-n=-4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=N --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-llvm="tile-k=abc" -o /dev/null 2>&1 | FileCheck %s --check-prefix=K
// RUN: not remat-opt %s --remat-tile-and-vectorize="tile-m=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS --implicit-check-not=error:
// RUN: not remat-opt %s --remat-lower-to-llvm="threads=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=THREADS

// M: error: remat-lower-to-llvm: tile-m=0 is not a positive tile size
// N: error: remat-lower-to-llvm: tile-n=-4 is not a positive tile size
// K: for the --tile-k option: 'abc' value invalid for long argument
// PASS: error: remat-tile-and-vectorize: tile sizes must be positive
// (threads=0 is valid: the machine's cores, threads.test.)
// THREADS: for the --threads option: '-1' value invalid for uint argument

func.func @step(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %y = remat.relu %x : tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}
