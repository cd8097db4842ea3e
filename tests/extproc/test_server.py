"""Drive the ext_proc servicer with a fake gRPC stream (no network)."""

from __future__ import annotations

import json
from typing import Protocol

import pytest
from envoy.config.core.v3 import base_pb2
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.config import MemorySettings, Settings
from memproxy.domain import Memory, MemoryType
from memproxy.extproc.processor import DEFAULT_MAX_BODY_BYTES
from memproxy.pipeline.render import HEADER
from memproxy.state.sqlite import SqliteStateStore
from memproxy.testing.harness import Harness
from memproxy.testing.harness import request_body as body
from memproxy.testing.harness import request_headers as headers
from tests.fakes import ListStore, WordEmbedder


class MakeHarness(Protocol):
    def __call__(
        self,
        store: ListStore,
        embedder: WordEmbedder,
        max_body_bytes: int = ...,
        **memory: object,
    ) -> Harness: ...


@pytest.fixture
def harness(state: SqliteStateStore) -> MakeHarness:
    """The product's wiring on fakes and a real state store, request phase only
    (auto_store off: the stream ends with the request)."""

    def make(
        store: ListStore,
        embedder: WordEmbedder,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
        **memory: object,
    ) -> Harness:
        settings = Settings(memory=MemorySettings(auto_store=False, **memory))  # type: ignore[arg-type]
        return Harness(
            settings,
            store=store,  # type: ignore[arg-type]
            embedder=embedder,  # type: ignore[arg-type]
            state=state,
            max_body_bytes=max_body_bytes,
        )

    return make


@pytest.fixture
async def embedder() -> WordEmbedder:
    return WordEmbedder()


@pytest.fixture
async def store(embedder: WordEmbedder) -> ListStore:
    s = ListStore()
    await s.add(
        embedder, Memory(user_id="alice", content="alice budget for the hawaii trip is 10000")
    )
    await s.add(embedder, Memory(user_id="bob", content="bob budget for the hawaii trip is 99"))
    embedder.calls = 0
    return s


QUESTION = json.dumps({"model": "m", "input": "what is my budget for the hawaii trip"}).encode()


async def test_injects_and_sets_content_length(
    harness: MakeHarness, store: ListStore, embedder: WordEmbedder
) -> None:
    h = harness(store, embedder)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION))
    assert len(out) == 2
    mutation = out[1].request_body.response
    new = mutation.body_mutation.body
    sent = json.loads(new)
    assert HEADER in sent["input"][0]["content"] and "10000" in sent["input"][0]["content"]
    assert "99" not in new.decode()
    (length,) = mutation.header_mutation.set_headers
    assert length.header.key == "content-length"
    assert length.header.raw_value == str(len(new)).encode()
    assert (
        h.metrics.value("memproxy_requests_total", {"api": "responses", "outcome": "injected"}) == 1
    )


async def test_pass_through_path_ends_after_headers(
    harness: MakeHarness, store: ListStore, embedder: WordEmbedder
) -> None:
    h = harness(store, embedder)
    out = await h.run(headers("/v1/models", {"x-user-id": "alice"}, method="GET"), body(b"ignored"))
    assert len(out) == 1 and out[0].HasField("request_headers")
    assert embedder.calls == 0


async def test_no_user_unchanged(
    harness: MakeHarness, store: ListStore, embedder: WordEmbedder
) -> None:
    h = harness(store, embedder)
    out = await h.run(headers("/v1/responses"), body(QUESTION))
    assert not out[1].request_body.response.HasField("body_mutation")
    assert embedder.calls == 0


async def test_skipped_decision_never_embeds(
    harness: MakeHarness, store: ListStore, embedder: WordEmbedder
) -> None:
    h = harness(store, embedder)
    hello = json.dumps({"model": "m", "input": "hello!"}).encode()
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(hello))
    assert not out[1].request_body.response.HasField("body_mutation")
    assert embedder.calls == 0
    assert h.metrics.value("memproxy_decisions_total", {"reason": "greeting"}) == 1


@pytest.mark.parametrize(
    ("make_store", "make_embedder", "stage"),
    [
        (lambda: ListStore(down=True), WordEmbedder, "search"),
        (ListStore, lambda: WordEmbedder(fail=True), "embed"),
        (ListStore, lambda: WordEmbedder(delay_s=0.2), "search_late"),
        (lambda: ListStore(profile_delay_s=0.2), lambda: WordEmbedder(delay_s=0.2), "deadline"),
    ],
)
async def test_memory_failures_fail_open(
    harness: MakeHarness, make_store, make_embedder, stage: str
) -> None:  # type: ignore[no-untyped-def]
    h = harness(make_store(), make_embedder(), deadline_ms=50)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION))
    assert not out[1].request_body.response.HasField("body_mutation")
    assert h.metrics.value("memproxy_errors_total", {"stage": stage}) == 1


async def test_past_the_deadline_the_search_is_served_without_a_late_profile(
    harness: MakeHarness, embedder: WordEmbedder, store: ListStore
) -> None:
    store.profile_delay_s = 0.2
    h = harness(store, embedder, deadline_ms=50)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION))
    sent = json.loads(out[1].request_body.response.body_mutation.body)
    assert "10000" in sent["input"][0]["content"]
    assert h.metrics.value("memproxy_errors_total", {"stage": "profile_late"}) == 1
    assert h.metrics.value("memproxy_errors_total", {"stage": "deadline"}) == 0


