"""Checks Remat's training step of a PyTorch model against PyTorch autograd.

  check-against-torch.py package.module:callable [--kwargs JSON]
      --input 8x784[:f32] [--input 4x16:i64:50] ... --loss mse|cross_entropy [--path DIR]
      [--strategy S]... [--budget 75%]... [--rtol 1e-4] [--atol 0]
      [--remat-opt PATH] [--remat-run PATH] [--remat-run-args=ARGS]
      [--keep DIR] [--errors-json FILE] [--rounding-factor 4]

Builds the model (torch.manual_seed(--seed) first, like remat-import-torch),
imports it with remat_torch.import_module, differentiates it with
`remat-opt --remat-autodiff`, runs `<name>_grad` with `remat-run --inputs
--outputs` on the importer's data file, and compares the loss and every
parameter gradient with `loss.backward()` in PyTorch on the same weights and
batch. Per tensor it prints the relative error in the max norm,
max|remat - ref| / max|ref|, against PyTorch autograd evaluated in float64
(the same module widened exactly: g64), PyTorch's f32 gradient's against
g64, and Remat's against PyTorch's f32; it checks the f32 bound of
remat_torch.checking.float64_bound: Remat's relative error against g64 at
most --rtol (1e-4), or at most --rounding-factor times PyTorch's own f32
relative error against g64 where that is larger, PyTorch's own f32 error being
the floor f32 rounding sets on that tensor (docs/reference/TorchCheck.md); the
summary names the tensors above --rtol against g64. A gradient zero in exact
arithmetic (remat_torch.checking.zero_gradients: g64 at most 1e-10 of the
model's largest, and the float64 loss unmoved when that parameter
is perturbed) is instead held to an absolute error of at most --rtol times
its scale, the largest sum |dL/dy| over a channel of its module's output y
(zero_bound); the summary names those too. Where the float64
model cannot run (a model that casts to bf16 itself), or with --dtype f64
(both sides in float64), the bound is the relative error against
PyTorch's result, at most --rtol (or, with --atol, an absolute error at
most --atol). Then rematerializes the step with every strategy
(default cheap, mincut, sqrt) and budget (default 90% and 75% of the
original's predicted peak; a budget the pass refuses is reported, not run)
and requires every result to be bit-identical to the unrematerialized step.
Prints one line per tensor and per variant, the worst case, and exits 1 on
any mismatch.
"""
import argparse
import json
import os
import sys
import tempfile

from remat.tools import add_tool_arguments, output as run


