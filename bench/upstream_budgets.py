#!/usr/bin/env python3
"""Budgets on the upstream examples and their remat-dialect twins.

  upstream_budgets.py [--remat-opt PATH] [--solver S]... [--budgets LIST]
                      [--json FILE]

For each model of examples/upstream/ (mlp, transformer, conv) in both
dialects (the checked-in upstream step; the remat-dialect twin that
examples/upstream/regenerate.sh DIR remat writes, differentiated by
remat-opt --remat-autodiff), and each solver (default: greedy, fast, chain,
blocks, auto), runs remat-opt --remat-pareto with the budgets (default 75%
and 50%, plus the lowest peak each solver reaches, `min`) and prints one
row per (model, dialect, solver): per budget whether it is met, the
predicted peak and the FLOPs added (as a fraction of the original's); a
budget not met says why: below the floor no schedule goes below
(PeakLowerBound.h), or above it but below the lowest peak that solver
reaches (`outside: lowest N`: outside its schedule space, as the chain DP at
75% of the transformer, docs/reports/UpstreamBudgets.md). Each row gives the
original peak and the floor. Nothing is executed: strategies.test runs the
met budgets through remat-run.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = [("mlp", "mlp_train_step", "mlp_grad"),
          ("transformer", "transformer_train_step", "transformer_grad"),
          ("conv", "conv_train_step", "conv_grad")]


def pareto(remat_opt, path, solver, budgets):
    out = subprocess.run(
        [remat_opt, path, "--remat-pareto=budgets=%s solver=%s format=json output=-" %
         (budgets, solver), "-o", os.devnull],
        capture_output=True, text=True)
    if out.returncode != 0:
        # A refusal (solver=chain on a forward pass it cannot cut): its
        # first line.
        return None, out.stderr.strip().splitlines()[0]
    return json.loads(out.stdout)["functions"][0], None


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--remat-opt", default="remat-opt")
    p.add_argument("--solver", action="append")
    p.add_argument("--budgets", default="75%,50%")
    p.add_argument("--python", default=sys.executable)
    p.add_argument("--json")
    a = p.parse_args()
    solvers = a.solver or ["greedy", "fast", "chain", "blocks", "auto"]
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["sh", os.path.join(ROOT, "examples", "upstream",
                                           "regenerate.sh"), tmp, "remat"],
                       check=True, env=dict(os.environ, PYTHON=a.python))
        for model, upstream_entry, twin_entry in MODELS:
            twin = os.path.join(tmp, model + "-step.mlir")
            subprocess.run([a.remat_opt, os.path.join(tmp, model + ".mlir"),
                            "--remat-autodiff", "-o", twin], check=True)
            files = [("upstream", os.path.join(ROOT, "examples", "upstream",
                                               model + ".mlir")),
                     ("remat", twin)]
            for dialect, path in files:
                header = None
                for solver in solvers:
                    fn, refused = pareto(a.remat_opt, path, solver, a.budgets)
                    row = {"model": model, "dialect": dialect,
                           "solver": solver}
                    if refused:
                        row["refused"] = refused
                    else:
                        header = header or fn
                        row["original_peak_bytes"] = fn["original_peak_bytes"]
                        row["floor_bytes"] = fn["floor_bytes"]
                        row["rows"] = fn["rows"]
                    results.append(row)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1)
    budgets = a.budgets.split(",") + ["min"]
    print("%-12s %-9s %-7s %9s %9s  " % ("model", "dialect", "solver",
                                         "original", "floor") +
          "  ".join("%-42s" % b for b in budgets))
    for r in results:
        line = "%-12s %-9s %-7s " % (r["model"], r["dialect"], r["solver"])
        if "refused" in r:
            print(line + "refused: " + r["refused"][:150])
            continue
        line += "%9d %9d  " % (r["original_peak_bytes"], r["floor_bytes"])
        cells = []
        lowest = next((x["predicted_peak_bytes"] for x in r["rows"]
                       if x["budget"] == "min" and x["met"]), None)
        for b in budgets:
            row = next((x for x in r["rows"] if x["budget"] == b), None)
            if row is None:
                cells.append("%-42s" % "-")
            elif not row["met"]:
                # Why: below the floor no schedule meets it; above it and
                # below the lowest peak the solver reaches, it lies outside
                # that solver's schedule space (the chain DP at 75% of the
                # transformer: docs/reports/UpstreamBudgets.md).
                if row["budget_bytes"] < r["floor_bytes"]:
                    why = "below floor"
                elif lowest is not None:
                    why = "outside: lowest %d" % lowest
                else:
                    why = "not reached"
                cells.append("%-42s" % ("not met (%d B, %s)" % (
                    row["budget_bytes"], why)))
            else:
                cells.append("%-42s" % ("met %s %d B +%.1f%%" % (
                    row["solver"], row["predicted_peak_bytes"],
                    row["flops_added_percent"])))
        print(line + "  ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
