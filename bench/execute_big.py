#!/usr/bin/env python3
"""Executes the two models bench/run only predicts (GPT-2 small, mlp-256):
the original training step and each strategy, lowered by remat-opt and run
once by remat-run; checks the measured peak against the predicted one (within
5%) and every strategy's result hashes against the original's.

  bench/execute_big.py [--models gpt2-small,mlp-256]
                       [--strategies cheap,mincut,sqrt,budget=50%,...]
                       [--solver auto] [--blas openblas|none] [--json OUT]

Budgets as bench/run's: budget=75% (of the original's predicted peak),
budget=min (the lowest budget the solver meets) and budget=flops<=10% (the
lowest peak within 10% added FLOPs); the last two are bisected by
remat-pareto on the training step, as bench/run does, and the flops row
fails when the rematerialized step adds more than its limit.

Prints a markdown table (bench/results.md's columns: predicted and measured
peak, their ratio, FLOPs added, bit-identity) with the CPU seconds of the
lowering, of the JIT and of the one step, and the load average at each
run: the 2-core machine is shared. The same zoo arguments as bench/run.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.environ.get("REMAT_BUILD_DIR", os.path.join(ROOT, "build"))
MODELS = {
    "gpt2-small": ("transformer --preset gpt2-small --name gpt2", "gpt2"),
    "mlp-256": ("mlp --layers 256 --batch 1024 --width 256 --rescale", "mlp"),
    # For test/Bench/execute-big.test: the same path in a second.
    "mlp-4": ("mlp --layers 4 --batch 256 --width 128 --rescale", "mlp"),
}


def tool(name):
    return os.path.join(BUILD, "bin", name)


def check(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        sys.exit(f"execute_big: {' '.join(cmd)} failed:\n{p.stderr[-2000:]}")
    return p.stdout


def flop_limit(s):
    """10 for "budget=flops<=10%", None otherwise."""
    m = re.fullmatch(r"budget=flops<=([\d.]+)%", s)
    return float(m.group(1)) if m else None


def pareto_budget(forward, label, solver):
    """The budget in bytes remat-pareto gives for budget=min or
    budget=flops<=P% on the training step of `forward`: its "min" row, or
    its lowest met budget within P% added FLOPs."""
    limit = flop_limit(label)
    option = f"budgets=100% solver={solver} format=json"
    if limit is not None:
        option += f" max-added-flops={limit:g}"
    out = check([tool("remat-opt"), forward, "--remat-autodiff=in-place=true",
                 "--remat-pareto=" + option, "-o", os.devnull])
    key = "min" if limit is None else f"flops<={limit:g}%"
    rows = [r for r in json.loads(out)["functions"][0]["rows"]
            if r["met"] and r["budget"] == key]
    if not rows:
        sys.exit(f"execute_big: remat-pareto met no {key} budget")
    return rows[0]["budget_bytes"]


def strategy_option(s, forward, solver):
    """cheap -> strategy=cheap; budget=50% -> strategy=budget budget=50%;
    budget=min and budget=flops<=P% -> the budget remat-pareto finds."""
    if s in ("budget=min",) or flop_limit(s) is not None:
        s = f"budget={pareto_budget(forward, s, solver)}"
    if s.startswith("budget="):
        return f"strategy=budget solver={solver} {s}"
    return f"strategy={s}"


def run_variant(forward, entry, label, option, blas, tmp):
    report = os.path.join(tmp, "report.json")
    step = os.path.join(tmp, "step.mlir")
    cmd = [tool("remat-opt"), forward, "--remat-autodiff=in-place=true"]
    if option:
        cmd.append("--remat-rematerialize=" + option)
    cmd += [f"--remat-memory-report=format=json output={report}", "-o", step]
    check(cmd)
    fn = json.load(open(report))["functions"][0]
    load = open("/proc/loadavg").read().split()[:3]
    out = check([tool("remat-run"), step, "--entry", entry, "--json",
                 "--threads=1", f"--blas={blas}"])
    run = json.loads(out)
    return {"variant": label, "predicted_peak_bytes": fn["peak_bytes"],
            "total_flops": fn["total_flops"],
            "measured_peak_bytes": run["peak_bytes"],
            "hashes": [r["hash"] for r in run["results"]],
            "lower_cpu_s": run["lower_cpu_ms"] / 1000,
            "llvm_cpu_s": (run["compile_cpu_ms"] - run["lower_cpu_ms"]) / 1000,
            "step_cpu_s": run["cpu_ms_median"] / 1000, "jit": run["jit"],
            "load": " ".join(load)}


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--models", default="gpt2-small,mlp-256")
    p.add_argument("--strategies", default="cheap,mincut,sqrt")
    p.add_argument("--solver", default="auto")
    p.add_argument("--blas", default="openblas", choices=["openblas", "none"])
    p.add_argument("--json")
    a = p.parse_args()
    strategies = [s for s in a.strategies.split(",") if s]
    results = []
    print("| model | variant | predicted peak (MiB) | measured peak (MiB) | "
          "measured/predicted | FLOPs added | results | lowering CPU (s) | "
          "LLVM CPU (s) | step CPU (s) | load average |")
    print("| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | "
          "---: | --- |")
    ok = True
    for name in a.models.split(","):
        args, entry = MODELS[name]
        with tempfile.TemporaryDirectory() as tmp:
            forward = os.path.join(tmp, "forward.mlir")
            with open(forward, "w") as f:
                f.write(check([sys.executable,
                               os.path.join(ROOT, "bench/models/zoo.py")]
                              + args.split()))
            base = None
            for label in ["original"] + strategies:
                option = None if label == "original" else \
                    strategy_option(label, forward, a.solver)
                r = run_variant(forward, entry, label, option, a.blas, tmp)
                r["model"] = name
                r["option"] = option
                base = base or r
                r["bit_identical"] = r["hashes"] == base["hashes"]
                r["ratio"] = r["measured_peak_bytes"] / \
                    r["predicted_peak_bytes"]
                ok &= r["bit_identical"] and abs(r["ratio"] - 1) <= 0.05
                added = r["total_flops"] / base["total_flops"] - 1
                r["flops_added_percent"] = 100 * added
                limit = flop_limit(label)
                if limit is not None and 100 * added > limit + 1e-9:
                    print(f"execute_big: {name} {label} adds "
                          f"{100 * added:.2f}% FLOPs", file=sys.stderr)
                    ok = False
                mib = 2 ** 20
                print(f"| {name} | {label} | "
                      f"{r['predicted_peak_bytes'] / mib:.2f} | "
                      f"{r['measured_peak_bytes'] / mib:.2f} | "
                      f"{r['ratio']:.3f} | {100 * added:.2f}% | "
                      f"{'bit-identical' if r['bit_identical'] else 'DIFFER'}"
                      f" | {r['lower_cpu_s']:.1f} | {r['llvm_cpu_s']:.1f} | "
                      f"{r['step_cpu_s']:.1f} | {r['load']} |", flush=True)
                results.append(r)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
