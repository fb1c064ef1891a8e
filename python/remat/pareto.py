"""Memory against added compute, predicted and measured, over budgets.

  remat-pareto FILE --entry NAME [--autodiff] [--budgets 90%,75%,...]
               [--solver auto|greedy|chain] [--no-run] [--json]

Runs `remat-opt --remat-pareto` for the predicted curve (including the `min`
row, the lowest peak the solver reaches), then for every budget that is met
rewrites the training step with `--remat-rematerialize strategy=budget`, runs
it with remat-run and records the measured peak and whether every result is
bit-identical to the original's. With --autodiff, FILE is a forward model and
NAME_grad is used. Exits 1 if a result differs, a predicted peak exceeds its
budget (predicted or measured), or a smaller budget measures a larger peak
than a larger one.
"""
import argparse
import json
import os
import tempfile

from .program import add_program_arguments, training_step
from .tools import output


def main():
    p = argparse.ArgumentParser()
    add_program_arguments(p)
    p.add_argument("--budgets", default="")
    p.add_argument("--solver", default="auto")
    a = p.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        source, entry = training_step(a, tmp)
        options = f"solver={a.solver} format=json"
        if a.budgets:
            options += f" budgets={a.budgets}"
        curve = json.loads(output(a.remat_opt, source,
                                  f"--remat-pareto={options} output=-", "-o",
                                  "/dev/null"))
        function = next(f for f in curve["functions"] if f["name"] == entry)
        base = None
        if not a.no_run:
            base = json.loads(output(a.remat_run, source, "--entry", entry,
                                     "--json"))
        problems = []
        for row in function["rows"]:
            if not row["met"] or a.no_run:
                continue
            out = os.path.join(tmp, "budget.mlir")
            output(a.remat_opt, source,
                   f"--remat-rematerialize=strategy=budget solver={a.solver} "
                   f"budget={row['budget_bytes']}", "-o", out)
            measured = json.loads(output(a.remat_run, out, "--entry", entry,
                                         "--json"))
            row["measured_peak_bytes"] = measured["peak_bytes"]
            row["bit_identical"] = ([r["hash"] for r in measured["results"]] ==
                                 [r["hash"] for r in base["results"]])
            if not row["bit_identical"]:
                problems.append(f"budget {row['budget']}: results differ")
            if row["predicted_peak_bytes"] > row["budget_bytes"]:
                problems.append(f"budget {row['budget']}: predicted peak "
                             f"{row['predicted_peak_bytes']} is over the "
                             f"budget")
            # The lowering allocates each buffer's exact size, so the
            # measured peak fits the budget as the predicted one does
            # (docs/reference/MemoryModel.md).
            if measured["peak_bytes"] > row["budget_bytes"]:
                problems.append(f"budget {row['budget']}: measured peak "
                             f"{measured['peak_bytes']} is over the budget")
        met = sorted((r for r in function["rows"]
                   if "measured_peak_bytes" in r),
                  key=lambda r: -r["budget_bytes"])
        for bigger, smaller in zip(met, met[1:]):
            if smaller["measured_peak_bytes"] > bigger["measured_peak_bytes"]:
                problems.append(f"budget {smaller['budget']} measures a larger "
                             f"peak than {bigger['budget']}")
        if base is not None:
            function["original_measured_peak_bytes"] = base["peak_bytes"]
        if a.json:
            print(json.dumps({"entry": entry, "solver": a.solver,
                           "curve": function, "problems": problems},
                          indent=2))
            return 1 if problems else 0
        print(f"@{entry} (solver={a.solver}): predicted peak "
              f"{function['original_peak_bytes']} bytes"
              + (f", measured {base['peak_bytes']}" if base else "")
              + f"; floor {function['floor_bytes']} bytes")
        print(f"{'budget':<8} {'budget bytes':>13} {'solver':<7} "
              f"{'predicted':>11} {'measured':>11} {'peak %':>7} "
              f"{'FLOPs added':>12}  results")
        for row in function["rows"]:
            if not row["met"]:
                print(f"{row['budget']:<8} {row['budget_bytes']:>13} "
                   f"{row['solver']:<7} not met")
                continue
            measured = row.get("measured_peak_bytes")
            share = 100.0 * (measured or row["predicted_peak_bytes"]) / max(
                function["original_peak_bytes"], 1)
            print(f"{row['budget']:<8} {row['budget_bytes']:>13} "
               f"{row['solver']:<7} {row['predicted_peak_bytes']:>11} "
               f"{measured if measured is not None else '-':>11} "
               f"{share:>6.1f}% {row['flops_added_percent']:>11.2f}%  "
               + ("" if measured is None else
                  "bit-identical" if row["bit_identical"] else "DIFFER"))
        for problem in problems:
            print("PROBLEM: " + problem)
        return 1 if problems else 0

