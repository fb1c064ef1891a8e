"""Mutation fuzzer for remat-opt: no input may crash, hang or trip a sanitizer.

  scripts/fuzz.py --seconds 180 --seed 1             fuzz for 3 minutes
  scripts/fuzz.py --replay test/tools/Inputs/fuzz    rerun kept inputs

Seeds are the examples and the .mlir tests (split at `// -----`). Each input
is a seed with a few textual mutations (dimensions set to 0, 1, -1 or near
2^62, element types swapped for index, complex, integers or pointers, lines
deleted, duplicated, swapped or truncated, attributes and op names changed),
run through one pass or pipeline of remat-opt chosen at random, in a quarter
of the runs with one option set to an odd value (empty, negative, nan, inf,
huge, a wrong name). A run passes
when it exits 0, or 1 with a message (a diagnostic or the option parser's); it fails on a signal, a
"Stack dump", a sanitizer report (ASan or UBSan), any other exit status, or
when it takes more than --timeout seconds of CPU time twice in a row (an
input over the limit once runs again). The limit is CPU time (RLIMIT_CPU),
not wall time: on a shared machine, and under `nice -n 19`, a run that
needs 0.05 s of CPU can wait 20 s for it; a run blocked without using CPU
is stopped at --wall-timeout.
Failing inputs are written to --out with the pipeline (a JSON list of
arguments) in their first line, which --replay reads.
Input i of --seed S is drawn from its own generator, seeded by (S, i), so
it depends only on S, i and the seed files (adding a test changes the
corpus): a run covers inputs --first .. --first+N-1, N set by --runs or by
the time box, and `--seed S --first i --runs 1` reruns input i alone. Each
failure is printed with its index.
"""
import argparse
import json
import math
import os
import pathlib
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time

from remat.tools import run

# Every pass and pipeline of remat-opt, with the options that change what it
# does; one is drawn per run.
PIPELINES = [
    [],
    ["--remat-memory-report"],
    ["--remat-memory-report=format=json count-arguments=true target=h200"],
    ["--remat-autodiff"],
    ["--remat-autodiff", "--remat-rematerialize"],
    ["--remat-rematerialize=strategy=mincut"],
    ["--remat-rematerialize=strategy=cheap"],
    ["--remat-rematerialize=strategy=regions"],
    ["--remat-rematerialize=strategy=sqrt"],
    ["--remat-rematerialize=strategy=mincut explain=true"],
    ["--remat-rematerialize=strategy=budget budget=60% solver=auto"],
    ["--remat-rematerialize=strategy=budget budget=50% solver=greedy"],
    ["--remat-rematerialize=strategy=budget budget=50% solver=fast"],
    ["--remat-rematerialize=strategy=budget budget=50% solver=chain"],
    ["--remat-rematerialize=strategy=budget budget=50% solver=blocks"],
    ["--remat-pareto=budgets=100%,50%"],
    ["--remat-inline-checkpoints"],
    ["--convert-remat-to-linalg"],
    ["--remat-lower-to-llvm"],
    ["--remat-lower-to-llvm=vectorize=false"],
    ["--remat-lower-to-nvvm"],
]

ELEMENT_TYPES = ["f32", "f16", "bf16", "f64", "index", "i32", "i1",
                 "complex<f32>", "vector<2xf32>", "!llvm.ptr"]
DIMS = ["0", "1", "2", "3", "7", "-1", "1152921504606846976",
        "4611686018427387904", "9223372036854775807"]
OPS = ["relu", "gelu", "tanh", "add", "mul", "matmul", "softmax", "layernorm",
       "reduce_sum", "reduce_mean", "transpose", "reshape", "conv2d",
       "max_pool2d", "checkpoint", "yield", "mse_loss",
       "softmax_cross_entropy", "relu_grad", "barrier"]
NUMBER = re.compile(r"(?<![\w.%#])\d+(?![\w.])")
DIM = re.compile(r"(?<=[<x])\d+(?=x)")
TYPE = re.compile(r"\b(f16|bf16|f32|f64)\b")
OP = re.compile(r"remat\.(\w+)")


def seeds(root):
    """The examples and every .mlir test input, split into cases."""
    files = sorted((root / "examples").glob("*.mlir"))
    files += sorted((root / "test").rglob("*.mlir"))
    cases = []
    for f in files:
        text = f.read_text(errors="replace")
        for case in text.split("// -----"):
            # RUN and CHECK lines are not part of the program.
            lines = [l for l in case.splitlines()
                     if not l.lstrip().startswith("//")]
            body = "\n".join(lines).strip()
            if "func.func" in body:
                cases.append(body + "\n")
    return cases


