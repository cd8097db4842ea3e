"""Bodies memproxy cannot read: classified by reason, passed on as they came, never raising."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memproxy.config import IdentitySettings, MemorySettings
from memproxy.extproc.adapters import ADAPTERS, BadBody, is_one_of
from memproxy.extproc.session import unusable_reason
from memproxy.metrics import UNPROCESSABLE_REASONS, Metrics
from memproxy.pipeline.request import MAX_QUERY_CHARS, RequestProcessor, bounded, read_body
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
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
    ],
)
def test_read_body_reasons(raw: bytes, reason: str) -> None:
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
@given(bodies, st.sampled_from(sorted(ADAPTERS)))
def test_adapters_only_ever_raise_bad_body(body: dict[str, Any], path: str) -> None:
    adapter = ADAPTERS[path]
    try:
        adapter.parse(body)
    except BadBody:
        return
    json.dumps(adapter.inject(body, "memory"))


def processor() -> RequestProcessor:
    metrics = Metrics()
    embedder = WordEmbedder()
    retriever = Retriever(embedder, ListStore(), Rewriter("prepend"), metrics)  # type: ignore[arg-type]
    return RequestProcessor(MemorySettings(), IdentitySettings(), retriever, metrics)


@settings(max_examples=150, deadline=None)
@given(bodies, st.sampled_from(sorted(ADAPTERS)), st.booleans())
def test_processor_never_raises_and_keeps_other_fields(
    body: dict[str, Any], path: str, with_user: bool
) -> None:
    headers = {"x-user-id": "alice"} if with_user else {}
    raw = json.dumps(body).encode()
    result = asyncio.run(processor().process(ADAPTERS[path], headers, raw))
    if result.body is not None:
        sent = json.loads(result.body)
        assert "memory_config" not in sent and "memory_context" not in sent
        kept = {k: v for k, v in body.items() if k not in ("memory_config", "memory_context")}
        assert sent.keys() == kept.keys()


def test_lone_surrogate_is_kept_as_an_escape() -> None:
    raw = b'{"model": "m", "input": "hi \\ud800", "memory_config": {}}'
    result = asyncio.run(processor().process(ADAPTERS["/v1/responses"], {}, raw))
    assert result.body == b'{"model":"m","input":"hi \\ud800"}'


@pytest.mark.parametrize("depth", [900, 960, 980, 985, 990, 995, 1000])
def test_json_near_the_recursion_limit_never_raises(depth: int) -> None:
    raw = b'{"model": "m", "input": "hi", "memory_config": {}, "x": '
    raw += b"[" * depth + b"]" * depth + b"}"
    result = asyncio.run(processor().process(ADAPTERS["/v1/responses"], {"x-user-id": "a"}, raw))
    if result.body is not None:
        assert b"memory_config" not in result.body
    else:
        assert result.outcome == "bad_input"
