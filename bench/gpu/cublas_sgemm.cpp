//===- cublas_sgemm.cpp - cuBLAS SGEMM speed, the reference of gpu-check --===//
//
//   cublas_sgemm [N] [REPEAT]
//
// Times C = A * B for N x N f32 matrices (default 4096) with cublasSgemm in
// pure FP32 (CUBLAS_PEDANTIC_MATH: no TF32 tensor cores, like Remat's f32
// kernels) and prints "cublas sgemm N: T ms, G GFLOP/s" for the median of
// REPEAT runs (default 10) after two warm-up runs. Every CUDA and cuBLAS
// call is checked. Built and run by scripts/gpu-check.sh where the toolkit's
// cuBLAS exists.
//
//===----------------------------------------------------------------------===//
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

static void check(cudaError_t e, const char *what) {
  if (e == cudaSuccess)
    return;
  std::fprintf(stderr, "cublas_sgemm: error: %s failed: %s: %s\n", what,
               cudaGetErrorName(e), cudaGetErrorString(e));
  std::exit(1);
}

static void check(cublasStatus_t s, const char *what) {
  if (s == CUBLAS_STATUS_SUCCESS)
    return;
  std::fprintf(stderr, "cublas_sgemm: error: %s failed: cuBLAS status %d\n",
               what, static_cast<int>(s));
  std::exit(1);
}
#define CHECK(call) check((call), #call)

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 4096;
  int repeat = argc > 2 ? std::atoi(argv[2]) : 10;
  if (n <= 0 || repeat <= 0) {
    std::fprintf(stderr, "usage: cublas_sgemm [N] [REPEAT]\n");
    return 1;
  }
  size_t bytes = static_cast<size_t>(n) * n * sizeof(float);
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMalloc(&c, bytes));
  std::vector<float> host(static_cast<size_t>(n) * n);
  for (size_t i = 0; i < host.size(); ++i)
    host[i] = static_cast<float>((i * 2654435761u) % 1000) / 1000.0f - 0.5f;
  CHECK(cudaMemcpy(a, host.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, host.data(), bytes, cudaMemcpyHostToDevice));

  cublasHandle_t handle;
  CHECK(cublasCreate(&handle));
  CHECK(cublasSetMathMode(handle, CUBLAS_PEDANTIC_MATH));
  const float one = 1.0f, zero = 0.0f;
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  std::vector<float> ms;
  for (int run = 0; run < repeat + 2; ++run) {
    CHECK(cudaEventRecord(start));
    CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b,
                      n, &zero, c, n));
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    float t = 0;
    CHECK(cudaEventElapsedTime(&t, start, stop));
    if (run >= 2)
      ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  double median = ms[ms.size() / 2];
  std::printf("cublas sgemm %d: %.3f ms, %.1f GFLOP/s\n", n, median,
              2.0 * n * n * static_cast<double>(n) / (median * 1e6));
  CHECK(cublasDestroy(handle));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  CHECK(cudaFree(c));
  return 0;
}
