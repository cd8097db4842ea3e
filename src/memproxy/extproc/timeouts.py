"""How long Envoy should wait for memproxy's answer to a request body.

Envoy gives up on ext_proc after its message_timeout (0.2 s shipped) and, with
failure_mode_allow, forwards the body as the client sent it: memory_config and
memory_context included. Reading and rewriting a body costs time in proportion to its
size (a 5 MiB body: ~80 ms to parse and ~75 ms to write back on a loaded 2-core machine),
so past a size, or when the body names a memory field, memproxy first asks Envoy for
more time (override_message_timeout, bounded by the filter's max_message_timeout,
ENVOY_MAX_MESSAGE_TIMEOUT_S in the shipped configurations) and only then does the work.

The request then waits longer only where memproxy is alive and working on it: a sidecar
that is hung or down never sends the override, and Envoy falls back after 0.2 s.
"""

from __future__ import annotations

MiB = 1 << 20
LARGE_BODY_BYTES = 256 * 1024
"""Below this, a body without a memory field is answered within the shipped timeout."""
SLACK_S = 0.5
"""Time for a loaded event loop beyond what the memory step itself may take."""
PER_MIB_S = 1.0
"""Reading, walking and writing back a MiB of JSON, with room: a 5 MiB chat body took
~1 s end to end through Envoy on a 2-core machine at load 14, and more than 3.7 s at
load 16 (from about 4.3 MiB a body gets the whole max_message_timeout)."""
_NAMES = (b'"memory_config"', b'"memory_context"')


def names_memory_fields(raw: bytes) -> bool:
    """True when the body's bytes name memory_config or memory_context (a fast scan:
    a key written with \\u escapes is not seen, a string value of that text is)."""
    return any(name in raw for name in _NAMES)


def body_timeout(size: int, named: bool, wait_s: float, max_s: float) -> float | None:
    """The message timeout to ask Envoy for, or None to keep its own: wait_s is what the
    memory step may take (MemorySettings.ext_proc_wait_s), max_s Envoy's upper bound."""
    if size < LARGE_BODY_BYTES and not named:
        return None
    seconds = round(min(max_s, wait_s + SLACK_S + PER_MIB_S * size / MiB), 1)
    return seconds if seconds > wait_s else None  # never less than Envoy waits anyway
