"""Bodies memproxy cannot read: classified by reason, passed on as they came, never raising."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memproxy.config import Settings
from memproxy.extproc.processor import unusable_reason
from memproxy.metrics import UNPROCESSABLE_REASONS, Metrics
from memproxy.openai_apis import SPECS
from memproxy.openai_apis.base import BadBody, is_one_of
from memproxy.pipeline.request import MAX_QUERY_CHARS, RequestProcessor, bounded, read_body
from memproxy.state.sqlite import SqliteStateStore
from memproxy.wiring import build_wiring
from tests.fakes import ListStore, WordEmbedder

JSON = {"content-type": "application/json"}


@pytest.mark.parametrize(
    ("headers", "eos", "reason"),
    [
        (JSON, True, "empty"),
        ({**JSON, "content-length": "0"}, False, "empty"),
        ({**JSON, "content-encoding": "gzip"}, False, "encoded"),
        ({**JSON, "content-encoding": " BR "}, False, "encoded"),
        ({**JSON, "content-encoding": "gzip, identity"}, False, "encoded"),
        ({**JSON, "content-encoding": "identity"}, False, ""),
        ({"content-type": "text/plain"}, False, "content_type"),
        ({"content-type": "application/x-www-form-urlencoded"}, False, "content_type"),
        ({"content-type": "multipart/form-data; boundary=x"}, False, "content_type"),
        ({"content-type": "Application/JSON; charset=utf-8"}, False, ""),
        ({"content-type": "application/vnd.api+json"}, False, ""),
        ({}, False, ""),
        ({**JSON, "content-length": "1001"}, False, "too_large"),
        ({**JSON, "content-length": "1000"}, False, ""),
        ({**JSON, "content-length": "-5"}, False, ""),
    ],
)
def test_unusable_reason_from_headers(headers: dict[str, str], eos: bool, reason: str) -> None:
    assert unusable_reason(headers, eos, max_body_bytes=1000) == reason


@contextlib.contextmanager
def collected_first() -> Iterator[None]:
    """No garbage collection inside a parse that nears the recursion limit. A finalizer
    that ran there (an earlier test's task, destroyed while pending) had no stack left
    to log with: pytest reported its RecursionError as this test's failure (CI, once).
    The product's parse is unaffected: such a finalizer's error is only printed."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b'{"a": ', "invalid_json"),
        (b"", "invalid_json"),
        (b'{"a": 1} x', "invalid_json"),
        (b"[1]", "not_object"),
        (b'"s"', "not_object"),
        (b"3.5", "not_object"),
        (b"null", "not_object"),
        (b'{"a": "caf\xe9"}', "non_utf8"),
        ('{"a": 1}'.encode("utf-16"), "non_utf8"),
        (b"[" * 100_000, "too_deep"),
        (b'{"a": ' * 5000 + b"1" + b"}" * 5000, "too_deep"),
        (b'\xef\xbb\xbf{"a": 1}', ""),
        (b'{"a": "\\ud800"}', ""),
        (b'{"frequency_penalty": 1e400}', "inexact_number"),  # was re-encoded as Infinity
        (b'{"a": -1E400}', "inexact_number"),
        (b'{"a": [1, 2, 1' + b"0" * 400 + b".5]}", "inexact_number"),
        (b'{"seed": -0}', "inexact_number"),  # an int has no -0: re-encoded as 0
        (b'{"a": [1, -0]}', "inexact_number"),
        (b'{"a": -0.5, "b": -0e3, "c": "-0", "d": -0.0}', ""),
        (b'{"a": ' + b"9" * 5000 + b"}", "inexact_number"),  # past Python's int() digits
        (b'{"a": NaN}', "invalid_json"),  # Python reads these; JSON has no such literals
        (b'{"a": Infinity}', "invalid_json"),
        (b'{"a": -Infinity}', "invalid_json"),
        (b'{"a": -0.0, "b": 1e-400, "c": ' + b"9" * 40 + b', "d": 1e308}', ""),
    ],
)
def test_read_body_reasons(raw: bytes, reason: str) -> None:
    with collected_first():
        body, got = read_body(raw)
    assert got == reason
    assert (body is None) == bool(reason)
    assert got == "" or got in UNPROCESSABLE_REASONS


