#!/usr/bin/env bash
# The main job on a bundled example: set up, build, then print the memory
# report (liveness, peak, saved-for-backward bytes, FLOPs, estimated time) of
# the hand-written 4-layer MLP training step.
#   scripts/demo.sh [example.mlir] [report options, e.g. target=h200]
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$REMAT_ROOT/scripts/setup.sh"
REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}"

example="${1:-$REMAT_ROOT/examples/mlp_train_step.mlir}"
shift || true
echo "== $example"
"$REMAT_BUILD_DIR/bin/remat-opt" "$example" \
  --remat-memory-report="$*" -o /dev/null
