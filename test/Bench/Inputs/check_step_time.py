"""Checks the structure of bench/step_time_vs_pytorch.py's JSON, not its
timing values: every summary's median (process CPU and wall-clock time)
lies within its min-max range, one value per round and one per step, the
variants asked for, compile times
recorded, and the checks (same loss, bit-identical results) passed.

  check_step_time.py FILE ROUNDS STEPS STRATEGY,...
"""
import json
import sys

path, rounds, steps, strategies = sys.argv[1:]
rounds, steps = int(rounds), int(steps)
d = json.load(open(path))
meta = d["meta"]
assert meta["time_unit"] == "process CPU ms per step", meta
assert meta["wall_unit"] == "wall-clock ms per step", meta
assert (meta["rounds"], meta["steps"], meta["threads"]) == (rounds, steps, 1)


def check_summary(s, what, values=None):
    assert s["min"] <= s["median"] <= s["max"], (what, s)
    if values is not None:
        assert len(values) == rounds, (what, values)
        assert (min(values), max(values)) == (s["min"], s["max"]), (what, s)


assert d["models"], "no models"
for m in d["models"]:
    name = m["model"]
    assert m["same_loss"], (name, m["pytorch_loss"], m["remat_loss"])
    assert m["torch_threads"] == 1, m["torch_threads"]
    check_summary(m["pytorch_cpu_ms"], name + " pytorch",
                  m["pytorch_rounds_ms"])
    assert [len(s) for s in m["pytorch_steps_ms"]] == [steps] * rounds
    check_summary(m["pytorch_wall_ms"], name + " pytorch wall",
                  m["pytorch_wall_rounds_ms"])
    assert [len(s) for s in m["pytorch_wall_steps_ms"]] == [steps] * rounds
    labels = [r["variant"] for r in m["rows"]]
    assert labels == ["original"] + strategies.split(","), labels
    for r in m["rows"]:
        what = f"{name} {r['variant']}"
        assert r["bit_identical"], what
        check_summary(r["remat_cpu_ms"], what, r["rounds_ms"])
        assert [len(s) for s in r["steps_ms"]] == [steps] * rounds, what
        check_summary(r["remat_wall_ms"], what + " wall", r["wall_rounds_ms"])
        assert [len(s) for s in r["wall_steps_ms"]] == [steps] * rounds, what
        check_summary(r["ratio_wall_remat_over_pytorch"], what + " wall ratio")
        check_summary(r["ratio_remat_over_pytorch"], what + " ratio")
        check_summary(r["ratio_over_original"], what + " vs original")
        check_summary(r["jit_cpu_s"], what + " jit")
        assert r["lower_cpu_s"] > 0 and r["jit_cpu_s"]["min"] > 0, what
    base = m["rows"][0]["ratio_over_original"]
    assert base["min"] == base["median"] == base["max"] == 1.0, base
print("ok:", ", ".join(m["model"] for m in d["models"]))
