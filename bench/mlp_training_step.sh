#!/usr/bin/env bash
# Compiles and runs the training step of a deep MLP (default: 16 layers,
# batch 256, width 1024, f32) on the CPU, printing compile+run wall time, the
# median step time, and the predicted and measured peak memory.
#   bench/mlp_training_step.sh [layers] [batch] [width]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
BIN="${REMAT_BUILD_DIR:-$ROOT/build}/bin"
layers="${1:-16}" batch="${2:-256}" width="${3:-1024}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$ROOT/bench/models/zoo.py" mlp --train-step --layers "$layers" --batch "$batch" \
  --width "$width" > "$work/mlp.mlir"
start=$(date +%s.%N)
"$BIN/remat-run" "$work/mlp.mlir" --entry mlp_train_step --threads=1 --repeat 3 --json > "$work/run.json"
end=$(date +%s.%N)
"$BIN/remat-opt" "$work/mlp.mlir" --remat-memory-report=format=json -o /dev/null > "$work/report.json"
python3 - "$work/run.json" "$work/report.json" "$start" "$end" "$layers" "$batch" "$width" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))
report = json.load(open(sys.argv[2]))["functions"][0]
wall = float(sys.argv[4]) - float(sys.argv[3])
print(f"MLP training step: {sys.argv[5]} layers, batch {sys.argv[6]}, width {sys.argv[7]}, f32")
print(f"  compile + 3 runs:   {wall:.2f} s")
print(f"  step (median of 3): {run['time_ms_median']:.1f} ms")
print(f"  peak predicted:     {report['peak_bytes']} B")
print(f"  peak measured:      {run['peak_bytes']} B")
PY
