"""What compare.py and gradcheck.py share: their common command line, the
remat-run call that prints every result value, and the per-function PASS and
FAIL lines with the closing "N passed, M failed"."""
import argparse

from remat.tools import run


def check_parser():
    """FILE --remat-run PATH --remat-opt PATH [--entry NAME ...] [--seed S]."""
    p = argparse.ArgumentParser()
    p.add_argument("file")
    p.add_argument("--remat-run", required=True)
    p.add_argument("--remat-opt", required=True)
    p.add_argument("--entry", action="append")
    p.add_argument("--seed", type=int, default=0)
    return p


def run_values(remat_run, path, entry, seed, extra=()):
    """remat-run on `entry` of `path` with --json --print-values (the
    process, whatever its exit status)."""
    return run(remat_run, path, "--entry", entry, "--json", "--print-values",
               "--seed", str(seed), *extra, check=False)


class Tally:
    """One line per function checked, then the counts."""

    def __init__(self):
        self.passed = self.failed = 0

    def fail(self, entry, problem):
        print(f"FAIL @{entry}: {problem}")
        self.failed += 1

    def check(self, entry, problem, passed):
        """FAIL with `problem` if there is one, else PASS with `passed`."""
        if problem:
            self.fail(entry, problem)
        else:
            print(f"PASS @{entry}: {passed}")
            self.passed += 1

    def finish(self):
        """Prints the counts; the exit status (1 if anything failed)."""
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0
