#!/usr/bin/env bash
# Time of each strategy=budget solver on generated graphs of about 1,000 and
# 100,000 ops: a chain (bench/models/zoo.py chain) and a random DAG with skip
# connections (bench/models/zoo.py dag, differentiated), at budget=75%. Each run is
# capped at CAP seconds (default 300); refusals (a solver's size limit) and
# misses are printed as the tool reports them.
#   bench/solver_scaling.sh [BUILD_DIR]
set -u
BUILD=${1:-build}
CAP=${CAP:-300}
OPT="$BUILD/bin/remat-opt"
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 "$HERE/models/zoo.py" chain --ops 1000 > "$TMP/chain-1k.mlir"
python3 "$HERE/models/zoo.py" chain --ops 100000 > "$TMP/chain-100k.mlir"
python3 "$HERE/models/zoo.py" dag --ops 330 --seed 1 --width 256 > "$TMP/dag-fwd-1k.mlir"
python3 "$HERE/models/zoo.py" dag --ops 33000 --seed 1 --width 256 > "$TMP/dag-fwd-100k.mlir"
"$OPT" "$TMP/dag-fwd-1k.mlir" --remat-autodiff -o "$TMP/dag-1k.mlir"
"$OPT" "$TMP/dag-fwd-100k.mlir" --remat-autodiff -o "$TMP/dag-100k.mlir"
printf "%-10s %-7s %9s  %s\n" graph solver seconds result
for graph in chain-1k dag-1k chain-100k dag-100k; do
  ops=$(grep -c '= ' "$TMP/$graph.mlir")
  for solver in greedy fast chain blocks ilp; do
    start=$(date +%s.%N)
    out=$(timeout "$CAP" "$OPT" "$TMP/$graph.mlir" -mlir-print-op-on-diagnostic=false \
      --remat-rematerialize="strategy=budget budget=75% solver=$solver explain=true ilp-seconds=60" \
      -o /dev/null 2>&1 | grep -E "error: |remark: remat-rematerialize \(budget(, solver=[a-z]+)?\): (predicted|proven|time|[0-9]+-stage|[0-9]+ blocks)" | head -1)
    status=$?
    end=$(date +%s.%N)
    secs=$(python3 -c "print(f'{$end - $start:.2f}')")
    [ -z "$out" ] && out="(no answer within ${CAP} s)"
    printf "%-10s %-7s %9s  %s\n" "$graph($ops)" "$solver" "$secs" \
      "$(echo "$out" | sed -E 's/^[^ ]*: (error|remark): //' | cut -c1-150)"
  done
done
