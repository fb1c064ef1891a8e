#!/usr/bin/env bash
# Compile time of remat-run on the training step of the 8-block d=256
# transformer (S=256, batch 1, 4 heads: 550 ops), split into the lowering
# (--remat-lower-to-llvm) and LLVM (optimization and code generation in the
# JIT), at -O3 and -O0, one thread; then the same run again from
# --object-cache (no lowering, no JIT). CPU seconds from remat-run's --json
# (compile_cpu_ms, lower_cpu_ms: every thread of the process) and wall
# seconds of the whole process (/usr/bin/time), with the load average, since
# the 2-core machine is shared.
#   bench/compile_time.sh [--gpt2]     (--gpt2: GPT-2 small too, -O0 only)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${REMAT_BUILD_DIR:-$ROOT/build}/bin"
PY="${PYTHON:-python3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

models=("transformer-8x256|transformer --blocks 8 --batch 1 --seq 256 --width 256|3 0")
[ "${1:-}" = "--gpt2" ] && models+=("gpt2-small|transformer --preset gpt2-small --name gpt2|0")

echo "| model | ops | -O | compile CPU (s) | lowering CPU (s) | LLVM CPU (s) | process wall (s) | cached run: compile CPU (s) | load average |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
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
    rm -rf "$work/cache"
    /usr/bin/time -f "%e" -o "$work/wall" "$BIN/remat-run" "$work/step.mlir" \
      --entry "$entry" --threads=1 -O"$O" --object-cache="$work/cache" \
      --json > "$work/miss.json"
    "$BIN/remat-run" "$work/step.mlir" --entry "$entry" --threads=1 -O"$O" \
      --object-cache="$work/cache" --json > "$work/hit.json"
    "$PY" - "$work/miss.json" "$work/hit.json" "$(cat "$work/wall")" \
      "$name" "$ops" "$O" "$load" <<'PY'
import json, sys
miss, hit = (json.load(open(p)) for p in sys.argv[1:3])
wall, name, ops, O, load = sys.argv[3:]
assert miss["object_cache"] == "miss" and hit["object_cache"] == "hit"
assert [r["hash"] for r in miss["results"]] == \
    [r["hash"] for r in hit["results"]], "cached run differs"
c, l = miss["compile_cpu_ms"] / 1000, miss["lower_cpu_ms"] / 1000
print(f"| {name} | {ops} | {O} | {c:.1f} | {l:.1f} | {c - l:.1f} | "
      f"{float(wall):.1f} | {hit['compile_cpu_ms'] / 1000:.2f} | {load} |")
PY
  done
done
