#!/usr/bin/env bash
# A 3x3 conv2d (batch 8, 34x34x64 -> 32x32x64, f32, one thread) through the
# CPU pipeline, tiled and vectorized against plain loops (--vectorize=false).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
RUN="${REMAT_BUILD_DIR:-$ROOT/build}/bin/remat-run"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/conv.mlir" <<'MLIR'
func.func @conv(%x: tensor<8x34x34x64xf32>, %w: tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32> {
  %y = remat.conv2d %x, %w : (tensor<8x34x34x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
  return %y : tensor<8x32x32x64xf32>
}
MLIR
flops=$((2 * 8 * 32 * 32 * 64 * 3 * 3 * 64))
for v in true false; do
  ms=$("$RUN" "$work/conv.mlir" --entry conv --repeat 3 --json --vectorize=$v |
       python3 -c 'import json,sys; print(json.load(sys.stdin)["time_ms_median"])')
  python3 -c "print(f'vectorize=$v: {float($ms):.1f} ms, {$flops / (float($ms) / 1e3) / 1e9:.1f} GFLOP/s')"
done
