#!/usr/bin/env bash
# CPU time of solver=auto on training steps where it runs its exact solver
# (the node-limited MILP of steps of up to 40 ops), for two or more
# remat-opt binaries, alternating: each round runs every step with each
# binary in turn, so that a change in the machine's load hits all of them.
# Per step: remat-pareto solver=auto at budgets 90%,75%,60%,50% and the
# lowest peak it reaches (its bisection), user + system CPU seconds of the
# whole remat-opt run (/usr/bin/time). Prints per binary and step the
# median and range over the rounds, and the sum of the medians, with the
# load average before and after.
#   bench/auto_milp_time.sh ROUNDS REMAT_OPT... (e.g. 3 /tmp/old /tmp/new)
# Steps: the small zoo steps of bench/solver_gap.py that the lit suite runs
# (mlp-2, mlp-3, resnet-1) and the random steps of seeds 0-2 and 30
# (bench/models/zoo.py dag), which solver-gap.test and
# auto-guided-dive.test run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PY="${PYTHON:-python3}"
rounds="$1"
shift
bins=("$@")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

steps=("mlp-2|mlp --layers 2 --batch 64 --width 16"
       "mlp-3|mlp --layers 3 --batch 64 --width 16"
       "resnet-1|resnet --blocks 1 --stages 1 --batch 4 --image 8 --in-channels 4 --channels 4"
       "dag-7-seed0|dag --ops 7 --seed 0"
       "dag-8-seed1|dag --ops 8 --seed 1"
       "dag-9-seed2|dag --ops 9 --seed 2"
       "dag-13-seed30|dag --ops 13 --seed 30")
names=()
for s in "${steps[@]}"; do
  IFS='|' read -r name args <<< "$s"
  # shellcheck disable=SC2086
  "$PY" "$ROOT/bench/models/zoo.py" $args > "$work/$name.fwd.mlir"
  "${bins[0]}" "$work/$name.fwd.mlir" --remat-autodiff -o "$work/$name.mlir"
  names+=("$name")
done

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "$rounds"); do
  for name in "${names[@]}"; do
    for b in "${!bins[@]}"; do
      /usr/bin/time -f "%U %S" -o "$work/time" "${bins[$b]}" "$work/$name.mlir" \
        "--remat-pareto=solver=auto budgets=90%,75%,60%,50% format=json" \
        -o /dev/null > /dev/null 2>&1 || true
      echo "$b $name $(tail -1 "$work/time" | awk '{ printf "%.2f", $1 + $2 }')" >> "$work/all"
    done
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

"$PY" - "$work/all" "${bins[@]}" <<'EOF'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
bins = sys.argv[2:]
steps = list(dict.fromkeys(r[1] for r in rows))
print("| step | " + " | ".join(f"{b} CPU s median [range]" for b in bins) + " |")
print("| --- |" + " ---: |" * len(bins))
total = [0.0] * len(bins)
for s in steps:
    cells = []
    for i in range(len(bins)):
        t = [float(r[2]) for r in rows if r[0] == str(i) and r[1] == s]
        m = statistics.median(t)
        total[i] += m
        cells.append(f"{m:.2f} [{min(t):.2f}-{max(t):.2f}]")
    print(f"| {s} | " + " | ".join(cells) + " |")
print("| sum of medians | " + " | ".join(f"{t:.2f}" for t in total) + " |")
EOF
