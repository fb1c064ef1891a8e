#!/usr/bin/env bash
# 3x3 convolutions (batch 8, 32x32, 64 -> 64 channels, f32, one thread)
# through the CPU pipeline, tiled and vectorized against plain loops
# (--vectorize=false): the unpadded forward convolution, the padded one
# (padding 1), and the input and filter gradients of the padded one.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
RUN="${REMAT_BUILD_DIR:-$ROOT/build}/bin/remat-run"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
P='{padding = array<i64: 1, 1, 1, 1>}'
X='tensor<8x32x32x64xf32>'
W='tensor<3x3x64x64xf32>'
cat > "$work/conv.mlir" <<MLIR
func.func @conv(%x: tensor<8x34x34x64xf32>, %w: $W) -> $X {
  %y = remat.conv2d %x, %w : (tensor<8x34x34x64xf32>, $W) -> $X
  return %y : $X
}
MLIR
cat > "$work/conv_padded.mlir" <<MLIR
func.func @conv_padded(%x: $X, %w: $W) -> $X {
  %y = remat.conv2d %x, %w $P : ($X, $W) -> $X
  return %y : $X
}
MLIR
cat > "$work/grad_input.mlir" <<MLIR
func.func @grad_input(%dy: $X, %w: $W) -> $X {
  %dx = remat.conv2d_grad_input %dy, %w $P : ($X, $W) -> $X
  return %dx : $X
}
MLIR
cat > "$work/grad_filter.mlir" <<MLIR
func.func @grad_filter(%dy: $X, %x: $X) -> $W {
  %dw = remat.conv2d_grad_filter %dy, %x $P : ($X, $X) -> $W
  return %dw : $W
}
MLIR
flops=$((2 * 8 * 32 * 32 * 64 * 3 * 3 * 64))
for f in conv conv_padded grad_input grad_filter; do
  for v in true false; do
    ms=$("$RUN" "$work/$f.mlir" --entry $f --threads=1 --repeat 3 --json --vectorize=$v |
         python3 -c 'import json,sys; print(json.load(sys.stdin)["time_ms_median"])')
    python3 -c "print(f'$f vectorize=$v: {float($ms):.1f} ms, {$flops / (float($ms) / 1e3) / 1e9:.1f} GFLOP/s')"
  done
done
