#!/usr/bin/env python3
"""remat-compare from a checkout: remat.compare of the checkout's python/ (an
installed Remat has the remat-compare console script)."""
import os
import sys

sys.path.insert(0, os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from remat.compare import main  # noqa: E402

sys.exit(main())
