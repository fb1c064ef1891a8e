#!/usr/bin/env bash
# Single-thread f32 matmul GFLOP/s: remat-run with matmuls through OpenBLAS
# (--blas=openblas), remat-run's generated code (--blas=none) and numpy
# (Debian's python3-numpy over OpenBLAS), alternating, several rounds; per
# shape the median and range over rounds of each round's median of REPEAT
# runs. Shapes: 1024^3, 256x1024x1024 (M x K x N), and the [16,256,64]
# attention scores Q K^T (batch 16, 256x64 by 64x256).
#   bench/matmul_blas.sh [ROUNDS] [REPEAT] [JSON]  (default 5 rounds of 5)
# Every number also goes to JSON (default bench/matmul_blas.json), with the
# command, commit and load average; bench/run renders the table from it.
# The numbers are wall times: run it on an idle machine, or say it was not.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
export RUN="${REMAT_BUILD_DIR:-$ROOT/build}/bin/remat-run"
ROUNDS="${1:-5}" REPEAT="${2:-5}" JSON="${3:-$ROOT/bench/matmul_blas.json}"
export MATMUL_COMMAND="bench/matmul_blas.sh $*"
export MATMUL_COMMIT="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
# OPENBLAS_CORETYPE pins an old kernel on some machines: measure the hardware.
exec env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 \
  /usr/bin/python3 - "$ROUNDS" "$REPEAT" "$JSON" <<'PY'
import json, os, statistics, subprocess, sys, tempfile, time
import numpy as np

rounds, repeat, json_path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]

def load_average():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])

loads = []
run = os.environ["RUN"]
# name, (batch or None, M, K, N), transpose_b
shapes = [("1024x1024x1024", (None, 1024, 1024, 1024), False),
          ("256x1024x1024", (None, 256, 1024, 1024), False),
          ("[16,256,64]x[16,256,64]^T", (16, 256, 64, 256), True)]

def mlir(shape, tb):
    b, m, k, n = shape
    pre = f"{b}x" if b else ""
    ta, tbt, tc = f"{pre}{m}x{k}xf32", f"{pre}{n}x{k}xf32" if tb else f"{pre}{k}x{n}xf32", f"{pre}{m}x{n}xf32"
    attr = " {transpose_b = true}" if tb else ""
    return (f"func.func @mm(%a: tensor<{ta}>, %b: tensor<{tbt}>) -> tensor<{tc}> {{\n"
            f"  %c = remat.matmul %a, %b{attr} : (tensor<{ta}>, tensor<{tbt}>) -> tensor<{tc}>\n"
            f"  return %c : tensor<{tc}>\n}}\n")

def flops(shape):
    b, m, k, n = shape
    return 2.0 * (b or 1) * m * k * n

def remat_ms(path, blas):
    out = subprocess.run([run, path, "--entry", "mm", "--repeat", str(repeat),
                          "--json", "--threads=1", f"--blas={blas}"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)["time_ms_median"]

def numpy_ms(shape, tb):
    b, m, k, n = shape
    rng = np.random.default_rng(0)
    lead = (b,) if b else ()
    a = rng.random(lead + (m, k), dtype=np.float32)
    w = rng.random(lead + ((n, k) if tb else (k, n)), dtype=np.float32)
    f = (lambda: a @ np.swapaxes(w, -1, -2)) if tb else (lambda: a @ w)
    f()
    times = []
    for _ in range(repeat):
        t = time.perf_counter(); f(); times.append(time.perf_counter() - t)
    return 1e3 * statistics.median(times)

results = {(s[0], who): [] for s in shapes for who in ("blas", "codegen", "numpy")}
with tempfile.TemporaryDirectory() as tmp:
    files = {}
    for name, shape, tb in shapes:
        files[name] = os.path.join(tmp, f"{len(files)}.mlir")
        open(files[name], "w").write(mlir(shape, tb))
    for r in range(rounds):
        loads.append(load_average())
        for name, shape, tb in shapes:
            for who in ("blas", "codegen", "numpy"):
                ms = (numpy_ms(shape, tb) if who == "numpy" else
                      remat_ms(files[name], "openblas" if who == "blas" else "none"))
                results[(name, who)].append(flops(shape) / (ms / 1e3) / 1e9)
        print(f"round {r + 1}/{rounds} done", file=sys.stderr)

print(f"f32 matmul GFLOP/s, one thread; median [min-max] of {rounds} "
      f"alternating rounds, each the median of {repeat} runs")
print(f"{'shape':28} {'remat blas':>22} {'remat codegen':>22} {'numpy':>22} {'blas/numpy':>10}")
for name, _, _ in shapes:
    cells = []
    for who in ("blas", "codegen", "numpy"):
        v = results[(name, who)]
        cells.append(f"{statistics.median(v):6.1f} [{min(v):5.1f}-{max(v):5.1f}]")
    ratio = statistics.median(results[(name, "blas")]) / statistics.median(results[(name, "numpy")])
    print(f"{name:28} {cells[0]:>22} {cells[1]:>22} {cells[2]:>22} {ratio:10.2f}")
def summary(v):
    return {"median": statistics.median(v), "min": min(v), "max": max(v)}

core = None
try:
    import ctypes, ctypes.util
    lib = ctypes.CDLL(ctypes.util.find_library("openblas") or "libopenblas.so.0")
    lib.openblas_get_corename.restype = ctypes.c_char_p
    core = lib.openblas_get_corename().decode()
except (OSError, AttributeError):
    pass
with open(json_path, "w") as f:
    json.dump({"meta": {"command": os.environ.get("MATMUL_COMMAND", "").strip(),
                        "commit": os.environ.get("MATMUL_COMMIT"),
                        "date": time.strftime("%Y-%m-%d"),
                        "rounds": rounds, "repeat": repeat,
                        "cores": os.cpu_count(), "openblas_core": core,
                        "unit": "f32 GFLOP/s, one thread",
                        "load_average_1min": {"min": min(loads), "max": max(loads),
                                              "samples": len(loads)}},
               "shapes": [{"shape": name,
                           "gflops": {who: summary(results[(name, who)])
                                      for who in ("blas", "codegen", "numpy")},
                           "rounds_gflops": {who: results[(name, who)]
                                             for who in ("blas", "codegen", "numpy")},
                           "blas_over_numpy": statistics.median(results[(name, "blas")])
                           / statistics.median(results[(name, "numpy")])}
                          for name, _, _ in shapes]}, f, indent=1)
print(f"wrote {json_path}", file=sys.stderr)
PY
