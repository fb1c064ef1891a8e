#!/usr/bin/env python3
"""Checks a `remat-compare.py --json` run of strategy=budget: the results are
bit-identical to the original's and the *measured* peak fits the budget.

The budget is given as the pass got it, a percentage of the original's
predicted peak (budget=P%), so it is recomputed here from the JSON.

With --scope activations (budget-scope=activations) the budget is a
percentage of the original's bytes held for the backward pass
(`activation_peak_bytes`), which the result's must fit; remat-run measures
only the whole peak, which must then not rise above the original's
measured peak.
"""
import argparse
import json
import math
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--percent", type=float, required=True)
    parser.add_argument("--scope", choices=["peak", "activations"],
                        default="peak")
    args = parser.parse_args()
    report = json.load(sys.stdin)
    rows = {row["variant"]: row for row in report["rows"]}
    original, budget = rows["original"], rows["budget"]
    if args.scope == "activations":
        limit = math.floor(args.percent / 100.0 *
                           original["activation_peak_bytes"])
        held = budget["activation_peak_bytes"]
        ok = (budget["bit_identical"] and held <= limit and
              budget["measured_peak_bytes"] <=
              original["measured_peak_bytes"])
        print(f"{report['entry']} activations budget={args.percent:g}% "
              f"limit={limit} held={held} "
              f"(from {original['activation_peak_bytes']}) "
              f"measured peak={budget['measured_peak_bytes']} "
              f"(from {original['measured_peak_bytes']}) "
              f"flops_added={budget['flops_added_percent']:.1f}% "
              f"bit_identical={budget['bit_identical']}: "
              f"{'OK' if ok else 'FAIL'}")
        return 0 if ok else 1
    limit = math.floor(args.percent / 100.0 * original["predicted_peak_bytes"])
    measured = budget["measured_peak_bytes"]
    ok = budget["bit_identical"] and measured <= limit
    print(f"{report['entry']} budget={args.percent:g}% limit={limit} "
          f"measured={measured} predicted={budget['predicted_peak_bytes']} "
          f"flops_added={budget['flops_added_percent']:.1f}% "
          f"bit_identical={budget['bit_identical']}: "
          f"{'OK' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