def main():
    from remat_torch.checking import (ROUNDING_FACTOR, add_model_arguments,
                                      build_model, float64_copy, torch_step,
                                      zero_gradients)
    p = argparse.ArgumentParser()
    add_model_arguments(p)
    p.add_argument("--loss", choices=["mse", "cross_entropy"], required=True)
    p.add_argument("--strategy", action="append")
    p.add_argument("--budget", action="append")
    p.add_argument("--rtol", type=float, default=1e-4)
    p.add_argument("--atol", type=float, default=0.0,
                   help="without the float64 reference (--dtype f64): a "
                   "tensor whose max|remat - torch| is at most this also "
                   "passes (default 0: none)")
    p.add_argument("--rounding-factor", type=float, default=ROUNDING_FACTOR,
                   help="f32: Remat's error against float64 may be this "
                   "many times PyTorch's own f32 error where that is "
                   f"larger than --rtol (default {ROUNDING_FACTOR:g}; 0: "
                   "--rtol against float64 on every tensor)")
    p.add_argument("--dtype", choices=["f32", "f64"], default="f32",
                   help="the model's and inputs' float type on both sides; "
                   "f64 checks the derivatives without f32 rounding (which "
                   "can flip a ReLU's mask where its input is within "
                   "rounding of 0)")
    add_tool_arguments(p)
    p.add_argument("--remat-run-args", default="",
                   help="extra remat-run arguments, e.g. --remat-run-args=-O0 "
                   "(large models compile much faster)")
    p.add_argument("--decisions", choices=["auto", "always", "never"],
                   default="auto", help="f32: read every ReLU's input from "
                   "Remat's step (remat-expose-values) and compare the "
                   "gradients with PyTorch's evaluated with Remat's masks "
                   "(remat_torch.decisions): auto where some tensor misses "
                   "its bound, always, or never")
    p.add_argument("--compare-run-args", action="append", default=[],
                   help="remat-run arguments of a second execution path "
                   "(e.g. --compare-run-args=--blas=none): its gradients are "
                   "checked the same way and, where neither path needed "
                   "Remat's masks, held to each tensor's bound against the "
                   "first path's; repeatable")
    p.add_argument("--keep", help="keep the generated files in this folder")
    p.add_argument("--errors-json", help="write every tensor's errors "
                   "(relative, max norm: Remat against float64, PyTorch f32 "
                   "against float64, Remat against PyTorch f32) to this file")
    a = p.parse_args()

    import numpy as np
    from remat_torch import UnsupportedOpsError, import_module

    try:
        model, inputs = build_model(a)
    except ValueError as e:
        print(f"check-against-torch: error: {e}", file=sys.stderr)
        return 1
    if a.dtype == "f64":
        model = model.double()
        inputs = tuple(x.double() if x.is_floating_point() else x
                       for x in inputs)
    # The float64 copy before tracing (which leaves the module uncopyable);
    # tracing changes no parameter, only batch-norm running statistics.
    widened = float64_copy(model, inputs) if a.dtype == "f32" else None
    try:
        imported = import_module(model, inputs, loss=a.loss, seed=a.seed)
    except UnsupportedOpsError as e:
        print(f"check-against-torch: {e}", file=sys.stderr)
        return 1

    names = ["loss"] + imported.param_names
    # PyTorch in float64 first: the f32 step below leaves .grad set.
    exact, no_exact = None, None
    if widened:
        try:
            exact = torch_step(*widened, a.loss, imported.arrays,
                               imported.param_names)
        except RuntimeError as e:  # a model that casts to bf16 itself
            no_exact = str(e).splitlines()[0][:120]
    # PyTorch: the same weights (the model itself), batch and target.
    reference = torch_step(model, inputs, a.loss, imported.arrays,
                           imported.param_names)

    tmp_holder = None
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
        tmp = a.keep
    else:
        tmp_holder = tempfile.TemporaryDirectory()
        tmp = tmp_holder.name
    fwd, data = os.path.join(tmp, "model.mlir"), os.path.join(tmp, "data.npz")
    imported.save(fwd, data)
    grad = os.path.join(tmp, "grad.mlir")
    # Keep the module-path locations in the files passed on.
    run(a.remat_opt, fwd, "--remat-autodiff", "-mlir-print-debuginfo", "-o",
        grad)
    entry = imported.func_name + "_grad"

    def execute(path, tag, run_args=a.remat_run_args):
        outputs = os.path.join(tmp, f"out-{tag}.npz")
        report = json.loads(run(a.remat_run, path, "--entry", entry,
                                "--inputs", data, "--outputs", outputs,
                                "--json", *run_args.split()))
        with np.load(outputs) as f:
            values = [f[f"result{i}"] for i in range(len(f.files))]
        times = ", ".join(f"{label} {report[key] / 1000:.1f} s"
                          for label, key in (("lower", "lower_ms"),
                                             ("compile", "compile_ms"),
                                             ("run", "time_ms_median"))
                          if key in report)
        return values, report["peak_bytes"], times

    base, base_peak, base_times = execute(grad, "original")
    if len(base) != len(reference):
        print(f"remat returned {len(base)} results, expected {len(reference)}")
        return 1
    probe_path = os.path.join(tmp, "probe.mlir")

    def check_path(values, run_args, tag):
        """The f32 bound on one execution path's gradients; where some
        tensor misses it (or --decisions=always), the same with Remat's
        ReLU decisions. Whether they pass, and whether the masks were
        needed."""
        if exact is None:
            return compare_relative(names, values, reference, a), False
        fine = compare_float64(names, values, reference, exact, zeros, a)
        if a.decisions == "never" or (fine and a.decisions == "auto"):
            return fine, False
        if not os.path.exists(probe_path):
            run(a.remat_opt, grad, "--remat-expose-values=func=" + entry +
                " ops=remat.relu", "-o", probe_path)
        probed, _, _ = execute(probe_path, "probe-" + tag, run_args)
        return check_decisions(names, probed, values, widened, model, inputs,
                               imported, zeros, a), not fine

    ok = True
    zeros = {}
    if exact is not None:
        zeros = zero_gradients(*widened, a.loss, imported.arrays,
                               imported.param_names, exact, a.seed)
    passed, masked = check_path(base, a.remat_run_args, "default")
    ok &= passed
    for k, run_args in enumerate(a.compare_run_args):
        print(f"== remat-run {run_args}")
        values, peak, times = execute(grad, f"path-{k}", run_args)
        passed, other_masked = check_path(values, run_args, f"path-{k}")
        ok &= passed
        print(f"remat-run {run_args}: measured peak {peak} B ({times})")
        if exact is not None and not masked and not other_masked:
            ok &= compare_paths(names, base, values, reference, exact, zeros,
                                a, run_args)
        elif exact is not None:
            print(f"paths: remat-run {run_args} not compared with the first "
                  "path: ReLU decisions within f32 rounding of 0 took "
                  "Remat's masks on one of them (each checked above)")
    if no_exact:
        print(f"no float64 reference ({no_exact}): the bound is the "
              "relative error against PyTorch's f32")

    variants = [(f"strategy={s}", f"strategy={s}")
                for s in (a.strategy or ["cheap", "mincut", "sqrt"])]
    variants += [(f"strategy=budget budget={b}", f"strategy=budget budget={b}")
                 for b in (a.budget or ["90%", "75%"])]
    print(f"original: measured peak {base_peak} B ({base_times})")
    for k, (label, options) in enumerate(variants):
        path = os.path.join(tmp, f"remat-{k}.mlir")
        try:
            run(a.remat_opt, grad, f"--remat-rematerialize={options}",
                "-mlir-print-debuginfo", "-o", path)
        except RuntimeError as e:
            if "budget" in options:
                first = next((line for line in str(e).splitlines()
                              if "error:" in line), str(e).splitlines()[-1])
                first = first[first.find("error:"):].split(";")[0].strip()
                print(f"{label}: not run, the pass refused it: {first}")
                continue
            raise
        values, peak, times = execute(path, str(k))
        same = len(values) == len(base) and all(
            v.dtype == b.dtype and v.shape == b.shape and
            v.tobytes() == b.tobytes() for v, b in zip(values, base))
        ok &= same
        print(f"{label}: measured peak {peak} B, "
              f"{'bit-identical' if same else 'RESULTS DIFFER'} ({times})")
    print("all checks passed" if ok else "CHECK FAILED")
    return 0 if ok else 1


