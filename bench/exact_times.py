#!/usr/bin/env python3
"""Time to a proven optimum of the exact solver (solver=ilp) by step size.

For training steps of each --family (bench/models/zoo.py models,
differentiated by remat-autodiff) whose number of ops is closest to each
--ops target, and each budget, runs solver=ilp with --seconds as its limit
and prints the step's ops (the training function's ops other than
constants, as the exact solver counts them), the model's size, whether the
optimum was proven, the added FLOPs, the lower bound of them (CBC's, or
the stage cost bound where higher) and the gap it leaves (1 - bound /
FLOPs), the stage cost bound and its seconds, the branch-and-bound nodes
and the solver's own seconds, the wall-clock and CPU seconds of the whole
remat-opt run, and what solver=auto adds at the same budget (from
remat-pareto, which also gives each budget's bytes).

Budgets: percentages of the step's unrematerialized peak, or `min`, the
lowest peak `auto` reaches (remat-pareto's `min` row), a budget near the
minimum that the exact solver's warm start meets.

Families: mlp (ReLU MLP, batch 256, width 16; --layers), resmlp (residual
ReLU MLP, same sizes; --blocks), dag (zoo.py's random DAGs of elementwise
ops with skips, --ops chosen for the step size, one step per --seeds).

  exact_times.py [--family mlp,dag] [--ops 40,80] [--budgets 90%,75%]
                 [--seconds 60] [--seeds 0] [--json FILE]
"""
import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ZOO = os.path.join(ROOT, "bench/models/zoo.py")
REMARK = re.compile(r"\(budget, solver=ilp\): (?P<what>[^\n]*?), (?P<flops>\d+)"
                    r" FLOPs added \(lower bound of the cost (?P<bound>\S+)\)"
                    r" in (?P<cbc>[0-9.]+) s \((?P<vars>\d+) variables, "
                    r"(?P<rows>\d+) constraints, (?P<nodes>\d+) nodes"
                    r"(?P<rest>[^)]*)\)")
STAGE = re.compile(r"stage bound (?P<stage>\S+) in (?P<secs>[0-9.]+) s")


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


def family_args(family, size, seed):
    if family == "mlp":
        return ["mlp", "--layers", str(size), "--batch", "256", "--width",
                "16"]
    if family == "resmlp":
        return ["resmlp", "--blocks", str(size), "--batch", "256", "--width",
                "16"]
    if family == "dag":
        return ["dag", "--ops", str(size), "--seed", str(seed)]
    raise SystemExit(f"unknown family {family}")


SIZES = {"mlp": range(1, 16), "resmlp": range(1, 16), "dag": range(4, 45)}


def make_step(a, tmp, family, size, seed):
    name = f"{family}{size}s{seed}"
    fwd, step = (os.path.join(tmp, f"{name}{x}.mlir") for x in ("f", "s"))
    with open(fwd, "w") as f:
        f.write(subprocess.run(
            [sys.executable, ZOO, *family_args(family, size, seed)],
            check=True, capture_output=True, text=True).stdout)
    subprocess.run([a.remat_opt, fwd, "--remat-autodiff", "-o", step],
                   check=True)
    return step_ops(step), step


def closest(a, tmp, family, target, seed, cache):
    """(ops, size, step) of the family's step closest to `target` ops."""
    best = None
    for size in SIZES[family]:
        key = (family, size, seed)
        if key not in cache:
            cache[key] = make_step(a, tmp, family, size, seed)
        ops, step = cache[key]
        if best is None or abs(ops - target) < abs(best[0] - target):
            best = (ops, size, step)
        if ops > target:
            break
    return best


