#!/usr/bin/env bash
# Installs what Remat needs on Debian 12 (when root), then configures and
# builds it incrementally in build/. Other scripts source this one.
#   scripts/setup.sh            install missing packages, configure, build
#   REMAT_BUILD_DIR=dir ...     build elsewhere (default: build/)
#   REMAT_BUILD_TARGETS="a b"   build only these targets
#   REMAT_SANITIZE=1 ...        ASan + UBSan build (default: build-asan/)
set -euo pipefail

REMAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REMAT_SANITIZE="${REMAT_SANITIZE:-0}"
if [ "$REMAT_SANITIZE" = 1 ]; then
  REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build-asan}"
  REMAT_SANITIZE_CMAKE=ON
else
  REMAT_BUILD_DIR="${REMAT_BUILD_DIR:-$REMAT_ROOT/build}"
  REMAT_SANITIZE_CMAKE=OFF
fi
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
  # remat-import-torch and the gradient check against PyTorch autograd.
  "python3-torch:/usr/lib/python3/dist-packages/torch/__init__.py"
  "python3-torchvision:/usr/lib/python3/dist-packages/torchvision/__init__.py"
  # functorch's min-cut partitioner, PyTorch's column of bench/torch_models.py.
  "python3-networkx:/usr/lib/python3/dist-packages/networkx/__init__.py"
  # CBLAS for remat-lower-to-llvm="blas=openblas" (remat-run loads it).
  "libopenblas-dev:/usr/lib/x86_64-linux-gnu/libopenblas.so"
  # The OpenMP runtime for remat-lower-to-llvm{threads=N} (remat-run loads
  # it; Debian 12's is LLVM 14's libomp, which serves LLVM 22's calls).
  "libomp-dev:/usr/lib/x86_64-linux-gnu/libomp5.so"
)

# The sanitizer runtimes (ASan, UBSan) of clang 22.
if [ "$REMAT_SANITIZE" = 1 ]; then
  PACKAGES+=("libclang-rt-22-dev:$LLVM_PREFIX/lib/clang/22/lib/linux/libclang_rt.asan_static-x86_64.a")
fi

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
    -DLLVM_EXTERNAL_LIT="$LLVM_PREFIX/bin/lit" \
    -DREMAT_SANITIZE="$REMAT_SANITIZE_CMAKE" >&2
fi
# Two cores and 24 GiB: two compile jobs fit comfortably.
# REMAT_BUILD_TARGETS="a b" builds only those (scripts/gpu-check.sh).
targets=()
for t in ${REMAT_BUILD_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$REMAT_BUILD_DIR" "${targets[@]}" -- -j"$(nproc)" >&2
