#!/usr/bin/python3
"""Training-step CPU time: Remat's generated code against PyTorch eager on
the same models, measured alternately over several rounds.

  /usr/bin/python3 bench/step_time_vs_pytorch.py [--quick] [--threads N]
      [--rounds R] [--steps K] [--strategies cheap,mincut,sqrt]
      [--only NAME,...] [--model NAME=ZOO-ARGS[@OPT]] [--json PATH]
      [--blas openblas|none] [--lower-options OPTS] [--run-arg ARG]...

For each model of bench/run's zoo (the executed MLPs, transformers,
ResNet-like and U-Net-like at bench/run's sizes; --quick: its quick zoo):

- Remat: `remat-opt --remat-autodiff=in-place=true` on the zoo model (the
  training step), and for each strategy `--remat-rematerialize=strategy=S`
  on that step, lowered with `--remat-lower-to-llvm`; each round runs
  `remat-run --json --repeat K+1` on every variant (--lower-options go to
  `--remat-lower-to-llvm=...`, each --run-arg to remat-run; --blas
  openblas, the default, adds `blas=openblas` and `--blas=openblas`, and at
  N > 1 threads `--blas-threads=N`; --blas none keeps the generated
  kernels). The lowering's CPU time and remat-run's JIT CPU time are the
  compile time, reported apart.
- PyTorch eager: the same forward function, parsed from the same file and
  run op by op with torch ops (bench/torch_zoo.py), on the same argument
  values (remat-run's input generator, reimplemented by the reference
  interpreter), parameters requiring gradients; a step is `.grad = None`,
  the forward, `loss.backward()`.

Step time is process CPU time (every thread of the process: std::clock in
remat-run, time.process_time here) and wall-clock time (steady_clock in
remat-run, time.perf_counter here), per step, the first step of each round
dropped as warm-up on both sides. At one thread the two agree; at N > 1
threads CPU time also counts the time pool threads spend waiting for work
(PyTorch's OpenMP and OpenBLAS threads spin for a while after each parallel
region or call), so there the wall-clock time is the measure of speed and
the CPU time that of the cores a step occupies. Per round, each system's value is the
median of its K steps; a round runs PyTorch and every Remat variant, in an
order that alternates between rounds. Reported: the median and min-max of
the per-round values, and of the per-round ratios (Remat/PyTorch, and each
strategy against Remat's original step), pairs taken in the same round.
Threads are pinned equal on both sides: torch.set_num_threads(N) and
OMP_NUM_THREADS = OPENBLAS_NUM_THREADS = N for both processes, and Remat's
generated outer loops on N OpenMP threads (threads=N added to the lowering's
options unless --lower-options sets threads). OPENBLAS_CORETYPE=Haswell is
set only where OpenBLAS does not recognise the CPU by itself (it then picks
slow generic kernels); a recognised core keeps its own kernels. Both sides
load the same OpenBLAS in processes with the same environment; the kernel
set they run (openblas_core in the JSON, named in bench/results.md's
heading) is checked against each remat-run's report.

Checks (exit 1 when one fails): Remat's loss is within
max(1e-4, 4 x PyTorch-f32's own error) relative of the loss PyTorch
computes in float64 on the same values (the criterion of
docs/reference/TorchCheck.md, remat_torch.checking.float64_bound: f32
rounding may move a loss by more than 1e-4 only where it moves PyTorch's
f32 loss too), and every strategy's results are bit-identical to the
original's.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.machinery import SourceFileLoader

from checkout import ROOT

MODEL_KINDS = ("mlp", "transformer", "resnet", "unet")
# Remat's loss against PyTorch's float64 loss: relative error at most
# LOSS_RTOL, or ROUNDING_FACTOR times PyTorch-f32's own where that is larger.
LOSS_RTOL = 1e-4


# Core names OpenBLAS 0.3.21 falls back to when it does not recognise a CPU.
WEAK_OPENBLAS_CORES = ("prescott", "core2", "penryn", "dunnington",
                       "nehalem", "atom", "generic", "unknown")


def openblas_corename(own=True):
    """The kernel set OpenBLAS picks on this CPU by itself (own) or with this
    environment's OPENBLAS_CORETYPE (asked in a child process: the choice is
    made once, when the library loads), or None."""
    probe = ("import ctypes, ctypes.util\n"
             "name = ctypes.util.find_library('openblas')\n"
             "lib = ctypes.CDLL(name or 'libopenblas.so.0')\n"
             "lib.openblas_get_corename.restype = ctypes.c_char_p\n"
             "print(lib.openblas_get_corename().decode())\n")
    env = {k: v for k, v in os.environ.items()
           if not own or k != "OPENBLAS_CORETYPE"}
    try:
        out = subprocess.run([sys.executable, "-c", probe], env=env,
                             capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    return out.stdout.strip() or None


def pin_threads(n):
    """Pins BLAS and OpenMP threads; must run before torch is imported. Old
    OpenBLAS builds do not recognise newer CPUs and pick slow kernels:
    Haswell's then, where the CPU has AVX2 and FMA
    (docs/reports/StepTime.md, "Conditions").
    A core OpenBLAS does recognise (SkylakeX on an AVX-512 Xeon) keeps its
    own kernels, which both sides use. Returns the core name detected."""
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[var] = str(n)
    try:
        flags = open("/proc/cpuinfo").read()
    except OSError:
        flags = ""
    core = openblas_corename()
    weak = core is None or core.lower() in WEAK_OPENBLAS_CORES
    if weak and " avx2" in flags and " fma" in flags:
        os.environ.setdefault("OPENBLAS_CORETYPE", "Haswell")
    return core


def zoo_models(quick):
    """(name, zoo args, JIT -O level) of bench/run's executed models of the
    kinds above."""
    run = SourceFileLoader("bench_run", os.path.join(ROOT, "bench/run"))
    bench_run = run.load_module()
    zoo = bench_run.QUICK_ZOO if quick else bench_run.FULL_ZOO
    return [(name, args, opt) for name, args, execute, opt in zoo
            if execute and args.split()[0] in MODEL_KINDS]


def tool(build, name):
    return os.path.join(build, "bin", name)


def child_cpu(cmd, **kw):
    """Runs cmd; returns (stdout, its CPU seconds: user + system)."""
    with tempfile.TemporaryFile("w+") as out, \
            tempfile.TemporaryFile("w+") as err:
        p = subprocess.Popen(cmd, stdout=out, stderr=err, text=True, **kw)
        _, status, usage = os.wait4(p.pid, 0)
        out.seek(0)
        err.seek(0)
        if os.waitstatus_to_exitcode(status):
            raise SystemExit(f"step_time_vs_pytorch.py: {' '.join(cmd)}: "
                             f"{err.read().strip()[:500]}")
        return out.read(), usage.ru_utime + usage.ru_stime


def summary(values):
    return {"median": statistics.median(values), "min": min(values),
            "max": max(values)}


class Variant:
    def __init__(self, label, lowered, entry, opt, lower_cpu_s):
        self.label, self.lowered, self.entry, self.opt = (label, lowered,
                                                          entry, opt)
        self.lower_cpu_s = lower_cpu_s
        self.rounds, self.jit_cpu_ms, self.steps = [], [], []
        self.wall_rounds, self.wall_steps = [], []
        self.hashes = self.sums = None

    def run_round(self, build, steps, run_args):
        out, _ = child_cpu([tool(build, "remat-run"), self.lowered,
                            "--entry", self.entry, "--json", "--repeat",
                            str(steps + 1), f"-O{self.opt}"] + run_args)
        r = json.loads(out)
        cpu = r["cpu_ms"][1:]  # the first run warms caches and pages up
        self.steps.append(cpu)
        self.rounds.append(statistics.median(cpu))
        wall = r["time_ms"][1:]
        self.wall_steps.append(wall)
        self.wall_rounds.append(statistics.median(wall))
        self.jit_cpu_ms.append(r["compile_cpu_ms"])
        self.hashes = [x["hash"] for x in r["results"]]
        self.openblas_core = r.get("openblas_core")
        self.sums = [x["sum"] for x in r["results"]]


def prepare_remat(build, name, forward_path, opt, strategies, lower, tmp):
    """Lowers the training step and each strategy's; returns the variants
    and the entry's name."""
    text = open(forward_path).read()
    entry = re.search(r"func\.func @([\w.]+)", text).group(1)
    variants = []
    for label in ["original"] + strategies:
        lowered = os.path.join(tmp, f"{name}.{label}.ll.mlir")
        report = os.path.join(tmp, f"{name}.{label}.report.json")
        cmd = [tool(build, "remat-opt"), forward_path,
               "--remat-autodiff=in-place=true"]
        if label != "original":
            cmd.append(f"--remat-rematerialize=strategy={label}")
        cmd += [f"--remat-memory-report=format=json output={report}",
                "--remat-lower-to-llvm" + (f"={lower}" if lower else ""),
                "-o", lowered]
        _, cpu_s = child_cpu(cmd)
        v = Variant(label, lowered, entry, opt, cpu_s)
        fn = json.load(open(report))["functions"][0]
        v.flops, v.peak = fn["total_flops"], fn["peak_bytes"]
        variants.append(v)
    return variants, entry


