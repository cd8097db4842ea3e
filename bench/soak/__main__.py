"""`python -m bench.soak`: the bounded soak (bench/soak/run.py)."""

import sys

from bench.soak.run import main

sys.exit(main())
