#!/usr/bin/env python3
"""Whether solver=auto is the best of the solvers it runs, on zoo steps.

For each training step (bench/models/zoo.py, differentiated by
remat-autodiff) runs remat-pareto with solver=auto and with each solver of
--solvers at the budgets --budgets and at each solver's own minimum, and
checks that auto is never worse than any of them:

  at a budget    if the solver meets it, auto meets it with no more added
                 FLOPs (and, at equal FLOPs, no higher predicted peak);
  at the minimum auto's lowest predicted peak is no higher than the
                 solver's, nor than the peak of any budget auto meets.

A solver that refuses a step (solver=chain off chains, or a step over its
size limit) is not compared there. Prints one line per step and solver and
exits 1 if auto loses anywhere.

  auto_vs_solvers.py [--solvers greedy,fast,blocks,chain]
                     [--budgets 90%,75%,60%,50%,40%] [--step NAME=ZOO ARGS]...
"""
import argparse
import json
import os
import sys
import tempfile

from remat.tools import run, tool_path

# The checkout: this file is in its test/Integration/Remat/Inputs/.
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "..", "..", "..", ".."))
ZOO = os.path.join(ROOT, "bench/models/zoo.py")

# Small zoo steps of every family (activations, not parameters, make their
# peaks).
STEPS = [
    "mlp-3=mlp --layers 3 --batch 64 --width 16",
    "mlp-8=mlp --layers 8 --batch 64 --width 32",
    "resmlp-4=resmlp --blocks 4 --batch 64 --width 32",
    "resnet-1=resnet --blocks 1 --stages 1 --batch 4 --image 8 "
    "--in-channels 4 --channels 4",
    "resnet-2=resnet --blocks 2 --stages 2 --batch 4 --image 8 "
    "--in-channels 4 --channels 4",
    "unet-1=unet --depth 1 --batch 4 --image 8 --in-channels 2 --channels 4",
    "unet-2=unet --depth 2 --batch 4 --image 8 --in-channels 2 --channels 4",
    "transformer-1=transformer --blocks 1 --batch 4 --seq 8 --width 8 "
    "--heads 2 --mlp-ratio 2",
    "transformer-2=transformer --blocks 2 --batch 4 --seq 16 --width 16 "
    "--heads 2 --mlp-ratio 2",
]


def pareto(a, step, solver):
    """{budget: row} of the training function, or None if the solver does
    not take the step."""
    r = run(a.remat_opt, step,
            f"--remat-pareto=solver={solver} budgets={a.budgets} format=json "
            "output=-",
            "-o", os.devnull, check=False)
    if r.returncode != 0:
        return None
    report = json.loads(r.stdout)
    function = next(f for f in report["functions"] if f["rows"])
    return {row["budget"]: row for row in function["rows"]}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--solvers", default="greedy,fast,blocks,chain")
    p.add_argument("--budgets", default="90%,75%,60%,50%,40%")
    p.add_argument("--step", action="append",
                   help="NAME=ZOO ARGS (default: the small zoo steps)")
    p.add_argument("--remat-opt", default=tool_path("remat-opt"))
    a = p.parse_args()
    problems, compared = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for spec in a.step or STEPS:
            name, args = spec.split("=", 1)
            forward = os.path.join(tmp, name + ".fwd.mlir")
            step = os.path.join(tmp, name + ".mlir")
            with open(forward, "w") as f:
                f.write(run(sys.executable, ZOO, *args.split()).stdout)
            run(a.remat_opt, forward, "--remat-autodiff", "-o", step)
            auto = pareto(a, step, "auto")
            for budget, row in auto.items():
                if (budget != "min" and row["met"] and
                        row["predicted_peak_bytes"] <
                        auto["min"]["predicted_peak_bytes"]):
                    problems.append(
                        f"{name} auto min: {auto['min']['predicted_peak_bytes']}"
                        f" bytes, above its {budget} schedule's "
                        f"{row['predicted_peak_bytes']}")
            for solver in a.solvers.split(","):
                rows = pareto(a, step, solver)
                if rows is None:
                    print(f"{name} {solver}: refused")
                    continue
                losses = []
                for budget, row in rows.items():
                    mine = auto[budget]
                    if budget == "min":
                        if (row["met"] and mine["predicted_peak_bytes"] >
                                row["predicted_peak_bytes"]):
                            losses.append(
                                f"min: auto {mine['predicted_peak_bytes']} "
                                f"bytes, {solver} "
                                f"{row['predicted_peak_bytes']}")
                        continue
                    if not row["met"]:
                        continue
                    if not mine["met"]:
                        losses.append(f"{budget}: auto misses it, {solver} "
                                      f"adds {row['flops_added']} FLOPs")
                    elif ((mine["flops_added"], mine["predicted_peak_bytes"])
                          > (row["flops_added"],
                             row["predicted_peak_bytes"])):
                        losses.append(
                            f"{budget}: auto {mine['flops_added']} FLOPs "
                            f"(peak {mine['predicted_peak_bytes']}), {solver} "
                            f"{row['flops_added']} "
                            f"(peak {row['predicted_peak_bytes']})")
                compared += 1
                cases = ", ".join(
                    f"{b} {r['predicted_peak_bytes']}" if r["met"] else
                    f"{b} -" for b, r in rows.items())
                auto_cases = ", ".join(
                    f"{b} {r['predicted_peak_bytes']}" if r["met"] else
                    f"{b} -" for b, r in auto.items())
                print(f"{name} {solver}: {'LOSES' if losses else 'ok'} "
                      f"(peaks: {solver} {cases}; auto {auto_cases})")
                problems += [f"{name} {solver} {l}" for l in losses]
                sys.stdout.flush()
    print(f"{compared} (step, solver) pairs compared, "
          f"{len(problems)} where auto is worse")
    for problem in problems:
        print("PROBLEM: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
