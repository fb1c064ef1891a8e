#!/usr/bin/env bash
# Sets up, builds and runs every test; CI (.ci/run) calls exactly this.
# Stages, each timed, stopping at the first that fails
# (docs/reference/Testing.md):
#   1. the clang-format check and the check that the tree tells no history;
#   2. check-remat (FileCheck, -verify-diagnostics, gtest, small JIT runs)
#      and check-remat-integration (executed models, upstream examples,
#      PyTorch checks, the installed package) on the normal build, build/;
#   3. both tiers again on the ASan + UBSan + LeakSanitizer build,
#      build-asan/ (any sanitizer report fails it);
#   4. the fuzzer, 240 s, on the sanitizer build's remat-opt.
# Knobs:
#   REMAT_SKIP_SETUP=1      the builds as they are, no setup.sh
#   REMAT_SANITIZERS=0      skip stage 3 (the fuzzer then runs build/'s tool)
#   REMAT_FUZZ_SECONDS=N    the fuzzer's time box; 0 skips stage 4
#   REMAT_TIERS="unit"      the lit tiers stages 2 and 3 run (default:
#                           "unit integration")
#   REMAT_SANITIZE=1        only stage 3's build and suite, as before
#   LIT_OPTS=...            passed to lit (CI: --time-tests)
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TIERS="${REMAT_TIERS:-unit integration}"
SANITIZERS="${REMAT_SANITIZERS:-1}"
FUZZ_SECONDS="${REMAT_FUZZ_SECONDS:-240}"
if [ "${REMAT_SANITIZE:-0}" = 1 ]; then
  SANITIZERS=1
  FUZZ_SECONDS=0
fi

PASSED=0 FAILED=0 SKIPPED=0
# The closing line, in the plain form CI reads: "N passed, N failed".
summary() {
  echo "check-remat: $PASSED passed, $FAILED failed, $SKIPPED skipped$1"
}

stage() {
  local name="$1" start=$SECONDS
  shift
  echo "test.sh: $name" >&2
  if "$@"; then
    echo "test.sh: $name passed in $((SECONDS - start)) s" >&2
  else
    echo "test.sh: $name FAILED after $((SECONDS - start)) s" >&2
    summary " (stage '$name' failed)"
    exit 1
  fi
}

# lit's count of $1 in the log $2 (0 when it prints none).
count() {
  local n
  n=$(sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$2" | head -n1)
  echo "${n:-0}"
}

# One build's lit tiers; sanitizer reports fail it. $1: the build directory.
run_suite() {
  local build="$1" status=0 tier log
  # A sanitizer build writes every report to a file here (test/lit.cfg.py).
  local reports="$build/sanitizer-reports"
  rm -rf "$reports"
  for tier in $TIERS; do
    log="$build/check-remat-$tier.log"
    set +e
    /usr/lib/llvm-22/bin/lit -sv --param "remat-tier=$tier" "$build/test" \
      2>&1 | tee "$log"
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    set -e
    PASSED=$((PASSED + $(count Passed "$log")))
    FAILED=$((FAILED + $(count Failed "$log")))
    SKIPPED=$((SKIPPED + $(count Unsupported "$log")))
  done
  # A report is an ERROR or a UBSan runtime error; the WARNING of a malloc
  # that fails on purpose (remat-run-limits.mlir, allocator_may_return_null)
  # is not one.
  if [ -d "$reports" ] &&
     grep -lE "ERROR: |runtime error:" "$reports"/* >/dev/null 2>&1; then
    echo "check-remat: sanitizer reports in $reports:" >&2
    grep -lE "ERROR: |runtime error:" "$reports"/* | xargs head -n 40 >&2
    status=1
  fi
  return "$status"
}

source_checks() {
  local status=0
  "$REMAT_ROOT/scripts/check-format.sh" || status=1
  "$REMAT_ROOT/scripts/check-history.sh" || status=1
  return "$status"
}

# $1: 1 for the sanitizer build; $2: its directory.
setup_build() {
  [ "${REMAT_SKIP_SETUP:-0}" = 1 ] ||
    REMAT_SANITIZE="$1" REMAT_BUILD_DIR="$2" "$REMAT_ROOT/scripts/setup.sh"
}

if [ "${REMAT_SANITIZE:-0}" != 1 ]; then
  stage "setup, normal build" setup_build 0 "$REMAT_ROOT/build"
  stage "format and history" source_checks
  stage "tests ($TIERS), normal build" run_suite "$REMAT_ROOT/build"
fi
fuzz_build="$REMAT_ROOT/build"
if [ "$SANITIZERS" = 1 ]; then
  stage "setup, ASan + UBSan build" setup_build 1 "$REMAT_ROOT/build-asan"
  stage "tests ($TIERS), ASan + UBSan build" run_suite "$REMAT_ROOT/build-asan"
  fuzz_build="$REMAT_ROOT/build-asan"
fi
if [ "$FUZZ_SECONDS" != 0 ]; then
  # Fixed seed, so the inputs are the same on every run (the time box sets
  # how many of them: inputs 0..N-1 of seed 1); 10 CPU-s per input.
  stage "fuzzing, $(basename "$fuzz_build")" /usr/bin/python3 \
    "$REMAT_ROOT/scripts/fuzz.py" --remat-opt "$fuzz_build/bin/remat-opt" \
    --seed 1 --seconds "$FUZZ_SECONDS" --timeout 10 \
    --out "$fuzz_build/fuzz-failures"
fi
echo "test.sh: every stage passed in $SECONDS s" >&2
summary ""
