#!/usr/bin/env bash
# Fails when a tracked C++ file is not clang-format (LLVM style) clean.
set -euo pipefail
REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REMAT_ROOT"
CLANG_FORMAT=/usr/lib/llvm-22/bin/clang-format
bad=()
while IFS= read -r f; do
  "$CLANG_FORMAT" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done < <(git ls-files '*.cpp' '*.h')
if [ "${#bad[@]}" -gt 0 ]; then
  echo "clang-format: not formatted: ${bad[*]}" >&2
  echo "clang-format: fix with $CLANG_FORMAT -i ${bad[*]}" >&2
  exit 1
fi
echo "clang-format: all C++ files formatted"
