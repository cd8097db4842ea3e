"""More time from Envoy for large bodies and bodies naming a memory field (tables)."""

from __future__ import annotations

import json

import pytest

from memproxy.extproc.messages import override_timeout
from memproxy.extproc.timeouts import LARGE_BODY_BYTES, MiB, body_timeout, names_memory_fields


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ({"model": "m", "input": "hi", "memory_config": {}}, True),
        ({"model": "m", "input": "hi", "memory_context": {"user_id": "u"}}, True),
        ({"model": "m", "input": "hi"}, False),
        ({"model": "m", "input": "my memory_config is wrong"}, False),  # not a JSON key
    ],
)
def test_a_memory_field_is_seen_in_the_bytes(body: dict[str, object], named: bool) -> None:
    assert names_memory_fields(json.dumps(body).encode()) is named


@pytest.mark.parametrize(
    ("size", "named", "expected"),
    [
        (1000, False, None),  # small, no memory field: Envoy's own 0.2 s
        (LARGE_BODY_BYTES - 1, False, None),
        (1000, True, 0.7),  # the memory step's 0.2 s + slack
        (2 * MiB, False, 2.7),  # grows with the size
        (2 * MiB, True, 2.7),
        (8 * MiB, True, 5.0),  # never past Envoy's max_message_timeout
    ],
)
def test_the_time_asked_for(size: int, named: bool, expected: float | None) -> None:
    assert body_timeout(size, named, wait_s=0.2, max_s=5.0) == expected


def test_never_less_than_envoy_waits_already() -> None:
    """A model rewrite can make the rendered message_timeout longer than the bound."""
    assert body_timeout(5 * MiB, True, wait_s=6.0, max_s=5.0) is None


def test_the_override_message_carries_the_time_and_nothing_else() -> None:
    msg = override_timeout(3.7)
    assert msg.override_message_timeout.seconds == 3
    assert msg.override_message_timeout.nanos == 700_000_000
    assert msg.WhichOneof("response") is None
