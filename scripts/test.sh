#!/usr/bin/env bash
# Sets up, builds and runs every test: lit regression tests (FileCheck,
# -verify-diagnostics, plugin and install tests), gtest unit tests, the
# clang-format check and the check that the tree tells no history
# (scripts/check-history.sh). CI (.ci/run) calls exactly this.
#   REMAT_SANITIZE=1 scripts/test.sh   the same suite on an ASan + UBSan
#                                      build in build-asan/ (see setup.sh)
#   REMAT_SKIP_SETUP=1 scripts/test.sh the build as it is, no setup.sh
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${REMAT_SKIP_SETUP:-0}" != 1 ]; then
  "$REMAT_ROOT/scripts/setup.sh"
fi
if [ "${REMAT_SANITIZE:-0}" = 1 ]; then
  REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build-asan}"
else
  REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}"
fi

status=0
"$REMAT_ROOT/scripts/check-format.sh" || status=1
"$REMAT_ROOT/scripts/check-history.sh" || status=1

log="$REMAT_BUILD_DIR/check-remat.log"
# A sanitizer build writes every report to a file here (test/lit.cfg.py).
reports="$REMAT_BUILD_DIR/sanitizer-reports"
rm -rf "$reports"
set +e
/usr/lib/llvm-22/bin/lit -sv "$REMAT_BUILD_DIR/test" 2>&1 | tee "$log"
lit_status=${PIPESTATUS[0]}
set -e
[ "$lit_status" -eq 0 ] || status=1
# A report is an ERROR or a UBSan runtime error; the WARNING of a malloc
# that fails on purpose (remat-run-limits.mlir, allocator_may_return_null)
# is not one.
if [ -d "$reports" ] &&
   grep -lE "ERROR: |runtime error:" "$reports"/* >/dev/null 2>&1; then
  echo "check-remat: sanitizer reports in $reports:" >&2
  grep -lE "ERROR: |runtime error:" "$reports"/* | xargs head -n 40 >&2
  status=1
fi

# One closing line in the plain form CI reads: "N passed, N failed".
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | head -n1; }
passed=$(count Passed); failed=$(count Failed)
unsupported=$(count Unsupported)
echo "check-remat: ${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
exit "$status"
