#!/usr/bin/env bash
# Single-thread f32 NxNxN matmul: remat-lower-to-llvm + remat-run against
# numpy (Debian's python3-numpy over OpenBLAS, one thread), side by side.
#   bench/matmul_vs_numpy.sh [N] [extra remat-run flags]     (default N=1024)
#   bench/matmul_vs_numpy.sh 1024 --blas=openblas    matmul through OpenBLAS
# bench/matmul_blas.sh compares BLAS, codegen and numpy on several shapes,
# alternating rounds.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
RUN="${REMAT_BUILD_DIR:-$ROOT/build}/bin/remat-run"
N="${1:-1024}"
shift || true
# OpenBLAS for numpy: installed here when missing (root), as for the tests.
if ! /usr/bin/python3 -c 'import numpy' 2>/dev/null ||
   ! ls /usr/lib/x86_64-linux-gnu/libopenblas*.so* >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-numpy libopenblas0-pthread >&2
  else
    echo "install python3-numpy libopenblas0-pthread first" >&2; exit 1
  fi
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/mm.mlir" <<MLIR
func.func @mm(%a: tensor<${N}x${N}xf32>, %b: tensor<${N}x${N}xf32>) -> tensor<${N}x${N}xf32> {
  %c = remat.matmul %a, %b : (tensor<${N}x${N}xf32>, tensor<${N}x${N}xf32>) -> tensor<${N}x${N}xf32>
  return %c : tensor<${N}x${N}xf32>
}
MLIR
ms=$("$RUN" "$work/mm.mlir" --entry mm --threads=1 --repeat 5 --json "$@" |
     /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["time_ms_median"])')
# OPENBLAS_CORETYPE pins an old kernel on some machines: measure the hardware.
numpy_gflops=$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 \
  /usr/bin/python3 - "$N" <<'PY'
import sys, time
import numpy as np
n = int(sys.argv[1])
a = np.random.rand(n, n).astype(np.float32)
b = np.random.rand(n, n).astype(np.float32)
a @ b
times = []
for _ in range(5):
    t = time.perf_counter(); a @ b; times.append(time.perf_counter() - t)
times.sort()
print(2 * n**3 / times[len(times) // 2] / 1e9)
PY
)
/usr/bin/python3 - "$N" "$ms" "$numpy_gflops" <<'PY'
import sys
n, ms, numpy_gflops = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
remat = 2 * n**3 / (ms / 1e3) / 1e9
print(f"matmul {n}x{n}x{n} f32, one thread (median of 5)")
print(f"  remat-run: {ms:.1f} ms, {remat:.1f} GFLOP/s")
print(f"  numpy:     {numpy_gflops:.1f} GFLOP/s")
print(f"  ratio:     {100 * remat / numpy_gflops:.1f}% of numpy")
PY
