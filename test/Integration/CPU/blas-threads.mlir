// OpenBLAS's sgemm at 1, 2 and 3 threads (--blas-threads) gives the same
// bits on a 256x512x512 matmul: it splits the output's rows and columns
// among its threads, never the reduction. --threads (the generated loops) and
// --blas-threads combine: matmuls that go to CBLAS are not split again.
// REQUIRES: openblas, openmp
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-run %s --entry mm --blas=openblas --blas-threads=1 --threads=1 > %t/1.txt
// RUN: remat-run %s --entry mm --blas=openblas --blas-threads=2 --threads=2 > %t/2.txt
// RUN: remat-run %s --entry mm --blas=openblas --blas-threads=3 --threads=3 > %t/3.txt
// RUN: grep '^result' %t/1.txt > %t/r1.txt
// RUN: grep '^result' %t/2.txt | diff %t/r1.txt -
// RUN: grep '^result' %t/3.txt | diff %t/r1.txt -
// RUN: FileCheck %s < %t/3.txt
// CHECK: result 0: shape [256, 512] sum {{.*}} hash
// CHECK: peak_bytes: 524288{{$}}

func.func @mm(%a: tensor<256x512xf32>, %b: tensor<512x512xf32>) -> tensor<256x512xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x512xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x512xf32>) -> tensor<256x512xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x512xf32>) outs(%f : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %r : tensor<256x512xf32>
}
