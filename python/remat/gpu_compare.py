"""Runs training steps on the GPU and on the CPU and compares them.

  gpu-compare.py MODEL... [--strategies cheap,mincut,sqrt] [--budget 50%]
                 [--solvers auto] [--cpu-only] [--gpu-arg=FLAG]...
                 [--rtol R] [--peak-tolerance T]
                 [--repeat N] [--jobs N] [--deadline SECONDS] [--json FILE]
                 [--remat-opt PATH] [--remat-run PATH]

MODEL is NAME=FILE:ENTRY, or NAME=FILE:ENTRY:grad for a forward model that
remat-autodiff turns into the training step ENTRY_grad; a further :O0 to
:O3 sets remat-run's JIT level (default 3; large programs compile faster at
0, as bench/run does). For each model the
variants are the original step, each strategy, and strategy=budget at
--budget of the original's predicted peak with each solver. Per variant:
the predicted peak (remat-memory-report), then remat-run on the CPU and with
--gpu (--json --print-values), and one table row:

  model, variant, GPU peak, CPU peak, predicted peak, GPU-vs-CPU max
  relative error, GPU rematerialized-vs-original bit-identical, GPU and CPU
  step time (median of --repeat runs)

Checks (a "PROBLEM:" line each, exit status 1 when any):
  - the GPU peak is within --peak-tolerance (default 5%) of the predicted;
  - every GPU result is within --rtol of the CPU's: for each result tensor,
    max |gpu - cpu| <= rtol * max |cpu| (default 1e-3; the GPU is not
    expected to be bit-identical to the CPU: other summation orders, fused
    multiply-adds, libdevice's exp and log);
  - every rematerialized variant's GPU results are bit-identical (xxh3 of
    the bytes) to the original's GPU results.
With --cpu-only (or when remat-run finds no CUDA device, which is reported)
the GPU columns are '-' and the same checks run on the CPU: CPU peak against
the prediction, CPU rematerialized against CPU original. A variant whose
rematerialization fails (a budget no schedule meets) is a row with its
error, not a problem. Variants not started by --deadline are listed as
skipped, which is a problem.
"""
import argparse
import concurrent.futures
import json
import math
import os
import sys
import tempfile
import time

# The Remat package of this checkout (python/).

from remat.tools import add_tool_arguments, run


def outcome(p):
    """(exit status, stdout, stderr) of a finished run."""
    return p.returncode, p.stdout, p.stderr


def first_error(err):
    for line in err.splitlines():
        if "error:" in line:
            return line.split("error: ", 1)[-1].strip()
    return err.strip()[:200] or "failed"


def number(v):
    return float(v)  # also the strings "nan", "inf" and "-inf"


def max_relative_error(gpu, cpu):
    """Largest over result tensors of max|g - c| / max|c| (0 when equal);
    inf when shapes differ or non-finite values disagree."""
    worst = 0.0
    if len(gpu) != len(cpu):
        return math.inf
    for g, c in zip(gpu, cpu):
        if g["shape"] != c["shape"]:
            return math.inf
        gv = [number(v) for v in g.get("values", [])]
        cv = [number(v) for v in c.get("values", [])]
        scale = max((abs(v) for v in cv if math.isfinite(v)), default=0.0)
        diff = 0.0
        for a, b in zip(gv, cv):
            if math.isfinite(a) and math.isfinite(b):
                diff = max(diff, abs(a - b))
            elif not (a == b or (math.isnan(a) and math.isnan(b))):
                return math.inf
        if diff:
            worst = max(worst, diff / scale if scale else math.inf)
    return worst


