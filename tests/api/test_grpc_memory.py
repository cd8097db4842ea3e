"""memproxy.v1.MemoryService over a real grpc.aio server on loopback."""

from __future__ import annotations

from collections.abc import AsyncIterator

import grpc
import pytest
from google.protobuf import struct_pb2

from memproxy.api.grpc_memory import add_memory_service
from memproxy.config import MilvusSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.metrics import Metrics
from memproxy.service import MemoryService
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import free_port
from memproxy.v1 import memory_pb2 as pb
from memproxy.v1 import memory_pb2_grpc as pb_grpc


@pytest.fixture
async def stub(service: MemoryService) -> AsyncIterator[pb_grpc.MemoryServiceStub]:
    server = grpc.aio.server()
    add_memory_service(server, service)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
        yield pb_grpc.MemoryServiceStub(channel)
    await server.stop(0)


async def test_all_operations_and_isolation(stub: pb_grpc.MemoryServiceStub) -> None:
    meta = struct_pb2.Struct()
    meta.update({"k": [1, "two"], "n": {"x": True}})
    stored = await stub.Store(
        pb.StoreRequest(
            memories=[
                pb.NewMemory(
                    user_id="alice",
                    content="User's budget for the Hawaii trip is $10,000",
                    metadata=meta,
                    entities=["Hawaii"],
                ),
                pb.NewMemory(user_id="bob", content="Bob's budget is $5"),
            ]
        )
    )
    alice_id = stored.memories[0].id
    hits = await stub.Retrieve(pb.RetrieveRequest(user_id="alice", query="my trip budget", limit=3))
    assert [h.memory.id for h in hits.results] == [alice_id]
    assert dict(hits.results[0].memory.metadata)["k"] == [1, "two"]
    got = await stub.Get(pb.GetRequest(user_id="alice", id=alice_id))
    assert got.entities == ["Hawaii"]
    updated = await stub.Update(
        pb.UpdateRequest(user_id="alice", id=alice_id, content="Budget is now $15,000")
    )
    assert updated.content == "Budget is now $15,000"
    listed = await stub.List(pb.ListRequest(user_id="alice"))
    assert [m.id for m in listed.memories] == [alice_id]
    for call, req in [
        (stub.Get, pb.GetRequest(user_id="bob", id=alice_id)),
        (stub.Forget, pb.ForgetRequest(user_id="bob", id=alice_id)),
        (stub.Update, pb.UpdateRequest(user_id="bob", id=alice_id, content="x")),
    ]:
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await call(req)
        assert err.value.code() == grpc.StatusCode.NOT_FOUND
    bob_hits = await stub.Retrieve(
        pb.RetrieveRequest(user_id="bob", query="Hawaii budget", threshold=-1)
    )
    assert all(h.memory.user_id == "bob" for h in bob_hits.results)
    assert (await stub.Forget(pb.ForgetRequest(user_id="alice", id=alice_id))).deleted == 1
    assert (await stub.ForgetByScope(pb.ForgetByScopeRequest(user_id="bob"))).deleted == 1