def shape_mismatch(name, r, t):
    if tuple(r.shape) != tuple(t.shape):
        print(f"{name}: shape {list(r.shape)} vs torch {list(t.shape)}")
        return True
    return False


def loss_note(name, r, t, label="torch"):
    return (f" (remat {float(r):.7e} {label} {float(t):.7e})"
            if name == "loss" else "")


def within_bounds(names, base, reference, exact, zeros, a):
    """Whether every tensor is within its bound against `exact` (as
    compare_float64 holds it), and the worst (fraction of its bound, name)
    and (relative error, name)."""
    from remat_torch.checking import float64_bound, zero_bound
    ok, worst, worst64 = True, (0.0, None), (0.0, None)
    for name, r, t, g in zip(names, base, reference, exact):
        if zeros.get(name) is not None:
            b = zero_bound(r, g, zeros[name], a.rtol)
        else:
            b = float64_bound(r, t, g, a.rtol, a.rounding_factor)
        ok &= b["ok"]
        worst = max(worst, (b["fraction"], name), key=lambda w: w[0])
        worst64 = max(worst64, (b["relative"], name), key=lambda w: w[0])
    return ok, worst, worst64


def check_decisions(names, probed, values, widened, model, inputs, imported,
                    zeros, a):
    """The check with Remat's ReLU decisions (remat_torch.decisions): the
    probe step's results `probed` (the gradients, then every remat.relu's
    input) against PyTorch's ReLU inputs in float64 and f32; then, where
    every decision that differs from float64's is a near-tie and every
    forward is within its bound, the gradients against PyTorch's evaluated
    with Remat's masks. Prints what it finds; whether all holds."""
    from remat_torch import decisions
    from remat_torch.checking import torch_step
    grads, xs = probed[:len(names)], probed[len(names):]
    if any(g.tobytes() != v.tobytes() for g, v in zip(grads, values)):
        print("decisions: the probe step's gradients differ from the step's "
              "(its lowering chose otherwise); its own are compared")
    x64s = decisions.relu_inputs(*widened)
    x32s = decisions.relu_inputs(model, inputs)
    result = decisions.check_decisions(x64s, x32s, xs, a.rtol,
                                       a.rounding_factor)
    for line in result["problems"]:
        print(f"decisions: {line}")
    if result["problems"]:
        print("decisions: FAIL")
        return False
    print(f"decisions: {decisions.summary(result)}")
    masks = result["masks"]

    def step(m, x):
        return decisions.torch_step_with_masks(
            lambda: torch_step(m, x, a.loss, imported.arrays,
                               imported.param_names), masks)
    exact = step(*widened)
    reference = step(model, inputs)
    print("with Remat's ReLU masks in PyTorch (float64 and f32):")
    return compare_float64(names, grads, reference, exact, zeros, a)


