#!/usr/bin/env python3
"""The exact solver at a forced time limit against solver=auto.

For random training steps (`bench/models/zoo.py dag`, differentiated by
remat-autodiff) and budgets, rewrites each step with solver=ilp at
--ilp-seconds and with solver=auto, measures both results with
--remat-memory-report (predicted peak; FLOPs added = the rewritten step's
total FLOPs minus the original's, whatever solver made it) and prints one
line per (step, budget): whether each met the budget, the FLOPs added, the
peak, and the exact solver's wall-clock seconds and what its remark says
(proven optimal, or stopped at the limit with whose schedule).

Exits 1 if the exact solver is worse than auto anywhere: it misses a
budget auto meets, or adds more FLOPs (at equal FLOPs: a higher peak).

  solver_gap_ilp_limit.py [--seeds 12,13] [--ops N] [--budgets 60%,50%,40%]
                          [--ilp-seconds 1] [--remat-opt PATH]
"""
import argparse
import os
import re
import sys
import tempfile
import time

from remat.tools import run, tool_path

# The checkout: this file is in its test/Integration/Remat/Inputs/.
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "..", "..", "..", ".."))
ZOO = os.path.join(ROOT, "bench/models/zoo.py")
REPORT = re.compile(r"== Memory report for @(?P<fn>\S+) .*?peak bytes: +"
                    r"(?P<peak>\d+) .*?total FLOPs: +(?P<flops>\d+)", re.S)
ILP_WHAT = re.compile(r"\(budget, solver=ilp\): (?P<what>[^\n]*?), \d+ FLOPs "
                      r"added")


def measured(text):
    """(peak, total FLOPs) of the training function in a memory report."""
    for m in REPORT.finditer(text):
        if m["fn"].endswith("_grad"):
            return int(m["peak"]), int(m["flops"])
    raise RuntimeError("no memory report of a training function")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--seeds", default="12,13")
    p.add_argument("--ops", type=int,
                   help="forward ops of every graph (default 7 + seed % 24)")
    p.add_argument("--budgets", default="60%,50%,40%")
    p.add_argument("--ilp-seconds", type=float, default=1.0)
    p.add_argument("--remat-opt", default=tool_path("remat-opt"))
    a = p.parse_args()
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in [int(s) for s in a.seeds.split(",")]:
            ops = a.ops if a.ops else 7 + seed % 24
            name = f"dag-{ops}-seed{seed}"
            forward = os.path.join(tmp, name + ".fwd.mlir")
            step = os.path.join(tmp, name + ".mlir")
            with open(forward, "w") as f:
                f.write(run(sys.executable, ZOO, "dag", "--ops", str(ops),
                            "--seed", str(seed)).stdout)
            run(a.remat_opt, forward, "--remat-autodiff", "-o", step)
            _, base_flops = measured(run(a.remat_opt, step,
                                         "--remat-memory-report=output=-",
                                         "-o", os.devnull).stdout)
            for budget in a.budgets.split(","):
                got = {}
                for solver in ("auto", "ilp"):
                    start = time.time()
                    r = run(a.remat_opt, step,
                            "-mlir-print-op-on-diagnostic=false",
                            f"--remat-rematerialize=strategy=budget "
                            f"budget={budget} solver={solver} "
                            f"ilp-seconds={a.ilp_seconds:g} explain=true",
                            "--remat-memory-report=output=-", "-o",
                            os.devnull, check=False)
                    seconds = time.time() - start
                    if r.returncode != 0:
                        got[solver] = None
                        continue
                    peak, flops = measured(r.stdout)
                    what = ILP_WHAT.search(r.stderr)
                    got[solver] = (flops - base_flops, peak, seconds,
                                   what["what"] if what else "")
                auto, ilp = got["auto"], got["ilp"]
                show = lambda g: ("not met" if g is None else
                                  f"{g[0]} FLOPs, peak {g[1]}")
                line = (f"{name} {budget}: auto {show(auto)}; ilp "
                        f"{show(ilp)}")
                if ilp is not None:
                    line += f" in {ilp[2]:.1f} s ({ilp[3]})"
                worse = auto is not None and (
                    ilp is None or ilp[:2] > auto[:2])
                print(("WORSE " if worse else "ok ") + line, flush=True)
                if worse:
                    problems.append(line)
    print(f"{len(problems)} cases where the exact solver at "
          f"{a.ilp_seconds:g} s is worse than auto")
    for problem in problems:
        print("PROBLEM: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
