#!/usr/bin/python3
"""Time from a PyTorch model to an executable training step: import,
autodiff, and remat-run's lowering and JIT at -O0 on each path.

  bench/compile_times.py [--models NAME,...] [--paths BLAS:THREADS,...]
      [--bin DIR] [--timeout SECONDS] [--json FILE] [--markdown FILE]
  bench/compile_times.py --from-json FILE [--markdown FILE] [--baseline FILE]

MODELS below, at the sizes of their check tests (test/Integration/Torch):
torchvision's ResNet-18 (batch 8, 64x64), MobileNetV2 (the full network,
batch 2, 64x64, as check-mobilenet-v2-full.test), DenseNet-121 and
ResNeXt-50 32x4d (batch 2, 64x64), all with 10 classes and cross-entropy;
nn.TransformerEncoder (2 layers, width 32, batch 4 x 16, mse) and the
GPT-style decoder of examples/torch (batch 4 x 16 tokens of 64).

Per model: `remat-import-torch` (tracing and writing the module and its
.npz of arguments), `remat-opt --remat-autodiff`, then per path
(--blas=openblas|none x --threads=1|2) one `remat-run --entry forward_grad
--inputs ... -O0 --json` process. remat-run has no compile-only mode: its
`compile_ms` (lowering and JIT, wall) and `compile_cpu_ms` are reported, and
`total` is the wall seconds of import + autodiff + the whole remat-run
process, which also reads the arguments and runs the step once (up to ten
seconds for ResNet-18's batch of 8 on the generated kernels at -O0). A run past --timeout is reported as `> timeout`.
The machine is shared: the load average at each run is in the JSON.

Per path a digest of the results' hashes (remat-run's, of each result's
bytes) is compared with that of the path's --threads=1 run (threads must
not change the bits), and the peaks too.

--from-json renders a --json file without running anything; --baseline
(another --json file, the same models and paths) adds its total beside
each total, for before/after tables.
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TORCH_EXAMPLES = os.path.join(ROOT, "examples", "torch")

# name -> (remat-import-torch model, kwargs, --input, --loss, --path)
MODELS = {
    "resnet18": ("torchvision.models:resnet18", {"num_classes": 10},
                 "8x3x64x64", "cross_entropy", None),
    "mobilenet_v2": ("torchvision.models:mobilenet_v2",
                     {"num_classes": 10, "dropout": 0.0}, "2x3x64x64",
                     "cross_entropy", None),
    "transformer_encoder": ("models:transformer_encoder", {}, "4x16x32",
                            "mse", TORCH_EXAMPLES),
    "gpt": ("gpt:GPT", {}, "4x16:i64:64", "cross_entropy", TORCH_EXAMPLES),
    "densenet121": ("torchvision.models:densenet121", {"num_classes": 10},
                    "2x3x64x64", "cross_entropy", None),
    "resnext50": ("torchvision.models:resnext50_32x4d", {"num_classes": 10},
                  "2x3x64x64", "cross_entropy", None),
}
PATHS = ["openblas:1", "openblas:2", "none:1", "none:2"]


def run(command, timeout=None):
    """Runs `command`; (wall seconds, stdout) or (None, None) past
    `timeout`. Any other failure stops the benchmark."""
    start = time.monotonic()
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None
    if done.returncode != 0:
        sys.exit(f"failed ({done.returncode}): {' '.join(command)}\n"
                 f"{done.stderr[-2000:]}")
    return time.monotonic() - start, done.stdout


def load_average():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def digest(hashes):
    """One short digest of the results' hashes, in order."""
    return hashlib.sha256(" ".join(hashes).encode()).hexdigest()[:16]


def measure(name, bin_dir, paths, timeout, work):
    model, kwargs, shape, loss, path = MODELS[name]
    forward = os.path.join(work, name + ".mlir")
    data = os.path.join(work, name + ".npz")
    step = os.path.join(work, name + "_step.mlir")
    command = [os.path.join(bin_dir, "remat-import-torch"), model,
               "--kwargs", json.dumps(kwargs), "--input", shape, "--loss",
               loss, "-o", forward, "--data", data]
    if path:
        command += ["--path", path]
    import_s, _ = run(command)
    autodiff_s, _ = run([os.path.join(bin_dir, "remat-opt"), forward,
                         "--remat-autodiff", "-o", step])
    with open(step) as f:
        ops = sum(1 for line in f if line.lstrip().startswith("%"))
    row = {"model": name, "input": shape, "ops": ops, "import_s": import_s,
           "autodiff_s": autodiff_s, "paths": {}}
    for p in paths:
        blas, threads = p.split(":")
        load = load_average()
        wall, out = run([os.path.join(bin_dir, "remat-run"), step, "--entry",
                         "forward_grad", "--inputs", data, "-O0",
                         f"--blas={blas}", f"--threads={threads}", "--json"],
                        timeout)
        entry = {"load_average": load}
        if wall is None:
            entry["timed_out"] = timeout
        else:
            report = json.loads(out)
            entry.update(
                run_s=wall, compile_s=report["compile_ms"] / 1000,
                compile_cpu_s=report["compile_cpu_ms"] / 1000,
                lower_s=report["lower_ms"] / 1000,
                peak_bytes=report["peak_bytes"],
                results=len(report["results"]),
                results_digest=digest(r["hash"] for r in report["results"]))
            entry["total_s"] = import_s + autodiff_s + wall
        row["paths"][p] = entry
        print(f"{name} {p}: " + (f"total {entry['total_s']:.1f} s, compile "
                                 f"{entry['compile_s']:.1f} s"
                                 if wall is not None else
                                 f"> {timeout} s") + f" (load {load})",
              file=sys.stderr, flush=True)
    return row


