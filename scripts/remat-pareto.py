#!/usr/bin/env python3
"""remat-pareto from a checkout: remat.pareto of the checkout's python/ (an
installed Remat has the remat-pareto console script)."""
import os
import sys

sys.path.insert(0, os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from remat.pareto import main  # noqa: E402

sys.exit(main())
