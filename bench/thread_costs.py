#!/usr/bin/python3
"""What a threaded Remat training step costs, in wall-clock and CPU time,
against the sequential step, and where the difference goes.

  /usr/bin/python3 bench/thread_costs.py [--models resnet-8,unet-3,mlp-8]
      [--threads N] [--rounds R] [--steps K] [--json PATH]

For each model (bench/run's FULL_ZOO arguments) the training step
(`remat-autodiff=in-place=true`) is lowered twice with blas=openblas: at
threads=1 and at threads=N. Each round runs, in an order that alternates
between rounds, `remat-run --json --repeat K+1` (the first run dropped) on:

- `sequential`: the threads=1 code, OpenBLAS on one thread;
- `sequential, OpenBLAS on N threads`: the same code, OpenBLAS on N threads;
- `N-thread code, 1 thread`: the threads=N code with OMP_THREAD_LIMIT=1 and
  OpenBLAS on one thread: the work the threaded code adds (index
  arithmetic, loops split for threads) without any waiting;
- `N threads, remat-run waits`: the threads=N code, OpenBLAS on N threads, with
  remat-run's wait policies (KMP_BLOCKTIME=1: idle OpenMP workers spin
  1 ms, then sleep; OPENBLAS_THREAD_TIMEOUT=4: OpenBLAS's sleep at once);
- `N threads, spinning`: the same with the libraries' own policies
  (KMP_BLOCKTIME=200 ms, OPENBLAS_THREAD_TIMEOUT=28: idle workers spin for
  about 0.1 s after each parallel loop or call).

Reported per model and configuration: the median [min-max] over rounds of
the per-round median wall-clock and process CPU ms per step, and the ratio
to `sequential` in the same round. Every run's results must have the same
bits as the sequential code's on as many OpenBLAS threads (exit 1
otherwise): Remat's loops never change the bits, while OpenBLAS's own
threads do with some of its kernels (its Zen kernels on AMD EPYC; not its
SkylakeX kernels), which the results column says. Threaded numbers mean
something only on a machine with a free core per thread: the 1-minute load
average at each round is recorded.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from importlib.machinery import SourceFileLoader

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_average():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode:
        raise SystemExit(f"thread_costs.py: {' '.join(cmd)}: "
                         f"{p.stderr.strip()[:500]}")
    return p.stdout


def summary(values):
    return {"median": statistics.median(values), "min": min(values),
            "max": max(values)}


def rng(s, digits):
    return (f"{s['median']:.{digits}f} [{s['min']:.{digits}f}-"
            f"{s['max']:.{digits}f}]")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--models", default="resnet-8,unet-3,mlp-8")
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--steps", type=int, default=5)
    p.add_argument("--build", default=os.environ.get(
        "REMAT_BUILD_DIR", os.path.join(ROOT, "build")))
    p.add_argument("--json", help="also write every number here")
    a = p.parse_args()
    if a.threads < 2 or a.rounds < 1 or a.steps < 1:
        p.error("--threads must be at least 2, --rounds and --steps 1")
    bench_run = SourceFileLoader("bench_run",
                                 os.path.join(ROOT, "bench/run")).load_module()
    zoo = {name: args for name, args, *_ in bench_run.FULL_ZOO}
    opts = {name: opt for name, _, _, opt in bench_run.FULL_ZOO}
    n = a.threads
    base_env = {k: v for k, v in os.environ.items()
                if k not in ("KMP_BLOCKTIME", "OPENBLAS_THREAD_TIMEOUT",
                             "OMP_THREAD_LIMIT")}
    configs = [
        ("sequential", "t1", 1, {}),
        (f"sequential, OpenBLAS on {n} threads", "t1", n, {}),
        (f"{n}-thread code, 1 thread", "tn", 1, {"OMP_THREAD_LIMIT": "1"}),
        (f"{n} threads, remat-run waits", "tn", n, {}),
        (f"{n} threads, spinning", "tn", n,
         {"KMP_BLOCKTIME": "200", "OPENBLAS_THREAD_TIMEOUT": "28"}),
    ]
    tool = lambda name: os.path.join(a.build, "bin", name)  # noqa: E731
    results, loads = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name in a.models.split(","):
            if name not in zoo:
                p.error(f"no model {name} in bench/run's FULL_ZOO")
            src = os.path.join(tmp, f"{name}.mlir")
            with open(src, "w") as f:
                f.write(run([sys.executable,
                             os.path.join(ROOT, "bench/models/zoo.py")]
                            + zoo[name].split()))
            step = os.path.join(tmp, f"{name}.step.mlir")
            run([tool("remat-opt"), src, "--remat-autodiff=in-place=true",
                 "-o", step])
            entry = open(src).read().split("func.func @", 1)[1].split("(")[0]
            lowered = {}
            for key, t in (("t1", 1), ("tn", n)):
                lowered[key] = os.path.join(tmp, f"{name}.{key}.ll.mlir")
                run([tool("remat-opt"), step,
                     f"--remat-lower-to-llvm=blas=openblas threads={t}",
                     "-o", lowered[key]])
            per = {label: {"wall": [], "cpu": []} for label, *_ in configs}
            hashes = {}
            for r in range(a.rounds):
                loads.append(load_average())
                order = configs if r % 2 == 0 else list(reversed(configs))
                for label, key, blas, env in order:
                    out = run([tool("remat-run"), lowered[key], "--entry",
                               entry, "--json", "--repeat", str(a.steps + 1),
                               f"-O{opts[name]}", "--blas=openblas",
                               f"--blas-threads={blas}"],
                              env=dict(base_env, **env))
                    j = json.loads(out)
                    per[label]["wall"].append(
                        statistics.median(j["time_ms"][1:]))
                    per[label]["cpu"].append(
                        statistics.median(j["cpu_ms"][1:]))
                    hashes[label] = [x["hash"] for x in j["results"]]
            seq = per["sequential"]
            blas_reference = {
                label: "sequential" if blas == 1
                else f"sequential, OpenBLAS on {n} threads"
                for label, _, blas, _ in configs}
            rows = []
            for label, *_ in configs:
                x = per[label]
                rows.append({
                    "config": label,
                    "wall_ms": summary(x["wall"]), "cpu_ms": summary(x["cpu"]),
                    "wall_vs_sequential": summary(
                        [v / s for v, s in zip(x["wall"], seq["wall"])]),
                    "cpu_vs_sequential": summary(
                        [v / s for v, s in zip(x["cpu"], seq["cpu"])]),
                    "rounds": x,
                    "bit_identical": hashes[label] == hashes["sequential"],
                    # Remat's own loops must not change the bits; OpenBLAS's
                    # threads may (they do with its Zen kernels): the
                    # reference of a row is the sequential code with the
                    # same OpenBLAS threads.
                    "bit_identical_same_blas":
                        hashes[label] == hashes[blas_reference[label]]})
            results.append({"model": name, "generator": zoo[name],
                            "rows": rows})
            print(f"thread_costs.py: {name} done", file=sys.stderr)
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short",
                             "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    meta = {"command": " ".join(["bench/thread_costs.py"] + sys.argv[1:]),
            "commit": commit, "threads": n, "rounds": a.rounds,
            "steps": a.steps, "cores": os.cpu_count(),
            "load_average_1min": {"min": min(loads), "max": max(loads),
                                  "samples": len(loads)}}
    print(f"# Threaded step costs ({n} threads, {meta['cores']} cores, load "
          f"average {min(loads):.2f}-{max(loads):.2f}, `{commit}`)\n")
    print("ms per step: median [min-max] over rounds of each round's median "
          "of its steps; ratios to the sequential step in the same round.\n")
    print("| model | configuration | wall ms | CPU ms | wall / sequential | "
          "CPU / sequential | results |")
    print("|---|---|---:|---:|---:|---:|---|")
    bad = False
    blas_bits = []
    for m in results:
        for row in m["rows"]:
            bad |= not row["bit_identical_same_blas"]
            if row["bit_identical"]:
                verdict = "bit-identical"
            elif row["config"] == f"sequential, OpenBLAS on {n} threads":
                verdict = "OpenBLAS's threads change the bits"
                blas_bits.append(m["model"])
            elif row["bit_identical_same_blas"]:
                verdict = (f"bit-identical to the sequential code on {n} "
                           "OpenBLAS threads")
                blas_bits.append(m["model"])
            else:
                verdict = "DIFFER"
            print(f"| {m['model']} | {row['config']} | "
                  f"{rng(row['wall_ms'], 1)} | {rng(row['cpu_ms'], 1)} | "
                  f"{rng(row['wall_vs_sequential'], 2)} | "
                  f"{rng(row['cpu_vs_sequential'], 2)} | "
                  f"{verdict} |")
    if blas_bits:
        print(f"\nOpenBLAS on {n} threads changes the bits of "
              f"{', '.join(sorted(set(blas_bits)))} on this CPU (the "
              "sequential code too): those rows are compared with the "
              "sequential code on as many OpenBLAS threads.")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"meta": meta, "models": results}, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
