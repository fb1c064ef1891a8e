#!/usr/bin/env python3
"""Runs one function through remat-run at several thread counts and compares
the runs: every result's bits, the measured peak and the allocation count.

  compare_threads.py FILE ENTRY --remat-run PATH [--threads 1,2,3] [ARGS...]

Prints one line, "threads 1,2,3: same bits in all N results, same peak P
bytes, same A allocations", when they all agree, else what differs; exits 1
when anything differs or when a run with more than one thread had no
parallel loop (remat-run reports "threads": 1 then), which would make the
comparison vacuous.
"""
import argparse
import json
import subprocess
import sys


def main():
    p = argparse.ArgumentParser()
    p.add_argument("file")
    p.add_argument("entry")
    p.add_argument("--remat-run", required=True)
    p.add_argument("--threads", default="1,2,3")
    a, extra = p.parse_known_args()
    counts = [int(t) for t in a.threads.split(",")]
    runs = []
    for t in counts:
        out = subprocess.run([a.remat_run, a.file, "--entry", a.entry,
                              "--json", f"--threads={t}"] + extra,
                             check=True, capture_output=True, text=True).stdout
        runs.append(json.loads(out))
    ok = True
    for t, r in zip(counts, runs):
        if t > 1 and r["threads"] != t:
            print(f"threads={t}: no loop ran on threads (reported "
                  f"{r['threads']})")
            ok = False
    base = runs[0]
    for t, r in zip(counts[1:], runs[1:]):
        for k, (x, y) in enumerate(zip(base["results"], r["results"])):
            if x["hash"] != y["hash"]:
                print(f"threads={t}: result {k} differs from threads="
                      f"{counts[0]} (sum {y['sum']} vs {x['sum']})")
                ok = False
        for key in ("peak_bytes", "allocations"):
            if r[key] != base[key]:
                print(f"threads={t}: {key} {r[key]} vs {base[key]}")
                ok = False
    if not ok:
        return 1
    print(f"threads {a.threads}: same bits in all {len(base['results'])} "
          f"results, same peak {base['peak_bytes']} bytes, same "
          f"{base['allocations']} allocations")
    return 0


if __name__ == "__main__":
    sys.exit(main())
