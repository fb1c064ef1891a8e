#!/usr/bin/python3
"""Training-step memory of the imported PyTorch models: PyTorch (eager, with
torch.utils.checkpoint per block, with functorch's min-cut partitioner)
against Remat's predicted and measured peak at <= 10% added FLOPs.

  bench/torch_models.py [--models resnet18,mobilenet_v2,...] [--small|--large]
      [--measure all|MODELS] [--remat-opt PATH] [--remat-run PATH]
      [--markdown bench/torch_models.md] [--json FILE] [--torch-from FILE]
  bench/torch_models.py --from-json FILE [--markdown FILE] [--command TEXT]
  bench/torch_models.py --from-json RUN.json --merge-into FILE

For each model (MODELS below: torchvision's resnet18 and mobilenet_v2 at
batch 8, 128x128, 1000 classes, the full networks; nn.TransformerEncoder
(4 layers, width 256, 4 heads, MLP 1024, batch 8 x 128 tokens) and the
GPT-2-style decoder of examples/torch (4 blocks, width 256, 4 heads, vocab
4096, batch 8 x 128 tokens)), in float32 on the CPU. The sizes are what the
PyTorch side measures in minutes on 2 shared cores; --large takes batch 32
at 224x224 for the CNNs and 6 layers of width 512 (8 heads, MLP 2048) for
the transformers (encoder: batch 16 x 128; GPT: vocab 8192, batch 8 x 256):

PyTorch. One training step: every `.grad` set to None, forward, loss
(`F.cross_entropy` on integer labels, or `F.mse_loss`), `backward()`. The
peak is the allocator's: the CPU allocation and free events of
`torch.profiler.profile(profile_memory=True)` (kineto's `[memory]` events)
summed in time order, so it counts what the step allocates (activations,
saved tensors, temporaries, the parameter gradients) and not the parameters
and the batch, which exist before it. Variants: `eager`; `checkpoint`: the
forward of every block (ResNet's BasicBlocks, MobileNetV2's `features[i]`,
each encoder layer, each GPT block) wrapped in
`torch.utils.checkpoint.checkpoint(..., use_reentrant=False)`; `min-cut`:
`functorch.compile.aot_module` with `min_cut_rematerialization_partition`
and boxed no-op compilers (the second call is measured; needs
python3-networkx). FLOPs: the multiply-adds of every convolution, matmul
and their backward ops that the step dispatches (a TorchDispatchMode counts
aten.convolution, convolution_backward, mm, addmm, bmm, times 2), so
`added` is the extra contraction FLOPs of recomputation over eager's; for
`checkpoint` they are eager's plus the blocks' forward FLOPs (what
non-reentrant checkpointing runs again; the counting mode and checkpoint's
hooks do not combine).

Remat. The model imported by remat_torch.import_module (the same module,
batch shape and loss), differentiated by `remat-opt --remat-autodiff`, and
`--remat-pareto` (solver auto) over budgets from 95% down to 30% of the
unrematerialized step's predicted peak, plus its `max-added-flops=10` row
(the lowest peak a bisection over budgets finds within 10% added FLOPs).
The peak is the memory model's (docs/reference/MemoryModel.md): every
buffer the step allocates, results (the loss and the parameter gradients)
included, function arguments (parameters, the batch) not, as on PyTorch's
side.
FLOPs are the cost model's (every op, not only contractions). `best <= 10%`
is the lowest predicted peak of a met row adding at most 10% FLOPs.

--measure MODELS (or `all`) also executes, per model, the unrematerialized
step and the best schedule (`remat-rematerialize strategy=budget
solver=auto` at the budget of that row) with `remat-run --json -O0`
(arguments drawn by remat-run's generator), records the measured peaks
(the allocation hooks of the lowered code: the same bytes as the
prediction) and requires the rematerialized results bit-identical to the
unrematerialized ones and each measured peak within 5% of its prediction
(exit status 1 otherwise, after writing the table). The table marks every
Remat peak as measured or predicted.

--small runs every model at the CI sizes (a quick check of the script).

--from-json renders a --json file's table without running anything;
with --merge-into it instead puts that run's models into another --json
file (replacing their rows, keeping the others), each merged row carrying
the run's command, commit and date, which bench/run prints per model: a
model re-measured alone keeps its provenance beside rows of other runs.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from checkout import ROOT
from remat.tools import add_tool_arguments, output

BUDGETS = "95%,90%,85%,80%,75%,70%,65%,60%,55%,50%,45%,40%,35%,30%"
SOLVER = "auto"
# A measured peak further than this from the memory model's prediction is a
# bug (docs/reference/MemoryModel.md: they agree within 0.5% on the examples).
MEASURED_TOLERANCE = 0.05

# name: factory, kwargs, inputs (remat_torch.inputs specs), loss, blocks
# (the modules torch.utils.checkpoint wraps), and the --small variant.
MODELS = {
    "resnet18": dict(
        factory="torchvision.models:resnet18", kwargs={"num_classes": 1000},
        inputs=["8x3x128x128"], loss="cross_entropy",
        blocks=lambda m: [b for layer in (m.layer1, m.layer2, m.layer3,
                                          m.layer4) for b in layer],
        small=dict(kwargs={"num_classes": 10}, inputs=["2x3x64x64"]),
        large=dict(inputs=["32x3x224x224"])),
    "mobilenet_v2": dict(
        factory="torchvision.models:mobilenet_v2",
        kwargs={"num_classes": 1000, "dropout": 0.0},
        inputs=["8x3x128x128"], loss="cross_entropy",
        blocks=lambda m: list(m.features),
        small=dict(kwargs={"num_classes": 10, "dropout": 0.0},
                   inputs=["2x3x32x32"]),
        large=dict(inputs=["32x3x224x224"])),
    "transformer_encoder": dict(
        factory="models:transformer_encoder",
        kwargs={"dim": 256, "heads": 4, "hidden": 1024, "layers": 4},
        inputs=["8x128x256"], loss="mse",
        blocks=lambda m: list(m.layers),
        small=dict(kwargs={}, inputs=["4x16x32"]),
        large=dict(kwargs={"dim": 512, "heads": 8, "hidden": 2048,
                           "layers": 6}, inputs=["16x128x512"])),
    "gpt": dict(
        factory="gpt:GPT",
        kwargs={"vocab": 4096, "context": 128, "dim": 256, "heads": 4,
                "layers": 4},
        inputs=["8x128:i64:4096"], loss="cross_entropy",
        blocks=lambda m: list(m.h),
        small=dict(kwargs={}, inputs=["4x16:i64:64"]),
        large=dict(kwargs={"vocab": 8192, "context": 256, "dim": 512,
                           "heads": 8, "layers": 6},
                   inputs=["8x256:i64:8192"])),
}


def build(spec, seed=0):
    import torch
    from remat_torch.checking import load_callable
    from remat_torch.inputs import make_example_inputs, parse_input_spec
    factory = load_callable(spec["factory"],
                            [os.path.join(ROOT, "examples", "torch")])
    torch.manual_seed(seed)
    model = factory(**spec["kwargs"])
    inputs = make_example_inputs([parse_input_spec(s) for s in spec["inputs"]],
                                 seed)
    return model, inputs


# ---------------------------------------------------------------- PyTorch

def _contraction_flops(func, args, out):
    import torch
    aten = torch.ops.aten

    def numel(t):
        n = 1
        for d in t.shape:
            n *= d
        return n
    if func in (aten.mm.default, aten.addmm.default, aten.bmm.default):
        a = args[1] if func is aten.addmm.default else args[0]
        return 2 * numel(out) * a.shape[-1]
    if func is aten.convolution.default:
        w = args[1]
        return 2 * numel(out) * numel(w) // w.shape[0]
    if func is aten.convolution_backward.default:
        dy, w, mask = args[0], args[2], args[10]
        per = 2 * numel(dy) * numel(w) // w.shape[0]
        return per * (int(mask[0]) + int(mask[1]))
    return 0


def _counting_mode():
    from torch.utils._python_dispatch import TorchDispatchMode

    class Count(TorchDispatchMode):
        flops = 0
        block_flops = 0  # those run inside a checkpoint block's forward
        depth = 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            n = _contraction_flops(func, args, out)
            Count.flops += n
            if Count.depth:
                Count.block_flops += n
            return out
    return Count


def _count_inside(blocks, count):
    """Forward hooks that make `count` tally the blocks' forward FLOPs."""
    def enter(*_):
        count.depth += 1

    def leave(*_):
        count.depth -= 1
    return [h for b in blocks for h in (b.register_forward_pre_hook(enter),
                                        b.register_forward_hook(leave))]


