"""The checkout the benchmarks run in: its root, the zoo, and the tools of
its build tree ($REMAT_BUILD_DIR, default build/). Benchmarks run from a
checkout, not from an installed Remat: importing this module puts the
checkout's Python package (python/: remat, remat_torch) on the path, the one
place in bench/ that does."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ZOO = os.path.join(ROOT, "bench", "models", "zoo.py")
sys.path.insert(0, os.path.join(ROOT, "python"))


def tool(name):
    """The build tree's tool `name` (remat-opt, remat-run)."""
    build = os.environ.get("REMAT_BUILD_DIR", os.path.join(ROOT, "build"))
    return os.path.join(build, "bin", name)
