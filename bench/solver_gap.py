#!/usr/bin/env python3
"""How far the heuristic solvers are from the exact one on small DAGs.

For random training steps (`bench/models/zoo.py dag`, differentiated by
remat-autodiff) and budgets given as percentages of each step's peak, runs
`remat-pareto` with solver=greedy, solver=auto and solver=ilp (exact, CBC)
and reports, per budget met by the exact solver, the heuristics' added
FLOPs relative to the exact optimum: the gap distribution, and how often a
heuristic misses a budget the exact solver meets.

  solver_gap.py [--graphs 20] [--ops 7] [--budgets 90%,75%,60%] [--json]
                [--max-gap PERCENT]

With --max-gap, exits 1 if any heuristic result is more than PERCENT above
the optimum, or cheaper than it (which would make the exact solver wrong).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*cmd):
    return subprocess.run(cmd, check=True, capture_output=True,
                          text=True).stdout


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--graphs", type=int, default=20)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--ops", type=int, default=7)
    p.add_argument("--budgets", default="90%,75%,60%")
    p.add_argument("--heuristics", default="greedy,auto")
    p.add_argument("--remat-opt", default=os.path.join(ROOT, "build/bin/remat-opt"))
    p.add_argument("--max-gap", type=float)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    heuristics = a.heuristics.split(",")
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(a.first_seed, a.first_seed + a.graphs):
            forward = os.path.join(tmp, "dag.mlir")
            step = os.path.join(tmp, "step.mlir")
            with open(forward, "w") as f:
                f.write(run(sys.executable, os.path.join(ROOT, "bench/models/zoo.py"),
                            "dag", "--ops", str(a.ops), "--seed", str(seed)))
            run(a.remat_opt, forward, "--remat-autodiff", "-o", step)
            curves = {}
            for solver in ["ilp"] + heuristics:
                report = json.loads(run(
                    a.remat_opt, step,
                    f"--remat-pareto=solver={solver} budgets={a.budgets} "
                    f"format=json", "-o", "/dev/null"))
                function = next(f for f in report["functions"]
                                if f["name"] == "dag_grad")
                curves[solver] = {r["budget"]: r for r in function["rows"]}
            for budget, exact in curves["ilp"].items():
                if budget == "min" or not exact["met"]:
                    continue
                case = {"seed": seed, "budget": budget,
                        "exact_flops_added": exact["flops_added"]}
                for h in heuristics:
                    row = curves[h][budget]
                    case[h] = row["flops_added"] if row["met"] else None
                cases.append(case)
    problems = []
    summary = {}
    for h in heuristics:
        gaps, missed = [], 0
        for case in cases:
            if case[h] is None:
                missed += 1
                continue
            exact = case["exact_flops_added"]
            if case[h] < exact:
                problems.append(f"seed {case['seed']} {case['budget']}: {h} "
                                f"adds {case[h]} FLOPs, below the exact "
                                f"optimum {exact}")
            gap = 0.0 if case[h] == exact else (
                100.0 * (case[h] - exact) / max(exact, 1))
            gaps.append(gap)
            if a.max_gap is not None and gap > a.max_gap:
                problems.append(f"seed {case['seed']} {case['budget']}: {h} "
                                f"is {gap:.1f}% above the optimum")
        gaps.sort()
        summary[h] = {
            "cases": len(cases), "met": len(gaps), "missed": missed,
            "exact": sum(1 for g in gaps if g == 0.0),
            "within_10_percent": sum(1 for g in gaps if g <= 10.0),
            "median_gap_percent": gaps[len(gaps) // 2] if gaps else None,
            "max_gap_percent": gaps[-1] if gaps else None,
        }
    if a.json:
        print(json.dumps({"summary": summary, "cases": cases,
                          "problems": problems}, indent=2))
    else:
        print(f"{len(cases)} (graph, budget) cases the exact solver meets; "
              f"{a.graphs} graphs of {a.ops} forward ops, budgets {a.budgets}")
        for h, s in summary.items():
            print(f"{h:<7} met {s['met']}, missed {s['missed']}; optimal "
                  f"{s['exact']}, within 10% {s['within_10_percent']}; "
                  f"median gap {s['median_gap_percent']}%, max "
                  f"{s['max_gap_percent']}%")
        for problem in problems:
            print("PROBLEM: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
