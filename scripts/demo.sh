#!/usr/bin/env bash
# The main job on a bundled example: set up, build, then parse, verify and
# print the hand-written 4-layer MLP training step.
#   scripts/demo.sh [example.mlir]
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$REMAT_ROOT/scripts/setup.sh"
REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}"

example="${1:-$REMAT_ROOT/examples/mlp_train_step.mlir}"
echo "== $example: parsed, verified and printed by remat-opt"
"$REMAT_BUILD_DIR/bin/remat-opt" "$example"
