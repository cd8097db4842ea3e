"""The context, session and stats routes on a real stack minus Envoy: Milvus Lite, the real
embedder, SQLite state and records, the real request processor making the records."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from memproxy.api.admin import create_admin_app
from memproxy.config import (
    ContextSettings,
    IdentitySettings,
    MemorySettings,
    MilvusSettings,
    ProfileSettings,
)
from memproxy.context.retention import Retention
from memproxy.context.sqlite import SqliteContextStore
from memproxy.context.tokens import WordPieceCounter
from memproxy.context.writer import RecordWriter
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.metrics import Metrics
from memproxy.openai_apis import spec_for
from memproxy.pipeline.contexts import ContextLog
from memproxy.pipeline.replay import Replayer
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.service import MemoryService, NewMemory
from memproxy.state.base import SessionKey, StoredTurn
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import model_dir

TOKEN = "t0ken"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


class Rig:
    def __init__(self, tmp: Path, embedder: OnnxEmbedder) -> None:
        metrics = Metrics()
        # what the gates decide is under test: a small user's whole profile (all_when_few,
        # tests/integration/test_profile.py) would inject every memory here
        self.memory = MemorySettings(
            deadline_ms=10_000,
            context=ContextSettings(max_per_user=5),
            profile=ProfileSettings(all_when_few=False),
        )
        self.store = MilvusStore(MilvusSettings(uri=str(tmp / "m.db")))
        self.state = SqliteStateStore(tmp / "state.db")
        self.records = SqliteContextStore(tmp / "state.db", Retention.of(self.memory.context))
        self.writer = RecordWriter(self.records, metrics)
        counter = WordPieceCounter(model_dir() / "tokenizer.json", "all-MiniLM-L6-v2")
        self.log = ContextLog(self.memory, counter, self.writer)
        retriever = Retriever(embedder, self.store, Rewriter("prepend"), metrics)
        self.processor = RequestProcessor(
            self.memory, IdentitySettings(), retriever, metrics, contexts=self.log
        )
        self.service = MemoryService(
            self.store, embedder, metrics, 2000, self.state, contexts=self.records
        )
        replayer = Replayer(retriever, self.memory.profile, self.log)
        self.app = create_admin_app(self.service, metrics, _health, TOKEN, replayer=replayer)

    async def ask(self, user: str, text: str, **config: Any) -> str:
        """A chat request through the real processor; returns its record's id."""
        body: dict[str, Any] = {"model": "m", "messages": [{"role": "user", "content": text}]}
        if config:
            body["memory_config"] = config
        spec = spec_for("POST", "/v1/chat/completions")
        assert spec is not None
        headers = {"x-user-id": user, "x-session-id": "chat-1"}
        result = await self.processor.process(spec, headers, json.dumps(body).encode())
        assert result.context is not None
        await self.writer.flush()
        return result.context.id


async def _health() -> dict[str, object]:
    return {"serving": True}


@pytest.fixture
async def rig(tmp_path: Path, real_embedder: OnnxEmbedder) -> AsyncIterator[Rig]:
    r = Rig(tmp_path, real_embedder)
    await r.store.start()
    await r.state.start()
    await r.records.start()
    yield r
    await r.writer.drain(5)
    await r.records.close()
    await r.state.close()
    await r.store.close()


@pytest.fixture
async def admin(rig: Rig) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=rig.app), base_url="http://admin", headers=AUTH
    ) as client:
        yield client


async def remember(rig: Rig, user: str, *contents: str, **fields: Any) -> list[str]:
    stored = await rig.service.store(
        [NewMemory(user_id=user, content=c, **fields) for c in contents]
    )
    return [m.id for m in stored]


