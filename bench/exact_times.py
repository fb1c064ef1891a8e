#!/usr/bin/env python3
"""Time to a proven optimum of the exact solver (solver=ilp) by step size.

For MLP training steps (bench/models/zoo.py mlp, differentiated by
remat-autodiff) whose number of ops is closest to each --ops target, and
each budget, runs solver=ilp with --seconds as its limit and prints the
step's ops, the model's size, whether the optimum was proven, the added
FLOPs, CBC's lower bound of them and the gap it leaves (1 - bound / FLOPs),
its branch-and-bound nodes and its own seconds, and the wall-clock and CPU
seconds of the whole remat-opt run.

  exact_times.py [--ops 40,80] [--budgets 90%,75%] [--seconds 60]
"""
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REMARK = re.compile(r"\(budget, solver=ilp\): (?P<what>[^\n]*?), (?P<flops>\d+)"
                    r" FLOPs added \(lower bound of the cost (?P<bound>\S+)\)"
                    r" in (?P<cbc>[0-9.]+) s \((?P<vars>\d+) variables, "
                    r"(?P<rows>\d+) constraints, (?P<nodes>\d+) nodes")


def step_ops(path):
    """Ops of the training function (the one with remat.*_grad ops)."""
    text = open(path).read()
    best = 0
    for body in text.split("func.func")[1:]:
        if "_grad" in body:
            best = max(best, sum(1 for line in body.splitlines()
                                 if " = " in line and "arith.constant"
                                 not in line))
    return best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--ops", default="40,80")
    p.add_argument("--budgets", default="90%,75%")
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--remat-opt",
                   default=os.path.join(ROOT, "build/bin/remat-opt"))
    a = p.parse_args()
    print(f"{'ops':>4} {'layers':>6} {'budget':>6} {'variables':>9} "
          f"{'rows':>7} {'status':<28} {'FLOPs added':>12} {'bound':>9} "
          f"{'gap':>6} {'nodes':>6} {'CBC s':>6} {'wall s':>7} {'CPU s':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        steps = {}
        for layers in range(1, 16):
            fwd, step = (os.path.join(tmp, f"mlp{layers}{x}.mlir")
                         for x in ("f", "s"))
            with open(fwd, "w") as f:
                f.write(subprocess.run(
                    [sys.executable, os.path.join(ROOT, "bench/models/zoo.py"),
                     "mlp", "--layers", str(layers), "--batch", "256",
                     "--width", "16"], check=True, capture_output=True,
                    text=True).stdout)
            subprocess.run([a.remat_opt, fwd, "--remat-autodiff", "-o", step],
                           check=True)
            steps[layers] = (step_ops(step), step)
        for target in map(int, a.ops.split(",")):
            layers = min(steps, key=lambda k: abs(steps[k][0] - target))
            ops, step = steps[layers]
            for budget in a.budgets.split(","):
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.time()
                r = subprocess.run(
                    [a.remat_opt, step, "-mlir-print-op-on-diagnostic=false",
                     f"--remat-rematerialize=strategy=budget solver=ilp "
                     f"budget={budget} ilp-seconds={a.seconds} explain=true",
                     "-o", os.devnull], capture_output=True, text=True)
                wall = time.time() - start
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu = (after.ru_utime - before.ru_utime +
                       after.ru_stime - before.ru_stime)
                m = REMARK.search(r.stderr)
                status = (m["what"][:28] if m else
                          "no schedule" if r.returncode else "?")
                # The gap CBC leaves: how far the schedule's added FLOPs
                # may be above the optimum, by the MILP's lower bound.
                gap = "-"
                if m and int(m["flops"]):
                    gap = (f"{100 * (1 - float(m['bound']) / int(m['flops'])):.1f}"
                           "%")
                print(f"{ops:>4} {layers:>6} {budget:>6} "
                      f"{m['vars'] if m else '-':>9} "
                      f"{m['rows'] if m else '-':>7} {status:<28} "
                      f"{m['flops'] if m else '-':>12} "
                      f"{float(m['bound']) if m else 0:>9.4g} {gap:>6} "
                      f"{m['nodes'] if m else '-':>6} "
                      f"{m['cbc'] if m else '-':>6} {wall:>7.1f} "
                      f"{cpu:>7.1f}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
