#!/usr/bin/env python3
"""gpu-compare from a checkout: remat.gpu_compare of the checkout's python/."""
import os
import sys

sys.path.insert(0, os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from remat.gpu_compare import main  # noqa: E402

sys.exit(main())