async def test_a_record_explains_an_injection_and_its_replay_after_a_forget(
    rig: Rig, admin: httpx.AsyncClient
) -> None:
    budget, peanuts = await remember(
        rig, "alice", "User's budget for the Hawaii trip is $10,000", "User is allergic to peanuts"
    )
    await remember(rig, "bob", "Bob's budget for the Hawaii trip is $99")
    context_id = await rig.ask("alice", "What's my budget for the Hawaii trip?")

    r = await admin.get(f"/v1/contexts/{context_id}", params={"user_id": "alice"})
    assert r.status_code == 200, r.text
    record = r.json()
    assert {"id", "context_hash", "decision", "query", "candidates", "injected"} <= set(record)
    assert record["decision"] == "search" and record["injected"] == 1
    verdicts = {c["memory_id"]: c["verdict"] for c in record["candidates"]}
    assert verdicts[budget] == "injected"
    assert verdicts[peanuts] in ("below_threshold", "below_margin")
    assert "$99" not in r.text  # never another user's memory
    assert record["tokens"]["counter"] == "all-MiniLM-L6-v2" and record["tokens"]["total"] > 0

    listed = await admin.get("/v1/contexts", params={"user_id": "alice", "session_id": "chat-1"})
    assert [c["id"] for c in listed.json()["contexts"]] == [context_id]

    same = await admin.post(f"/v1/contexts/{context_id}/replay", params={"user_id": "alice"})
    assert same.status_code == 200, same.text
    assert same.json()["diff"]["same_hash"] is True

    assert (
        await admin.delete(f"/v1/memory/{budget}", params={"user_id": "alice"})
    ).status_code == 200
    replay = (
        await admin.post(f"/v1/contexts/{context_id}/replay", params={"user_id": "alice"})
    ).json()
    diff = replay["diff"]
    assert diff["same_hash"] is False
    assert [c["memory_id"] for c in diff["removed"]] == [budget]
    assert {"memory_id": budget, "then": "injected", "now": "absent"}.items() <= next(
        c for c in diff["changed"] if c["memory_id"] == budget
    ).items()
    assert replay["original"]["id"] == context_id


async def test_a_budget_cut_is_recorded(rig: Rig, admin: httpx.AsyncClient) -> None:
    await remember(rig, "carol", "User's budget for the Hawaii trip is $10,000 " + "and more " * 40)
    context_id = await rig.ask("carol", "What's my budget for the Hawaii trip?", token_budget=60)
    record = (await admin.get(f"/v1/contexts/{context_id}", params={"user_id": "carol"})).json()
    assert record["injected"] == 0 and record["injected_text"] == ""
    assert [c["verdict"] for c in record["candidates"]] == ["over_budget"]
    assert record["not_fit"] == [record["candidates"][0]["memory_id"]]
    assert record["options"]["token_budget"] == 60


async def test_the_same_request_twice_has_the_same_hash(rig: Rig, admin: httpx.AsyncClient) -> None:
    await remember(rig, "dan", "User's budget for the Hawaii trip is $10,000")
    first = await rig.ask("dan", "What's my budget for the Hawaii trip?")
    second = await rig.ask("dan", "What's my budget for the Hawaii trip?")
    got = [
        (await admin.get(f"/v1/contexts/{i}", params={"user_id": "dan"})).json()
        for i in (first, second)
    ]
    assert first != second and got[0]["context_hash"] == got[1]["context_hash"]


async def test_records_are_bounded_per_user(rig: Rig, admin: httpx.AsyncClient) -> None:
    ids = [await rig.ask("erin", f"What did I say about topic {i}?") for i in range(8)]
    listed = (await admin.get("/v1/contexts", params={"user_id": "erin", "limit": 200})).json()
    assert [c["id"] for c in listed["contexts"]] == list(reversed(ids[-5:]))
    gone = await admin.get(f"/v1/contexts/{ids[0]}", params={"user_id": "erin"})
    assert gone.status_code == 404


async def test_a_forget_removes_the_records(rig: Rig, admin: httpx.AsyncClient) -> None:
    context_id = await rig.ask("fay", "What's my favourite colour?")
    assert (await admin.delete("/v1/memory", params={"user_id": "fay"})).status_code == 200
    r = await admin.get(f"/v1/contexts/{context_id}", params={"user_id": "fay"})
    assert r.status_code == 404
    assert (await admin.get("/v1/contexts", params={"user_id": "fay"})).json() == {"contexts": []}


