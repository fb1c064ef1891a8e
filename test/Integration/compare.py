#!/usr/bin/env python3
"""Runs functions of a module through the compiled pipeline (remat-run) and
through the independent reference interpreter (remat.reference), and
compares every result element.

  compare.py FILE --remat-run PATH --remat-opt PATH [--entry NAME ...]
             [--seed S] [--rtol R] [--run-arg ARG]... (alias --remat-run-arg)

Without --entry, every public function with a body is checked. A result
element passes when |got - expected| <= rtol * max(|expected|, scale), where
scale is the largest magnitude in that expected tensor (or 1): compiled code
rounds once per op in the element type, the reference in float64, so their
difference is a few ulps of the tensor's scale. Default rtol per element
type: f64 1e-12, f32 2e-5, f16 4e-3, bf16 3e-2.

Prints one line per function and a closing "N passed, M failed"; exits 1 if
anything failed.
"""
import json
import sys

import numpy as np

from check_tally import Tally, check_parser, run_values
from remat import reference as remat_ref
from remat.tools import output

DEFAULT_RTOL = {"f64": 1e-12, "f32": 2e-5, "f16": 4e-3, "bf16": 3e-2}


def public_functions(generic_text):
    module = remat_ref.parse_module(generic_text)
    return [name for name, op in module.functions.items()
            if op.attrs.get("sym_visibility") != "private" and op.regions
            and op.regions[0]]


def result_element_types(generic_text, entry):
    module = remat_ref.parse_module(generic_text)
    return [t.elem for t in module.function(entry).attrs["function_type"].results]


def main():
    parser = check_parser()
    parser.add_argument("--rtol", type=float)
    parser.add_argument("--run-arg", "--remat-run-arg", dest="run_arg",
                        action="append", default=[],
                        help="passed on to remat-run (--run-arg=--gpu, "
                             "--run-arg=--blas=openblas)")
    args = parser.parse_args()

    generic = output(args.remat_opt, args.file, "--mlir-print-op-generic")
    entries = args.entry or public_functions(generic)
    tally = Tally()
    for entry in entries:
        proc = run_values(args.remat_run, args.file, entry, args.seed,
                          args.run_arg)
        if proc.returncode != 0:
            tally.fail(entry, f"remat-run exited {proc.returncode}: "
                       f"{proc.stderr.strip()}")
            continue
        got = json.loads(proc.stdout)["results"]
        expected = remat_ref.run(generic, entry, args.seed)
        elems = result_element_types(generic, entry)
        problem = None
        worst = 0.0
        for k, (g, e, elem) in enumerate(zip(got, expected, elems)):
            e = np.asarray(e, dtype=np.float64).reshape(-1)
            values = np.asarray(g["values"], dtype=np.float64)
            if list(g["shape"]) != list(np.shape(expected[k])):
                problem = (f"result {k}: shape {g['shape']} != "
                           f"{list(np.shape(expected[k]))}")
                break
            rtol = args.rtol if args.rtol is not None else DEFAULT_RTOL[elem]
            scale = max(1.0, float(np.max(np.abs(e)))) if e.size else 1.0
            err = np.abs(values - e)
            bad = np.nonzero(~(err <= rtol * np.maximum(np.abs(e), scale)))[0]
            if e.size:
                worst = max(worst, float(np.max(err)) / scale)
            if bad.size:
                i = int(bad[0])
                problem = (f"result {k} element {i}: got {values[i]!r}, "
                           f"expected {e[i]!r} (rtol {rtol})")
                break
        tally.check(entry, problem,
                    f"{len(got)} results, max error {worst:.2e} of scale")
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
