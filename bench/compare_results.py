#!/usr/bin/env python3
"""Compares the headlines of two bench/results.md files, model by model.

  compare_results.py OLD NEW [--json]

OLD and NEW are paths or git revisions with a path (`HEAD~1:bench/results.md`,
read with `git show`). For each model in both headline tables and for each
FLOP limit (<= 10% and <= 33% added FLOPs) it lists the best peak before and
after, in bytes (as the table rounds them) and as a reduction of the model's
original peak, and says whether the absolute peak got worse, better or stayed.
The verdict is on the absolute peak (an original that got smaller makes the
same schedule a smaller reduction). Beside it, both best peaks as reductions
against one fixed baseline, OLD's original peak and then NEW's (so a
shrinking original does not hide or fake a change), and the change of each
table's own reduction (each best against its own original), in points. A
model in one file only is listed as added or removed; one that NEW keeps
from an earlier run (bench/run --merge) is marked "not rerun". Exits 1 when any
model's best absolute peak got worse, 0 otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNITS = {"B": 1, "KiB": 1024, "MiB": 1024 ** 2, "GiB": 1024 ** 3}
SIZE = r"([\d.]+) (B|KiB|MiB|GiB)"
# "-11.0% (1.01 MiB, budget min (blocks), +4.9% FLOPs)"
CELL = re.compile(r"^-?(-?[\d.]+)% \(" + SIZE + r", (.+), \+([\d.]+)% FLOPs\)$")
LIMITS = ("10", "33")


def read(source):
    """The text of a path, or of REV:PATH through git show."""
    if os.path.exists(source):
        return open(source).read()
    rev, sep, path = source.partition(":")
    if not sep:
        raise SystemExit(f"compare_results.py: no file '{source}'")
    p = subprocess.run(["git", "-C", ROOT, "show", f"{rev}:{path}"],
                       capture_output=True, text=True)
    if p.returncode:
        raise SystemExit(f"compare_results.py: {p.stderr.strip()}")
    return p.stdout


def size(number, unit):
    return float(number) * UNITS[unit]


def parse(text):
    """{model: {"original": bytes, "10": cell, "33": cell}}, a cell being
    None ("-") or {"reduction", "peak", "variant", "flops"}."""
    lines = text.splitlines()
    try:
        start = next(i for i, ln in enumerate(lines)
                     if ln.startswith("## Headline"))
    except StopIteration:
        raise SystemExit("compare_results.py: no headline table")
    models = {}
    for line in lines[start + 1:]:
        if line.startswith("## "):
            break
        if not line.startswith("| [") and not line.startswith("| "):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 5 or cells[0] in ("model", "") or \
                set(cells[0]) <= set("-:"):
            continue
        name = re.sub(r"^\[([^\]]+)\].*$", r"\1", cells[0])
        # bench/run --only ... --merge marks the models it did not rerun.
        stale = "(not rerun" in cells[0]
        m = re.match(SIZE + "$", cells[2])
        if not m:
            raise SystemExit(f"compare_results.py: cannot read the original "
                             f"peak of {name}: '{cells[2]}'")
        row = {"original": size(*m.groups()), "stale": stale}
        for limit, cell in zip(LIMITS, cells[3:5]):
            if cell == "-":
                row[limit] = None
                continue
            c = CELL.match(cell)
            if not c:
                raise SystemExit(f"compare_results.py: cannot read {name}'s "
                                 f"<= {limit}% cell: '{cell}'")
            row[limit] = {"reduction": float(c.group(1)),
                          "peak": size(c.group(2), c.group(3)),
                          "shown": f"{c.group(2)} {c.group(3)}",
                          "variant": c.group(4),
                          "flops": float(c.group(5))}
        models[name] = row
    return models


def compare(old, new):
    """One entry per model and limit: verdict worse, better, same, added or
    removed."""
    out = []
    for name in list(old) + [n for n in new if n not in old]:
        for limit in LIMITS:
            a = old.get(name, {}).get(limit)
            b = new.get(name, {}).get(limit)
            if name not in new:
                verdict = "removed"
            elif name not in old:
                verdict = "added"
            elif a is None and b is None:
                verdict = "same"
            elif b is None:
                verdict = "worse"
            elif a is None:
                verdict = "better"
            elif b["shown"] == a["shown"]:
                # Equal as printed: the table's rounding hides the rest.
                verdict = "same"
            else:
                verdict = "worse" if b["peak"] > a["peak"] else "better"
            if new.get(name, {}).get("stale"):
                verdict += " (not rerun)"
            old_original = old.get(name, {}).get("original")
            new_original = new.get(name, {}).get("original")
            out.append({"model": name, "limit": limit, "verdict": verdict,
                        "old": a, "new": b,
                        "old_original": old_original,
                        "new_original": new_original,
                        # Reductions (%) against one baseline each.
                        "vs_old_original": [against(a, old_original),
                                            against(b, old_original)],
                        "vs_new_original": [against(a, new_original),
                                            against(b, new_original)]})
    return out


def describe(cell):
    if cell is None:
        return "-"
    return (f"{cell['shown']} (-{cell['reduction']:.1f}%, {cell['variant']}, "
            f"+{cell['flops']:.1f}% FLOPs)")


def relative(old, new):
    """The change of each table's reduction of its own original, in points."""
    if old is None or new is None:
        return "-"
    return f"{new['reduction'] - old['reduction']:+.1f} points"


def against(cell, original):
    """The best peak of `cell` as a reduction of `original` (bytes), in %;
    None without a cell or an original."""
    if cell is None or not original:
        return None
    return 100.0 * (1.0 - cell["peak"] / original)


def fixed(old, new, original):
    """Both best peaks against one original: "-a% -> -b%"."""
    a, b = against(old, original), against(new, original)
    if a is None and b is None:
        return "-"
    show = lambda r: "-" if r is None else f"{-r:+.1f}%"  # noqa: E731
    return f"{show(a)} -> {show(b)}"


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    entries = compare(parse(read(a.old)), parse(read(a.new)))
    if a.json:
        json.dump(entries, sys.stdout, indent=1)
        print()
    else:
        print(f"| model | added FLOPs | peak | vs old original | "
              f"vs new original | own reduction | {a.old} | {a.new} |")
        print("|---|---|---|---|---|---|---|---|")
        for e in entries:
            print(f"| {e['model']} | <= {e['limit']}% | {e['verdict']} | "
                  f"{fixed(e['old'], e['new'], e['old_original'])} | "
                  f"{fixed(e['old'], e['new'], e['new_original'])} | "
                  f"{relative(e['old'], e['new'])} | "
                  f"{describe(e['old'])} | {describe(e['new'])} |")
        counts = {}
        for e in entries:
            counts[e["verdict"]] = counts.get(e["verdict"], 0) + 1
        print()
        print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    return 1 if any(e["verdict"].startswith("worse") for e in entries) else 0


if __name__ == "__main__":
    sys.exit(main())
