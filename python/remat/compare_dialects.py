"""The same model in the remat dialect and in upstream ops: does Remat see
the same program?

  compare-dialects.py REMAT_FILE REMAT_ENTRY UPSTREAM_FILE UPSTREAM_ENTRY
                      [--strategy SPEC]... [--remat-opt PATH] [--json]

REMAT_FILE is a training step in remat ops (e.g. remat-autodiff's output),
UPSTREAM_FILE the same step in upstream ops (examples/upstream/). For the
original and each strategy SPEC (remat-rematerialize options, e.g.
"strategy=cheap" or "strategy=budget budget=50% solver=greedy"; default:
cheap, mincut, sqrt), runs remat-memory-report on both and prints one row:
predicted peak, bytes kept for the backward pass and FLOPs added, remat vs
upstream, and whether they agree. The FLOPs added are compared as a
fraction of the original's FLOPs, since the two programs' FLOP counts come
from different cost models.

Exits 0 when every command succeeds (the rows say what differs), 1 when
one fails.
"""
import argparse
import json
import os
import sys
import tempfile

# The Remat package of this checkout (python/).

from remat.tools import ToolError, output, tool_path

DEFAULT_STRATEGIES = ["strategy=cheap", "strategy=mincut", "strategy=sqrt"]


def report(remat_opt, path, entry):
    out = json.loads(output(remat_opt, path,
                            "--remat-memory-report=format=json output=-", "-o",
                            "/dev/null"))
    fn = next(f for f in out["functions"] if f["function"] == entry)
    return {"peak": fn["peak_bytes"], "saved": fn["saved_for_backward_bytes"],
            "flops": fn["total_flops"]}


def _main():
    p = argparse.ArgumentParser()
    p.add_argument("remat_file")
    p.add_argument("remat_entry")
    p.add_argument("upstream_file")
    p.add_argument("upstream_entry")
    p.add_argument("--strategy", action="append")
    p.add_argument("--remat-opt", default=tool_path("remat-opt"))
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    sides = [("remat", a.remat_file, a.remat_entry),
             ("upstream", a.upstream_file, a.upstream_entry)]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        base = {s: report(a.remat_opt, f, e) for s, f, e in sides}
        rows.append({"variant": "original", **{s: base[s] for s in base}})
        for k, spec in enumerate(a.strategy or DEFAULT_STRATEGIES):
            row = {"variant": spec}
            for s, f, e in sides:
                out = os.path.join(tmp, f"{s}-{k}.mlir")
                output(a.remat_opt, f, f"--remat-rematerialize={spec}", "-o",
                       out)
                row[s] = report(a.remat_opt, out, e)
            rows.append(row)
    for row in rows:
        for s, _, _ in sides:
            b = base[s]["flops"]
            row[s]["flops_added"] = (row[s]["flops"] - b) / max(b, 1)
        r, u = row["remat"], row["upstream"]
        row["same_peak"] = r["peak"] == u["peak"]
        row["same_saved"] = r["saved"] == u["saved"]
        row["same_flops_added"] = abs(r["flops_added"] - u["flops_added"]) \
            <= 1e-3
    if a.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'variant':<44} {'peak remat':>11} {'upstream':>9}  "
          f"{'kept remat':>10} {'upstream':>9}  {'+FLOPs remat':>12} "
          f"{'upstream':>9}  verdict")
    for row in rows:
        r, u = row["remat"], row["upstream"]
        same = [n for n, ok in (("peak", row["same_peak"]),
                                ("kept", row["same_saved"]),
                                ("flops", row["same_flops_added"])) if not ok]
        verdict = "same" if not same else "differ: " + ", ".join(same)
        print(f"{row['variant']:<44} {r['peak']:>11} {u['peak']:>9}  "
              f"{r['saved']:>10} {u['saved']:>9}  "
              f"{100 * r['flops_added']:>11.2f}% "
              f"{100 * u['flops_added']:>8.2f}%  {verdict}")
    return 0


def main():
    """The command line; a failing tool is one error line."""
    try:
        return _main()
    except ToolError as e:
        sys.stderr.write(e.stderr)
        sys.exit(f"compare-dialects.py: failed: {' '.join(e.cmd)}")


if __name__ == "__main__":
    sys.exit(main())