def auto_rows(a, step, budgets):
    """{budget: remat-pareto row} of solver=auto (its `min` row comes
    with every run)."""
    budgets = [b for b in budgets if b != "min"] or ["100%"]
    r = subprocess.run(
        [a.remat_opt, step, f"--remat-pareto=solver=auto "
         f"budgets={','.join(budgets)} format=json output=-", "-o", os.devnull],
        capture_output=True, text=True, check=True)
    report = json.loads(r.stdout)
    function = next(f for f in report["functions"] if f["rows"])
    return {row["budget"]: row for row in function["rows"]}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--family", default="mlp")
    p.add_argument("--ops", default="40,80")
    p.add_argument("--budgets", default="90%,75%")
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--seeds", default="0", help="dag seeds")
    p.add_argument("--json", help="also write the rows here")
    p.add_argument("--remat-opt",
                   default=os.path.join(ROOT, "build/bin/remat-opt"))
    a = p.parse_args()
    budgets = a.budgets.split(",")
    print(f"{'step':<10} {'ops':>4} {'budget':>6} {'bytes':>8} "
          f"{'variables':>9} {'rows':>7} {'status':<28} {'FLOPs added':>11} "
          f"{'bound':>9} {'gap':>6} {'stage bnd':>9} {'bnd s':>5} "
          f"{'nodes':>6} {'ILP s':>6} {'wall s':>7} {'CPU s':>7} "
          f"{'auto FLOPs':>10} {'load':>9}")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        cache = {}
        for family in a.family.split(","):
            seeds = a.seeds.split(",") if family == "dag" else ["0"]
            for target in map(int, a.ops.split(",")):
                for seed in seeds:
                    ops, size, step = closest(a, tmp, family, target, seed,
                                              cache)
                    name = (f"{family}-{size}" + (f"-s{seed}"
                                                  if family == "dag" else ""))
                    auto = auto_rows(a, step, budgets)
                    for budget in budgets:
                        rows.append(measure(a, name, ops, step, budget,
                                            auto.get(budget, {})))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"seconds": a.seconds, "rows": rows}, f, indent=1)


def measure(a, name, ops, step, budget, auto):
    budget_bytes = auto.get("budget_bytes")
    if budget == "min":
        budget_bytes = auto.get("predicted_peak_bytes") if auto.get(
            "met") else None
        if budget_bytes is None:
            print(f"{name:<10} {ops:>4} {budget:>6} auto reaches no minimum")
            return {"step": name, "ops": ops, "budget": budget}
    arg = budget if budget != "min" else str(budget_bytes)
    load_before = os.getloadavg()[0]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    r = subprocess.run(
        [a.remat_opt, step, "-mlir-print-op-on-diagnostic=false",
         f"--remat-rematerialize=strategy=budget solver=ilp "
         f"budget={arg} ilp-seconds={a.seconds} explain=true",
         "-o", os.devnull], capture_output=True, text=True)
    wall = time.time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime +
           after.ru_stime - before.ru_stime)
    load_after = os.getloadavg()[0]
    m = REMARK.search(r.stderr)
    s = STAGE.search(m["rest"]) if m else None
    status = (m["what"][:28] if m else
              "no schedule" if r.returncode else "?")
    # The gap left: how far the schedule's added FLOPs may be above the
    # optimum, by the solver's lower bound.
    gap = None
    if m and m["what"].startswith("proven optimal"):
        gap = 0.0
    elif m and int(m["flops"]):
        # The remark rounds the bound to three digits.
        gap = max(0.0, 100 * (1 - float(m["bound"]) / int(m["flops"])))
    auto_flops = auto.get("flops_added") if auto.get("met") else None
    print(f"{name:<10} {ops:>4} {budget:>6} {budget_bytes or '-':>8} "
          f"{m['vars'] if m else '-':>9} "
          f"{m['rows'] if m else '-':>7} {status:<28} "
          f"{m['flops'] if m else '-':>11} "
          f"{float(m['bound']) if m else 0:>9.4g} "
          f"{f'{gap:.1f}%' if gap is not None else '-':>6} "
          f"{float(s['stage']) if s else 0:>9.4g} "
          f"{s['secs'] if s else '-':>5} "
          f"{m['nodes'] if m else '-':>6} "
          f"{m['cbc'] if m else '-':>6} {wall:>7.1f} {cpu:>7.1f} "
          f"{auto_flops if auto_flops is not None else 'missed':>10} "
          f"{load_before:>4.1f}-{load_after:<4.1f}", flush=True)
    return {"step": name, "ops": ops, "budget": budget,
            "budget_bytes": budget_bytes,
            "proven": bool(m and m["what"].startswith("proven optimal")),
            "status": m["what"] if m else status,
            "flops": int(m["flops"]) if m else None,
            "bound": float(m["bound"]) if m else None,
            "gap_percent": gap,
            "stage_bound": float(s["stage"]) if s else None,
            "stage_bound_seconds": float(s["secs"]) if s else None,
            "nodes": int(m["nodes"]) if m else None,
            "ilp_seconds": float(m["cbc"]) if m else None,
            "wall_seconds": wall, "cpu_seconds": cpu,
            "auto_flops": auto_flops, "load": [load_before, load_after]}


if __name__ == "__main__":
    sys.exit(main())
