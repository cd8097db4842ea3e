"""The replay's upstream: bench.learn.upstream, except that a turn said several times
(a "hi" in every session) gets its scripted answers in the order they were said.

    python -m bench.learn.replay_upstream --port PORT --replies FILE

FILE is a JSON object {user turn: [assistant answers, in order]}; past the last answer
the last one is given again.
"""

from __future__ import annotations

import argparse
import json
from collections import deque
from collections.abc import Iterator, Mapping
from pathlib import Path

import uvicorn

from bench.learn.upstream import create_app


class InOrder(Mapping[str, str]):
    """Each read of a turn gives its next answer (the last one from then on)."""

    def __init__(self, answers: Mapping[str, list[str]]) -> None:
        self._left = {turn: deque(said) for turn, said in answers.items() if said}

    def __getitem__(self, turn: str) -> str:
        left = self._left[turn]
        return left.popleft() if len(left) > 1 else left[0]

    def __iter__(self) -> Iterator[str]:
        return iter(self._left)

    def __len__(self) -> int:
        return len(self._left)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.learn.replay_upstream", description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--replies", type=Path, required=True)
    args = parser.parse_args(argv)
    app = create_app(InOrder(json.loads(args.replies.read_text())))
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning", lifespan="off")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