def bench_model(a, name, zoo_args, opt, tmp):
    import torch
    import torch_zoo
    from remat_torch.checking import float64_bound

    forward, _ = child_cpu([sys.executable,
                            os.path.join(ROOT, "bench/models/zoo.py")]
                           + zoo_args.split())
    forward_path = os.path.join(tmp, f"{name}.mlir")
    open(forward_path, "w").write(forward)
    variants, entry = prepare_remat(a.build, name, forward_path, opt,
                                    a.strategies, a.lower_options, tmp)
    generic, _ = child_cpu([tool(a.build, "remat-opt"), forward_path,
                            "--mlir-print-op-generic"])
    t0 = time.process_time()
    step, params, loss_of = torch_zoo.build_step(generic, entry)
    torch_setup_s = time.process_time() - t0
    torch_rounds, torch_steps = [], []
    torch_wall_rounds, torch_wall_steps = [], []
    for r in range(a.rounds):
        LOAD_SAMPLES.append(load_average())
        def torch_round():
            cpu, wall = [], []
            for k in range(a.steps + 1):
                s, w = time.process_time(), time.perf_counter()
                step()
                wall.append(1000 * (time.perf_counter() - w))
                cpu.append(1000 * (time.process_time() - s))
            torch_steps.append(cpu[1:])
            torch_rounds.append(statistics.median(cpu[1:]))
            torch_wall_steps.append(wall[1:])
            torch_wall_rounds.append(statistics.median(wall[1:]))
        # Alternate which system goes first, so that drift in the machine's
        # load does not always favour the same side.
        if r % 2 == 0:
            torch_round()
        for v in (variants if r % 2 == 0 else reversed(variants)):
            v.run_round(a.build, a.steps, a.run_arg)
        if r % 2 == 1:
            torch_round()
    torch_loss = loss_of()
    base = variants[0]
    remat_loss = base.sums[0]
    float64_loss = torch_zoo.float64_loss(generic, entry)
    loss_check = float64_bound(remat_loss, torch_loss, float64_loss,
                               LOSS_RTOL)
    grads = [float(p.grad.double().sum()) for p in params]
    rows = []
    for v in variants:
        row = {"variant": v.label,
               "flops_added_percent": 100.0 * (v.flops / base.flops - 1),
               "predicted_peak_bytes": v.peak,
               "remat_cpu_ms": summary(v.rounds),
               "ratio_remat_over_pytorch": summary(
                   [x / t for x, t in zip(v.rounds, torch_rounds)]),
               "ratio_over_original": summary(
                   [x / b for x, b in zip(v.rounds, base.rounds)]),
               "rounds_ms": v.rounds, "steps_ms": v.steps,
               "remat_wall_ms": summary(v.wall_rounds),
               "ratio_wall_remat_over_pytorch": summary(
                   [x / t for x, t in zip(v.wall_rounds, torch_wall_rounds)]),
               "wall_rounds_ms": v.wall_rounds,
               "wall_steps_ms": v.wall_steps,
               "lower_cpu_s": v.lower_cpu_s,
               "jit_cpu_s": summary([ms / 1000 for ms in v.jit_cpu_ms]),
               "bit_identical": v.hashes == base.hashes}
        rows.append(row)
    return {"model": name, "generator": "bench/models/zoo.py " + zoo_args,
            "entry": entry, "jit_opt_level": opt,
            "pytorch_cpu_ms": summary(torch_rounds),
            "pytorch_rounds_ms": torch_rounds,
            "pytorch_steps_ms": torch_steps,
            "pytorch_wall_ms": summary(torch_wall_rounds),
            "pytorch_wall_rounds_ms": torch_wall_rounds,
            "pytorch_wall_steps_ms": torch_wall_steps,
            "pytorch_setup_cpu_s": torch_setup_s,
            "pytorch_loss": torch_loss, "remat_loss": remat_loss,
            "pytorch_float64_loss": float64_loss,
            "loss_vs_float64": {k: loss_check[k] for k in (
                "relative", "torch_relative", "bound", "widened")},
            "same_loss": loss_check["ok"],
            "grad_sums": {"pytorch": grads, "remat": base.sums[1:]},
            "rows": rows, "torch_threads": torch.get_num_threads(),
            "remat_openblas_cores": sorted({v.openblas_core for v in variants
                                            if v.openblas_core})}