def compare_paths(names, base, other, reference, exact, zeros, a, run_args):
    """Two execution paths' gradients, each within its bound against
    float64: also against each other, each tensor within the same bound
    (max(rtol * max|float64|, ROUNDING_FACTOR x PyTorch f32's error)), so
    that a path that drifts fails even while both stay within float64's.
    Prints the worst; whether all agree."""
    from remat_torch.checking import abs_error, float64_bound
    ok, worst = True, (0.0, None)
    for name, r, o, t, g in zip(names, base, other, reference, exact):
        if zeros.get(name) is not None:
            limit = a.rtol * zeros[name]
        else:
            b = float64_bound(r, t, g, a.rtol, a.rounding_factor)
            limit = b["bound"] * b["scale"] if b["scale"] > 0 else b["bound"]
        err = abs_error(o, r)
        fraction = err / limit if limit > 0 else (0.0 if err == 0 else
                                                  float("inf"))
        ok &= fraction <= 1.0
        worst = max(worst, (fraction, name), key=lambda w: w[0])
    print(f"paths: remat-run {run_args} against the first path: worst "
          f"{worst[1]} at {worst[0]:.2f} of its bound: "
          f"{'OK' if ok else 'FAIL'}")
    return ok


def compare_float64(names, base, reference, exact, zeros, a):
    """The f32 bound against PyTorch autograd in float64 (float64_bound;
    zero_bound on the gradients `zeros` maps to their scale, zero in exact
    arithmetic); prints one line per tensor, the worst tensor against
    float64 and against PyTorch's f32, the tensors that needed the
    widening, those zero in exact arithmetic, and the worst fraction of its
    bound. Whether every tensor is within its bound."""
    from remat_torch.checking import ZERO_RATIO, float64_bound, rel_error
    ok, worst, worst64, worst32 = True, (-1.0, None), (0.0, None), (0.0, None)
    above32, widened, rows, held = 0, [], [], []
    shapes_agree = True
    for name, r, t, g in zip(names, base, reference, exact):
        if shape_mismatch(name, r, t):
            ok = shapes_agree = False
            continue
        err32 = rel_error(r, t)
        if zeros.get(name) is not None:
            ok &= print_zero(name, r, t, g, zeros[name], err32, a, rows)
            held.append(name)
            worst = max(worst, (rows[-1]["fraction"], name),
                        key=lambda w: w[0])
            worst32 = max(worst32, (err32, name), key=lambda w: w[0])
            above32 += err32 > a.rtol
            continue
        b = float64_bound(r, t, g, a.rtol, a.rounding_factor)
        ok &= b["ok"]
        above32 += err32 > a.rtol
        if b["relative"] > a.rtol:
            widened.append(name)
        worst = max(worst, (b["fraction"], name), key=lambda w: w[0])
        worst64 = max(worst64, (b["relative"], name), key=lambda w: w[0])
        worst32 = max(worst32, (err32, name), key=lambda w: w[0])
        rows.append(dict(name=name, remat_vs_f64=b["relative"],
                         torch32_vs_f64=b["torch_relative"],
                         remat_vs_torch32=err32, scale_f64=b["scale"],
                         bound=b["bound"], fraction=b["fraction"]))
        bound = (f"{b['bound']:.1e} ({a.rounding_factor:g} x PyTorch f32's; "
                 f"max|float64| {b['scale']:.1e})" if b["widened"]
                 else f"{b['bound']:.0e}")
        print(f"{name} {list(r.shape)}: relative error against float64 "
              f"{b['relative']:.1e}{loss_note(name, r, g, 'float64')} "
              f"{'<=' if b['ok'] else '>'} {bound}; PyTorch f32 against "
              f"float64 {b['torch_relative']:.1e}; against PyTorch f32 "
              f"{err32:.1e}{'' if b['ok'] else '  > bound'}")
    count = len(rows)
    if held:
        print(f"zero in exact arithmetic: {len(held)} of {count} tensors "
              f"(max|float64| <= {ZERO_RATIO:g} x the model's largest, the "
              "float64 loss unchanged when each is perturbed), held to "
              f"{a.rtol:.0e} x max over channels of sum |dL/d output| of "
              f"their module: {', '.join(held)}")
    print(f"against PyTorch autograd in float64: worst {worst64[1]} "
          f"{worst64[0]:.1e}, {len(widened)} of {count} tensors above "
          f"{a.rtol:.0e}" + (f", held to {a.rounding_factor:g} x PyTorch "
                             f"f32's own error: {', '.join(widened)}"
                             if widened else ""))
    torch64 = max(rows, key=lambda w: w["torch32_vs_f64"], default=None)
    if torch64:
        print(f"PyTorch f32 against float64: worst {torch64['name']} "
              f"{torch64['torch32_vs_f64']:.1e}, "
              f"{sum(w['torch32_vs_f64'] > a.rtol for w in rows)} of {count} "
              f"tensors above {a.rtol:.0e}")
    print(f"against PyTorch f32: worst {worst32[1]} {worst32[0]:.1e}, "
          f"{above32} of {count} tensors above {a.rtol:.0e}")
    verdict = "OK" if ok else "FAIL"
    print(f"worst: {worst[1]} at {worst[0]:.2f} of its bound ({a.rtol:.0e} "
          f"relative to float64, or {a.rounding_factor:g} x PyTorch f32's "
          f"own error where larger): {verdict}")
    if a.errors_json:
        with open(a.errors_json, "w") as f:
            json.dump(rows, f, indent=1)
    return ok


