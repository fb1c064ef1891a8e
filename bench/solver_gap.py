#!/usr/bin/env python3
"""How far the budget solvers are from the exact optimum.

For random training steps (`bench/models/zoo.py dag`, differentiated by
remat-autodiff; graph i has 7 + (seed mod 24) forward ops, so a seed range
covers 7 to 30 ops) and, with --zoo, the small zoo steps (MLP of 2-4 layers,
the smallest ResNet, U-Net and transformer), and budgets given as
percentages of each step's peak plus the lowest peak the exact solver
reaches ("min"), runs the exact solver (solver=ilp, Checkmate's MILP with
CBC) and each solver named by --solvers, and reports per solver:

  met / missed   budgets the exact solver proves feasible (it returns a
                 schedule) that the solver meets or misses;
  optimal        cases where it adds no more FLOPs than the exact solver;
  within 5%      cases within 5% of the exact solver's added FLOPs (a case
                 with 0 FLOPs at the optimum needs 0);
  max gap        the largest gap, in percent of the optimum's added FLOPs.

Cases where the exact solver stopped at its time limit (not proven optimal)
are counted apart: they compare against its best schedule, not the optimum.

  solver_gap.py [--graphs 100] [--first-seed 0] [--zoo] [--json]
                [--budgets 90%,75%,60%,50%,40%] [--solvers auto,greedy,...]
                [--exact-seconds 60] [--max-gap 5] [--markdown FILE]
                [--cache DIR] [--refresh auto,...] [--jobs N]
                [--cached-only] [--verify] [--commit HASH]

With --cache DIR each step's results are kept in DIR/<step>.json (written
atomically, one file per step, so several runs may share DIR): a rerun
takes the exact solver's results from there (they depend only on the step,
the budgets and --exact-seconds) and each solver's too, except the solvers
named by --refresh, which run again (say, after changing them). --jobs runs
that many steps at once. With --zoo the zoo steps come first.
--cached-only reports only the steps whose results (the exact solver's and
every solver's asked) are all in the cache, running nothing (a table of a
run still going on, or cut short), and says how many of the planned steps
that is. --verify proves cached rows right: it solves every cached exact
row again (a proven optimum must be proven again with the same FLOPs) and
compares each solver named by --refresh with its cached row (they must be
equal); a difference is a problem. Each row made is recorded with --commit
(default: this checkout's HEAD), the commit its binary was built from.

Exits 1 if a solver adds fewer FLOPs than a proven optimum (which would make
the exact solver wrong), and with --max-gap also if `auto` misses a budget
the exact solver meets or is more than PERCENT above a proven optimum.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from checkout import ROOT, ZOO
from remat.tools import run

# The small zoo steps: (name, zoo.py arguments). Batches large enough that
# activations, not parameters, make the peak (at batch 1 or 8 every budget
# below 100% is under the floor remat-pareto reports, so these steps gave no
# case at all).
ZOO_STEPS = [
    ("mlp-2", ["mlp", "--layers", "2", "--batch", "64", "--width", "16"]),
    ("mlp-3", ["mlp", "--layers", "3", "--batch", "64", "--width", "16"]),
    ("mlp-4", ["mlp", "--layers", "4", "--batch", "64", "--width", "16"]),
    ("resnet-1", ["resnet", "--blocks", "1", "--stages", "1", "--batch", "4",
                  "--image", "8", "--in-channels", "4", "--channels", "4"]),
    ("unet-1", ["unet", "--depth", "1", "--batch", "4", "--image", "8",
                "--in-channels", "2", "--channels", "4"]),
    ("transformer-1", ["transformer", "--blocks", "1", "--batch", "4",
                       "--seq", "8", "--width", "8", "--heads", "2",
                       "--mlp-ratio", "2"]),
]

ILP_REMARK = re.compile(
    r"\(budget, solver=ilp\): (?P<what>[^\n]*?), (?P<flops>\d+) FLOPs added"
    r"[^\n]*predicted peak \d+ -> (?P<peak>\d+) bytes")

FITS_REMARK = re.compile(
    r"\(budget\): the predicted peak of @\S+, (?P<peak>\d+) bytes, fits "
    r"the budget")


def exact_at(a, step, budget):
    """The exact solver at `budget`: None when it returns no schedule, else
    (flops_added, peak, proven)."""
    r = run(a.remat_opt, step, "-mlir-print-op-on-diagnostic=false",
            f"--remat-rematerialize=strategy=budget solver=ilp budget={budget} "
            f"ilp-seconds={a.exact_seconds} explain=true",
            "-o", os.devnull, check=False)
    m = ILP_REMARK.search(r.stderr)
    if r.returncode == 0 and not m:
        # Within the budget already: the pass solves nothing, 0 FLOPs is
        # optimal.
        fits = FITS_REMARK.search(r.stderr)
        if fits:
            return (0, int(fits["peak"]), True)
    if r.returncode != 0 or not m:
        return None
    return (int(m["flops"]), int(m["peak"]),
            m["what"].startswith("proven optimal"))


def pareto(a, step, solver, budgets):
    """{budget: row} of remat-pareto's JSON for the step's training
    function."""
    report = json.loads(run(
        a.remat_opt, step,
        f"--remat-pareto=solver={solver} budgets={','.join(budgets)} "
        f"ilp-seconds={a.exact_seconds} format=json output=-", "-o", os.devnull).stdout)
    function = next(f for f in report["functions"] if f["rows"])
    return {r["budget"]: r for r in function["rows"]}, function


def exact_part(a, step):
    """What the exact solver says about one training step: its budgets
    (the percentages, then its minimum) and its result at each.

    ILP work whose answer is known exactly is skipped, and each row so
    decided is named in "decided": a budget below the peak floor
    (PeakLowerBound, remat-pareto's floor_bytes) has no schedule; a budget
    `auto` meets with 0 added FLOPs is optimal at 0. The minimum is the
    lowest peak the exact solver reaches, found by bisection between the
    floor (nothing lower exists) and the lowest peak `auto` reaches (the
    exact solver starts from the heuristics' best there, so it meets it);
    when they are equal no ILP is solved for it."""
    budgets = a.budgets.split(",")
    rows, function = pareto(a, step, "auto", budgets)
    floor = function["floor_bytes"]
    exact, decided = {}, {}
    solved = {}

    def ilp(budget):
        if budget not in solved:
            solved[budget] = exact_at(a, step, budget)
        return solved[budget]

    def settle(budget, budget_bytes, row):
        if budget_bytes < floor:
            decided[budget] = "below the floor"
            return
        if row and row["met"] and row["flops_added"] == 0:
            exact[budget] = [0, row["predicted_peak_bytes"], True]
            decided[budget] = "auto adds 0 FLOPs"
            return
        e = ilp(budget)
        if e:
            exact[budget] = list(e)

    for budget in budgets:
        settle(budget, rows[budget]["budget_bytes"], rows[budget])
    heuristic = rows.get("min", {})
    bad = max(floor - 1, 0)
    good = (heuristic["predicted_peak_bytes"] if heuristic.get("met")
            else function["original_peak_bytes"])
    if good < floor:
        raise RuntimeError(f"{step}: auto reaches {good} bytes, below the "
                           f"floor {floor}: the floor is wrong")
    probes = 0
    while good - bad > 1:
        mid = bad + (good - bad) // 2
        e = ilp(str(mid))
        probes += 1
        if e:
            good = e[1]
        else:
            bad = mid
    minimum = str(good)
    settle(minimum, good, heuristic if heuristic.get("met") and
           heuristic["predicted_peak_bytes"] == good else None)
    if minimum not in exact:
        minimum = None
    return {"exact_seconds": a.exact_seconds, "budgets": a.budgets,
            "original_peak": function["original_peak_bytes"],
            "floor": floor, "minimum": minimum, "exact": exact,
            "decided": decided, "min_bracket": [floor, heuristic.get(
                "predicted_peak_bytes")], "min_probes": probes,
            "ilp_solves": len(solved)}


def solver_part(a, step, solver, budgets):
    """{budget: [met, flops_added, budget_bytes]} of one solver, or
    "refused" when it does not take the step."""
    try:
        rows, _ = pareto(a, step, solver, budgets)
    except RuntimeError:
        return "refused"
    return {b: [r["met"], r.get("flops_added"), r["budget_bytes"]]
            for b, r in rows.items() if b in budgets}


def load_cache(a, name, zoo_args):
    if not a.cache:
        return {}
    try:
        with open(os.path.join(a.cache, name + ".json")) as f:
            cached = json.load(f)
    except (OSError, ValueError):
        return {}
    exact = cached.get("exact")
    if (not exact or exact.get("exact_seconds") != a.exact_seconds or
            exact.get("budgets") != a.budgets or
            exact.get("args", zoo_args) != zoo_args):
        return {}
    return cached


def save_cache(a, name, cached):
    if not a.cache:
        return
    os.makedirs(a.cache, exist_ok=True)
    path = os.path.join(a.cache, name + ".json")
    fd, tmp = tempfile.mkstemp(dir=a.cache, prefix="." + name)
    with os.fdopen(fd, "w") as f:
        json.dump(cached, f, indent=1)
    os.replace(tmp, path)


def study(a, name, zoo_args):
    """The cases of one training step, and the step's summary."""
    cached = load_cache(a, name, zoo_args)
    refresh = set(a.refresh.split(",")) if a.refresh else set()
    with tempfile.TemporaryDirectory() as tmp:
        step = None

        def differentiated():
            nonlocal step
            if step is None:
                forward = os.path.join(tmp, name + ".fwd.mlir")
                step = os.path.join(tmp, name + ".mlir")
                with open(forward, "w") as f:
                    f.write(run(sys.executable, ZOO, *zoo_args).stdout)
                run(a.remat_opt, forward, "--remat-autodiff", "-o", step)
            return step

        verified = {"exact": 0, "solvers": 0, "differ": []}
        if "exact" in cached and a.verify:
            verify_exact(a, name, differentiated(), cached["exact"],
                         verified)
        if "exact" not in cached:
            cached = {"exact": exact_part(a, differentiated()),
                      "solvers": {}}
            cached["exact"]["args"] = zoo_args
            cached["exact"]["commit"] = a.commit
            save_cache(a, name, cached)
        exact = cached["exact"]
        for solver in a.solvers.split(","):
            if solver in cached["solvers"] and solver not in refresh:
                continue
            before = cached["solvers"].get(solver)
            cached["solvers"][solver] = (
                solver_part(a, differentiated(), solver, list(exact["exact"]))
                if exact["exact"] else {})
            if a.verify and before is not None:
                verified["solvers"] += 1
                if before != cached["solvers"][solver]:
                    verified["differ"].append(
                        f"{name}: {solver} now gives "
                        f"{cached['solvers'][solver]}, the cache {before}")
            cached.setdefault("commits", {})[solver] = a.commit
            save_cache(a, name, cached)
    cases = []
    others = {s: cached["solvers"][s] for s in a.solvers.split(",")}
    for budget, (flops, peak, proven) in exact["exact"].items():
        budget_bytes = next((o[budget][2] for o in others.values()
                             if o != "refused"), None)
        case = {"step": name,
                "budget": "min" if budget == exact["minimum"] else budget,
                "budget_bytes": budget_bytes,
                "exact_flops_added": flops, "exact_peak": peak,
                "proven": proven}
        for solver, got in others.items():
            if got == "refused":
                case[solver] = "refused"
                continue
            met, added, _ = got[budget]
            case[solver] = added if met else None
        cases.append(case)
    commits = cached.get("commits", {})
    return cases, {"step": name, "cases": len(cases),
                   "original_peak": exact["original_peak"],
                   "exact_commit": exact.get("commit"),
                   "decided": exact.get("decided", {}),
                   "min_probes": exact.get("min_probes"),
                   "verified": verified,
                   "solver_commits": {s: commits.get(s)
                                      for s in a.solvers.split(",")}}


def verify_exact(a, name, step, exact, verified):
    """Solves the cached exact rows of one step again (at each cached
    budget; the minimum's bisection is not repeated) and records in
    `verified` where the cache is wrong: a proven optimum that is not
    proven again with the same FLOPs, or a time-limited schedule cheaper
    than an optimum proven now (a time-limited row that is not met or not
    proven this time is no contradiction: the limit is wall-clock)."""
    for budget, (flops, _, proven) in exact["exact"].items():
        again = exact_at(a, step, budget)
        verified["exact"] += 1
        if proven and (again is None or not again[2] or again[0] != flops):
            verified["differ"].append(
                f"{name} {budget}: the exact solver now gives {again}, the "
                f"cache a proven optimum of {flops} FLOPs")
        elif not proven and again and again[2] and again[0] > flops:
            verified["differ"].append(
                f"{name} {budget}: the exact solver now proves {again[0]} "
                f"FLOPs optimal, below the cache's schedule of {flops}")
    # A budget decided below the floor without the ILP must have no
    # schedule (the 0-FLOP rows are solved again above).
    for budget, why in exact.get("decided", {}).items():
        if why != "below the floor":
            continue
        again = exact_at(a, step, budget)
        verified["exact"] += 1
        if again is not None:
            verified["differ"].append(
                f"{name} {budget}: below the floor, yet the exact solver "
                f"now gives {again}")


def gap_of(flops, exact):
    if flops == exact:
        return 0.0
    return 100.0 * (flops - exact) / exact if exact else float("inf")


def summarize(cases, solvers):
    summary = {}
    for s in solvers:
        for proven in (True, False):
            sel = [c for c in cases
                   if c["proven"] == proven and c[s] != "refused"]
            gaps = [gap_of(c[s], c["exact_flops_added"]) for c in sel
                    if c[s] is not None]
            summary[(s, proven)] = {
                "cases": len(sel), "met": len(gaps),
                "missed": len(sel) - len(gaps),
                "optimal": sum(1 for g in gaps if g <= 0.0),
                "within_5_percent": sum(1 for g in gaps if g <= 5.0),
                "max_gap_percent": max(gaps) if gaps else None,
            }
    return summary


def table(summary, solvers, cases):
    lines = ["Cases a solver refuses (solver=chain off chains) are not "
             "counted for it.", "",
             "| solver | exact proven | cases | met | missed | optimal | "
             "within 5% | max gap |", "| --- | --- | ---: | ---: | ---: | "
             "---: | ---: | ---: |"]
    for s in solvers:
        for proven in (True, False):
            x = summary[(s, proven)]
            if not x["cases"]:
                continue
            g = x["max_gap_percent"]
            gap = "-" if g is None else ("inf" if g == float("inf")
                                         else f"{g:.1f}%")
            lines.append(f"| {s} | {'yes' if proven else 'time limit'} | "
                         f"{x['cases']} | {x['met']} | {x['missed']} | "
                         f"{x['optimal']} | {x['within_5_percent']} | {gap} |")
    by_budget = {}
    for c in cases:
        by_budget.setdefault(c["budget"], []).append(c)
    lines += ["", "Per budget (`auto` against proven optima):", "",
              "| budget | cases | auto met | auto optimal |",
              "| --- | ---: | ---: | ---: |"]
    for b, sel in by_budget.items():
        sel = [c for c in sel if c["proven"]]
        if "auto" not in solvers or not sel:
            continue
        met = [c for c in sel if c["auto"] is not None]
        opt = [c for c in met if c["auto"] <= c["exact_flops_added"]]
        lines.append(f"| {b} | {len(sel)} | {len(met)} | {len(opt)} |")
    return "\n".join(lines)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--graphs", type=int, default=100)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--ops", type=int,
                   help="forward ops of every graph (default 7 + seed %% 24)")
    p.add_argument("--zoo", action="store_true")
    p.add_argument("--budgets", default="90%,75%,60%,50%,40%")
    p.add_argument("--solvers", default="auto,greedy,fast,blocks,chain")
    p.add_argument("--exact-seconds", type=float, default=60.0)
    p.add_argument("--remat-opt",
                   default=os.path.join(ROOT, "build/bin/remat-opt"))
    p.add_argument("--max-gap", type=float)
    p.add_argument("--markdown", help="write the table to this file")
    p.add_argument("--json", action="store_true")
    p.add_argument("--cache", help="a folder of per-step results")
    p.add_argument("--refresh", help="solvers to rerun despite the cache")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--cached-only", action="store_true")
    p.add_argument("--verify", action="store_true",
                   help="solve every cached exact row again and compare the "
                   "solvers named by --refresh with their cached rows: any "
                   "difference is a problem (the cache is stale)")
    p.add_argument("--commit",
                   help="the commit the --remat-opt binary was built from, "
                   "recorded with every row this run makes (default: this "
                   "checkout's HEAD)")
    a = p.parse_args()
    if not a.commit:
        a.commit = subprocess.run(
            ["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
            capture_output=True, text=True).stdout.strip() or None
    solvers = a.solvers.split(",")
    start = time.time()
    todo = list(ZOO_STEPS) if a.zoo else []
    for seed in range(a.first_seed, a.first_seed + a.graphs):
        ops = a.ops if a.ops else 7 + seed % 24
        todo.append((f"dag-{ops}-seed{seed}",
                     ["dag", "--ops", str(ops), "--seed", str(seed)]))
    planned = len(todo)
    if a.cached_only:
        def cached(name, args):
            c = load_cache(a, name, args)
            return c and (not c["exact"]["exact"] or
                          all(s in c["solvers"] for s in solvers))
        todo = [(name, args) for name, args in todo if cached(name, args)]
    done = {}
    steps, cases = [], []

    def finished(index, result):
        done[index] = result
        name = todo[index][0]
        print(f"{name}: {len(result[0])} cases ({time.time() - start:.0f} s)",
              file=sys.stderr)
        # Steps in their order, each as soon as those before it are done,
        # so that a cut-short run leaves a table of the first steps.
        steps.clear()
        cases.clear()
        for i in range(len(todo)):
            if i not in done:
                break
            cases.extend(done[i][0])
            steps.append(done[i][1])
        if a.markdown:
            report(a, solvers, steps, cases, start, final=False,
                   planned=planned)

    if a.jobs > 1:
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            futures = {pool.submit(study, a, name, zoo_args): i
                       for i, (name, zoo_args) in enumerate(todo)}
            for future in concurrent.futures.as_completed(futures):
                finished(futures[future], future.result())
    else:
        for i, (name, zoo_args) in enumerate(todo):
            finished(i, study(a, name, zoo_args))
    return report(a, solvers, steps, cases, start, final=True,
                  planned=planned)


def decided_text(steps):
    """How many rows were decided without the ILP, by reason (rows cached
    before the skips were all solved)."""
    why = {}
    for s in steps:
        for reason in s.get("decided", {}).values():
            why[reason] = why.get(reason, 0) + 1
    bracketed = [s for s in steps if s.get("min_probes") is not None]
    return (f"{sum(why.values())} rows decided without the ILP" +
            (" (" + ", ".join(f"{n} {r}" for r, n in sorted(why.items())) +
             ")" if why else "") +
            f", {len(bracketed)} minima bisected from the floor and auto's "
            f"lowest peak ({sum(not s['min_probes'] for s in bracketed)} "
            f"with no probe: auto meets the floor)")


def report(a, solvers, steps, cases, start, final, planned):
    problems = []
    for c in cases:
        where = f"{c['step']} {c['budget']}"
        for s in solvers:
            if (c["proven"] and isinstance(c[s], int) and
                    c[s] < c["exact_flops_added"]):
                problems.append(f"{where}: {s} adds {c[s]} FLOPs, below the "
                                f"proven optimum {c['exact_flops_added']}")
        if "auto" not in c or a.max_gap is None:
            continue
        if c["auto"] is None:
            problems.append(f"{where}: auto misses a budget the exact solver "
                            f"meets ({c['exact_flops_added']} FLOPs)")
        elif (c["proven"] and
              gap_of(c["auto"], c["exact_flops_added"]) > a.max_gap):
            problems.append(f"{where}: auto adds {c['auto']} FLOPs, more than "
                            f"{a.max_gap}% above the optimum "
                            f"{c['exact_flops_added']}")
    if a.verify:
        for s in steps:
            problems += ["stale cache: " + d for d in s["verified"]["differ"]]
    summary = summarize(cases, solvers)
    text = table(summary, solvers, cases)
    header = (f"{len(cases)} (step, budget) cases the exact solver meets, "
              f"{sum(c['proven'] for c in cases)} proven optimal; "
              f"{len(steps)} steps"
              f"{f' (of {planned} planned)' if len(steps) < planned else ''}"
              f", budgets {a.budgets} and min; "
              f"exact solver limit {a.exact_seconds:g} s; "
              f"{decided_text(steps)}; "
              f"{time.time() - start:.0f} s")
    if not final:
        with open(a.markdown, "w") as f:
            f.write(render_markdown(a, header + f" (run in progress: {len(steps)}"
                                    f" of {planned} steps)", text,
                                    steps, cases))
        return 0
    if a.json:
        print(json.dumps({"cases": cases, "steps": steps,
                          "problems": problems}, indent=2))
    else:
        print(header)
        print(text)
        if a.verify:
            v = [s["verified"] for s in steps]
            print(f"Verified against the cache: "
                  f"{sum(x['exact'] for x in v)} exact rows and "
                  f"{sum(x['solvers'] for x in v)} solver rows solved again, "
                  f"{sum(len(x['differ']) for x in v)} differ")
        for problem in problems:
            print("PROBLEM: " + problem)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(render_markdown(a, header, text, steps, cases))
    return 1 if problems else 0


def render_markdown(a, header, text, steps, cases):
    args = sys.argv[1:]
    if "--markdown" in args:
        i = args.index("--markdown")
        args = args[:i] + args[i + 2:]
    command = "bench/solver_gap.py " + " ".join(
        arg for arg in args if not arg.startswith("--markdown="))
    lines = ["# Budget solvers against the exact optimum", "",
             "Generated by `" + command.strip() + "` (see the script's "
             "docstring for what each column counts).", "", header, "",
             text, "", "Steps:", ""]
    for s in steps:
        lines.append(f"- {s['step']}: peak {s['original_peak']} bytes, "
                     f"{s['cases']} cases")
    # Which binary made which rows stays in the cache (each row's commit),
    # out of the table: the table says what holds, not how it was made.
    misses = [c for c in cases if "auto" in c and c["auto"] is None or
              (c["proven"] and c.get("auto") is not None and
               gap_of(c["auto"], c["exact_flops_added"]) > 5.0)]
    lines += ["", f"Cases where `auto` misses or is more than 5% above "
              f"(of {len(cases)}): {len(misses)}", ""]
    for c in misses:
        lines.append(f"- {c['step']} {c['budget']} ({c['budget_bytes']} "
                     f"bytes): exact {c['exact_flops_added']} FLOPs"
                     f"{'' if c['proven'] else ' (time limit)'}, auto "
                     f"{c['auto'] if c['auto'] is not None else 'not met'}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
