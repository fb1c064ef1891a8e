#!/usr/bin/env bash
# Times remat-memory-report on generated chains of 1k, 10k and 100k ops.
# Prints a markdown table: ops, parse time, report pass time, total wall time,
# peak RSS. Pass times come from MLIR's own -mlir-timing.
#   bench/analysis_scaling.sh [sizes...]      (default: 1000 10000 100000)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
OPT="${REMAT_BUILD_DIR:-$ROOT/build}/bin/remat-opt"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sizes=("${@:-1000 10000 100000}")
[ "$#" -gt 0 ] || sizes=(1000 10000 100000)

echo "| ops | parse (s) | remat-memory-report (s) | wall (s) | max RSS (MiB) |"
echo "| ---: | ---: | ---: | ---: | ---: |"
for n in "${sizes[@]}"; do
  python3 "$ROOT/bench/models/zoo.py" chain --ops "$n" > "$work/chain.mlir"
  ops=$(grep -c ' = \|return' "$work/chain.mlir")
  /usr/bin/time -f "%e %M" -o "$work/time" \
    "$OPT" "$work/chain.mlir" -mlir-timing \
    --remat-memory-report="format=json output=$work/report.json" \
    -o /dev/null 2> "$work/timing"
  parse=$(awk '/Parser/ {print $1; exit}' "$work/timing")
  pass=$(awk '/RematMemoryReportPass/ {print $1; exit}' "$work/timing")
  read -r wall rss < "$work/time"
  python3 "$ROOT/scripts/check-report-json.py" "$work/report.json" > /dev/null
  echo "| $ops | $parse | $pass | $wall | $((rss / 1024)) |"
done
