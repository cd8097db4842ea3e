"""x-memproxy-context and the context summary in Envoy's dynamic metadata, driven with a
fake gRPC stream; the records written off the request path to a real SQLite store."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from envoy.config.core.v3 import base_pb2
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb
from google.protobuf import json_format

from memproxy.config import ContextSettings, IdentitySettings, MemorySettings, ProfileSettings
from memproxy.context.retention import Retention
from memproxy.context.sqlite import SqliteContextStore
from memproxy.context.writer import RecordWriter
from memproxy.domain import Memory
from memproxy.extproc.processor import ProcessorFactory
from memproxy.extproc.server import ExtProcServicer
from memproxy.metrics import Metrics
from memproxy.pipeline.contexts import ContextLog
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.testing.harness import request_body as body
from memproxy.testing.harness import request_headers as headers
from tests.fakes import ListStore, WordEmbedder


async def stream(*msgs: pb.ProcessingRequest) -> AsyncIterator[pb.ProcessingRequest]:
    for m in msgs:
        yield m


QUESTION = json.dumps({"model": "m-1", "input": "what is my budget for the hawaii trip"}).encode()


class Harness:
    def __init__(self, store: ListStore, records: SqliteContextStore, **context: object) -> None:
        self.metrics = Metrics()
        # a generous deadline: what is injected is under test here, not the time it takes
        context_settings = ContextSettings(**context)  # type: ignore[arg-type]
        memory = MemorySettings(  # the gates under test: no small user's whole profile
            deadline_ms=10_000,
            context=context_settings,
            profile=ProfileSettings(all_when_few=False),
        )
        retriever = Retriever(WordEmbedder(), store, Rewriter("prepend"), self.metrics)  # type: ignore[arg-type]
        self.writer = RecordWriter(records, self.metrics)
        log = ContextLog(memory, writer=self.writer)
        processor = RequestProcessor(
            memory, IdentitySettings(), retriever, self.metrics, contexts=log
        )
        sessions = ProcessorFactory(processor, self.metrics, True)
        self.servicer = ExtProcServicer(sessions, self.metrics)

    async def run(self, *msgs: pb.ProcessingRequest) -> list[pb.ProcessingResponse]:
        return [r async for r in self.servicer.Process(stream(*msgs), None)]  # type: ignore[arg-type]


def response_headers(status: str = "200") -> pb.ProcessingRequest:
    hmap = base_pb2.HeaderMap(
        headers=[base_pb2.HeaderValue(key=":status", raw_value=status.encode())]
    )
    return pb.ProcessingRequest(response_headers=pb.HttpHeaders(headers=hmap))


@pytest.fixture
async def store() -> ListStore:
    s = ListStore()
    embedder = WordEmbedder()
    await s.add(
        embedder, Memory(user_id="alice", content="alice budget for the hawaii trip is 10000")
    )
    await s.add(embedder, Memory(user_id="alice", content="alice likes green tea"))
    return s


@pytest.fixture
async def records(tmp_path: Path) -> AsyncIterator[SqliteContextStore]:
    s = SqliteContextStore(tmp_path / "state.db", Retention())
    await s.start()
    yield s
    await s.close()


def added(reply: pb.ProcessingResponse) -> dict[str, str]:
    options = reply.response_headers.response.header_mutation.set_headers
    return {o.header.key: o.header.raw_value.decode() for o in options}


async def test_the_header_names_the_record_when_asked(
    store: ListStore, records: SqliteContextStore
) -> None:
    h = Harness(store, records)
    asked = headers("/v1/responses", {"x-user-id": "alice", "x-memproxy-context": "on"})
    out = await h.run(asked, body(QUESTION), response_headers())
    assert out[0].mode_override.response_header_mode == out[0].mode_override.SEND
    value = added(out[2])["x-memproxy-context"]
    context_id, injected = value.split("; ")
    assert injected == "injected=1"
    meta = json_format.MessageToDict(out[1].dynamic_metadata)["memproxy"]
    assert meta["id"] == context_id and meta["injected"] == 1 and meta["decision"] == "search"
    assert "10000" not in json.dumps(meta)  # the summary holds no content
    await h.writer.flush()
    record = await records.get("alice", context_id)
    assert record is not None and record.model == "m-1" and record.api == "responses"
    assert record.searched_query == "what is my budget for the hawaii trip"
    verdicts = {c.content: c.verdict for c in record.candidates}
    assert verdicts["alice budget for the hawaii trip is 10000"] == "injected"
    assert verdicts["alice likes green tea"] in ("below_threshold", "below_margin")
    assert record.tokens is not None and record.tokens.total > 0
    assert {"embed", "search", "assemble", "decide"} <= set(record.timings_ms)
    assert await records.get("bob", context_id) is None


async def test_no_header_unless_asked_but_a_record_and_metadata_still(
    store: ListStore, records: SqliteContextStore
) -> None:
    h = Harness(store, records)
    out = await h.run(headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION))
    assert len(out) == 2  # the stream ends after the body: no response phase at all
    assert not out[0].HasField("mode_override")
    meta = json_format.MessageToDict(out[1].dynamic_metadata)["memproxy"]
    await h.writer.flush()
    assert (await records.get("alice", meta["id"])) is not None


async def test_config_turns_the_header_on_for_all(
    store: ListStore, records: SqliteContextStore
) -> None:
    h = Harness(store, records, header=True)
    out = await h.run(
        headers("/v1/responses", {"x-user-id": "alice"}), body(QUESTION), response_headers("500")
    )
    assert added(out[2])["x-memproxy-context"].endswith("; injected=1")


async def test_a_skipped_request_is_recorded_with_its_reason(
    store: ListStore, records: SqliteContextStore
) -> None:
    h = Harness(store, records)
    hi = json.dumps({"model": "m", "input": "hello!"}).encode()
    asked = headers("/v1/responses", {"x-user-id": "alice", "x-memproxy-context": "on"})
    out = await h.run(asked, body(hi), response_headers())
    context_id = added(out[2])["x-memproxy-context"].split(";")[0]
    await h.writer.flush()
    record = await records.get("alice", context_id)
    assert record is not None
    assert (record.decision, record.reason, record.candidates) == ("skip", "greeting", [])


async def test_no_user_no_record_no_header(store: ListStore, records: SqliteContextStore) -> None:
    h = Harness(store, records)
    out = await h.run(headers("/v1/responses", {"x-memproxy-context": "on"}), body(QUESTION))
    assert len(out) == 2 and not out[1].HasField("dynamic_metadata")
    await h.writer.flush()


async def test_a_failing_record_store_never_touches_the_request(
    store: ListStore, tmp_path: Path
) -> None:
    broken = SqliteContextStore(tmp_path / "never-started.db", Retention())  # save raises
    h = Harness(store, broken)
    asked = headers("/v1/responses", {"x-user-id": "alice", "x-memproxy-context": "on"})
    out = await h.run(asked, body(QUESTION), response_headers())
    assert "10000" in out[1].request_body.response.body_mutation.body.decode()
    await h.writer.flush()
    assert h.metrics.value("memproxy_errors_total", {"stage": "context_record"}) == 1
