#!/usr/bin/env bash
# The GPU check in one command, prepared for a machine with a CUDA device
# (an H200): builds what it needs, runs every example and zoo model on the
# GPU and on the CPU, prints one table, then the speed of a 4096^3 f32
# matmul against cuBLAS (or, without cuBLAS, against the H200's FP32 peak).
#
#   scripts/gpu-check.sh [--cpu-only] [--no-setup] [--quick] [--all]
#                        [--jobs N] [--time-limit SECONDS] [--out DIR]
#
# Steps, each timed:
#   1. scripts/setup.sh (installs the LLVM 22 packages when root and they
#      are missing; configures build/ or $REMAT_BUILD_DIR) building only
#      remat-opt, remat-run and the CUDA runtime; skipped with --no-setup,
#      or when prebuilt tools were carried in (build/bin and build/lib, no
#      build.ninja) and run.
#   2. The device: the CUDA driver's cuInit/cuDeviceGetCount/cuDeviceGetName
#      (and nvidia-smi when present). Without one, or with --cpu-only, the
#      GPU columns are '-' and the checks run on the CPU (the dry mode).
#   3. scripts/gpu-compare.py over the 8 examples and the executed models of
#      bench/run's zoo (--all adds the two predicted-only ones, mlp-256 and
#      gpt2-small; --quick takes 2 examples and the smallest zoo model):
#      original, cheap, mincut, sqrt (regions where there are checkpoints),
#      strategy=budget at 50% with solvers auto, fast and blocks. One row
#      each: model, variant, GPU peak, CPU peak, predicted peak, GPU-vs-CPU
#      max relative error, GPU rematerialized-vs-original bit-identical,
#      GPU and CPU step time. Problems (a PROBLEM line each): GPU peak not
#      within 5% of the predicted, GPU results not within 1e-3 of the CPU's
#      (relative to each result's largest magnitude), a rematerialized
#      variant not bit-identical to its original on the GPU, a failed run.
#   3b. The examples again (original and mincut) with matmuls tiled in
#      shared memory and reductions over blocks of threads, same checks.
#   4. remat-run --gpu on a 4096^3 f32 matmul (median of 5 runs; parallel
#      loops and tiled in shared memory), and
#      bench/gpu/cublas_sgemm.cpp built against the toolkit's cuBLAS.
# Writes DIR/gpu-check.txt (everything printed) and DIR/gpu-check.json
# (default DIR: a new directory under /tmp). No variant starts after
# --time-limit (default 420 s) minus what steps 3b and 4 need; the rows not
# started are listed as skipped. Exits 1 on any problem.
set -uo pipefail

REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CPU_ONLY=0 SETUP=1 QUICK=0 ALL=0
JOBS="$(nproc)"
TIME_LIMIT=420
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --cpu-only) CPU_ONLY=1 ;;
    --no-setup) SETUP=0 ;;
    --quick) QUICK=1 ;;
    --all) ALL=1 ;;
    --jobs) JOBS="$2"; shift ;;
    --time-limit) TIME_LIMIT="$2"; shift ;;
    --out) OUT="$2"; shift ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0"; exit 0 ;;
    *) echo "gpu-check: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
OUT="${OUT:-$(mktemp -d /tmp/gpu-check.XXXXXX)}"
mkdir -p "$OUT"
exec > >(tee "$OUT/gpu-check.txt") 2>&1
BUILD="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}"
CUDA="${CUDA_HOME:-${CUDA_PATH:-/usr/local/cuda}}"
START=$SECONDS
status=0
step() { echo "== [$((SECONDS - START)) s] $*"; }

step "gpu-check: $(date -u +%FT%TZ) on $(hostname), $(nproc) cores, output in $OUT"
if [ ! -f "$CUDA/include/cuda.h" ]; then
  echo "gpu-check: no CUDA toolkit at $CUDA (cuda.h, libdevice, ptxas): no GPU columns"
  CPU_ONLY=1
fi

# 1. Build. Tools carried in from a machine that built them (build/bin and
# build/lib/libremat_cuda_runtime.so, 5 MiB, without build.ninja) are used as
# they are when they run here (the LLVM 22 and CBC libraries are present).
if [ "$SETUP" -eq 1 ] && [ ! -f "$BUILD/build.ninja" ] &&
    "$BUILD/bin/remat-opt" --version > /dev/null 2>&1 &&
    "$BUILD/bin/remat-run" --version > /dev/null 2>&1; then
  step "setup: prebuilt tools in $BUILD/bin run here; no build"
  SETUP=0
