#!/usr/bin/env python3
"""Measures the figures of the `cpu` cost-model preset on this machine: one
thread's f32/f64 matrix-multiply rate (numpy over OpenBLAS) and its memory
copy bandwidth. Run with Debian's python3-numpy and libopenblas0 installed:

  env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 \\
      /usr/bin/python3 bench/measure_cpu_target.py

(OPENBLAS_CORETYPE pins an older kernel on some machines; unset it to measure
what the hardware does.)
"""
import time

import numpy as np


def best_of(fn, repeat=5):
    fn()
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main():
    n = 1024
    for dtype in (np.float32, np.float64):
        a = np.random.rand(n, n).astype(dtype)
        b = np.random.rand(n, n).astype(dtype)
        seconds = best_of(lambda: a @ b)
        print(f"matmul {np.dtype(dtype).name}: {2 * n**3 / seconds / 1e9:.1f} GFLOP/s")
    x = np.ones(64 * 1024 * 1024 // 4, dtype=np.float32)
    y = np.empty_like(x)
    seconds = best_of(lambda: np.copyto(y, x))
    print(f"copy: {2 * x.nbytes / seconds / 1e9:.1f} GB/s (bytes read + written)")


if __name__ == "__main__":
    main()
