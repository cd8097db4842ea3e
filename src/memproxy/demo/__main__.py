"""python -m memproxy.demo: the same as `memproxy demo`."""

import sys

from memproxy.cli import main

if __name__ == "__main__":
    sys.exit(main(["demo", *sys.argv[1:]]))
