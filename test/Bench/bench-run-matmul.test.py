"""Drives bench/render_results.py's matmul_section (bench/run's results.md)
on made-up matmul_blas.json files
(bench-run-matmul.test)."""
import importlib.machinery
import importlib.util
import json
import os
import sys
import tempfile

loader = importlib.machinery.SourceFileLoader("bench_run", sys.argv[1])
spec = importlib.util.spec_from_loader("bench_run", loader)
run = importlib.util.module_from_spec(spec)
loader.exec_module(run)


def s(m, lo, hi):
    return {"median": m, "min": lo, "max": hi}


shape = {"shape": "1024x1024x1024",
         "gflops": {"blas": s(112.8, 105.5, 116.3),
                    "codegen": s(35.2, 33.9, 36.9),
                    "numpy": s(120.8, 106.5, 125.2)},
         "blas_over_numpy": 112.8 / 120.8}
for label, load in (("idle", 0.8), ("loaded", 9.0)):
    with tempfile.TemporaryDirectory() as side:
        meta = {"command": "bench/matmul_blas.sh 9 10", "commit": "abc",
                "date": "2026-12-02", "rounds": 9, "repeat": 10, "cores": 2,
                "openblas_core": "SkylakeX",
                "load_average_1min": {"min": load, "max": load}}
        with open(os.path.join(side, "matmul_blas.json"), "w") as f:
            json.dump({"meta": meta, "shapes": [shape]}, f)
        lines = []
        run.matmul_section(lines, side)
        for line in lines:
            if line.strip():
                print(f"{label}:", line.strip())
with tempfile.TemporaryDirectory() as side:
    lines = []
    run.matmul_section(lines, side)
    print("no file:", len(lines), "lines")