def mutate(rng, text):
    kind = rng.randrange(10)
    if kind == 0:  # a dimension
        spots = list(DIM.finditer(text))
        if spots:
            m = rng.choice(spots)
            return text[:m.start()] + rng.choice(DIMS) + text[m.end():]
    if kind == 1:  # an element type
        spots = list(TYPE.finditer(text))
        if spots:
            m = rng.choice(spots)
            return text[:m.start()] + rng.choice(ELEMENT_TYPES) + text[m.end():]
    if kind == 2:  # every occurrence of one element type
        return TYPE.sub(rng.choice(ELEMENT_TYPES), text)
    if kind == 3:  # any number
        spots = list(NUMBER.finditer(text))
        if spots:
            m = rng.choice(spots)
            return text[:m.start()] + rng.choice(DIMS) + text[m.end():]
    if kind == 4:  # an op name
        spots = list(OP.finditer(text))
        if spots:
            m = rng.choice(spots)
            return text[:m.start(1)] + rng.choice(OPS) + text[m.end(1):]
    lines = text.splitlines()
    if not lines:
        return text
    i = rng.randrange(len(lines))
    if kind == 5:
        del lines[i]
    elif kind == 6:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif kind == 7:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 8:
        cut = rng.randrange(len(text) + 1)
        return text[:cut]
    else:
        line = lines[i]
        pos = rng.randrange(len(line) + 1)
        junk = rng.choice(["{", "}", "(", ")", ",", ":", "%", "x", "<", ">",
                           "-", "0", " ", "\"", "#", "@"])
        lines[i] = line[:pos] + junk + line[pos:]
    return "\n".join(lines) + "\n"


OPTION_VALUES = ["", "0", "-1", "1", "abc", "nan", "inf", "-inf", "1e30",
                 "9223372036854775807", "0%", "100%", "250%", "1B", "0,0",
                 "1024,1024", "1,2,3,4,5", "sm_", "sm_90", "garbage", "/",
                 "table", "json", "true", "auto", "greedy", "chain", "blocks",
                 "ilp", "fast", "matmul,nothing"]
OPTIONS = ["chip", "format", "block-sizes", "features", "cuda-path",
           "opt-level", "strategy", "solver", "budget", "budgets", "save",
           "cheap-flops-per-element", "ilp-seconds", "target", "tile-m",
           "vectorize", "count-arguments", "output", "policy", "minimize"]


def mutate_pipeline(rng, pipeline):
    """An option of one pass set to an odd value (or added)."""
    if not pipeline:
        return pipeline
    i = rng.randrange(len(pipeline))
    arg = pipeline[i]
    name, _, options = arg.partition("=")
    pairs = [o.split("=", 1) for o in options.split() if "=" in o]
    value = rng.choice(OPTION_VALUES)
    if pairs and rng.random() < 0.7:
        pairs[rng.randrange(len(pairs))][1] = value
    else:
        pairs.append([rng.choice(OPTIONS), value])
    arg = name + "=" + " ".join(f"{k}={v}" for k, v in pairs)
    return pipeline[:i] + [arg] + pipeline[i + 1:]


SANITIZER = re.compile(r"ERROR: (Address|Leak)Sanitizer|runtime error:|"
                       r"UndefinedBehaviorSanitizer")


def cpu_limit(seconds):
    """A preexec_fn: SIGXCPU after `seconds` of CPU time (SIGKILL 1 s on)."""
    limit = max(1, math.ceil(seconds))

    def apply():
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))
    return apply


# Wall-clock guard of a run (--wall-timeout); 0: 30 times --timeout.
WALL_TIMEOUT = 0.0


def verdict_of(remat_opt, pipeline, text, timeout):
    """Runs remat-opt on `text`: None when the run is orderly, else a
    one-line verdict."""
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS",
                   "detect_leaks=1:allocator_may_return_null=1:exitcode=86")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:"
                   "exitcode=87")
    try:
        # In a scratch folder: a mutated output= option writes a file.
        with tempfile.TemporaryDirectory() as scratch:
            p = run(remat_opt, *pipeline, "-o", os.devnull, check=False,
                    input=text, errors="replace",
                    timeout=WALL_TIMEOUT or 30 * timeout, env=env,
                    cwd=scratch, preexec_fn=cpu_limit(timeout))
    except subprocess.TimeoutExpired:
        return f"hang (> {WALL_TIMEOUT or 30 * timeout:g} s wall)"
    if p.returncode == -signal.SIGXCPU:
        return f"hang (> {math.ceil(timeout)} s of CPU)"
    err = p.stderr
    if SANITIZER.search(err):
        return "sanitizer report: " + SANITIZER.search(err).group(0)
    if p.returncode < 0:
        return f"signal {-p.returncode}"
    if "Stack dump" in err or "PLEASE submit a bug report" in err:
        return "crash report"
    if p.returncode == 0:
        return None
    # An MLIR diagnostic, or the option parser's own message.
    if p.returncode == 1 and err.strip():
        return None
    return f"exit {p.returncode} without a message"


def save(out, index, pipeline, text, verdict):
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"fuzz-{index:06d}.mlir"
    path.write_text(f"// FUZZ-PIPELINE: {json.dumps(pipeline)}\n"
                    f"// FUZZ-VERDICT: {verdict}\n" + text)
    return path


