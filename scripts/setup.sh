#!/usr/bin/env bash
# Installs what Remat needs on Debian 12 (when root), then configures and
# builds it incrementally in build/. Other scripts source this one.
#   scripts/setup.sh            install missing packages, configure, build
#   REMAT_BUILD_DIR=dir ...     build elsewhere (default: build/)
set -euo pipefail

REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}"
LLVM_PREFIX=/usr/lib/llvm-22

# Debian packages and a file each one provides, to tell whether it is there.
PACKAGES=(
  "llvm-22-dev:$LLVM_PREFIX/lib/cmake/llvm/LLVMConfig.cmake"
  "llvm-22-tools:$LLVM_PREFIX/bin/FileCheck"
  "libmlir-22-dev:$LLVM_PREFIX/lib/cmake/mlir/MLIRConfig.cmake"
  "mlir-22-tools:$LLVM_PREFIX/bin/mlir-opt"
  "clang-22:$LLVM_PREFIX/bin/clang++"
  "clang-format-22:$LLVM_PREFIX/bin/clang-format"
  "cmake:/usr/bin/cmake"
  "ninja-build:/usr/bin/ninja"
  "libgtest-dev:/usr/lib/x86_64-linux-gnu/cmake/GTest/GTestConfig.cmake"
  "python3:/usr/bin/python3"
  # The exact rematerialization solver (solver=ilp) and how CMake finds it.
  "coinor-libcbc-dev:/usr/include/coin/CbcModel.hpp"
  "pkg-config:/usr/bin/pkg-config"
  # The reference interpreter of the integration tests, and the benchmarks.
  "python3-numpy:/usr/lib/python3/dist-packages/numpy/__init__.py"
  # CBLAS for remat-lower-to-llvm="blas=openblas" (remat-run loads it).
  "libopenblas-dev:/usr/lib/x86_64-linux-gnu/libopenblas.so"
)

missing=()
for entry in "${PACKAGES[@]}"; do
  pkg="${entry%%:*}"
  file="${entry#*:}"
  [ -e "$file" ] || missing+=("$pkg")
done

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "remat: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  else
    echo "remat: missing packages: ${missing[*]}" >&2
    echo "remat: install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# Configure once; later runs only rebuild what changed.
if [ ! -f "$REMAT_BUILD_DIR/build.ninja" ]; then
  cmake -S "$REMAT_ROOT" -B "$REMAT_BUILD_DIR" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$LLVM_PREFIX/bin/clang" \
    -DCMAKE_CXX_COMPILER="$LLVM_PREFIX/bin/clang++" \
    -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$LLVM_PREFIX/bin/lit" >&2
fi
# Two cores and 24 GiB: two compile jobs fit comfortably.
cmake --build "$REMAT_BUILD_DIR" -- -j"$(nproc)" >&2