def test_is_one_of_takes_unhashable_values() -> None:
    names = frozenset({"user"})
    assert is_one_of("user", names)
    assert not is_one_of(["user"], names) and not is_one_of({"a": 1}, names)


def test_bounded_query() -> None:
    assert bounded("x" * (MAX_QUERY_CHARS + 10)) == "x" * MAX_QUERY_CHARS
    assert bounded("short") == "short"


def test_metrics_refuse_an_unbounded_reason() -> None:
    metrics = Metrics()
    metrics.unprocessable("responses", "too_deep")
    assert metrics.value("memproxy_unprocessable_total", {"api": "responses", "reason": "too_deep"})
    with pytest.raises(ValueError):
        metrics.unprocessable("responses", "some user text")


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=6)
    | st.sampled_from(["user", "system", "message", "input_text", "text", "function_call"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(["role", "type", "content", "text", "input", "messages", "x"]), inner
        )
    ),
    max_leaves=25,
)
bodies = st.dictionaries(
    st.sampled_from(["model", "input", "messages", "memory_config", "memory_context", "stream"]),
    json_values,
)


@settings(max_examples=200, deadline=None)
@given(bodies, st.sampled_from(sorted(SPECS)))
def test_adapters_only_ever_raise_bad_body(body: dict[str, Any], path: str) -> None:
    adapter = SPECS[path]
    try:
        adapter.parse(body)
    except BadBody:
        return
    json.dumps(adapter.inject(body, "memory"))


@functools.cache
def _state() -> SqliteStateStore:
    """One real, empty state store for the module (chains and recent turns read it)."""
    state = SqliteStateStore(Path(tempfile.mkdtemp(prefix="memproxy-")) / "state.db")
    asyncio.run(state.start())
    return state


@pytest.fixture(autouse=True, scope="module")
def _close_state() -> Iterator[None]:
    yield
    if _state.cache_info().currsize:
        asyncio.run(_state().close())
        _state.cache_clear()


def processor() -> RequestProcessor:
    """The product's request processor (build_wiring) on fakes and a real state store."""
    wiring = build_wiring(
        Settings(),
        store=ListStore(),  # type: ignore[arg-type]
        embedder=WordEmbedder(),  # type: ignore[arg-type]
        state=_state(),
        metrics=Metrics(),
    )
    return wiring.processor


@settings(max_examples=150, deadline=None)
@given(bodies, st.sampled_from(sorted(SPECS)), st.booleans())
def test_processor_never_raises_and_keeps_other_fields(
    body: dict[str, Any], path: str, with_user: bool
) -> None:
    headers = {"x-user-id": "alice"} if with_user else {}
    raw = json.dumps(body).encode()
    result = asyncio.run(processor().process(SPECS[path], headers, raw))
    if result.body is not None:
        sent = json.loads(result.body)
        assert "memory_config" not in sent and "memory_context" not in sent
        kept = {k: v for k, v in body.items() if k not in ("memory_config", "memory_context")}
        assert sent.keys() == kept.keys()


def test_lone_surrogate_is_kept_as_an_escape() -> None:
    raw = b'{"model": "m", "input": "hi \\ud800", "memory_config": {}}'
    result = asyncio.run(processor().process(SPECS["/v1/responses"], {}, raw))
    assert result.body == b'{"model":"m","input":"hi \\ud800"}'


@pytest.mark.parametrize("depth", [900, 960, 980, 985, 990, 995, 1000])
def test_json_near_the_recursion_limit_never_raises(depth: int) -> None:
    raw = b'{"model": "m", "input": "hi", "memory_config": {}, "x": '
    raw += b"[" * depth + b"]" * depth + b"}"
    with collected_first():
        result = asyncio.run(processor().process(SPECS["/v1/responses"], {"x-user-id": "a"}, raw))
    if result.body is not None:
        assert b"memory_config" not in result.body
    else:
        assert result.outcome == "bad_input"


