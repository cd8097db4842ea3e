"""docs/reference/cli.md from the argparse parsers' own help (memproxy.cli and commands)."""

from __future__ import annotations

import argparse
from unittest import mock

from docgen import HEADER


class _Built(Exception):
    def __init__(self, parser: argparse.ArgumentParser) -> None:
        self.parser = parser


def root_parser() -> argparse.ArgumentParser:
    """The parser `memproxy.cli.main` builds, caught where it would parse."""
    from memproxy import cli

    def catch(self: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
        raise _Built(self)

    with mock.patch.object(argparse.ArgumentParser, "parse_args", catch):
        try:
            cli.main([])
        except _Built as built:
            return built.parser
    raise RuntimeError("memproxy.cli.main did not build a parser")


def _subcommands(parser: argparse.ArgumentParser) -> list[tuple[str, argparse.ArgumentParser]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return list(action.choices.items())
    return []


def _sections(parser: argparse.ArgumentParser, path: str, level: int) -> list[str]:
    heading = "#" * min(level, 4)
    out = [f"{heading} `{path}`\n", "```text\n" + parser.format_help().rstrip() + "\n```\n"]
    for name, sub in _subcommands(parser):
        out.extend(_sections(sub, f"{path} {name}", level + 1))
    return out


def page() -> str:
    parser = root_parser()
    lines = [
        HEADER.format(source="the parsers in src/memproxy/cli.py and src/memproxy/commands/"),
        "# CLI reference\n",
        "Every command reads the same settings (`--config FILE` or `MEMPROXY_CONFIG`, plus "
        "`MEMPROXY_*` variables: see the [configuration reference](configuration.md)). "
        "The operator commands (`memories`, `contexts`) talk to a running sidecar's admin "
        "API; `migrate-collection`, `reembed` and `rotate-key` work on the store with the "
        "sidecar stopped.\n",
    ]
    lines.extend(_sections(parser, "memproxy", 2))
    return "\n".join(lines)