def _peak_of(step):
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    events = sorted((e.start_us(), e.nbytes())
                    for e in p.profiler.kineto_results.events()
                    if e.name() == "[memory]")
    cur = peak = 0
    for _, delta in events:
        cur += delta
        peak = max(peak, cur)
    return peak


def _checkpointed(model, blocks):
    import torch.utils.checkpoint as cp
    for block in blocks:
        forward = block.forward

        def wrapped(*args, _f=forward, **kwargs):
            return cp.checkpoint(_f, *args, use_reentrant=False, **kwargs)
        block.forward = wrapped
    return model


def _min_cut(model):
    from functorch.compile import (aot_module, make_boxed_func,
                                   min_cut_rematerialization_partition)

    def boxed_nop(gm, _):
        return make_boxed_func(gm.forward)
    return aot_module(model, fw_compiler=boxed_nop, bw_compiler=boxed_nop,
                      partition_fn=min_cut_rematerialization_partition)


def torch_rows(spec):
    import torch
    import torch.nn.functional as F
    rows = {}
    for variant in ("eager", "checkpoint", "min-cut"):
        model, inputs = build(spec)
        params = list(model.parameters())
        out_shape = model(*inputs).shape
        gen = torch.Generator().manual_seed(1)
        if spec["loss"] == "mse":
            target = torch.randn(out_shape, generator=gen)
        else:
            target = torch.randint(0, out_shape[-1], out_shape[:-1],
                                   generator=gen)
        try:
            if variant == "checkpoint":
                model = _checkpointed(model, spec["blocks"](model))
            run_model = _min_cut(model) if variant == "min-cut" else model

            def step():
                for p in params:
                    p.grad = None
                out = run_model(*inputs)
                if spec["loss"] == "mse":
                    loss = F.mse_loss(out, target)
                else:
                    loss = F.cross_entropy(out.reshape(-1, out.shape[-1]),
                                           target.reshape(-1))
                loss.backward()
            count = _counting_mode()
            if variant == "checkpoint":
                # Non-reentrant checkpointing runs each block's forward once
                # more in the backward: eager's FLOPs plus the blocks'
                # forward FLOPs (counted in eager's step), as the counting
                # mode and checkpoint's saved-tensor hooks do not combine.
                step()
                flops = (rows["eager"]["flops"] +
                         rows["eager"]["block_flops"])
            else:
                if variant == "min-cut":
                    step()  # the partitioner's tracing, not counted
                hooks = (_count_inside(spec["blocks"](model), count)
                         if variant == "eager" else [])
                with count():
                    step()
                for h in hooks:
                    h.remove()
                flops = count.flops
            start = time.perf_counter()
            peak = _peak_of(step)
            rows[variant] = dict(peak=peak, flops=flops,
                                 block_flops=count.block_flops,
                                 seconds=time.perf_counter() - start)
        except Exception as e:  # a variant PyTorch cannot run
            rows[variant] = dict(error=f"{type(e).__name__}: {e}"[:200])
    return rows


