#!/usr/bin/env bash
# CPU ms per run of one convolution and each of its gradients at resnet-8's
# first-stage shape (8 images of 32x32x16, 3x3x16x16 filter, padding 1):
# remat-run --json --repeat N, median of the runs after the first, with the
# matmuls through OpenBLAS (default) or the generated kernels (--blas=none).
#   bench/conv_op_times.sh [REPEAT] [REMAT-RUN ARG]...   (default 21 runs)
# One thread. Numbers on a loaded machine are CPU times, not claims.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN="${REMAT_BUILD_DIR:-$ROOT/build}/bin/remat-run"
REPEAT="${1:-21}"
shift || true
ARGS=("$@")
[ ${#ARGS[@]} -eq 0 ] && ARGS=(--blas=openblas)
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
X="tensor<8x32x32x16xf32>" W="tensor<3x3x16x16xf32>" PAD="{padding = array<i64: 1, 1, 1, 1>}"
declare -A BODY=(
  [conv2d]="remat.conv2d %x, %w $PAD : ($X, $W) -> $X|$X"
  [conv2d_grad_input]="remat.conv2d_grad_input %dy, %w $PAD : ($X, $W) -> $X|$X"
  [conv2d_grad_filter]="remat.conv2d_grad_filter %dy, %x $PAD : ($X, $X) -> $W|$W")
for op in conv2d conv2d_grad_input conv2d_grad_filter; do
  body="${BODY[$op]%|*}" result="${BODY[$op]#*|}"
  printf 'func.func @f(%%x: %s, %%w: %s, %%dy: %s) -> %s {\n  %%0 = %s\n  return %%0 : %s\n}\n' \
    "$X" "$W" "$X" "$result" "$body" "$result" > "$TMP/$op.mlir"
  "$RUN" "$TMP/$op.mlir" --entry f --threads=1 --json --repeat "$REPEAT" "${ARGS[@]}" > "$TMP/$op.json"
  /usr/bin/python3 - "$op" "$TMP/$op.json" <<'PY'
import json, statistics, sys
r = json.load(open(sys.argv[2]))
print(f"{sys.argv[1]:20s} {statistics.median(r['cpu_ms'][1:]):7.3f} ms  "
      f"peak {r['peak_bytes']} B  {r['results'][0]['hash']}")
PY
done