@pytest.mark.parametrize(
    ("call", "request_", "field"),
    [
        (
            "Store",
            pb.StoreRequest(memories=[pb.NewMemory(user_id="a", content="x", type="bad")]),
            "type",
        ),
        ("Store", pb.StoreRequest(memories=[pb.NewMemory(content="x")]), "user_id"),
        (
            "Store",
            pb.StoreRequest(memories=[pb.NewMemory(user_id="a", content="x", importance=9)]),
            "importance",
        ),
        ("Retrieve", pb.RetrieveRequest(user_id="a"), "query"),
        ("Retrieve", pb.RetrieveRequest(user_id="a", query="q", types=["nope"]), "types"),
        ("Update", pb.UpdateRequest(user_id="a", id="x", type="nope"), "type"),
        ("Update", pb.UpdateRequest(user_id="a", id="x", confidence=0), "confidence"),
        ("Get", pb.GetRequest(id="x"), "user_id"),
        ("List", pb.ListRequest(), "user_id"),
        ("Get", pb.GetRequest(user_id="a\x00", id="x"), "user_id"),
        ("List", pb.ListRequest(user_id="a\u0085"), "user_id"),
        ("List", pb.ListRequest(user_id="a", project_id="p\n"), "project_id"),
        ("Retrieve", pb.RetrieveRequest(user_id=" ", query="q"), "user_id"),
        ("ForgetByScope", pb.ForgetByScopeRequest(user_id="a\x7f"), "user_id"),
        (
            "Store",
            pb.StoreRequest(memories=[pb.NewMemory(user_id="a\x1b", content="x")]),
            "user_id",
        ),
    ],
)
async def test_invalid_arguments_name_the_field(
    stub: pb_grpc.MemoryServiceStub, call: str, request_: object, field: str
) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await getattr(stub, call)(request_)
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert field in (err.value.details() or "")


async def test_a_batch_the_store_refuses_is_invalid_argument_and_writes_nothing(
    stub: pb_grpc.MemoryServiceStub,
) -> None:
    """600 characters, 1,200 bytes: passes the API's length check, not a Milvus server's
    VARCHAR(1024), which counts bytes (before: UNAVAILABLE there, with the first items
    written). Milvus Lite counts characters and took it, so the check is the stricter
    of the two: a memory stored on Lite can always move to a server."""
    items = [pb.NewMemory(user_id="a", content=f"fact {n}") for n in range(3)]
    items.append(pb.NewMemory(user_id="a", content="x y", project_id="é" * 600))
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.Store(pb.StoreRequest(memories=items))
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert (err.value.details() or "").startswith("memories.3.project_id: ")
    listed = await stub.List(pb.ListRequest(user_id="a", all_projects=True))
    assert list(listed.memories) == []


async def test_unknown_id_is_not_found(stub: pb_grpc.MemoryServiceStub) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.Get(pb.GetRequest(user_id="alice", id="0" * 32))
    assert err.value.code() == grpc.StatusCode.NOT_FOUND


async def test_store_down_is_unavailable(real_embedder: OnnxEmbedder) -> None:
    down = MilvusStore(MilvusSettings(uri=f"http://127.0.0.1:{free_port()}", timeout_seconds=0.5))
    server = grpc.aio.server()
    add_memory_service(server, MemoryService(down, real_embedder, Metrics(), 500))
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            stub = pb_grpc.MemoryServiceStub(channel)
            for call, req in [
                (stub.Store, pb.StoreRequest(memories=[pb.NewMemory(user_id="a", content="x")])),
                (stub.Retrieve, pb.RetrieveRequest(user_id="a", query="x")),
                (stub.List, pb.ListRequest(user_id="a")),
            ]:
                with pytest.raises(grpc.aio.AioRpcError) as err:
                    await call(req)  # type: ignore[operator]
                assert err.value.code() == grpc.StatusCode.UNAVAILABLE
    finally:
        await server.stop(0)


async def test_ids_are_exact_as_on_the_other_paths(stub: pb_grpc.MemoryServiceStub) -> None:
    """memproxy.ids: ASCII spaces at the ends trimmed, a Unicode space is another user."""
    stored = await stub.Store(
        pb.StoreRequest(memories=[pb.NewMemory(user_id=" dave\t", content="Dave's code is 42")])
    )
    (memory,) = stored.memories
    assert memory.user_id == "dave"
    got = await stub.Get(pb.GetRequest(user_id="dave ", id=memory.id))
    assert got.id == memory.id
    for space in ("\u00a0", "\u3000", "\u2028"):
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await stub.Get(pb.GetRequest(user_id=f"dave{space}", id=memory.id))
        assert err.value.code() == grpc.StatusCode.NOT_FOUND
        listed = await stub.List(pb.ListRequest(user_id=f"dave{space}"))
        assert list(listed.memories) == []
