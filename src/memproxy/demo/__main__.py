"""python -m memproxy.demo: the same as `memproxy [--config FILE] demo`.

It parses its own arguments rather than calling memproxy.cli, so the entry points
import one way (cli -> commands -> demo), never in a cycle.
"""

import argparse
import sys

from memproxy.config import load_settings_for_cli
from memproxy.demo import run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m memproxy.demo", description=run.__doc__)
    parser.add_argument("--config", help="YAML config file (also MEMPROXY_CONFIG)")
    run.add_arguments(parser)
    args = parser.parse_args(argv)
    settings = load_settings_for_cli(args.config)
    return 2 if settings is None else run.run(args, settings)


if __name__ == "__main__":
    sys.exit(main())
