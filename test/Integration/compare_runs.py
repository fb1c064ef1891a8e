#!/usr/bin/env python3
"""Runs two functions with the same inputs through remat-run and compares
their results element by element.

  compare_runs.py FILE_A ENTRY_A FILE_B ENTRY_B --remat-run PATH [--rtol R]

Prints "same bits" when every result hash agrees, else the largest relative
difference per result; exits 1 when a difference exceeds rtol (default 1e-5
of the result's scale) or the shapes differ.
"""
import argparse
import json
import sys

import numpy as np

from remat.tools import output


def results(remat_run, path, entry, extra=()):
    """The results of remat-run --json --print-values."""
    return json.loads(output(remat_run, path, "--entry", entry, "--json",
                             "--print-values", *extra))["results"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("file_a")
    p.add_argument("entry_a")
    p.add_argument("file_b")
    p.add_argument("entry_b")
    p.add_argument("--remat-run", required=True)
    p.add_argument("--rtol", type=float, default=1e-5)
    p.add_argument("--run-arg", action="append", default=[],
                   help="passed on to remat-run (--run-arg=--blas=none)")
    a = p.parse_args()
    ra = results(a.remat_run, a.file_a, a.entry_a, a.run_arg)
    rb = results(a.remat_run, a.file_b, a.entry_b, a.run_arg)
    if len(ra) != len(rb):
        print(f"different result counts: {len(ra)} vs {len(rb)}")
        return 1
    if all(x["hash"] == y["hash"] for x, y in zip(ra, rb)):
        print(f"same bits in all {len(ra)} results")
        return 0
    ok = True
    for k, (x, y) in enumerate(zip(ra, rb)):
        if x["shape"] != y["shape"]:
            print(f"result {k}: shapes {x['shape']} vs {y['shape']}")
            ok = False
            continue
        vx = np.asarray(x["values"]); vy = np.asarray(y["values"])
        scale = max(1e-30, float(np.max(np.abs(vy))) if vy.size else 1.0)
        diff = float(np.max(np.abs(vx - vy))) / scale if vx.size else 0.0
        verdict = "ok" if diff <= a.rtol else "DIFFERENT"
        ok &= diff <= a.rtol
        print(f"result {k}: shape {x['shape']} max difference {diff:.1e} of "
              f"scale {verdict}")
    print("all results agree" if ok else "results differ")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
