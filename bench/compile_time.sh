#!/usr/bin/env bash
# Compile time of remat-run on the training step of the 8-block d=256
# transformer (S=256, batch 1, 4 heads: 550 ops), split into the lowering
# (--remat-lower-to-llvm) and LLVM (optimization and code generation in the
# JIT), at remat-run's default JIT pipeline ("default": no -O) and at the
# levels given, one thread, at remat-run's default --blas (auto: the matmuls
# through OpenBLAS where it is installed; BLAS=none in the environment
# measures the generated matmuls); then the same run again from --object-cache (no
# lowering, no JIT). CPU seconds from remat-run's --json (compile_cpu_ms,
# lower_cpu_ms: every thread of the process), the step's CPU time, and wall
# seconds of the whole process (/usr/bin/time), with the load average, since
# the 2-core machine is shared.
#   bench/compile_time.sh [--gpt2] [LEVEL...]
#     --gpt2: GPT-2 small too (default pipeline only); LEVELs: "default" or
#     0-3, default "default 0" (-O3 takes a minute of CPU on the transformer)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${REMAT_BUILD_DIR:-$ROOT/build}/bin"
PY="${PYTHON:-python3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

gpt2=0
if [ "${1:-}" = "--gpt2" ]; then gpt2=1; shift; fi
levels="${*:-default 0}"
blas=(--blas="${BLAS:-auto}")
models=("transformer-8x256|transformer --blocks 8 --batch 1 --seq 256 --width 256|$levels")
[ "$gpt2" = 1 ] && models+=("gpt2-small|transformer --preset gpt2-small --name gpt2|default")

echo "| model | ops | JIT | BLAS | compile CPU (s) | lowering CPU (s) | LLVM CPU (s) | step CPU (ms) | process wall (s) | cached run: compile CPU (s) | load average |"
echo "| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
for m in "${models[@]}"; do
  IFS='|' read -r name args levels <<< "$m"
  # shellcheck disable=SC2086
  "$PY" "$ROOT/bench/models/zoo.py" $args > "$work/forward.mlir"
  "$BIN/remat-opt" "$work/forward.mlir" --remat-autodiff=in-place=true \
    -o "$work/step.mlir"
  entry=$(grep -o 'func.func @[A-Za-z0-9_]*' "$work/step.mlir" | head -1)
  entry=${entry#func.func @}
  ops=$(grep -cE '^\s*%\S+ = ' "$work/step.mlir")
  for O in $levels; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    level=()
    [ "$O" != default ] && level=(-O"$O")
    rm -rf "$work/cache"
    /usr/bin/time -f "%e" -o "$work/wall" "$BIN/remat-run" "$work/step.mlir" \
      --entry "$entry" --threads=1 "${level[@]}" "${blas[@]}" \
      --object-cache="$work/cache" --json > "$work/miss.json"
    "$BIN/remat-run" "$work/step.mlir" --entry "$entry" --threads=1 \
      "${level[@]}" "${blas[@]}" --object-cache="$work/cache" --json > "$work/hit.json"
    "$PY" - "$work/miss.json" "$work/hit.json" "$(cat "$work/wall")" \
      "$name" "$ops" "$load" <<'PY'
import json, sys
miss, hit = (json.load(open(p)) for p in sys.argv[1:3])
wall, name, ops, load = sys.argv[3:]
assert miss["object_cache"] == "miss" and hit["object_cache"] == "hit"
assert [r["hash"] for r in miss["results"]] == \
    [r["hash"] for r in hit["results"]], "cached run differs"
c, l = miss["compile_cpu_ms"] / 1000, miss["lower_cpu_ms"] / 1000
print(f"| {name} | {ops} | {miss['jit']} | {miss['blas']} | {c:.1f} | {l:.1f} | {c - l:.1f} | "
      f"{miss['cpu_ms_median']:.0f} | {float(wall):.1f} | "
      f"{hit['compile_cpu_ms'] / 1000:.2f} | {load} |")
PY
  done
done
