"""Operator subcommands beyond serve/run: each module adds its parser and a handler.

A handler is `(args, settings) -> exit status`; `cli.main` calls it with the loaded
Settings. The order here is the order in `memproxy --help`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from memproxy.config import Settings

Handler = Callable[[argparse.Namespace, Settings], int]


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from memproxy.commands import contexts, keys, memories, migrate, model
    from memproxy.demo import run as demo

    parser = sub.add_parser("demo", help="the two-session demo (stand-in upstream or a real one)")
    demo.add_arguments(parser)
    parser.set_defaults(handler=demo.run)
    memories.register(sub)
    contexts.register(sub)
    migrate.register(sub)
    model.register(sub)
    keys.register(sub)
