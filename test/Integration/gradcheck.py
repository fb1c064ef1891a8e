#!/usr/bin/env python3
"""Gradient checks of remat-autodiff: the generated <f>_grad, compiled and run
by remat-run, against central finite differences of the forward function f,
evaluated by the independent reference interpreter in float64.

  gradcheck.py FILE --remat-run PATH --remat-opt PATH [--entry NAME ...]
               [--seed S] [--samples K] [--rtol R]

For each function with {remat.param} arguments (all of them by default),
checks up to K elements of every parameter's gradient (all if fewer):
  fd = (f(p + h e_i) - f(p - h e_i)) / 2h,   h = 1e-6 * max(1, |p_i|)
  pass when |grad - fd| <= rtol * max(|fd|, scale)
with scale the largest |fd| of that parameter (or 1e-3). The default rtol is
1e-6 (f64 functions; central differences are accurate to about 1e-9 there).
Prints one line per function and "N passed, M failed"; exits 1 on failure.
"""
import json
import os
import re
import sys
import tempfile

import numpy as np

from check_tally import Tally, check_parser, run_values
from remat import reference as remat_ref
from remat.tools import output


def param_indices(custom_text, entry):
    """Positions of {remat.param} arguments in the printed signature."""
    m = re.search(r"func\.func @" + re.escape(entry) + r"\((.*?)\)\s*->",
                  custom_text, re.S)
    if not m:
        return []
    args = re.split(r",\s*(?=%arg\d+:)", m.group(1))
    return [i for i, a in enumerate(args) if "remat.param" in a]


def main():
    p = check_parser()
    p.add_argument("--samples", type=int, default=12)
    p.add_argument("--rtol", type=float, default=1e-6)
    a = p.parse_args()

    custom = output(a.remat_opt, a.file)
    generic = output(a.remat_opt, a.file, "--mlir-print-op-generic")
    module = remat_ref.parse_module(generic)
    entries = a.entry or [n for n in module.functions
                          if param_indices(custom, n)]
    with tempfile.TemporaryDirectory() as tmp:
        grad_file = os.path.join(tmp, "grad.mlir")
        output(a.remat_opt, a.file, "--remat-autodiff", "-o", grad_file)
        tally = Tally()
        for entry in entries:
            params = param_indices(custom, entry)
            proc = run_values(a.remat_run, grad_file, entry + "_grad", a.seed)
            if proc.returncode != 0:
                tally.fail(entry, f"remat-run: {proc.stderr.strip()}")
                continue
            results = json.loads(proc.stdout)["results"]
            inputs = [np.asarray(x, dtype=np.float64)
                      for x in remat_ref.function_inputs(module, entry,
                                                         a.seed)]

            def loss(xs):
                out = remat_ref.run(generic, entry, inputs=xs,
                                    precision="f64")
                return float(np.asarray(out[0], dtype=np.float64))

            problem, checked, worst = None, 0, 0.0
            for k, index in enumerate(params):
                grad = np.asarray(results[k + 1]["values"], dtype=np.float64)
                base = inputs[index]
                n = base.size
                picks = (range(n) if n <= a.samples else
                         np.linspace(0, n - 1, a.samples).astype(int))
                fds = []
                for i in picks:
                    h = 1e-6 * max(1.0, abs(base.flat[i]))
                    xs = [x.copy() for x in inputs]
                    xs[index].flat[i] += h
                    up = loss(xs)
                    xs[index].flat[i] -= 2 * h
                    down = loss(xs)
                    fds.append((i, (up - down) / (2 * h)))
                scale = max([abs(f) for _, f in fds] + [1e-3])
                for i, fd in fds:
                    err = abs(grad[i] - fd)
                    worst = max(worst, err / max(abs(fd), scale))
                    checked += 1
                    if err > a.rtol * max(abs(fd), scale) and not problem:
                        problem = (f"param arg {index} element {i}: gradient "
                                   f"{grad[i]!r}, finite difference {fd!r}")
            tally.check(entry, problem,
                        f"{len(params)} params, {checked} elements, max "
                        f"relative error {worst:.1e}")
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