class Comparer:
    def __init__(self, a, tmp):
        self.a, self.tmp = a, tmp
        self.gpu = not a.cpu_only
        self.lock = os.path.join(tmp, "gpu.lock")
        self.jit_opt = {}  # entry -> the host JIT's -O level
        self.start = time.monotonic()
        self.no_device = None

    def opt(self, *args):
        return outcome(run(self.a.remat_opt, *args, check=False))

    def remat_run(self, path, entry, gpu):
        cmd = [self.a.remat_run, path, "--entry", entry, "--json",
               "--print-values", "--repeat", str(self.a.repeat),
               "-O" + self.jit_opt.get(entry, "3")]
        env = None
        if gpu:
            cmd += ["--gpu", f"--gpu-chip={self.a.gpu_chip}"] + self.a.gpu_arg
            # Compiles run in parallel; remat-run takes this lock once
            # compiled, so the GPU runs are timed one at a time.
            env = dict(os.environ, REMAT_GPU_LOCK=self.lock)
        rc, out, err = outcome(run(*cmd, env=env, check=False))
        if rc:
            return None, first_error(err)
        return json.loads(out), None

    def predicted(self, path, entry):
        rc, out, err = self.opt(path, "--remat-memory-report=format=json output=-",
                                "-o", os.devnull)
        if rc:
            return None, first_error(err)
        fn = next(f for f in json.loads(out)["functions"]
                  if f["function"] == entry)
        return fn["peak_bytes"], None

    def measure(self, model, label, path, entry, options):
        row = {"model": model, "variant": label}
        if time.monotonic() - self.start > self.a.deadline:
            row["skipped"] = "deadline"
            return row
        if options:
            out = os.path.join(self.tmp, f"{model}.{label}.mlir".replace(
                " ", "_").replace("%", "pc"))
            rc, _, err = self.opt(path, "--remat-rematerialize=" + options,
                                  "-o", out)
            if rc:
                row["error"] = first_error(err)
                return row
            path = out
        row["predicted_peak_bytes"], err = self.predicted(path, entry)
        if err:
            row["error"] = err
            return row
        cpu, err = self.remat_run(path, entry, gpu=False)
        if err:
            row["run_error"] = "cpu: " + err
            return row
        row["cpu_peak_bytes"] = cpu["peak_bytes"]
        row["cpu_time_ms"] = cpu["time_ms_median"]
        row["cpu_hashes"] = [r["hash"] for r in cpu["results"]]
        if self.gpu:
            gpu, err = self.remat_run(path, entry, gpu=True)
            if err and err.startswith("no CUDA device"):
                self.no_device = err
                self.gpu = False
            elif err:
                row["run_error"] = "gpu: " + err
                return row
            else:
                row["gpu_peak_bytes"] = gpu["peak_bytes"]
                row["gpu_time_ms"] = gpu["time_ms_median"]
                row["gpu_hashes"] = [r["hash"] for r in gpu["results"]]
                row["max_rel_error"] = max_relative_error(gpu["results"],
                                                          cpu["results"])
        return row

    def variants(self, path, entry):
        out = [("original", None)]
        strategies = list(filter(None, self.a.strategies.split(",")))
        if "remat.checkpoint" in open(path).read():
            strategies.insert(0, "regions")
        for s in strategies:
            out.append((s, f"strategy={s}"))
        peak, err = self.predicted(path, entry)
        if self.a.budget and peak:
            budget = int(peak * float(self.a.budget.rstrip("%")) / 100)
            for solver in filter(None, self.a.solvers.split(",")):
                out.append((f"budget {self.a.budget} ({solver})",
                            f"strategy=budget solver={solver} "
                            f"budget={budget}"))
        return out


def check(rows, a, gpu_ran):
    """Adds 'bit_identical' to rows and returns the problems."""
    problems = []
    key = "gpu" if gpu_ran else "cpu"
    originals = {r["model"]: r for r in rows if r["variant"] == "original"}
    for r in rows:
        name = f"{r['model']} {r['variant']}"
        if "skipped" in r:
            problems.append(f"{name}: skipped (deadline)")
            continue
        if "run_error" in r:
            problems.append(f"{name}: remat-run failed: {r['run_error']}")
            continue
        if "error" in r:
            if r["variant"] == "original":
                problems.append(f"{name}: {r['error']}")
            continue
        base = originals.get(r["model"])
        if base and f"{key}_hashes" in base and f"{key}_hashes" in r:
            r["bit_identical"] = r[f"{key}_hashes"] == base[f"{key}_hashes"]
            if not r["bit_identical"]:
                problems.append(f"{name}: {key.upper()} results differ from "
                                f"the original's")
        measured = r.get(f"{key}_peak_bytes")
        predicted = r["predicted_peak_bytes"]
        if measured is not None and abs(measured - predicted) > \
                a.peak_tolerance * max(predicted, 1):
            problems.append(f"{name}: {key.upper()} peak {measured} is not "
                            f"within {100 * a.peak_tolerance:.0f}% of the "
                            f"predicted {predicted}")
        err = r.get("max_rel_error")
        if err is not None and not err <= a.rtol:
            problems.append(f"{name}: GPU results differ from the CPU's by "
                            f"{err:.2e} of scale (tolerance {a.rtol:.0e})")
    return problems


