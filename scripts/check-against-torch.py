#!/usr/bin/env python3
"""remat-check-torch from a checkout: remat_torch.check of the checkout's
python/ (an installed Remat has the remat-check-torch console script)."""
import os
import sys

sys.path.insert(0, os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from remat_torch.check import main  # noqa: E402

sys.exit(main())
