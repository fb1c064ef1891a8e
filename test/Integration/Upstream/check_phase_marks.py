#!/usr/bin/env python3
"""Checks the phase marks of a generated upstream training step: no op
before the seed of the backward pass (`%one = arith.constant ... dense<1.0>`)
carries `remat.backward`, every op from the seed on does, and no op is from
the remat dialect.

  check_phase_marks.py FILE...

Prints per file the number of forward and backward ops; exits 1 on the
first op that breaks the rule."""
import re
import sys

OP = re.compile(r"^  (%[\w.]+ = |return )")


def ops(text):
    """The top-level ops of the function body: each as its lines."""
    current = None
    for line in text.splitlines():
        if OP.match(line):
            if current:
                yield current
            current = [line]
        elif current is not None and line.startswith("    ") or \
                (current and line.startswith("  }")):
            current.append(line)
    if current:
        yield current


def main():
    ok = True
    for path in sys.argv[1:]:
        fwd = bwd = 0
        seen_seed = False
        for op in ops(open(path).read()):
            text = "\n".join(op)
            if op[0].startswith("  return"):
                continue
            if re.search(r"\bremat\.(?!backward\b|param\b)[a-z_]+", text):
                print(f"{path}: a remat op: {op[0].strip()}")
                ok = False
            if "dense<1.000000e+00>" in op[0]:
                seen_seed = True
            marked = "remat.backward" in text
            if marked != seen_seed:
                print(f"{path}: {'backward' if seen_seed else 'forward'} op "
                      f"{'without' if seen_seed else 'with'} remat.backward: "
                      f"{op[0].strip()}")
                ok = False
            bwd += seen_seed
            fwd += not seen_seed
        print(f"{path.split('/')[-1]}: {fwd} forward ops, {bwd} backward ops "
              f"marked")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