def mib(n):
    return "-" if n is None else f"{n / 2**20:.3f}"


def ms(t):
    return "-" if t is None else f"{t:.3f}"


def table(rows):
    head = (f"{'model':<20} {'variant':<22} {'GPU peak MiB':>12} "
            f"{'CPU peak MiB':>12} {'predicted MiB':>13} {'GPU-CPU err':>11} "
            f"{'remat==orig':>11} {'GPU ms':>9} {'CPU ms':>9}")
    lines = [head]
    for r in rows:
        if "skipped" in r or "error" in r or "run_error" in r:
            why = ("skipped: deadline" if "skipped" in r else
                   r.get("error") or r.get("run_error"))
            if "cannot be met" in why:
                why = "budget not met: " + why.split(";")[0].split(
                    ": ", 1)[-1]
            if len(why) > 90:
                why = why[:87] + "..."
            lines.append(f"{r['model']:<20} {r['variant']:<22} {why}")
            continue
        err = r.get("max_rel_error")
        same = r.get("bit_identical")
        lines.append(
            f"{r['model']:<20} {r['variant']:<22} "
            f"{mib(r.get('gpu_peak_bytes')):>12} "
            f"{mib(r.get('cpu_peak_bytes')):>12} "
            f"{mib(r.get('predicted_peak_bytes')):>13} "
            f"{'-' if err is None else f'{err:.1e}':>11} "
            f"{'-' if same is None else ('yes' if same else 'NO'):>11} "
            f"{ms(r.get('gpu_time_ms')):>9} {ms(r.get('cpu_time_ms')):>9}")
    return "\n".join(lines)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("models", nargs="+",
                   metavar="NAME=FILE:ENTRY[:grad][:O<n>]")
    p.add_argument("--strategies", default="cheap,mincut,sqrt")
    p.add_argument("--budget", default="50%")
    p.add_argument("--solvers", default="auto")
    p.add_argument("--cpu-only", action="store_true")
    p.add_argument("--gpu-chip", default="sm_90")
    p.add_argument("--gpu-arg", action="append", default=[],
                   help="extra remat-run flag for the GPU runs, e.g. "
                   "--gpu-arg=--gpu-shared-matmul")
    p.add_argument("--rtol", type=float, default=1e-3)
    p.add_argument("--peak-tolerance", type=float, default=0.05)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    p.add_argument("--deadline", type=float, default=math.inf,
                   help="seconds after which no further variant starts")
    p.add_argument("--json", help="also write the rows to this file")
    add_tool_arguments(p)
    a = p.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        c = Comparer(a, tmp)
        plans = []
        for spec in a.models:
            name, _, rest = spec.partition("=")
            parts = rest.split(":")
            flags = parts[2:]
            opt = next((f[1:] for f in flags if f in ("O0", "O1", "O2", "O3")),
                       None)
            if not name or len(parts) < 2 or any(
                    f != "grad" and f[1:] != opt for f in flags):
                raise SystemExit(f"gpu-compare: bad model '{spec}': expected "
                                 "NAME=FILE:ENTRY[:grad][:O<n>]")
            path, entry = parts[0], parts[1]
            if opt is not None:
                c.jit_opt[entry] = opt
            if "grad" in flags:
                out = os.path.join(tmp, f"{name}.step.mlir")
                rc, _, err = c.opt(path, "--remat-autodiff", "-o", out)
                if rc:
                    raise SystemExit(f"gpu-compare: autodiff of {name}: "
                                     f"{first_error(err)}")
                path, entry = out, entry + "_grad"
            for label, options in c.variants(path, entry):
                plans.append((name, label, path, entry, options))
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            rows = list(pool.map(lambda x: c.measure(*x), plans))
        gpu_ran = any("gpu_peak_bytes" in r for r in rows)
        problems = check(rows, a, gpu_ran)

    if c.no_device or a.cpu_only:
        print("GPU columns skipped: " +
              (c.no_device or "--cpu-only") + "; checks ran on the CPU")
    print(table(rows))
    for problem in problems:
        print("PROBLEM: " + problem)
    print(f"{len(rows)} variants of {len(a.models)} models: " +
          (f"{len(problems)} problems" if problems else "all checks passed"))
    if a.json:
        for r in rows:
            for k in ("cpu_hashes", "gpu_hashes"):
                r.pop(k, None)
        with open(a.json, "w") as f:
            json.dump({"gpu": gpu_ran, "rows": rows, "problems": problems},
                      f, indent=2)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