fi
if [ "$SETUP" -eq 1 ]; then
  step "setup: scripts/setup.sh (remat-opt, remat-run, CUDA runtime)"
  targets="remat-opt remat-run"
  [ -f "$CUDA/include/cuda.h" ] && targets="$targets remat_cuda_runtime"
  if ! REMAT_BUILD_DIR="$BUILD" REMAT_BUILD_TARGETS="$targets" \
      "$REMAT_ROOT/scripts/setup.sh" > "$OUT/setup.log" 2>&1; then
    tail -30 "$OUT/setup.log"
    echo "gpu-check: setup failed (log: $OUT/setup.log)"
    exit 1
  fi
fi
for tool in remat-opt remat-run; do
  if [ ! -x "$BUILD/bin/$tool" ]; then
    echo "gpu-check: $BUILD/bin/$tool is missing (run without --no-setup)"
    exit 1
  fi
done
if [ "$CPU_ONLY" -eq 0 ] && [ ! -f "$BUILD/lib/libremat_cuda_runtime.so" ]; then
  echo "gpu-check: the CUDA runtime was not built: no GPU columns"
  CPU_ONLY=1
fi

# 2. The device.
step "device"
device="$(python3 - <<'EOF'
import ctypes
try:
    cuda = ctypes.CDLL("libcuda.so.1")
except OSError as e:
    print(f"none: {e}")
    raise SystemExit
count, name, version = ctypes.c_int(0), ctypes.create_string_buffer(256), ctypes.c_int(0)
r = cuda.cuInit(0)
if r == 0:
    r = cuda.cuDeviceGetCount(ctypes.byref(count))
if r != 0 or count.value == 0:
    print(f"none: cuInit/cuDeviceGetCount returned {r}, {count.value} devices")
    raise SystemExit
cuda.cuDeviceGetName(name, 256, 0)
cuda.cuDriverGetVersion(ctypes.byref(version))
print(f"{name.value.decode()} ({count.value} devices, CUDA driver {version.value})")
EOF
)"
echo "device: $device"
command -v nvidia-smi > /dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
case "$device" in none*) CPU_ONLY=1 ;; esac
[ "$CPU_ONLY" -eq 1 ] && echo "gpu-check: CPU only (dry mode): GPU columns are '-'"

# 3. Every example and zoo model.
step "models"
mkdir -p "$OUT/models"
# bench/run, loaded for its zoo, imports its siblings in bench/.
mapfile -t MODELS < <(PYTHONPATH="$REMAT_ROOT/bench${PYTHONPATH:+:$PYTHONPATH}" \
                      python3 - "$REMAT_ROOT" "$OUT/models" "$QUICK" "$ALL" <<'EOF'
import importlib.machinery, importlib.util, os, subprocess, sys
root, out, quick, everything = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4] == "1"
ex = os.path.join(root, "examples")
examples = [("tiny_mlp_train_step", "tiny_mlp_train_step.mlir", "tiny_mlp_train_step", ""),
            ("residual_checkpoint", "residual_checkpoint.mlir", "residual_train_step", "")]
if not quick:
    examples += [("mlp_train_step", "mlp_train_step.mlir", "mlp_train_step", ""),
                 ("tiny_mlp", "tiny_mlp.mlir", "tiny_mlp", ":grad"),
                 ("mlp", "mlp.mlir", "mlp", ":grad"),
                 ("resnet", "resnet.mlir", "resnet", ":grad"),
                 ("transformer", "transformer.mlir", "transformer", ":grad"),
                 ("unet", "unet.mlir", "unet", ":grad")]
for name, f, entry, grad in examples:
    print(f"{name}={os.path.join(ex, f)}:{entry}{grad}")
# The zoo as bench/run defines it (one copy of the sizes).
loader = importlib.machinery.SourceFileLoader("bench_run", os.path.join(root, "bench", "run"))
spec = importlib.util.spec_from_loader("bench_run", loader)
bench = importlib.util.module_from_spec(spec)
loader.exec_module(bench)
zoo = [m for m in bench.FULL_ZOO if m[2] or everything]
if quick:
    zoo = [m for m in bench.FULL_ZOO if m[0] == "dag-20"]
for name, args, _, opt in zoo:
    text = subprocess.run([sys.executable, os.path.join(root, "bench/models/zoo.py")] + args.split(),
                          check=True, capture_output=True, text=True).stdout
    path = os.path.join(out, name + ".mlir")
    open(path, "w").write(text)
    entry = text.split("func.func @", 1)[1].split("(", 1)[0]
    print(f"{name}={path}:{entry}:grad:O{opt}")
EOF
)
echo "${#MODELS[@]} models: $(printf '%s ' "${MODELS[@]%%=*}")"
# Kept for steps 3b and 4 (GPU only).
RESERVE=150
[ "$CPU_ONLY" -eq 1 ] && RESERVE=0
compare=(python3 "$REMAT_ROOT/scripts/gpu-compare.py" --jobs "$JOBS"
         --remat-opt "$BUILD/bin/remat-opt" --remat-run "$BUILD/bin/remat-run")