def rng(s, digits=3):
    return (f"{s['median']:.{digits}f} [{s['min']:.{digits}f}-"
            f"{s['max']:.{digits}f}]")


# The 1-minute load average at the start of every round of every model:
# on a shared machine a second thread waits for a core, and the times then
# measure the load (bench/run renders a threaded table only under 0.75 runnable
# processes per core).
LOAD_SAMPLES = []


def load_average():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


def print_table(results, meta):
    print(f"# Step time: Remat vs PyTorch eager ({meta['threads']} "
          f"thread{'s' if meta['threads'] > 1 else ''})\n")
    print(f"CPU time per step (process CPU time, ms) and wall-clock time per "
          f"step (wall ms): median [min-max] of {meta['rounds']} rounds' "
          f"medians of {meta['steps']} steps each; ratios per round, same "
          "round. Compile time (CPU s) is the lowering plus the JIT, not in "
          "the step time.\n")
    print("| model | variant | FLOPs added | PyTorch ms | Remat ms | "
          "Remat/PyTorch | PyTorch wall ms | Remat wall ms | "
          "Remat/PyTorch wall | vs original | compile s | results |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for m in results:
        for row in m["rows"]:
            compile_s = row["lower_cpu_s"] + row["jit_cpu_s"]["median"]
            print(f"| {m['model']} | {row['variant']} | "
                  f"{row['flops_added_percent']:.2f}% | "
                  f"{rng(m['pytorch_cpu_ms'])} | {rng(row['remat_cpu_ms'])} | "
                  f"{rng(row['ratio_remat_over_pytorch'], 2)} | "
                  f"{rng(m['pytorch_wall_ms'])} | "
                  f"{rng(row['remat_wall_ms'])} | "
                  f"{rng(row['ratio_wall_remat_over_pytorch'], 2)} | "
                  f"{rng(row['ratio_over_original'], 2)} | "
                  f"{compile_s:.1f} | "
                  f"{'bit-identical' if row['bit_identical'] else 'DIFFER'} |")
    print()
    for m in results:
        e = m["loss_vs_float64"]
        print(f"- {m['model']}: loss PyTorch {m['pytorch_loss']:.7g}, Remat "
              f"{m['remat_loss']:.7g}, PyTorch float64 "
              f"{m['pytorch_float64_loss']:.10g}; relative to float64: Remat "
              f"{e['relative']:.2g}, PyTorch {e['torch_relative']:.2g}, bound "
              f"{e['bound']:.2g} "
              f"({'same function' if m['same_loss'] else 'LOSSES DIFFER'})")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true",
                   help="bench/run's quick zoo")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--steps", type=int, default=5,
                   help="timed steps per system and round (plus a warm-up)")
    p.add_argument("--strategies", default="cheap,mincut,sqrt")
    p.add_argument("--only", default="", help="model names, comma-separated")
    p.add_argument("--model", action="append", default=[],
                   help="NAME=ZOO-ARGS[@OPT]: this model instead of the zoo's")
    p.add_argument("--build", default=os.environ.get(
        "REMAT_BUILD_DIR", os.path.join(ROOT, "build")))
    p.add_argument("--json", help="also write every number here")
    p.add_argument("--blas", choices=("openblas", "none"), default="openblas",
                   help="Remat's matmuls and convolutions through OpenBLAS "
                   "(blas=openblas, remat-run --blas=openblas; the default) "
                   "or the generated kernels")
    p.add_argument("--lower-options", default="",
                   help="options of --remat-lower-to-llvm")
    p.add_argument("--run-arg", action="append", default=[],
                   help="an extra remat-run argument (repeatable)")
    a = p.parse_args()
    if a.rounds < 1 or a.steps < 1 or a.threads < 1:
        p.error("--rounds, --steps and --threads must be at least 1")
    a.strategies = [s for s in a.strategies.split(",") if s]
    if a.blas != "none" and "blas=" not in a.lower_options:
        a.lower_options = " ".join(
            x for x in (a.lower_options, f"blas={a.blas}") if x)
        a.run_arg = a.run_arg + [f"--blas={a.blas}"]
    # OpenBLAS on as many threads as PyTorch's (remat-run pins it to
    # --blas-threads, default 1, whatever the environment says).
    if (a.threads > 1 and "blas=none" not in a.lower_options
            and not any(x.startswith("--blas-threads") for x in a.run_arg)):
        a.run_arg = a.run_arg + [f"--blas-threads={a.threads}"]
    # Remat's generated loops on as many threads as PyTorch's (OpenMP,
    # remat-lower-to-llvm{threads=N}), unless the options say otherwise.
    if a.threads > 1 and "threads=" not in a.lower_options:
        a.lower_options = " ".join(
            x for x in (a.lower_options, f"threads={a.threads}") if x)
    detected_core = pin_threads(a.threads)
    # The kernels both sides run: the environment may name them
    # (OPENBLAS_CORETYPE), and remat-run reports the ones it loaded.
    used_core = openblas_corename(own=False)
    try:
        import torch
    except ImportError:
        p.error(f"PyTorch is not importable from {sys.executable}; run "
                "with /usr/bin/python3 (Debian's python3-torch)")
    torch.set_num_threads(a.threads)
    if a.model:
        models = []
        for spec in a.model:
            name, _, rest = spec.partition("=")
            args, _, opt = rest.partition("@")
            models.append((name, args, int(opt or 3)))
    else:
        models = zoo_models(a.quick)
    if a.only:
        models = [m for m in models if m[0] in a.only.split(",")]
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, args, opt in models:
            t0 = time.time()
            results.append(bench_model(a, name, args, opt, tmp))
            print(f"step_time_vs_pytorch.py: {name} in "
                  f"{time.time() - t0:.0f} s", file=sys.stderr)
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short",
                             "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    meta = {"command": " ".join(["bench/step_time_vs_pytorch.py"]
                                + sys.argv[1:]),
            "commit": commit, "threads": a.threads, "rounds": a.rounds,
            "steps": a.steps, "cores": os.cpu_count(),
            "torch": torch.__version__,
            "openblas_coretype": os.environ.get("OPENBLAS_CORETYPE"),
            "openblas_detected_core": detected_core,
            "openblas_core": used_core,
            "blas": a.blas,
            "lower_options": a.lower_options, "run_args": a.run_arg,
            "time_unit": "process CPU ms per step",
            "wall_unit": "wall-clock ms per step",
            "load_average_1min": {"min": min(LOAD_SAMPLES, default=None),
                                  "max": max(LOAD_SAMPLES, default=None),
                                  "samples": len(LOAD_SAMPLES)}}
    print_table(results, meta)
    if a.json:
        json.dump({"meta": meta, "models": results}, open(a.json, "w"),
                  indent=1)
    bad = [m["model"] for m in results
           if not m["same_loss"] or not all(r["bit_identical"]
                                            for r in m["rows"])]
    # Both sides on the same kernels: remat-run's report against the
    # probe's (remat-run reports none where no matmul went to OpenBLAS).
    bad += [f"{m['model']} (remat-run ran OpenBLAS's "
            f"{'/'.join(m['remat_openblas_cores'])} kernels, PyTorch "
            f"{used_core})" for m in results
            if used_core and any(c != used_core
                                 for c in m["remat_openblas_cores"])]
    if bad:
        print("step_time_vs_pytorch.py: checks failed on " + ", ".join(bad),
              file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
