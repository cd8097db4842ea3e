"""The request-path compressor: opt-in, fail open, and safe for any history (hypothesis)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from memproxy.compress.compressor import Compressor
from memproxy.compress.plan import kind_of, plan
from memproxy.config import CompressionSettings, MemorySettings
from memproxy.metrics import Metrics
from memproxy.openai_apis.chat_completions import ChatCompletions
from memproxy.pipeline.options import effective_options
from memproxy.state.base import SessionKey
from memproxy.state.session_state import SessionState, anchor_of
from memproxy.state.sqlite import SqliteStateStore

KEY = SessionKey("alice", "s1")
ON = CompressionSettings(enabled=True, keep_recent_turns=1)


def body(n: int) -> dict[str, Any]:
    messages: list[dict[str, Any]] = []
    for i in range(n):
        messages += [
            {"role": "user", "content": f"u{i}"},
            {"role": "assistant", "content": f"a{i}"},
        ]
    return {"model": "m", "messages": [*messages, {"role": "user", "content": "q"}]}


def test_compression_is_opt_in() -> None:
    store = SqliteStateStore("unused.db")
    assert not Compressor(store, CompressionSettings(), Metrics()).wanted(True)
    assert Compressor(store, ON, Metrics()).wanted(True)
    assert not Compressor(store, ON, Metrics()).wanted(None)
    by_default = CompressionSettings(enabled=True, by_default=True)
    assert Compressor(store, by_default, Metrics()).wanted(None)
    assert not Compressor(store, by_default, Metrics()).wanted(False)


def test_memory_config_compress_must_be_a_boolean() -> None:
    options, bad = effective_options(MemorySettings(), {"compress": "yes"})
    assert options.compress is None and bad == ["compress"]
    assert effective_options(MemorySettings(), {"compress": True})[0].compress is True


async def test_a_state_store_that_fails_leaves_the_body_alone(tmp_path: Path) -> None:
    store = SqliteStateStore(tmp_path / "never-started.db")  # every call raises
    metrics = Metrics()
    new, note = await Compressor(store, ON, metrics).compress(ChatCompletions(), KEY, body(6))
    assert new is None and note.outcome == "failed"
    assert metrics.value("memproxy_errors_total", {"stage": "compress"}) == 1


async def test_a_hung_state_store_costs_at_most_the_load_timeout(tmp_path: Path) -> None:
    class Hung(SqliteStateStore):
        async def load_state(self, key: SessionKey) -> SessionState | None:
            await asyncio.sleep(30)
            return None

    settings = CompressionSettings(enabled=True, keep_recent_turns=1, load_timeout_ms=20)
    new, note = await Compressor(Hung(tmp_path / "s.db"), settings, Metrics()).compress(
        ChatCompletions(), KEY, body(6)
    )
    assert new is None and note.outcome == "failed"


async def test_a_covering_state_compresses_and_counts(tmp_path: Path) -> None:
    store = SqliteStateStore(tmp_path / "s.db")
    await store.start()
    try:
        anchor = anchor_of([("u4", "a4"), ("u5", "a5")])
        await store.save_state(KEY, SessionState(12, anchor, {"topic": "t"}), 60)
        metrics = Metrics()
        new, note = await Compressor(store, ON, metrics).compress(ChatCompletions(), KEY, body(6))
    finally:
        await store.close()
    assert new is not None and note.outcome == "compressed"
    assert [m["content"] for m in new["messages"][1:]] == ["u5", "a5", "q"]
    assert new["model"] == "m"
    assert metrics.value("memproxy_compression_total", {"outcome": "compressed"}) == 1
    assert metrics.value("memproxy_compression_saved_tokens_total") > 0


_TEXT = st.sampled_from(["u0", "a0", "u1", "a1", "x", ""])
_ROLES = ["user", "assistant", "system", "developer", "tool", "function", "other"]
_TYPES = ["message", "function_call", "reasoning", "function_call_output"]
_ITEM = st.one_of(
    st.fixed_dictionaries({"role": st.sampled_from(_ROLES), "content": _TEXT}),
    st.fixed_dictionaries(
        {"type": st.sampled_from(_TYPES), "role": st.sampled_from(_ROLES[:2]), "content": _TEXT}
    ),
    st.fixed_dictionaries({"role": st.just("assistant"), "tool_calls": st.just([{"id": "c"}])}),
    st.integers(),
    st.none(),
    st.text(max_size=3),
)


@settings(max_examples=300, deadline=None)
@given(items=st.lists(_ITEM, max_size=30), keep=st.integers(0, 3))
def test_any_history_is_cut_only_in_whole_plain_exchanges(items: list[Any], keep: int) -> None:
    state = SessionState(4, anchor_of([("u0", "a0"), ("u1", "a1")]), {"topic": "t"})
    marker = {"role": "system", "content": "STATE"}
    out, note = plan(items, state, marker, keep, 10_000)
    if out is None:
        return
    assert note.outcome == "compressed" and out.count(marker) == 1
    rest = [i for i in out if i is not marker]
    # everything kept is in its original order; every lead and tool item is kept
    positions = [next(n for n, x in enumerate(items) if x is i) for i in rest]
    assert positions == sorted(positions)
    for item in items:
        if kind_of(item) in ("lead", "tool"):
            assert any(item is i for i in rest)
