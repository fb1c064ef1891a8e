#!/usr/bin/python3
"""Step time of one zoo model's training step under two sets of
remat-lower-to-llvm options, alternating, several rounds.

  /usr/bin/python3 bench/lowering_ab.py --model resnet-8 \\
      --a "blas=openblas conv-column-blocks=false" --b "blas=openblas" \\
      [--threads N] [--rounds R] [--steps K] [--json PATH]

The training step (`remat-autodiff=in-place=true` on bench/run's FULL_ZOO
model, or QUICK_ZOO's) is lowered with `--remat-lower-to-llvm="A threads=N"` and
`"B threads=N"`; each round runs `remat-run --json --repeat K+1 --threads=N`
(the first run dropped, bench/run's -O level; JIT-compiled each time, not
loaded from --object-cache, so that every round runs code made the same
way) on both, A first in even
rounds and B first in odd ones. Reported: the median [min-max] over rounds
of the per-round median ms per step (process CPU time at one thread, wall
time at more), B / A per round, and both variants' result hashes and
measured peaks. Run it idle, under `env -u OPENBLAS_CORETYPE -u
OPENBLAS_L2_SIZE` where the environment forces OpenBLAS's kernels
(env/README), so that both run the machine's own; the kernels are printed.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
from importlib.machinery import SourceFileLoader

from checkout import ROOT, ZOO
from remat.tools import output


def rng(values):
    return (f"{statistics.median(values):.3f} "
            f"[{min(values):.3f}-{max(values):.3f}]")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", default="resnet-8")
    p.add_argument("--a", required=True, help="remat-lower-to-llvm options")
    p.add_argument("--b", required=True, help="remat-lower-to-llvm options")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--build", default=os.environ.get(
        "REMAT_BUILD_DIR", os.path.join(ROOT, "build")))
    p.add_argument("--json", help="also write every number here")
    a = p.parse_args()
    if a.threads < 1 or a.rounds < 1 or a.steps < 1:
        p.error("--threads, --rounds and --steps must be at least 1")
    bench_run = SourceFileLoader("bench_run",
                                 os.path.join(ROOT, "bench/run")).load_module()
    zoo = {name: (args, opt) for name, args, _, opt
           in bench_run.FULL_ZOO + bench_run.QUICK_ZOO}
    if a.model not in zoo:
        p.error(f"no model {a.model} in bench/run's FULL_ZOO or QUICK_ZOO")
    args, opt = zoo[a.model]
    tool = lambda name: os.path.join(a.build, "bin", name)  # noqa: E731
    key = "cpu_ms" if a.threads == 1 else "time_ms"
    variants = {"A": a.a, "B": a.b}
    times = {v: [] for v in variants}
    seen = {}
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "model.mlir")
        with open(src, "w") as f:
            f.write(output(sys.executable, ZOO, *args.split()))
        entry = open(src).read().split("func.func @", 1)[1].split("(")[0]
        step = os.path.join(tmp, "step.mlir")
        output(tool("remat-opt"), src, "--remat-autodiff=in-place=true",
               "-o", step)
        lowered = {}
        for v, options in variants.items():
            lowered[v] = os.path.join(tmp, f"{v}.mlir")
            output(tool("remat-opt"), step,
                   f"--remat-lower-to-llvm={options} threads={a.threads}",
                   "-o", lowered[v])
        for r in range(a.rounds):
            for v in (("A", "B") if r % 2 == 0 else ("B", "A")):
                j = json.loads(output(
                    tool("remat-run"), lowered[v], "--entry", entry, "--json",
                    "--repeat", str(a.steps + 1), f"-O{opt}",
                    f"--threads={a.threads}"))
                times[v].append(statistics.median(j[key][1:]))
                seen[v] = {"hashes": [x["hash"] for x in j["results"]],
                           "peak_bytes": j["peak_bytes"],
                           "openblas_core": j.get("openblas_core")}
    ratios = [b / x for x, b in zip(times["A"], times["B"])]
    what = "CPU ms" if a.threads == 1 else "wall ms"
    print(f"{a.model}, {a.threads} thread(s), {a.rounds} rounds of "
          f"{a.steps} steps, {what} per step, OpenBLAS kernels "
          f"{seen['A']['openblas_core']}")
    for v, options in variants.items():
        print(f"  {v} ({options}): {rng(times[v])}, peak "
              f"{seen[v]['peak_bytes']} B")
    print(f"  B / A per round: {rng(ratios)}")
    same = seen["A"]["hashes"] == seen["B"]["hashes"]
    print(f"  results: {'same bits' if same else 'other bits'}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"model": a.model, "threads": a.threads,
                       "rounds": a.rounds, "steps": a.steps,
                       "variants": variants, "ms": times, "ratios": ratios,
                       "runs": seen}, f, indent=1)


if __name__ == "__main__":
    main()
