#!/usr/bin/env python3
"""Writes the PTX of every gpu.binary in a module lowered with
`remat-lower-to-nvvm` (format=isa) to DIR/<binary>.ptx, and optionally checks
each one with ptxas.

  extract-ptx.py LOWERED.mlir DIR [--ptxas PATH --arch sm_90]

Prints one line per kernel and "N kernels" (plus "N assembled by ptxas");
exits 1 if there is no PTX or ptxas rejects any.
"""
import argparse
import os
import re
import subprocess
import sys

BINARY = re.compile(r'gpu\.binary @(\w+)\s.*?assembly = "((?:[^"\\]|\\.)*)"')
# MLIR string escapes: \XX (two hex digits), \\ and \".
ESCAPE = re.compile(rb'\\([0-9A-Fa-f]{2}|\\|")')


def unescape(text):
    return ESCAPE.sub(
        lambda m: bytes([int(m.group(1), 16)]) if len(m.group(1)) == 2
        else m.group(1), text.encode())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("input")
    parser.add_argument("outdir")
    parser.add_argument("--ptxas")
    parser.add_argument("--arch", default="sm_90")
    args = parser.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    text = open(args.input).read()
    count = assembled = 0
    for match in BINARY.finditer(text):
        name, ptx = match.group(1), unescape(match.group(2))
        path = os.path.join(args.outdir, name + ".ptx")
        with open(path, "wb") as f:
            f.write(ptx)
        count += 1
        entries = len(re.findall(rb"^\.visible \.entry", ptx, re.M))
        line = f"{name}: {len(ptx)} bytes, {entries} entry"
        if args.ptxas:
            proc = subprocess.run(
                [args.ptxas, f"-arch={args.arch}", path, "-o",
                 path[:-4] + ".cubin"], capture_output=True, text=True)
            if proc.returncode != 0:
                print(f"{line}, ptxas FAILED:\n{proc.stderr}")
                continue
            assembled += 1
            line += ", assembled"
        print(line)
    print(f"{count} kernels")
    if args.ptxas:
        print(f"{assembled} assembled by ptxas")
    return 0 if count and (not args.ptxas or assembled == count) else 1


if __name__ == "__main__":
    sys.exit(main())