# ---------------------------------------------------------------- Remat

def _execute(remat_run, path, entry, run_args):
    """One remat-run of `entry`: the measured peak, the results' hashes and
    the times remat-run reports."""
    start = time.perf_counter()
    r = json.loads(output(remat_run, path, "--entry", entry, "--json",
                          *run_args))
    return dict(peak=r["peak_bytes"], hashes=[x["hash"] for x in r["results"]],
                lower_ms=r.get("lower_ms"), compile_ms=r.get("compile_ms"),
                run_ms=r.get("time_ms_median"),
                seconds=time.perf_counter() - start)


def _measure(remat_opt, remat_run, run_args, step, entry, best, work):
    """Executes the unrematerialized step and the schedule of `best` (the
    budget it reached, realized by remat-rematerialize with the same
    solver) and checks the rematerialized results bit-identical."""
    original = _execute(remat_run, step, entry, run_args)
    out = dict(original=original)
    if best:
        remat = os.path.join(work, "best.mlir")
        output(remat_opt, step, "--remat-rematerialize=strategy=budget "
               f"solver={SOLVER} budget={best['budget_bytes']}", "-o", remat)
        measured = _execute(remat_run, remat, entry, run_args)
        measured["bit_identical"] = measured["hashes"] == original["hashes"]
        out["best"] = measured
    for m in out.values():
        del m["hashes"]
    return out


