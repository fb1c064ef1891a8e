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
#   bench/compile_time.sh [--json PATH] [--gpt2] [LEVEL...]
#     --gpt2: GPT-2 small too (default pipeline only); LEVELs: "default" or
#     0-3, default "default 0" (-O3 takes a minute of CPU on the transformer);
#     --json: every row also to PATH, with the command and commit, for
#     bench/run's compile-time section (bench/compile_time.json).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${REMAT_BUILD_DIR:-$ROOT/build}/bin"
PY="${PYTHON:-python3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command="bench/compile_time.sh $*"
json=""
if [ "${1:-}" = "--json" ]; then json="$2"; shift 2; fi
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
      "$name" "$ops" "$load" "$work/rows.jsonl" <<'PY'
import json, sys
miss, hit = (json.load(open(p)) for p in sys.argv[1:3])
wall, name, ops, load, rows = sys.argv[3:]
assert miss["object_cache"] == "miss" and hit["object_cache"] == "hit"
assert [r["hash"] for r in miss["results"]] == \
    [r["hash"] for r in hit["results"]], "cached run differs"
c, l = miss["compile_cpu_ms"] / 1000, miss["lower_cpu_ms"] / 1000
print(f"| {name} | {ops} | {miss['jit']} | {miss['blas']} | {c:.1f} | {l:.1f} | {c - l:.1f} | "
      f"{miss['cpu_ms_median']:.0f} | {float(wall):.1f} | "
      f"{hit['compile_cpu_ms'] / 1000:.2f} | {load} |")
with open(rows, "a") as f:
    f.write(json.dumps({"model": name, "ops": int(ops), "jit": miss["jit"],
                        "blas": miss["blas"], "compile_cpu_s": c,
                        "lower_cpu_s": l, "compile_wall_s": miss["compile_ms"] / 1000,
                        "step_cpu_ms": miss["cpu_ms_median"],
                        "process_wall_s": float(wall),
                        "cached_compile_cpu_s": hit["compile_cpu_ms"] / 1000,
                        "load_average": [float(x) for x in load.split()]}) + "\n")
PY
  done
done
if [ -n "$json" ]; then
  commit=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
  "$PY" - "$work/rows.jsonl" "$json" "$command" "$commit" <<'PY'
import json, os, sys, time
rows = [json.loads(line) for line in open(sys.argv[1])]
json.dump({"meta": {"command": sys.argv[3].strip(), "commit": sys.argv[4],
                    "date": time.strftime("%Y-%m-%d"), "cores": os.cpu_count()},
           "rows": rows}, open(sys.argv[2], "w"), indent=1)
PY
fi
