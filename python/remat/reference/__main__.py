"""`python3 -m remat.reference FILE --entry NAME ...`: the reference
interpreter's command line."""
import sys

from . import main

sys.exit(main())