def remat_row(spec, remat_opt, remat_run=None, run_args=()):
    from remat_torch import import_module
    model, inputs = build(spec)
    start = time.perf_counter()
    imported = import_module(model, inputs, loss=spec["loss"])
    with tempfile.TemporaryDirectory() as d:
        forward = os.path.join(d, "forward.mlir")
        step = os.path.join(d, "step.mlir")
        with open(forward, "w") as f:
            f.write(imported.mlir)
        output(remat_opt, forward, "--remat-autodiff", "-o", step)
        report = json.loads(output(
            remat_opt, step,
            f"--remat-pareto=solver={SOLVER} budgets={BUDGETS} "
            "max-added-flops=10 format=json output=-", "-o", "/dev/null"))
        fn = next(f for f in report["functions"]
                  if f["name"].endswith("_grad"))
        # Every met row within 10%: the budget grid, the `min` row and the
        # `flops<=10%` row (the lowest peak the bisection finds within 10%).
        within = [r for r in fn["rows"]
                  if r["met"] and r["flops_added_percent"] <= 10.0]
        best = min(within, key=lambda r: (r["predicted_peak_bytes"],
                                          r["flops_added_percent"]),
                   default=None)
        lowest = next(r for r in fn["rows"] if r["budget"] == "min")
        row = dict(peak=fn["original_peak_bytes"], flops=fn["original_flops"],
                   floor=fn["floor_bytes"], best=best, lowest=lowest,
                   rows=fn["rows"], seconds=time.perf_counter() - start)
        if remat_run:
            row["measured"] = _measure(remat_opt, remat_run, run_args, step,
                                       fn["name"], best, d)
    return row


def measured_problems(results):
    """The measured peaks more than MEASURED_TOLERANCE off their prediction,
    and the rematerialized steps whose results differ."""
    problems = []
    for name, res in results.items():
        r = res["remat"]
        m = r.get("measured")
        if not m:
            continue
        pairs = [("unrematerialized", r["peak"], m["original"])]
        if "best" in m:
            pairs.append(("best", r["best"]["predicted_peak_bytes"],
                          m["best"]))
            if not m["best"]["bit_identical"]:
                problems.append(f"{name}: the rematerialized step's results "
                                "differ from the unrematerialized step's")
        for label, predicted, measured in pairs:
            off = measured["peak"] / predicted - 1
            if abs(off) > MEASURED_TOLERANCE:
                problems.append(f"{name} {label}: measured {measured['peak']}"
                                f" B, predicted {predicted} B ({off:+.1%})")
    return problems


# ---------------------------------------------------------------- output

def mib(n):
    return f"{n / 2**20:,.1f}"


