#!/usr/bin/env bash
# Sets up, builds and runs every test: lit regression tests (FileCheck,
# -verify-diagnostics, plugin and install tests), gtest unit tests, and the
# clang-format check. CI (.ci/run) calls exactly this.
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$REMAT_ROOT/scripts/setup.sh"
REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}"

status=0
"$REMAT_ROOT/scripts/check-format.sh" || status=1

log="$REMAT_BUILD_DIR/check-remat.log"
set +e
/usr/lib/llvm-22/bin/lit -sv "$REMAT_BUILD_DIR/test" 2>&1 | tee "$log"
lit_status=${PIPESTATUS[0]}
set -e
[ "$lit_status" -eq 0 ] || status=1

# One closing line in the plain form CI reads: "N passed, N failed".
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | head -n1; }
passed=$(count Passed); failed=$(count Failed)
unsupported=$(count Unsupported)
echo "check-remat: ${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
exit "$status"