[ "$CPU_ONLY" -eq 1 ] && compare+=(--cpu-only)
"${compare[@]}" --deadline "$((TIME_LIMIT - (SECONDS - START) - RESERVE))" \
  --solvers auto,fast,blocks --json "$OUT/gpu-check.json" "${MODELS[@]}" ||
  status=1

# 3b. The examples with matmuls tiled in shared memory and reductions over
# blocks of threads (remat-run --gpu-shared-matmul --gpu-parallel-reductions):
# original and mincut, the same checks.
if [ "$CPU_ONLY" -eq 0 ]; then
  step "examples with --gpu-shared-matmul --gpu-parallel-reductions"
  examples=()
  for m in "${MODELS[@]}"; do
    case "$m" in *"=$REMAT_ROOT/examples/"*) examples+=("$m") ;; esac
  done
  "${compare[@]}" --deadline "$((TIME_LIMIT - (SECONDS - START) - 90))" \
    --gpu-arg=--gpu-shared-matmul --gpu-arg=--gpu-parallel-reductions \
    --strategies=mincut --budget= --json "$OUT/gpu-check-fast-kernels.json" \
    "${examples[@]}" || status=1
fi

# 4. Matmul speed.
step "matmul 4096^3 f32"
if [ "$CPU_ONLY" -eq 1 ]; then
  echo "matmul: skipped (no GPU)"
else
  cat > "$OUT/matmul.mlir" <<'EOF'
func.func @matmul(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %c = remat.matmul %a, %b : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}
EOF
  declare -A remat_ms
  for variant in loops shared; do
    flag=""
    [ "$variant" = shared ] && flag=--gpu-shared-matmul
    if timeout 45 "$BUILD/bin/remat-run" "$OUT/matmul.mlir" --entry matmul --gpu \
        $flag --repeat 5 --json > "$OUT/matmul-$variant.json" 2> "$OUT/matmul-$variant.err"; then
      remat_ms[$variant]="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["time_ms_median"])' "$OUT/matmul-$variant.json")"
    else
      cat "$OUT/matmul-$variant.err"
      echo "PROBLEM: matmul ($variant): remat-run --gpu $flag failed or took over 45 s"
      status=1
    fi
  done
  cublas=""
  if [ -f "$CUDA/include/cublas_v2.h" ] && ls "$CUDA"/lib64/libcublas.so* > /dev/null 2>&1; then
    cxx="$(command -v /usr/lib/llvm-22/bin/clang++ || command -v c++)"
    if "$cxx" -O2 -I"$CUDA/include" "$REMAT_ROOT/bench/gpu/cublas_sgemm.cpp" \
        -L"$CUDA/lib64" -lcublas -lcudart -Wl,-rpath,"$CUDA/lib64" \
        -o "$OUT/cublas_sgemm" 2> "$OUT/cublas.err" &&
        timeout 60 "$OUT/cublas_sgemm" 4096 10 > "$OUT/cublas.txt" 2>> "$OUT/cublas.err"; then
      cublas="$(cat "$OUT/cublas.txt")"
      echo "$cublas"
    else
      echo "cuBLAS reference failed: $(tail -1 "$OUT/cublas.err")"
    fi
  else
    echo "cuBLAS: not in the toolkit at $CUDA"
  fi
  for variant in loops shared; do
    [ -n "${remat_ms[$variant]:-}" ] || continue
    python3 - "$variant" "${remat_ms[$variant]}" "$cublas" <<'EOF'
import re, sys
variant, ms, cublas = sys.argv[1], float(sys.argv[2]), sys.argv[3]
gflops = 2 * 4096**3 / (ms * 1e6)
what = {"loops": "parallel loops", "shared": "tiled in shared memory"}[variant]
line = f"remat matmul 4096 ({what}): {ms:.3f} ms, {gflops:.1f} GFLOP/s"
m = re.search(r"([\d.]+) GFLOP/s", cublas)
if m:
    line += f" = {100 * gflops / float(m.group(1)):.1f}% of cuBLAS SGEMM"
else:
    # H200 SXM: 67 TFLOP/s FP32 without tensor cores (NVIDIA's datasheet).
    line += f" = {100 * gflops / 67000:.1f}% of the H200's 67 TFLOP/s FP32 peak"
print(line)
EOF
  done
fi

step "done: $([ "$status" -eq 0 ] && echo "all checks passed" || echo "PROBLEMS above") in $((SECONDS - START)) s; output in $OUT"
exit "$status"