def _torch_best(t):
    """PyTorch's lowest measured peak of checkpoint and min-cut: (peak,
    variant), or None."""
    ok = [(t[v]["peak"], v) for v in ("checkpoint", "min-cut")
          if v in t and "peak" in t[v]]
    return min(ok) if ok and "flops" in t.get("eager", {}) else None


def _added(t, v):
    base = t["eager"]["flops"]
    return f"{100 * (t[v]['flops'] - base) / base:+.1f}%"


def _remat_peak(predicted, measured):
    """`predicted / measured` MiB, or the predicted peak alone."""
    if measured is None:
        return f"{mib(predicted)} (predicted)"
    return f"{mib(predicted)} / {mib(measured['peak'])}"


def markdown(results, command):
    lines = [
        "# PyTorch vs Remat: training-step peak memory of the imported "
        "models",
        "",
        f"Generated by `{command}` (bench/torch_models.py; its docstring "
        "says exactly what each side counts). Peaks in MiB; both sides "
        "count what the step allocates, parameter gradients included, and "
        "not the parameters and the batch. PyTorch's peak is measured "
        "(profiler allocator events), its FLOPs are contraction FLOPs "
        "(convolutions and matmuls, forward and backward) and `added` is "
        "recomputation's share of them. Remat's peaks are `predicted / "
        "measured`: predicted by its memory model, measured by executing "
        "the step with `remat-run` (allocation hooks of the lowered code; "
        "`(predicted)` where the step was not executed); its FLOPs are the "
        "cost model's (every op).",
        "",
        "| model | inputs | PyTorch eager | checkpoint (added FLOPs) | "
        "min-cut (added FLOPs) | Remat unrematerialized | Remat best at "
        "<= 10% FLOPs (budget, solver, added) | Remat lowest (added) | "
        "floor |",
        "|---|---|---|---|---|---|---|---|---|",
    ]

    def torch_cell(rows, v):
        r = rows.get(v)
        if r is None:
            return "not run"
        if "error" in r:
            return "failed (" + r["error"].split(":")[0] + ")"
        if v == "eager":
            return mib(r["peak"])
        added = _added(rows, v) if rows["eager"].get("flops") else "?"
        return f"{mib(r['peak'])} ({added})"
    for name, res in results.items():
        t, r = res.get("torch", {}), res["remat"]
        m = r.get("measured", {})
        best = r["best"]
        best_cell = (f"{_remat_peak(best['predicted_peak_bytes'], m.get('best'))}"
                     f" ({best['budget']}, {best['solver']}, "
                     f"+{best['flops_added_percent']:.1f}%)"
                     if best else "none met")
        low = r["lowest"]
        lines.append(
            f"| {name} | {', '.join(res['inputs'])} | "
            f"{torch_cell(t, 'eager')} | {torch_cell(t, 'checkpoint')} | "
            f"{torch_cell(t, 'min-cut')} | "
            f"{_remat_peak(r['peak'], m.get('original'))} | {best_cell} | "
            f"{mib(low['predicted_peak_bytes'])} "
            f"(+{low['flops_added_percent']:.1f}%) | {mib(r['floor'])} |")
    lines.append("")
    measured = [n for n, res in results.items()
                if res["remat"].get("measured")]
    if measured:
        args = next(iter(results[n]["remat"].get("run_args", [])
                         for n in measured))
        lines.append(
            "Measured (`remat-run --json " + " ".join(args) + "`, "
            "arguments drawn by its generator; the rematerialized step's "
            "results bit-identical to the unrematerialized step's): " +
            ", ".join(measured) + "; predicted only: " +
            (", ".join(n for n in results if n not in measured) or "none") +
            ". Measured against predicted:")
        lines.append("")
        for n in measured:
            r, m = results[n]["remat"], results[n]["remat"]["measured"]
            parts = [f"unrematerialized measured {m['original']['peak']:,}"
                     f" B against predicted {r['peak']:,} B "
                     f"({m['original']['peak'] / r['peak'] - 1:+.2%})"]
            if "best" in m:
                p = r["best"]["predicted_peak_bytes"]
                parts.append(
                    f"best measured {m['best']['peak']:,} B against "
                    f"predicted {p:,} B ({m['best']['peak'] / p - 1:+.2%}), "
                    + ("bit-identical" if m["best"]["bit_identical"]
                       else "RESULTS DIFFER"))
            secs = sum(x["seconds"] for x in m.values())
            parts.append(f"{secs:.0f} s for both runs")
            lines.append(f"- {n}: " + "; ".join(parts) + ".")
        lines.append("")
    lines.append("Per model, Remat's peak at <= 10% added FLOPs "
                 "against PyTorch's best measured peak (the lower of "
                 "checkpoint and min-cut) at its added FLOPs:")
    lines.append("")
    for name, res in results.items():
        t, best = res.get("torch", {}), res["remat"]["best"]
        tb = _torch_best(t)
        if not tb or not best:
            continue
        m = res["remat"].get("measured", {})
        kind = "measured" if "best" in m else "predicted"
        peak, v = tb
        remat = m["best"]["peak"] if "best" in m else \
            best["predicted_peak_bytes"]
        lines.append(
            f"- {name}: Remat {mib(remat)} MiB {kind} "
            f"(+{best['flops_added_percent']:.1f}% FLOPs) against PyTorch "
            f"{v} {mib(peak)} MiB ({_added(t, v)} FLOPs); eager "
            f"{mib(t['eager']['peak'])} MiB, Remat unrematerialized "
            f"{mib(m['original']['peak'] if m else res['remat']['peak'])} "
            f"MiB {kind}." + _at_torch_flops(res, v))
    lines.append("")
    lines += results_rows(results)
    for name, res in results.items():
        for v, row in res.get("torch", {}).items():
            if "error" in row:
                lines.append(f"- {name}, PyTorch {v}: {row['error']}")
    return "\n".join(lines) + "\n"


