#!/usr/bin/env bash
# Compile time of strategy=budget solver=auto on large training steps: the
# upstream transformer of examples/upstream/ (445 ops) and the three largest
# zoo steps of bench/run (mlp-256, GPT-2 small, dag-1k), at budgets 75% and
# 50%. Per run: the step's ops (rows of its memory report), the CPU
# seconds of the remat-opt process (user + system, /usr/bin/time), the wall
# seconds of
# remat-rematerialize (-mlir-timing), the predicted peak and which solver's
# schedule auto kept (or "not met"), with the load average, since the
# 2-core machine is shared. solver=auto's effort is a count of
# op-measurements (kAutoWorkLimit, AutoPolicy.cpp), so the schedules do not
# depend on the load; the times do.
#   bench/auto_compile_time.sh [BUDGET...]    (default: 75% 50%)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${REMAT_BUILD_DIR:-$ROOT/build}/bin"
PY="${PYTHON:-python3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
budgets="${*:-75% 50%}"

# name|zoo arguments (empty: the checked-in upstream step)|entry
models=("transformer-upstream||transformer_train_step"
        "mlp-256|mlp --layers 256 --batch 1024 --width 256 --rescale|mlp_grad"
        "gpt2-small|transformer --preset gpt2-small --name gpt2|gpt2_grad"
        "dag-1k|dag --ops 330 --seed 1 --width 1024|dag_grad")

echo "| model | ops (report rows) | budget | process CPU (s) | remat-rematerialize wall (s) | peak (bytes) | kept | load average |"
echo "| --- | ---: | --- | ---: | ---: | ---: | --- | --- |"
for m in "${models[@]}"; do
  IFS='|' read -r name args entry <<< "$m"
  if [ -z "$args" ]; then
    step="$ROOT/examples/upstream/transformer.mlir"
  else
    # shellcheck disable=SC2086
    "$PY" "$ROOT/bench/models/zoo.py" $args > "$work/forward.mlir"
    "$BIN/remat-opt" "$work/forward.mlir" --remat-autodiff -o "$work/step.mlir"
    step="$work/step.mlir"
  fi
  # Rows of the entry's memory report (every op of its body, constants and
  # the return included).
  ops=$("$BIN/remat-opt" "$step" --remat-memory-report -o /dev/null 2>&1 |
        awk -v f="Memory report for @$entry " 'index($0, f) { on = 1 }
        on && /^ +[0-9]+  / { n++ } on && /peak bytes:/ && !done { print n; done = 1 }')
  for b in $budgets; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    /usr/bin/time -f "%U %S" -o "$work/time" "$BIN/remat-opt" "$step" \
      --remat-rematerialize="strategy=budget budget=$b solver=auto explain=true" \
      --remat-memory-report -mlir-timing -o /dev/null > "$work/out" 2>&1 || true
    cpu=$(tail -1 "$work/time" | awk '{ printf "%.2f", $1 + $2 }')
    wall=$(awk '/RematerializePass/ && !done { print $1; done = 1 }' "$work/out")
    # The entry's report comes after the forward function's.
    peak=$(awk -v f="Memory report for @$entry " 'index($0, f) { on = 1 }
           on && /peak bytes:/ && !done { print $3; done = 1 }' "$work/out")
    kept=$(grep -o "keeping the [a-zA-Z -]*'s schedule" "$work/out" |
           sed "s/keeping the //; s/'s schedule//" | tail -1 || true)
    if grep -q "cannot be met" "$work/out"; then kept="not met"; fi
    echo "| $name | $ops | $b | $cpu | $wall | ${peak:--} | ${kept:-one solver} | $load |"
  done
done