async def test_sessions_and_stats(rig: Rig, admin: httpx.AsyncClient) -> None:
    key = SessionKey("gil", "s-9")
    await rig.state.append_turns(
        key, [StoredTurn("user", "I like tea"), StoredTurn("assistant", "ok")], 2
    )
    await remember(rig, "gil", "User likes tea", session_id="s-9", type="preference")
    await remember(rig, "gil", "User lives in Oslo")
    await rig.ask("gil", "What do I like?")

    sessions = (await admin.get("/v1/sessions", params={"user_id": "gil"})).json()["sessions"]
    assert [(s["session_id"], s["turns"], s["learned_turns"]) for s in sessions] == [("s-9", 2, 2)]
    one = (await admin.get("/v1/sessions/s-9", params={"user_id": "gil"})).json()
    assert [t["text"] for t in one["history"]] == ["I like tea", "ok"]
    assert [m["content"] for m in one["memories"]] == ["User likes tea"]
    assert [(j["state"], j["turns"]) for j in one["jobs"]] == [("pending", 2)]
    assert (await admin.get("/v1/sessions/s-9", params={"user_id": "other"})).status_code == 404

    stats = (await admin.get("/v1/stats", params={"user_id": "gil"})).json()
    assert stats["memories"]["total"] == 2
    assert stats["memories"]["by_type"] == {"preference": 1, "semantic": 1}
    assert stats["memories"]["by_state"] == {"active": 2, "archived": 0, "superseded": 0}
    assert (stats["sessions"], stats["jobs"]["pending"], stats["contexts"]) == (1, 1, 1)
    other = (await admin.get("/v1/stats", params={"user_id": "nobody"})).json()
    assert other["memories"]["total"] == 0 and other["contexts"] == 0


ROUTES = [
    ("get", "/v1/contexts/{id}"),
    ("post", "/v1/contexts/{id}/replay"),
    ("get", "/v1/sessions/{id}"),
]
HOSTILE = ["..%2F..%2Fetc%2Fpasswd", "%2A", "x' OR '1'='1", "a" * 2000, "%E2%80%AE", "ctx_%00"]


@pytest.mark.parametrize(("method", "path"), ROUTES)
@pytest.mark.parametrize("hostile", HOSTILE)
async def test_hostile_ids_are_not_found(
    rig: Rig, admin: httpx.AsyncClient, method: str, path: str, hostile: str
) -> None:
    await rig.ask("hal", "What's my favourite colour?")
    r = await admin.request(method, path.replace("{id}", hostile) + "?user_id=hal")
    assert r.status_code in (400, 404), r.text
    assert r.json()["error"]["code"] in ("not_found", "invalid", "http_error")  # no such route


@pytest.mark.parametrize(
    "url",
    [
        "/v1/contexts?user_id=a%00b",
        "/v1/contexts?user_id=Z%FF",
        "/v1/contexts?user_id=",
        "/v1/contexts/x?user_id=%20",
        "/v1/contexts/%FF?user_id=a",
        "/v1/contexts?user_id=a&session_id=s%01",
        "/v1/sessions?user_id=a%00",
        "/v1/sessions/s?user_id=a&project_id=%FF",
        "/v1/stats?user_id=",
        "/v1/stats?user_id=" + "u" * 1025,
    ],
)
async def test_hostile_user_and_session_ids_are_400(admin: httpx.AsyncClient, url: str) -> None:
    r = await admin.get(url)
    assert r.status_code == 400, r.text


async def test_another_user_reads_nothing_on_every_route(
    rig: Rig, admin: httpx.AsyncClient
) -> None:
    await remember(rig, "ivy", "Ivy's secret is 42")
    context_id = await rig.ask("ivy", "What is my secret?")
    await rig.state.append_turns(SessionKey("ivy", "chat-1"), [StoredTurn("user", "secret")], 5)
    for method, url in [
        ("get", f"/v1/contexts/{context_id}"),
        ("post", f"/v1/contexts/{context_id}/replay"),
        ("get", "/v1/sessions/chat-1"),
    ]:
        r = await admin.request(method, url, params={"user_id": "ivy "[:-1] + "\u00a0"})
        assert r.status_code == 404, (url, r.text)
    for url in ("/v1/contexts", "/v1/sessions", "/v1/stats"):
        r = await admin.get(url, params={"user_id": "mallory"})
        assert r.status_code == 200 and "42" not in r.text and "secret" not in r.text


async def test_every_route_needs_the_token(rig: Rig) -> None:
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=rig.app), base_url="http://admin"
    ) as client:
        for method, url in [
            ("get", "/v1/contexts?user_id=a"),
            ("get", "/v1/contexts/x?user_id=a"),
            ("post", "/v1/contexts/x/replay?user_id=a"),
            ("get", "/v1/sessions?user_id=a"),
            ("get", "/v1/sessions/x?user_id=a"),
            ("get", "/v1/stats?user_id=a"),
        ]:
            assert (await client.request(method, url)).status_code == 401, url
