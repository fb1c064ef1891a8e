#!/usr/bin/python3
"""Training-step memory of the imported PyTorch models: PyTorch (eager, with
torch.utils.checkpoint per block, with functorch's min-cut partitioner)
against Remat's prediction at <= 10% added FLOPs.

  bench/torch_models.py [--models resnet18,mobilenet_v2,...] [--small]
      [--remat-opt PATH] [--markdown bench/torch_models.md] [--json FILE]
      [--torch-from FILE]

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
unrematerialized step's predicted peak. The peak is the memory model's
(docs/MemoryModel.md): every buffer the step allocates, results (the loss
and the parameter gradients) included, function arguments (parameters, the
batch) not, as on PyTorch's side. FLOPs are the cost model's (every op, not
only contractions). `best <= 10%` is the lowest predicted peak of a met
budget adding at most 10% FLOPs. Predicted only: executing these steps with
remat-run takes minutes per model on this machine (ResNet-18 at 8x3x64x64
takes 2.5 minutes at -O0, docs/Torch.md); `docs/Torch.md` and
`scripts/check-against-torch.py` measure predicted against executed peaks
at the CI sizes.

--small runs every model at the CI sizes (a quick check of the script).
"""
import argparse
import importlib
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "examples/torch"))

BUDGETS = "95%,90%,85%,80%,75%,70%,65%,60%,55%,50%,45%,40%,35%,30%"

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


def run(*cmd, stdin=None):
    p = subprocess.run(cmd, capture_output=True, text=True, input=stdin)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{p.stderr.strip()}")
    return p.stdout


def build(spec, seed=0):
    import torch
    from remat_torch.inputs import make_example_inputs, parse_input_spec
    module_name, _, attr = spec["factory"].partition(":")
    factory = importlib.import_module(module_name)
    for part in attr.split("."):
        factory = getattr(factory, part)
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

def remat_row(spec, remat_opt):
    from remat_torch import import_module
    model, inputs = build(spec)
    start = time.perf_counter()
    imported = import_module(model, inputs, loss=spec["loss"])
    with tempfile.TemporaryDirectory() as d:
        forward = os.path.join(d, "forward.mlir")
        step = os.path.join(d, "step.mlir")
        with open(forward, "w") as f:
            f.write(imported.mlir)
        run(remat_opt, forward, "--remat-autodiff", "-o", step)
        report = json.loads(run(
            remat_opt, step,
            f"--remat-pareto=budgets={BUDGETS} format=json", "-o",
            "/dev/null"))
    fn = next(f for f in report["functions"] if f["name"].endswith("_grad"))
    met = [r for r in fn["rows"] if r["met"] and r["budget"] != "min"]
    within = [r for r in met if r["flops_added_percent"] <= 10.0]
    best = min(within, key=lambda r: r["predicted_peak_bytes"], default=None)
    lowest = next(r for r in fn["rows"] if r["budget"] == "min")
    return dict(peak=fn["original_peak_bytes"], flops=fn["original_flops"],
                floor=fn["floor_bytes"], best=best, lowest=lowest,
                seconds=time.perf_counter() - start)


# ---------------------------------------------------------------- output

def mib(n):
    return f"{n / 2**20:,.1f}"


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
        "recomputation's share of them; Remat's peak is predicted by its "
        "memory model and its FLOPs are the cost model's (every op).",
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
        base = rows["eager"].get("flops")
        added = (f"{100 * (r['flops'] - base) / base:+.1f}%" if base
                 else "?")
        return f"{mib(r['peak'])} ({added})"
    for name, res in results.items():
        t, r = res.get("torch", {}), res["remat"]
        best = r["best"]
        best_cell = (f"{mib(best['predicted_peak_bytes'])} ({best['budget']}"
                     f", {best['solver']}, "
                     f"+{best['flops_added_percent']:.1f}%)"
                     if best else "none met")
        low = r["lowest"]
        lines.append(
            f"| {name} | {', '.join(res['inputs'])} | "
            f"{torch_cell(t, 'eager')} | {torch_cell(t, 'checkpoint')} | "
            f"{torch_cell(t, 'min-cut')} | {mib(r['peak'])} | {best_cell} | "
            f"{mib(low['predicted_peak_bytes'])} "
            f"(+{low['flops_added_percent']:.1f}%) | {mib(r['floor'])} |")
    lines.append("")
    lines.append("Per model, Remat's predicted peak at <= 10% added FLOPs "
                 "against PyTorch's best measured peak (the lower of "
                 "checkpoint and min-cut) at its added FLOPs:")
    lines.append("")
    for name, res in results.items():
        t, best = res.get("torch", {}), res["remat"]["best"]
        ok = [(t[v]["peak"], v) for v in ("checkpoint", "min-cut")
              if v in t and "peak" in t[v]]
        if not ok or not best or "flops" not in t.get("eager", {}):
            continue
        peak, v = min(ok)
        base = t["eager"]["flops"]
        lines.append(
            f"- {name}: Remat {mib(best['predicted_peak_bytes'])} MiB "
            f"(+{best['flops_added_percent']:.1f}% FLOPs) against PyTorch "
            f"{v} {mib(peak)} MiB "
            f"({100 * (t[v]['flops'] - base) / base:+.1f}% FLOPs); eager "
            f"{mib(t['eager']['peak'])} MiB, Remat unrematerialized "
            f"{mib(res['remat']['peak'])} MiB.")
    lines.append("")
    for name, res in results.items():
        for v, row in res.get("torch", {}).items():
            if "error" in row:
                lines.append(f"- {name}, PyTorch {v}: {row['error']}")
    return "\n".join(lines) + "\n"


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
    p.add_argument("--remat-opt",
                   default=os.path.join(ROOT, "build/bin/remat-opt"))
    p.add_argument("--markdown", help="write the table to this file")
    p.add_argument("--json", help="write every number to this file")
    p.add_argument("--from-json", help="only render the table of a --json "
                   "file written before (no model is run)")
    p.add_argument("--command", help="with --from-json: the command that "
                   "wrote the file, for the table's header")
    a = p.parse_args()
    if a.from_json:
        with open(a.from_json) as f:
            text = markdown(json.load(f), a.command or "?")
        if a.markdown:
            with open(a.markdown, "w") as f:
                f.write(text)
        print(text)
        return 0
    import torch
    torch.set_num_threads(1)
    results = {}
    earlier = {}
    if a.torch_from:
        with open(a.torch_from) as f:
            earlier = json.load(f)
    for name in a.models.split(","):
        spec = dict(MODELS[name])
        for size in ("small", "large"):
            if getattr(a, size):
                spec.update(spec[size])
        res = {"inputs": spec["inputs"], "kwargs": spec["kwargs"]}
        res["remat"] = remat_row(spec, a.remat_opt)
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
        with open(a.json, "w") as f:
            json.dump(results, f, indent=2)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