def _at_torch_flops(res, variant):
    """Remat's lowest predicted peak among its met pareto rows adding at most
    the added FLOPs of PyTorch's best (`variant`): the comparison at equal
    recomputation ('' when the file has no rows). Remat's percentage is of
    its cost model's FLOPs, PyTorch's of its contraction FLOPs."""
    t = res.get("torch", {})
    limit = 100 * (t[variant]["flops"] - t["eager"]["flops"]) / \
        t["eager"]["flops"]
    within = [r for r in res["remat"].get("rows", [])
              if r.get("met") and r["flops_added_percent"] <= limit]
    if not within:
        return ""
    r = min(within, key=lambda r: (r["predicted_peak_bytes"],
                                   r["flops_added_percent"]))
    return (f" Within PyTorch's {limit:+.1f}%, Remat's lowest is "
            f"{mib(r['predicted_peak_bytes'])} MiB predicted ({r['budget']}"
            f", {r['solver']}, +{r['flops_added_percent']:.1f}%).")


def results_rows(results):
    """The PyTorch-vs-Remat rows in bench/results.md's style: one row per
    model, Remat's peak measured where it was executed."""
    lines = [
        "For bench/results.md (PyTorch measured; Remat measured where "
        "executed, else predicted):",
        "",
        "| model | inputs | PyTorch eager | PyTorch best (added FLOPs) | "
        "Remat unrematerialized | Remat at <= 10% added FLOPs (added) |",
        "|---|---|---:|---|---:|---|",
    ]
    for name, res in results.items():
        t, r = res.get("torch", {}), res["remat"]
        tb, best = _torch_best(t), r["best"]
        if not tb or not best:
            continue
        m = r.get("measured", {})

        def peak(predicted, key):
            if key in m:
                differ = m[key].get("bit_identical") is False
                return (f"{mib(m[key]['peak'])} MiB" +
                        (" (results **DIFFER**)" if differ else ""))
            return f"{mib(predicted)} MiB predicted"
        lines.append(
            f"| {name} | {', '.join(res['inputs'])} | "
            f"{mib(t['eager']['peak'])} MiB | {mib(tb[0])} MiB, {tb[1]} "
            f"({_added(t, tb[1])}) | {peak(r['peak'], 'original')} | "
            f"{peak(best['predicted_peak_bytes'], 'best')} "
            f"(+{best['flops_added_percent']:.1f}%) |")
    lines.append("")
    return lines


