#!/usr/bin/env python3
"""torch-f32-trace from a checkout: remat_torch.f32_trace of the checkout's python/."""
import os
import sys

sys.path.insert(0, os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from remat_torch.f32_trace import main  # noqa: E402

sys.exit(main())