@pytest.mark.parametrize(
    "raw",
    [
        b'{"model": "m", "input": "hi", "seed": -0.0, "big": 123456789012345678901234567890}',
        b'{"model": "m", "input": "hi", "t": 1e308, "u": -1.5e-300, "v": 0.1, "w": 1E2}',
        b'{"model": "m", "input": "hi", "tiny": 1e-400}',
    ],
)
def test_a_rewritten_body_means_what_the_client_sent(raw: bytes) -> None:
    """Every number json.dumps writes back parses to what the client's text did."""
    body = raw.replace(b"}", b', "memory_config": {}}')
    result = asyncio.run(processor().process(SPECS["/v1/responses"], {"x-user-id": "a"}, body))
    assert result.body is not None
    assert json.loads(result.body) == json.loads(raw)
    assert b"Infinity" not in result.body and b"NaN" not in result.body


@pytest.mark.parametrize(
    "raw",
    [
        b'{"model": "m", "input": "hi", "frequency_penalty": 1e400, "memory_config": {}}',
        b'{"model": "m", "input": "hi", "seed": -0, "memory_context": {}}',
        b'{"model": "m", "input": "hi", "x": NaN, "memory_config": {}}',
    ],
)
def test_a_body_that_cannot_be_written_back_goes_as_it_came(raw: bytes) -> None:
    metrics = Metrics()
    proc = processor()
    proc._metrics = metrics  # counted on this instance
    result = asyncio.run(proc.process(SPECS["/v1/responses"], {"x-user-id": "a"}, raw))
    assert (result.body, result.outcome) == (None, "bad_input")
    counted = sum(
        metrics.value("memproxy_unprocessable_total", {"api": "responses", "reason": reason})
        for reason in ("inexact_number", "invalid_json")
    )
    assert counted == 1


@pytest.mark.parametrize(
    "config",
    [{"memory_types": [["semantic"]]}, {"memory_types": [{}]}, {"retrieval_limit": [[1]]}],
)
@pytest.mark.parametrize("path", sorted(SPECS))
def test_bad_memory_config_still_removes_the_memory_fields(
    config: dict[str, Any], path: str
) -> None:
    body: dict[str, Any] = {
        "model": "m",
        "input": "What is my budget?",
        "messages": [],
        "memory_config": config,
    }
    body["messages"] = [{"role": "user", "content": "What is my budget?"}]
    body["memory_context"] = {"session_end": False}
    raw = json.dumps(body).encode()
    result = asyncio.run(processor().process(SPECS[path], {"x-user-id": "a"}, raw))
    assert result.body is not None and result.outcome not in ("memory_failed", "error")
    sent = json.loads(result.body)
    assert "memory_config" not in sent and "memory_context" not in sent


def test_any_failure_of_the_memory_step_still_removes_the_memory_fields() -> None:
    proc = processor()

    async def boom(*args: object) -> None:
        raise RuntimeError("a bug")

    proc._process = boom  # type: ignore[method-assign,assignment]
    raw = b'{"model": "m", "input": "hi", "memory_config": {}, "memory_context": {}}'
    result = asyncio.run(proc.process(SPECS["/v1/responses"], {"x-user-id": "a"}, raw))
    assert (result.body, result.outcome) == (b'{"model":"m","input":"hi"}', "error")


@pytest.mark.parametrize("path", sorted(SPECS))
def test_lone_surrogate_in_the_question_is_read_as_a_replacement_character(path: str) -> None:
    raw = (
        b'{"model": "m", "input": "budget \\ud800", "memory_config": {},'
        b' "messages": [{"role": "system", "content": "s \\udfff"},'
        b' {"role": "user", "content": "budget \\ud800"}]}'
    )
    result = asyncio.run(processor().process(SPECS[path], {"x-user-id": "a"}, raw))
    assert result.view is not None and result.view.query == "budget \ufffd"
    assert result.body is not None and b"\\ud800" in result.body  # forwarded as sent
    result.session_id.encode()
    assert result.outcome not in ("memory_failed", "error")
