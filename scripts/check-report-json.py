#!/usr/bin/env python3
"""Validates a `remat-memory-report` JSON document against the documented keys
(docs/reference/MemoryModel.md) and prints one summary line per function.

Usage: check-report-json.py [FILE]   (standard input when no FILE)
Exit status 1 and a message on the first violation.
"""
import json
import sys

SUMMARY = {
    "function": str, "target": str, "peak_bytes": int, "peak_op_index": int,
    "peak_location": str, "saved_for_backward_bytes": int,
    "activation_peak_bytes": int, "total_flops": int,
    "estimated_time_s": (int, float), "ops": list, "activations": list,
    "live_at_peak": list,
}
OP = {
    "index": int, "op": str, "location": str, "allocated_bytes": int,
    "scratch_bytes": int,
    "live_bytes_during": int, "live_bytes_after": int, "flops": int,
    "estimated_time_s": (int, float), "phase": str,
}
ACTIVATION = {
    "producer_index": int, "op": str, "result": int, "location": str,
    "bytes": int, "first_backward_use": int, "last_backward_use": int,
}
LIVE = {"holder": str, "def_index": int, "last_use_index": int, "bytes": int}


def check(obj, schema, where):
    if not isinstance(obj, dict):
        sys.exit(f"{where}: expected an object")
    for key, types in schema.items():
        if key not in obj:
            sys.exit(f"{where}: missing key '{key}'")
        if isinstance(obj[key], bool) or not isinstance(obj[key], types):
            sys.exit(f"{where}: key '{key}' has the wrong type")


def main():
    text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    doc = json.loads(text)
    if not isinstance(doc.get("functions"), list) or "target" not in doc:
        sys.exit("top level: expected keys 'target' and 'functions'")
    for fn in doc["functions"]:
        name = fn.get("function", "?")
        check(fn, SUMMARY, name)
        for op in fn["ops"]:
            check(op, OP, f"{name} op")
        for act in fn["activations"]:
            check(act, ACTIVATION, f"{name} activation")
        for live in fn["live_at_peak"]:
            check(live, LIVE, f"{name} live_at_peak")
        # The summary must agree with the timeline it summarizes.
        peak = max((op["live_bytes_during"] for op in fn["ops"]), default=0)
        if peak != fn["peak_bytes"]:
            sys.exit(f"{name}: peak_bytes {fn['peak_bytes']} != max live {peak}")
        if sum(l["bytes"] for l in fn["live_at_peak"]) != fn["peak_bytes"]:
            sys.exit(f"{name}: live_at_peak does not add up to peak_bytes")
        print(f"{name}: peak_bytes={fn['peak_bytes']} "
              f"saved_for_backward_bytes={fn['saved_for_backward_bytes']} "
              f"total_flops={fn['total_flops']} ops={len(fn['ops'])} "
              f"activations={len(fn['activations'])}")


if __name__ == "__main__":
    main()
