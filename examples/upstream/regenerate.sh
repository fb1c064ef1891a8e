#!/bin/sh
# Regenerates the upstream-op training steps of this folder from the model
# zoo (bench/models/zoo.py --dialect upstream) into DIR (default: here).
#
#   regenerate.sh [DIR [DIALECT]]
#
# With DIALECT `remat` it writes the same models (same sizes, same
# arguments) as remat-dialect forward functions instead, for
# `remat-opt --remat-autodiff` to differentiate. The tests in
# test/Integration/Upstream diff the checked-in files with a regeneration
# and run each step against its remat-dialect twin.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
dialect=${2:-upstream}
zoo="${PYTHON:-python3} $here/../../bench/models/zoo.py"
# Small enough to run in seconds, with activations (not weights and
# gradients) making the peak, so that rematerialization can lower it.
$zoo mlp --layers 8 --batch 128 --width 16 --classes 8 --dialect "$dialect" \
  > "$out/mlp.mlir"
$zoo transformer --blocks 2 --batch 2 --seq 8 --width 16 --heads 2 \
  --mlp-ratio 2 --dialect "$dialect" > "$out/transformer.mlir"
$zoo resnet --name conv --blocks 4 --stages 2 --batch 4 --image 16 \
  --in-channels 3 --channels 4 --classes 4 --dialect "$dialect" \
  > "$out/conv.mlir"
