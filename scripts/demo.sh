#!/usr/bin/env bash
# The main job on a bundled example: set up, build, then show what
# rematerialization does to a training step's memory. The default example is
# the forward 8-layer MLP (examples/mlp.mlir): it is differentiated by
# remat-autodiff, rematerialized with each strategy, lowered, run, and
# compared with the original: predicted and measured peak, bytes saved for
# the backward pass, FLOPs added, and whether every result is bit-identical.
# Then the per-op memory report of the rematerialized step.
#   scripts/demo.sh [forward-model.mlir entry]
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$REMAT_ROOT/scripts/setup.sh"
BIN="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}/bin"

example="${1:-$REMAT_ROOT/examples/mlp.mlir}"
entry="${2:-mlp}"
echo "== $example: @$entry differentiated, then rematerialized"
python3 "$REMAT_ROOT/scripts/remat-compare.py" "$example" --entry "$entry" \
  --autodiff --remat-opt "$BIN/remat-opt" --remat-run "$BIN/remat-run"
echo
echo "== Memory report of @${entry}_grad after strategy=mincut (explain=true)"
"$BIN/remat-opt" "$example" --remat-autodiff \
  --remat-rematerialize="strategy=mincut explain=true" 2>&1 >/dev/null |
  grep -o "remat-rematerialize.*" | grep -v "in @${entry}:" | head -20
"$BIN/remat-opt" "$example" --remat-autodiff --remat-rematerialize=strategy=mincut \
  --remat-memory-report -o /dev/null |
  awk -v f="@${entry}_grad" 'index($0, "Memory report for " f) {g = 1}
                             g && /-- Summary/ {s = 1} s'
