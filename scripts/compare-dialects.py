#!/usr/bin/env python3
"""compare-dialects from a checkout: remat.compare_dialects of the checkout's python/."""
import os
import sys

sys.path.insert(0, os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from remat.compare_dialects import main  # noqa: E402

sys.exit(main())
