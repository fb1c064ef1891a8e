#!/usr/bin/env python3
"""Checks `remat-opt --remat-pareto="format=json"` output on stdin.

Every function has its keys; met rows fit their budget and stay above the
floor; the curve is monotone (a smaller budget that is met never gives a
larger predicted peak); the `min` row is met and is the lowest peak of all;
a `flops<=P%` row (max-added-flops=) adds at most P% FLOPs. With
--exhaustive (the budgets cover every peak the function can have), no
budget row within P% goes below the `flops<=P%` row. Exits 1 with a message
otherwise.
"""
import argparse
import json
import sys


def fail(message):
    print("check-pareto-json: " + message)
    sys.exit(1)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--exhaustive", action="store_true")
    args = p.parse_args()
    report = json.load(sys.stdin)
    for key in ("solver", "minimize", "functions"):
        if key not in report:
            fail(f"missing key {key}")
    if not report["functions"]:
        fail("no functions")
    for function in report["functions"]:
        name = function["name"]
        floor = function["floor_bytes"]
        rows = function["rows"]
        met = [row for row in rows if row["met"]]
        for row in met:
            if row["predicted_peak_bytes"] > row["budget_bytes"]:
                fail(f"@{name} budget {row['budget']}: peak over budget")
            if row["predicted_peak_bytes"] < floor:
                fail(f"@{name} budget {row['budget']}: peak under the floor")
            if row["flops_added"] < 0:
                fail(f"@{name} budget {row['budget']}: negative FLOPs")
        limits = [row for row in rows if row["budget"].startswith("flops<=")]
        budgets = [row for row in met if row not in limits]
        for limit in limits:
            percent = float(limit["budget"][len("flops<="):].rstrip("%"))
            if not limit["met"]:
                fail(f"@{name} {limit['budget']}: not met")
            if limit["flops_added_percent"] > percent + 1e-9:
                fail(f"@{name} {limit['budget']}: adds "
                     f"{limit['flops_added_percent']:.2f}% FLOPs")
            within = [row for row in budgets
                      if row["flops_added_percent"] <= percent + 1e-9]
            if args.exhaustive and any(
                    row["predicted_peak_bytes"] < limit["predicted_peak_bytes"]
                    for row in within):
                fail(f"@{name} {limit['budget']}: budget rows within "
                     f"{percent}% go lower than its "
                     f"{limit['predicted_peak_bytes']} bytes")
        ordered = sorted(budgets, key=lambda row: -row["budget_bytes"])
        for bigger, smaller in zip(ordered, ordered[1:]):
            if smaller["predicted_peak_bytes"] > bigger["predicted_peak_bytes"]:
                fail(f"@{name}: budget {smaller['budget']} gives a larger "
                     f"peak than {bigger['budget']}")
        lowest = [row for row in rows if row["budget"] == "min"]
        if len(lowest) != 1 or not lowest[0]["met"]:
            fail(f"@{name}: no met min row")
        if any(row["predicted_peak_bytes"] < lowest[0]["predicted_peak_bytes"]
               for row in met):
            fail(f"@{name}: a row is below the min row")
        print(f"@{name}: {len(met)} of {len(rows)} budgets met, min "
              f"{lowest[0]['predicted_peak_bytes']} bytes, floor {floor}"
              + "".join(f", {row['budget']} {row['predicted_peak_bytes']} "
                        "bytes" for row in limits) + ": OK")


if __name__ == "__main__":
    main()