def replay(args):
    failures = 0
    files = sorted(pathlib.Path(args.replay).glob("*.mlir"))
    for f in files:
        text = f.read_text()
        first = text.splitlines()[0] if text else ""
        m = re.match(r"// FUZZ-PIPELINE: (.*)", first)
        pipeline = json.loads(m.group(1)) if m else []
        verdict = verdict_of(args.remat_opt, pipeline, text, args.timeout)
        if verdict:
            failures += 1
            print(f"{f}: {verdict} ({' '.join(pipeline)})")
    print(f"fuzz replay: {len(files)} inputs, {failures} failures")
    return 1 if failures else 0


def main(root):
    """The fuzzer over the checkout `root` (its examples and tests are the
    seed corpus)."""
    root = pathlib.Path(root)
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--remat-opt", default=str(root / "build/bin/remat-opt"))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seconds", type=float, default=180.0)
    p.add_argument("--runs", type=int, default=0,
                   help="stop after this many runs (0: only the time box)")
    p.add_argument("--first", type=int, default=0,
                   help="index of the first input (inputs are numbered per "
                   "seed)")
    p.add_argument("--timeout", type=float, default=10.0,
                   help="CPU seconds per input before it counts as a hang")
    p.add_argument("--wall-timeout", type=float, default=0.0,
                   help="wall-clock seconds before a run is stopped as a "
                   "hang (0: 30 times --timeout)")
    p.add_argument("--out", default="fuzz-failures")
    p.add_argument("--replay", help="rerun the inputs kept in this folder")
    p.add_argument("--upstream-opt", default="/usr/lib/llvm-22/bin/mlir-opt",
                   help="upstream mlir-opt: an input that crashes it too, "
                   "with no pass (its parser or verifier), is an upstream "
                   "MLIR bug, kept apart and not counted as a failure "
                   "(empty: count it)")
    args = p.parse_args()
    global WALL_TIMEOUT
    WALL_TIMEOUT = args.wall_timeout
    # Runs happen in scratch folders: a relative path must not move.
    if os.sep in args.remat_opt:
        args.remat_opt = os.path.abspath(args.remat_opt)
    if args.replay:
        return replay(args)
    corpus = seeds(root)
    start = time.monotonic()
    runs = failures = slow = upstream = 0
    seen = set()
    while time.monotonic() - start < args.seconds and (
            not args.runs or runs < args.runs):
        index = args.first + runs
        rng = random.Random(f"{args.seed}:{index}")
        text = rng.choice(corpus)
        for _ in range(rng.randint(0, 3)):
            text = mutate(rng, text)
        pipeline = rng.choice(PIPELINES)
        if rng.random() < 0.25:
            pipeline = mutate_pipeline(rng, pipeline)
        verdict = verdict_of(args.remat_opt, pipeline, text, args.timeout)
        if verdict and verdict.startswith("hang"):
            # A load spike on a shared machine is not a hang: one that is
            # hangs again.
            slow += 1
            verdict = verdict_of(args.remat_opt, pipeline, text, args.timeout)
        runs += 1
        if verdict and args.upstream_opt and not verdict.startswith("hang"):
            # Remat cannot fix a crash of upstream's own parser: an input
            # (upstream dialects only) that upstream mlir-opt crashes on
            # without any pass is reported apart, under upstream/.
            theirs = verdict_of(args.upstream_opt, [], text, args.timeout)
            if theirs and not theirs.startswith("hang"):
                upstream += 1
                path = save(pathlib.Path(args.out) / "upstream", index, [],
                            text, f"upstream mlir-opt: {theirs}")
                if upstream == 1:
                    print(f"{path}: input {index}: upstream mlir-opt crashes "
                          f"on it too ({theirs}): an upstream bug, not "
                          f"counted", flush=True)
                continue
        if verdict:
            failures += 1
            key = (verdict, tuple(pipeline))
            path = save(pathlib.Path(args.out), index, pipeline, text, verdict)
            if key not in seen:
                seen.add(key)
                print(f"{path}: input {index}: {verdict} "
                      f"({' '.join(pipeline)})", flush=True)
    elapsed = time.monotonic() - start
    print(f"fuzz: seed {args.seed}, {runs} inputs in {elapsed:.0f} s, "
          f"{failures} failures in {len(seen)} signatures")
    if slow:
        print(f"fuzz: {slow} inputs over {args.timeout:g} s of CPU ran again")
    if upstream:
        print(f"fuzz: {upstream} inputs crash upstream mlir-opt's parser or "
              f"verifier too (kept in {pathlib.Path(args.out) / 'upstream'})")
    print(f"fuzz: inputs {args.first}..{args.first + runs - 1} of seed "
          f"{args.seed}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit("run scripts/fuzz.py: the fuzzer needs a checkout's examples "
             "and tests")
