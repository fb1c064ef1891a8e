#!/usr/bin/env python3
"""Executes the two models bench/run only predicts (GPT-2 small, mlp-256):
the original training step and each strategy, lowered by remat-opt and run
once by remat-run; checks the measured peak against the predicted one (within
5%) and every strategy's result hashes against the original's.

  bench/execute_big.py [--models gpt2-small,mlp-256]
                       [--strategies cheap,mincut,sqrt,budget=50%]
                       [--blas openblas|none] [--json OUT]

Prints a markdown table (bench/results.md's columns: predicted and measured
peak, their ratio, FLOPs added, bit-identity) with the CPU seconds of the
lowering, of the JIT and of the one step, and the load average at each
run: the 2-core machine is shared. The same zoo arguments as bench/run.
"""
import argparse
import json
import os
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


def strategy_option(s):
    """cheap -> strategy=cheap; budget=50% -> strategy=budget budget=50%."""
    if s.startswith("budget="):
        return f"strategy=budget solver=auto {s}"
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
                 f"--blas={blas}"])
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
                    strategy_option(label)
                r = run_variant(forward, entry, label, option, a.blas, tmp)
                r["model"] = name
                base = base or r
                r["bit_identical"] = r["hashes"] == base["hashes"]
                r["ratio"] = r["measured_peak_bytes"] / \
                    r["predicted_peak_bytes"]
                ok &= r["bit_identical"] and abs(r["ratio"] - 1) <= 0.05
                added = r["total_flops"] / base["total_flops"] - 1
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