def same_as_one_thread(row, p):
    """'yes'/'**no**' when both runs of the path's BLAS finished, else ''."""
    blas = p.split(":")[0]
    mine, one = row["paths"].get(p), row["paths"].get(blas + ":1")
    if p == blas + ":1" or not mine or not one or "timed_out" in mine \
            or "timed_out" in one:
        return ""
    same = mine["results_digest"] == one["results_digest"] and \
        mine["peak_bytes"] == one["peak_bytes"]
    return "yes" if same else "**no**"


def total(entry, cpu=False):
    """`entry`'s total wall seconds (with its compile CPU seconds)."""
    if entry is None:
        return "-"
    if "timed_out" in entry:
        return f"> {entry['timed_out']}"
    text = f"{entry['total_s']:.0f}"
    return text + f" / {entry['compile_cpu_s']:.0f}" if cpu else text


def render(data, baseline=None):
    paths = data["paths"]
    before = {r["model"]: r for r in baseline["rows"]} if baseline else {}
    lines = [
        "# Compile times: from a PyTorch model to an executable training step",
        "",
        f"Generated by `{data['command']}` on {data['date']} "
        f"(bench/compile_times.py; its docstring says what each column "
        f"times).",
        "",
        "Seconds of wall time on a shared 2-core machine (the load average "
        "at each run is in the JSON). `total`: import + autodiff + the "
        "remat-run process at -O0 (lowering, JIT, reading the arguments and "
        "one run of the step: what `total` has beyond import, autodiff and "
        "`compile`); `compile`: remat-run's lowering and JIT alone "
        "(`compile_ms`), `compile CPU` its CPU seconds (`compile_cpu_ms`, "
        "less sensitive to the load), `of it lowering` the MLIR half. "
        "`same bits`: the results and peak of `--threads=2` against "
        "`--threads=1` on the same BLAS path.",
        ""]
    if baseline:
        lines += [f"`before`: total / compile CPU of `{baseline['command']}` "
                  f"({baseline['date']}).", ""]
    head = "| model | step ops | import | autodiff | path | "
    head += ("before | " if baseline else "") + \
        "total | compile | compile CPU | of it lowering | same bits |"
    lines += [head, "|" + "---|" * (head.count("|") - 1)]
    for row in data["rows"]:
        for i, p in enumerate(paths):
            e = row["paths"].get(p)
            first = i == 0
            cells = [row["model"] if first else "",
                     str(row["ops"]) if first else "",
                     f"{row['import_s']:.1f}" if first else "",
                     f"{row['autodiff_s']:.1f}" if first else "",
                     f"`--blas={p.split(':')[0]} --threads={p.split(':')[1]}`"]
            if baseline:
                b = before.get(row["model"], {}).get("paths", {}).get(p)
                cells.append(total(b, cpu=True))
            done = e is not None and "timed_out" not in e
            cells += [total(e),
                      f"{e['compile_s']:.0f}" if done else "-",
                      f"{e['compile_cpu_s']:.0f}" if done else "-",
                      f"{e['lower_s']:.0f}" if done else "-",
                      same_as_one_thread(row, p)]
            lines.append("| " + " | ".join(cells) + " |")
    over = [(r["model"], p) for r in data["rows"] for p in paths
            if p in r["paths"] and ("timed_out" in r["paths"][p] or
                                    r["paths"][p]["total_s"] > 120)]
    lines += ["", "Above 2 minutes: " +
              (", ".join(f"{m} `{p}`" for m, p in over) if over else "none") +
              "."]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--paths", default=",".join(PATHS))
    parser.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"),
                        help="directory of remat-import-torch, remat-opt "
                        "and remat-run")
    parser.add_argument("--timeout", type=int, default=900,
                        help="seconds per remat-run process")
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    parser.add_argument("--from-json")
    parser.add_argument("--baseline")
    args = parser.parse_args()
    baseline = None
    if args.baseline:
        with open(args.baseline) as f:
            baseline = json.load(f)
    if args.from_json:
        with open(args.from_json) as f:
            data = json.load(f)
    else:
        names = args.models.split(",")
        paths = args.paths.split(",")
        for n in names:
            if n not in MODELS:
                sys.exit(f"unknown model {n}; known: {', '.join(MODELS)}")
        data = {"command": "bench/compile_times.py " + " ".join(sys.argv[1:]),
                "date": time.strftime("%Y-%m-%d"), "paths": paths,
                "rows": []}
        with tempfile.TemporaryDirectory() as work:
            for n in names:
                data["rows"].append(
                    measure(n, args.bin, paths, args.timeout, work))
                if args.json:
                    with open(args.json, "w") as f:
                        json.dump(data, f, indent=1)
    text = render(data, baseline)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