def print_zero(name, r, t, g, scale, err32, a, rows):
    """One gradient zero in exact arithmetic: its line and its row; whether
    Remat's error is at most --rtol times `scale`."""
    import numpy as np
    from remat_torch.checking import abs_error, zero_bound
    b = zero_bound(r, g, scale, a.rtol)
    torch_scaled = abs_error(t, g) / scale if scale > 0 else abs_error(t, g)
    rows.append(dict(name=name, remat_vs_f64=b["relative"],
                     torch32_vs_f64=torch_scaled, remat_vs_torch32=err32,
                     scale_f64=float(np.max(np.abs(g))), zero_scale=scale,
                     bound=b["bound"], fraction=b["fraction"]))
    print(f"{name} {list(r.shape)}: zero in exact arithmetic (max|float64| "
          f"{rows[-1]['scale_f64']:.1e}); error {b['error']:.1e}, "
          f"{b['relative']:.1e} of sum |dL/d output| {scale:.1e} "
          f"{'<=' if b['ok'] else '>'} {a.rtol:.0e}; PyTorch f32 "
          f"{torch_scaled:.1e} of it{'' if b['ok'] else '  > bound'}")
    return b["ok"]


def compare_relative(names, base, reference, a):
    """The relative error against PyTorch's result (float64 with --dtype
    f64), at most --rtol, or an absolute error at most --atol."""
    from remat_torch.checking import abs_error, rel_error
    ok, worst, near_zero = True, (0.0, None), []
    for name, r, t in zip(names, base, reference):
        if shape_mismatch(name, r, t):
            ok = False
            continue
        err = rel_error(r, t)
        absolute = abs_error(r, t)
        by_atol = err > a.rtol and absolute <= a.atol
        good = err <= a.rtol or by_atol
        ok &= good
        if by_atol:
            near_zero.append(name)
        else:
            worst = max(worst, (err, name), key=lambda w: w[0])
        note = (f"  absolute error {absolute:.1e} <= atol" if by_atol else
                "" if good else "  > rtol")
        print(f"{name} {list(r.shape)}: relative error {err:.1e}"
              f"{loss_note(name, r, t)}{note}")
    if near_zero:
        print(f"{len(near_zero)} tensor(s) within atol {a.atol:.0e}, "
              "compared absolutely: " + ", ".join(near_zero))
    print(f"worst: {worst[1]} {worst[0]:.1e} (bound {a.rtol:.0e}): "
          f"{'OK' if ok else 'FAIL'}")
    return ok


if __name__ == "__main__":
    sys.exit(main())