async def test_past_the_deadline_the_profile_is_served_without_a_late_search(
    harness: MakeHarness, state: SqliteStateStore
) -> None:
    slow = WordEmbedder(delay_s=0.2)
    store = ListStore()
    diet = Memory(user_id="alice", content="alice is vegan", type=MemoryType.PREFERENCE)
    await store.add(WordEmbedder(), diet)
    h = harness(store, slow, deadline_ms=50)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION))
    sent = json.loads(out[1].request_body.response.body_mutation.body)
    assert "alice is vegan" in sent["input"][0]["content"]
    assert h.metrics.value("memproxy_errors_total", {"stage": "search_late"}) == 1


async def test_memory_fields_stripped_even_without_memories(
    harness: MakeHarness, embedder: WordEmbedder
) -> None:
    h = harness(ListStore(), embedder)
    raw = json.dumps(
        {"model": "m", "input": "what is my budget", "memory_config": {"enabled": True}}
    ).encode()
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(raw))
    # first more time from Envoy (a body naming a memory field), then the body without it
    assert out[1].WhichOneof("response") is None
    assert out[1].override_message_timeout.ToMilliseconds() == 700
    sent = json.loads(out[2].request_body.response.body_mutation.body)
    assert sent == {"model": "m", "input": "what is my budget"}


@pytest.mark.parametrize(
    ("extra", "reason"),
    [
        ({"content-encoding": "gzip"}, "encoded"),
        ({"content-type": "text/plain"}, "content_type"),
    ],
)
async def test_unusable_bodies_end_the_stream(
    harness: MakeHarness,
    store: ListStore,
    embedder: WordEmbedder,
    extra: dict[str, str],
    reason: str,
) -> None:
    h = harness(store, embedder)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice", **extra}), body(QUESTION))
    assert len(out) == 1
    labels = {"api": "responses", "reason": reason}
    assert h.metrics.value("memproxy_unprocessable_total", labels) == 1


async def test_partial_body_over_buffer_is_untouched(
    harness: MakeHarness, store: ListStore, embedder: WordEmbedder
) -> None:
    h = harness(store, embedder)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION, eos=False))
    assert not out[1].request_body.response.HasField("body_mutation")
    labels = {"api": "responses", "reason": "too_large"}
    assert h.metrics.value("memproxy_unprocessable_total", labels) == 1


async def test_a_crash_in_a_phase_continues_unchanged(
    harness: MakeHarness, embedder: WordEmbedder
) -> None:
    class Exploding(ListStore):
        async def retrieve(self, query):  # type: ignore[no-untyped-def]
            raise ZeroDivisionError

    h = harness(Exploding(), embedder)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION))
    assert not out[1].request_body.response.HasField("body_mutation")
    assert h.metrics.value("memproxy_errors_total", {"stage": "retrieve"}) == 1


async def test_whole_body_over_the_limit_is_untouched(
    harness: MakeHarness, store: ListStore, embedder: WordEmbedder
) -> None:
    """A chunked body Envoy happened to read whole arrives with end_of_stream set."""
    h = harness(store, embedder, max_body_bytes=len(QUESTION) - 1)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION))
    assert not out[1].request_body.response.HasField("body_mutation")
    labels = {"api": "responses", "reason": "too_large"}
    assert h.metrics.value("memproxy_unprocessable_total", labels) == 1
    assert embedder.calls == 0


def raw_headers(path: str, user: bytes) -> pb.ProcessingRequest:
    values = {":path": path.encode(), ":method": b"POST", "content-type": b"application/json"}
    hmap = base_pb2.HeaderMap(
        headers=[
            *(base_pb2.HeaderValue(key=k, raw_value=v) for k, v in values.items()),
            base_pb2.HeaderValue(key="x-user-id", raw_value=user),
        ]
    )
    return pb.ProcessingRequest(request_headers=pb.HttpHeaders(headers=hmap))


@pytest.mark.parametrize("user", [b"Z\xff", b"Z\xfe", b"Z\xc3", b"Z\xe9"])
async def test_a_user_id_that_is_not_utf8_is_refused_not_replaced(
    harness: MakeHarness, embedder: WordEmbedder, user: bytes
) -> None:
    """errors="replace" read all four as Z\ufffd: one user's memories for all (issue 14)."""
    store = ListStore()
    await store.add(embedder, Memory(user_id="Z\ufffd", content="budget for the hawaii trip"))
    h = harness(store, embedder)
    asked = json.dumps({"model": "m", "input": "what is my budget", "memory_config": {}})
    out = await h.run(raw_headers("/v1/responses", user), body(asked.encode()))
    sent = out[2].request_body.response.body_mutation.body  # out[1]: more time (extproc.timeouts)
    assert json.loads(sent) == {"model": "m", "input": "what is my budget"}  # fields removed
    assert h.metrics.value("memproxy_bad_input_total", {"reason": "user_id"}) == 1
    assert h.metrics.value(
        "memproxy_requests_total", {"api": "responses", "outcome": "bad_identity"}
    )


@pytest.mark.parametrize("space", ["\u00a0", "\u2003", "\u3000", "\u2028", "\u1680", "\u205f"])
async def test_a_unicode_space_is_part_of_the_user_id(
    harness: MakeHarness, store: ListStore, embedder: WordEmbedder, space: str
) -> None:
    """str.strip() made "alice" + U+00A0 read alice's memories (issue 14)."""
    h = harness(store, embedder)
    out = await h.run(raw_headers("/v1/responses", f"alice{space}".encode()), body(QUESTION))
    assert HEADER.encode() not in out[1].request_body.response.body_mutation.body
    assert "10000" not in str(out[1])
