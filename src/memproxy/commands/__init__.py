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

    parser = sub.add_parser(
        "demo",
        help="two sessions through Envoy and memproxy: what was learned, what was injected",
        description="Start a stand-in LLM (or use --upstream), memproxy and Envoy on free "
        "loopback ports, play two sessions with the openai SDK and show what memproxy "
        "remembered after the first and injected in the second. Stops everything it "
        "started; exits 1 unless every second-session answer shows a first-session fact.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
        "  memproxy demo\n"
        "  memproxy demo --upstream http://127.0.0.1:8000          # your vLLM\n"
        "  memproxy demo --upstream URL --extraction URL           # a model learns facts",
    )
    demo.add_arguments(parser)
    parser.set_defaults(handler=demo.run)
    memories.register(sub)
    contexts.register(sub)
    migrate.register(sub)
    model.register(sub)
    keys.register(sub)
