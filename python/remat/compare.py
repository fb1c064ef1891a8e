"""Memory before and after rematerialization, predicted and measured.

  remat-compare FILE --entry NAME [--strategy S]... [--autodiff]
                [--options "k=v ..."] [--remat-opt PATH] [--remat-run PATH]
                [--no-run] [--json] [--run-arg ARG]... [--summary]

For the original program and for each strategy (default: cheap and mincut;
regions too when the file has remat.checkpoint; a strategy may carry its
own options: --strategy "budget budget=75% solver=greedy"), runs
remat-memory-report
and (unless --no-run) remat-run, and prints one table row each: predicted
peak, measured peak, bytes saved for the backward pass, FLOPs added, and
whether every result is bit-identical to the original's (xxh3 hashes of
the raw result bytes). With --autodiff, FILE is a forward model: it is
differentiated first and NAME_grad is compared. With --summary, a
closing before/after of the last strategy against the original: peak
before -> after and its change, FLOPs added, whether the measured peak is
the predicted one, whether every result is bit-identical. Exits 1 if any
result differs or a command fails.
"""
import argparse
import json
import os
import tempfile

from .program import add_program_arguments, training_step
from .tools import output


def human(n):
    for unit in ["B", "KiB", "MiB", "GiB"]:
        if abs(n) < 1024 or unit == "GiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024


def mib(n):
    return f"{n / 2**20:.2f} MiB"


def summary(base, last):
    """The before/after lines of `last` against the original `base`."""
    before, after = base["predicted_peak_bytes"], last["predicted_peak_bytes"]
    change = 100.0 * (after - before) / max(before, 1)
    lines = [f"before -> after with strategy={last['variant']}:",
             f"  peak memory:               {mib(before)} -> {mib(after)} "
             f"({change:+.1f}%)",
             f"  compute added:             "
             f"{last['flops_added_percent']:+.1f}% FLOPs"]
    if "measured_peak_bytes" in last:
        same = all(r["measured_peak_bytes"] == r["predicted_peak_bytes"]
                for r in (base, last))
        lines.append("  measured peak = predicted: " + (
            f"yes ({before} -> {after} bytes)" if same else
            f"no (measured {base['measured_peak_bytes']} -> "
            f"{last['measured_peak_bytes']} bytes)"))
        lines.append("  results bit-identical:     " +
                  ("yes" if last["bit_identical"] else "NO"))
    return lines


def main():
    p = argparse.ArgumentParser()
    add_program_arguments(p)
    p.add_argument("--strategy", action="append")
    p.add_argument("--options", default="")
    p.add_argument("--run-arg", action="append", default=[],
                help="passed on to remat-run (--run-arg=--blas=openblas)")
    p.add_argument("--expect-reduction", action="store_true",
                help="fail unless every strategy lowers the measured peak")
    p.add_argument("--summary", action="store_true",
                help="end with a before/after of the last strategy")
    a = p.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        source, entry = training_step(a, tmp)
        text = open(source).read()
        strategies = a.strategy or (
            ["regions", "cheap", "mincut"] if "remat.checkpoint" in text
            else ["cheap", "mincut"])
        variants = [("original", source)]
        for k, s in enumerate(strategies):
            # A strategy may carry its own options ("budget budget=75%").
            out = os.path.join(tmp, f"variant{k}.mlir")
            output(a.remat_opt, source,
                   f"--remat-rematerialize=strategy={s} {a.options}".strip(),
                   "-o", out)
            variants.append((s, out))

        rows, ok = [], True
        for name, path in variants:
            report = json.loads(output(a.remat_opt, path,
                                       "--remat-memory-report=format=json output=-",
                                       "-o", "/dev/null"))
            fn = next(f for f in report["functions"] if f["function"] == entry)
            row = {"variant": name, "predicted_peak_bytes": fn["peak_bytes"],
                "saved_for_backward_bytes": fn["saved_for_backward_bytes"],
                "activation_peak_bytes": fn["activation_peak_bytes"],
                "total_flops": fn["total_flops"]}
            if not a.no_run:
                measured = json.loads(output(a.remat_run, path, "--entry",
                                             entry, "--json", *a.run_arg))
                row["measured_peak_bytes"] = measured["peak_bytes"]
                row["hashes"] = [r["hash"] for r in measured["results"]]
            rows.append(row)
        base = rows[0]
        for row in rows:
            row["flops_added_percent"] = (
                100.0 * (row["total_flops"] - base["total_flops"]) /
                max(base["total_flops"], 1))
            if "hashes" in row:
                row["bit_identical"] = row["hashes"] == base["hashes"]
                ok &= row["bit_identical"]
        checks = []
        for row in rows:
            if "measured_peak_bytes" not in row:
                continue
            predicted, measured = (row["predicted_peak_bytes"],
                                row["measured_peak_bytes"])
            if abs(measured - predicted) > 0.05 * max(predicted, 1):
                checks.append(f"{row['variant']}: measured peak {measured} is "
                           f"not within 5% of the predicted {predicted}")
            if (a.expect_reduction and row is not base and
                 measured >= base["measured_peak_bytes"]):
                checks.append(f"{row['variant']}: measured peak {measured} "
                           f"is not below the original's "
                           f"{base['measured_peak_bytes']}")
        ok &= not checks
        if a.json:
            print(json.dumps({"entry": entry, "rows": rows,
                           "problems": checks}, indent=2))
            return 0 if ok else 1
        print(f"@{entry}")
        width = max(10, *(len(row["variant"]) for row in rows))
        head = f"{'variant':<{width}} {'predicted peak':>18} "
        if not a.no_run:
            head += f"{'measured peak':>18} "
        head += f"{'saved for bwd':>16} {'FLOPs added':>12}"
        if not a.no_run:
            head += "  results"
        print(head)
        for row in rows:
            line = f"{row['variant']:<{width}} {human(row['predicted_peak_bytes']):>18} "
            if not a.no_run:
                line += f"{human(row['measured_peak_bytes']):>18} "
            line += (f"{human(row['saved_for_backward_bytes']):>16} "
                  f"{row['flops_added_percent']:>11.1f}%")
            if not a.no_run:
                line += ("  bit-identical" if row["bit_identical"]
                      else "  DIFFER")
            print(line)
        for problem in checks:
            print("PROBLEM: " + problem)
        if not a.no_run:
            print("all results bit-identical" if all(
                r.get("bit_identical") for r in rows) else "RESULTS DIFFER")
        if a.summary and len(rows) > 1:
            print()
            print("\n".join(summary(base, rows[-1])))
        return 0 if ok else 1

