#!/usr/bin/env python3
"""Checks that the Remat CUDA runtime defines every runtime function that
host code lowered by remat-lower-to-nvvm declares.

  check_runtime_abi.py HOST.ll LIBRARY.so

Prints "defined: NAME" per function and "N of N runtime functions defined";
exits 1 if any is missing.
"""
import re
import subprocess
import sys


def main():
    ir = open(sys.argv[1]).read()
    wanted = sorted(set(re.findall(
        r"^declare .*? @((?:mgpu|_mlir_memref_to_llvm_)\w+)\(", ir, re.M)))
    symbols = subprocess.run(["nm", "-D", "--defined-only", sys.argv[2]],
                             check=True, capture_output=True,
                             text=True).stdout.split()
    missing = [name for name in wanted if name not in symbols]
    for name in wanted:
        print(("defined: " if name not in missing else "MISSING: ") + name)
    print(f"{len(wanted) - len(missing)} of {len(wanted)} runtime functions "
          "defined")
    return 1 if missing or not wanted else 0


if __name__ == "__main__":
    sys.exit(main())
