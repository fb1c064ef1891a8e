#!/usr/bin/env bash
# Runs two remat-opt binaries over every example (examples/*.mlir and
# examples/upstream/*.mlir; those with parameters and no backward pass are
# differentiated first) with the memory report, strategy=cheap and mincut,
# budgets of 75% and 50%, and the Pareto table, and diffs their outputs: a
# refactoring that keeps behaviour prints nothing. The Pareto table's last
# column (milliseconds of solver time) is left out.
#   scripts/diff-pass-outputs.sh OLD/remat-opt NEW/remat-opt [WORKDIR]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 OLD_REMAT_OPT NEW_REMAT_OPT [WORKDIR]" >&2; exit 2; }
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${3:-$(mktemp -d)}"
run() {
  local opt="$1" out="$2" f name pre p tag
  mkdir -p "$out"
  for f in "$ROOT"/examples/*.mlir "$ROOT"/examples/upstream/*.mlir; do
    name="$(basename "$(dirname "$f")")-$(basename "$f" .mlir)"
    pre=()
    if grep -q 'remat.param' "$f" && ! grep -q '_grad\|remat.backward' "$f"; then
      pre=(--remat-autodiff)
    fi
    for p in "--remat-memory-report=output=-" \
             "--remat-rematerialize=strategy=cheap" \
             "--remat-rematerialize=strategy=mincut" \
             "--remat-rematerialize=strategy=budget budget=75%" \
             "--remat-rematerialize=strategy=budget budget=50%" \
             "--remat-pareto=output=-"; do
      tag=$(echo "$p" | tr -c 'a-z0-9' '_')
      set +e
      "$opt" "$f" "${pre[@]}" "$p" -mlir-print-op-on-diagnostic=false \
        >"$out/$name-$tag.out" 2>&1
      echo "exit $?" >>"$out/$name-$tag.out"
      set -e
      if [[ "$p" == --remat-pareto* ]]; then
        awk '{ if (NF > 1) $NF = ""; print }' "$out/$name-$tag.out" \
          >"$out/$name-$tag.tmp" && mv "$out/$name-$tag.tmp" "$out/$name-$tag.out"
      fi
    done
  done
}
run "$1" "$WORK/old"
run "$2" "$WORK/new"
diff -r "$WORK/old" "$WORK/new"
