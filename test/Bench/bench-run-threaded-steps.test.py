"""Drives bench/render_results.py's threaded_run_unfit and step_time_section
(bench/run's results.md) on made-up
step-time files (bench-run-threaded-steps.test)."""
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

one = {"threads": 1, "cores": 2}
idle = {"threads": 2, "cores": 2, "load_average_1min": {"max": 1.2}}
loaded = {"threads": 2, "cores": 2, "load_average_1min": {"max": 9.5}}
print("one thread:", run.threaded_run_unfit(one))
print("idle:", run.threaded_run_unfit(idle))
print("loaded:", run.threaded_run_unfit(loaded))
print("unrecorded:", run.threaded_run_unfit({"threads": 2, "cores": 2}))

x = {"median": 1.0, "min": 1.0, "max": 1.0}
model = {"model": "m", "pytorch_cpu_ms": {"median": 2, "min": 1, "max": 3},
         "rows": [{"variant": "original", "remat_cpu_ms": x,
                   "ratio_remat_over_pytorch":
                       {"median": 0.5, "min": 0.4, "max": 0.6}}]}
# Files from before wall-clock time was measured render CPU time only.
walled = dict(model, pytorch_wall_ms={"median": 4, "min": 3, "max": 5},
              rows=[dict(model["rows"][0],
                         remat_wall_ms={"median": 2, "min": 2, "max": 3},
                         ratio_wall_remat_over_pytorch={
                             "median": 0.5, "min": 0.4, "max": 0.75})])
for label, meta, m in (("idle", idle, model), ("loaded", loaded, model),
                       ("idle wall", idle, walled)):
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "bench"))
        meta = dict(meta, command="cmd", commit="abc", rounds=3, steps=5,
                    blas="openblas")
        with open(os.path.join(root, "bench",
                               "step_time_vs_pytorch-2threads.json"), "w") as f:
            json.dump({"meta": meta, "models": [m]}, f)
        lines = []
        run.step_time_section(lines, os.path.join(root, "bench"))
        for line in lines:
            if line.startswith(("**two threads**", "| m ", "| model",
                                "At 2 threads")):
                print(f"rendered {label}:", line.replace(
                    "step_time_vs_pytorch-2threads.json", "t.json").strip())
