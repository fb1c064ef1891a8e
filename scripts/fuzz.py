#!/usr/bin/env python3
"""The fuzzer (remat.fuzz) on this checkout: its examples and tests are the
seed corpus, its build/bin/remat-opt the default tool."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))

from remat.fuzz import main  # noqa: E402

sys.exit(main(ROOT))