def load_results(path):
    """A --json file: (meta, results). meta has the command, commit and date
    that wrote it; files written before meta was recorded are the results
    alone, and their meta is {}."""
    with open(path) as f:
        d = json.load(f)
    if isinstance(d.get("meta"), dict) and isinstance(d.get("models"), dict):
        return d["meta"], d["models"]
    return {}, d


# The side files bench/run renders into bench/results.md, with their label.
RESULTS_FILES = [("torch_models.json", "default sizes"),
                 ("torch_models-large.json", "--large")]


def _stamp(meta):
    return (f"`{meta['command']}` at `{meta.get('commit', '?')}` on "
            f"{meta.get('date', '?')}")


def provenance(meta, results):
    """Where a --json file's rows come from: the file's command, commit and
    date; for a file that --merge-into updated, each merged model's own
    (its row's `meta`), and the rest as not recorded."""
    if meta.get("command"):
        return _stamp(meta)
    own = [(n, r["meta"]) for n, r in results.items()
           if r.get("meta", {}).get("command")]
    rest = [n for n in results if n not in dict(own)]
    parts = [f"{n}: {_stamp(m)}" for n, m in own]
    if rest:
        parts.append((", ".join(rest) + ": " if own else "") +
                     "command and commit not recorded in the file")
    return "; ".join(parts)


def merge_into(path, meta, results):
    """Replaces the rows of `results` in the --json file `path` (keeping its
    other models, their order and its meta), each merged row carrying the
    run's `meta`, so a model re-measured alone keeps its own command and
    commit beside rows written by other runs."""
    old_meta, old = load_results(path)
    for name, res in results.items():
        old[name] = dict(res, meta=meta)
    if old_meta.get("command"):
        # The file's own stamp no longer covers every row: keep it on the
        # rows it covered.
        for name, res in old.items():
            res.setdefault("meta", old_meta)
        old_meta = {}
    with open(path, "w") as f:
        json.dump(dict(meta=old_meta, models=old), f, indent=2)
        f.write("\n")


