#!/usr/bin/env python3
"""Compares the peak the memory analysis predicts (remat-memory-report) with
the peak remat-run measures when the lowered program runs.

  check_peak.py FILE --entry NAME --remat-run PATH --remat-opt PATH
                [--tolerance 0.05] [--run-arg ARG]...

--run-arg passes ARG on to remat-run (e.g. --run-arg=--blas=openblas).

Prints "@NAME predicted P measured M difference D%" and exits 1 when the
relative difference exceeds the tolerance.
"""
import argparse
import json
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--entry", required=True)
    parser.add_argument("--remat-run", required=True)
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--tolerance", type=float, default=0.05)
    parser.add_argument("--run-arg", action="append", default=[])
    args = parser.parse_args()

    report = json.loads(subprocess.run(
        [args.remat_opt, args.file,
         "--remat-memory-report=format=json output=-", "-o", "/dev/null"],
        check=True, capture_output=True, text=True).stdout)
    predicted = next(f["peak_bytes"] for f in report["functions"]
                     if f["function"] == args.entry)
    run = json.loads(subprocess.run(
        [args.remat_run, args.file, "--entry", args.entry, "--json",
         *args.run_arg],
        check=True, capture_output=True, text=True).stdout)
    measured = run["peak_bytes"]
    difference = (measured - predicted) / max(predicted, 1)
    verdict = "within" if abs(difference) <= args.tolerance else "OUTSIDE"
    print(f"@{args.entry} predicted {predicted} measured {measured} "
          f"difference {100 * difference:+.2f}% {verdict} "
          f"{100 * args.tolerance:.0f}%")
    return 0 if verdict == "within" else 1


if __name__ == "__main__":
    sys.exit(main())
