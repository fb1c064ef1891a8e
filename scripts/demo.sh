#!/usr/bin/env bash
# The main job on a bundled example: set up, build, then show what
# rematerialization does to a training step's memory. The default example is
# the 32-layer MLP of examples/deep_mlp.mlir: differentiated by
# remat-autodiff, rematerialized to a budget of 60% of its peak (first what
# the solvers decided, as explain=true remarks), then the original, the
# cheap and min-cut strategies and the budget each lowered, run and compared:
# predicted and measured peak, bytes saved for the backward pass, FLOPs
# added, and whether every result is bit-identical to the original's. It
# ends with the before/after of the budget; test/Integration/readme.test runs
# it as the README does and checks that it cuts the peak by a third or more.
#   scripts/demo.sh [forward-model.mlir entry [budget]]
#   REMAT_SKIP_SETUP=1 scripts/demo.sh   the build as it is, no setup.sh
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${REMAT_SKIP_SETUP:-0}" != 1 ]; then
  "$REMAT_ROOT/scripts/setup.sh"
fi
BIN="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}/bin"

example="${1:-$REMAT_ROOT/examples/deep_mlp.mlir}"
entry="${2:-deep_mlp}"
budget="${3:-60%}"

echo "== $example: @$entry differentiated, then rematerialized to budget=$budget"
echo "   remat-opt --remat-autodiff --remat-rematerialize=\"strategy=budget budget=$budget explain=true\""
"$BIN/remat-opt" "$example" --remat-autodiff \
  --remat-rematerialize="strategy=budget budget=$budget explain=true" \
  -o /dev/null 2>&1 |
  sed -n 's/.*remark: remat-rematerialize //p' | grep -v "keeps no value" |
  awk '!($0 in n) {order[++k] = $0} {n[$0]++}
       END {for (i = 1; i <= k; i++)
              print "   " (n[order[i]] > 1 ? n[order[i]] " x " : "") order[i]}'
echo
echo "== Each variant lowered, run and compared with the original"
python3 "$REMAT_ROOT/scripts/remat-compare.py" "$example" --entry "$entry" \
  --autodiff --remat-opt "$BIN/remat-opt" --remat-run "$BIN/remat-run" \
  --strategy cheap --strategy mincut --strategy "budget budget=$budget" \
  --summary
