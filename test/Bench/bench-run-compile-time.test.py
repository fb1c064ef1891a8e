"""Drives bench/render_results.py's compile_section (bench/run's results.md)
on a made-up compile_time.json
(bench-run-compile-time.test)."""
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

row = {"ops": 550, "blas": "openblas", "lower_cpu_s": 2.0,
       "compile_wall_s": 12.5, "step_cpu_ms": 90.0, "process_wall_s": 14.0,
       "cached_compile_cpu_s": 0.1, "load_average": [1.5, 2.0, 2.5]}
rows = [dict(row, model="transformer-8x256", jit="passes=x codegen=-O2",
             compile_cpu_s=7.6),
        dict(row, model="transformer-8x256", jit="-O0", compile_cpu_s=8.9),
        dict(row, model="gpt2-small", ops=822, jit="passes=x codegen=-O2",
             compile_cpu_s=31.0)]
with tempfile.TemporaryDirectory() as side:
    with open(os.path.join(side, "compile_time.json"), "w") as f:
        json.dump({"meta": {"command": "bench/compile_time.sh --json x --gpt2",
                            "commit": "abc", "date": "2026-12-02"},
                   "rows": rows}, f)
    lines = []
    run.compile_section(lines, side)
    for line in lines:
        if line.startswith("|"):
            print(line)