def results_section(directory):
    """bench/results.md's section on the imported models, rendered from the
    --json files in `directory` (RESULTS_FILES; bench/run does not run
    PyTorch or these models): [] when there is none."""
    found = []
    for name, label in RESULTS_FILES:
        try:
            found.append((name, label) + load_results(
                os.path.join(directory, name)))
        except (OSError, ValueError):
            continue
    if not found:
        return []
    lines = [
        "## PyTorch against Remat on the imported models\n",
        "Not measured by this script: rendered from the files "
        "`bench/torch_models.py` wrote, each with the command and commit "
        "that produced it (its docstring and docs/reports/TorchMemory.md "
        "say what each side counts: neither counts the parameters and the "
        "batch, both count the parameter gradients). PyTorch's peaks are measured "
        "(profiler allocator events), its added FLOPs are recomputed "
        "contraction FLOPs; Remat's added FLOPs are its cost model's.\n"]
    for name, label, meta, results in found:
        lines.append(f"**{label}** ([{name}]({name}): "
                     f"{provenance(meta, results)})\n")
        lines += results_rows(results)[2:]
    return lines


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--models", default=",".join(MODELS))
    p.add_argument("--small", action="store_true",
                   help="the CI sizes, a quick check of the script")
    p.add_argument("--large", action="store_true",
                   help="batch 32 at 224x224 for the CNNs, 6 layers of "
                   "width 512 for the transformers")
    p.add_argument("--no-torch", action="store_true",
                   help="only Remat's columns")
    p.add_argument("--torch-from", help="take PyTorch's columns from this "
                   "--json file of an earlier run (same models and sizes) "
                   "instead of measuring them: for a change on Remat's side")
    add_tool_arguments(p)
    p.add_argument("--measure", default="",
                   help="execute the unrematerialized step and the best "
                   "schedule at <= 10%% added FLOPs with remat-run for these "
                   "models (comma-separated, or `all`) and report their "
                   "measured peaks; exit status 1 if one is more than 5%% "
                   "off its prediction or a result differs")
    p.add_argument("--remat-run-args", default="-O0",
                   help="remat-run's options for --measure (default -O0: "
                   "the LLVM JIT compiles these steps in seconds instead of "
                   "minutes)")
    p.add_argument("--markdown", help="write the table to this file")
    p.add_argument("--json", help="write every number to this file")
    p.add_argument("--from-json", help="only render the table of a --json "
                   "file written before (no model is run)")
    p.add_argument("--merge-into", help="with --from-json: put its models' "
                   "rows into this --json file (replacing theirs, keeping "
                   "the others), each with the command and commit of the "
                   "run that wrote them")
    p.add_argument("--command", help="with --from-json: the command that "
                   "wrote the file, for the table's header")
    a = p.parse_args()
    if a.from_json and a.merge_into:
        meta, results = load_results(a.from_json)
        if not meta.get("command"):
            raise SystemExit(f"{a.from_json}: no command and commit to "
                             "merge with")
        merge_into(a.merge_into, meta, results)
        return 0
    if a.from_json:
        meta, results = load_results(a.from_json)
        text = markdown(results, a.command or meta.get("command", "?"))
        if a.markdown:
            with open(a.markdown, "w") as f:
                f.write(text)
        print(text)
        return 1 if measured_problems(results) else 0
    # The commit whose code runs (HEAD may move while the run takes).
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short",
                             "HEAD"], capture_output=True,
                            text=True).stdout.strip() or "unknown"
    if subprocess.run(["git", "-C", ROOT, "status", "--porcelain",
                       "--untracked-files=no"], capture_output=True,
                      text=True).stdout.strip():
        commit += " + uncommitted changes"
    date = time.strftime("%Y-%m-%d")
    import torch
    torch.set_num_threads(1)
    results = {}
    earlier = {}
    if a.torch_from:
        earlier = load_results(a.torch_from)[1]
    for name in a.models.split(","):
        spec = dict(MODELS[name])
        for size in ("small", "large"):
            if getattr(a, size):
                spec.update(spec[size])
        res = {"inputs": spec["inputs"], "kwargs": spec["kwargs"]}
        measure = a.measure == "all" or name in a.measure.split(",")
        run_args = a.remat_run_args.split()
        res["remat"] = remat_row(spec, a.remat_opt,
                                 a.remat_run if measure else None, run_args)
        if measure:
            res["remat"]["run_args"] = run_args
        if a.torch_from:
            if earlier.get(name, {}).get("inputs") != spec["inputs"] or \
                    earlier[name].get("kwargs") != spec["kwargs"]:
                raise SystemExit(f"{a.torch_from}: no {name} at "
                                 f"{spec['inputs']} {spec['kwargs']}")
            res["torch"] = earlier[name]["torch"]
        elif not a.no_torch:
            res["torch"] = torch_rows(spec)
        results[name] = res
        print(json.dumps({name: res}), flush=True)
    command = " ".join(["bench/torch_models.py"] + sys.argv[1:])
    text = markdown(results, command)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(text)
    if a.json:
        meta = dict(command=command, commit=commit, date=date)
        with open(a.json, "w") as f:
            json.dump(dict(meta=meta, models=results), f, indent=2)
    print(text)
    problems = measured_problems(results)
    for problem in problems:
        print(f"torch_models.py: error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
