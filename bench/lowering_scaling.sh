#!/usr/bin/env bash
# CPU time of --remat-lower-to-llvm on generated elementwise chains
# (bench/models/zoo.py chain) of growing length, and the slope of log(time)
# over log(ops) between each size and the first: 1.0 is linear. CPU seconds
# (user + system, /usr/bin/time), not wall, so that a loaded machine reads
# about the same as an idle one.
#   bench/lowering_scaling.sh [sizes...]      (default: 1000 2000 4000 16000)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OPT="${REMAT_BUILD_DIR:-$ROOT/build}/bin/remat-opt"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sizes=("$@")
[ "$#" -gt 0 ] || sizes=(1000 2000 4000 16000)
PY="${PYTHON:-python3}"

echo "| chain ops | lowering CPU (s) | max RSS (MiB) | slope vs first |"
echo "| ---: | ---: | ---: | ---: |"
first_ops="" first_cpu=""
for n in "${sizes[@]}"; do
  "$PY" "$ROOT/bench/models/zoo.py" chain --ops "$n" > "$work/chain.mlir"
  /usr/bin/time -f "%U %S %M" -o "$work/time" \
    "$OPT" "$work/chain.mlir" --remat-lower-to-llvm -o /dev/null
  read -r user sys rss < "$work/time"
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')
  if [ -z "$first_ops" ]; then
    first_ops=$n first_cpu=$cpu slope="-"
  else
    slope=$(awk -v a="$first_ops" -v b="$n" -v ta="$first_cpu" -v tb="$cpu" \
      'BEGIN {printf "%.2f", log(tb / ta) / log(b / a)}')
  fi
  echo "| $n | $cpu | $((rss / 1024)) | $slope |"
done
