"""gRPC health checking on a real gRPC server: SERVING once started, NOT_SERVING from
the first moment of the drain, for the server ("") and the ext_proc service alike."""

from __future__ import annotations

from collections.abc import AsyncIterator

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from memproxy.extproc.health import EXTPROC_SERVICE, SERVICES, Health

SERVING = health_pb2.HealthCheckResponse.SERVING
NOT_SERVING = health_pb2.HealthCheckResponse.NOT_SERVING


@pytest.fixture
async def served() -> AsyncIterator[tuple[Health, health_pb2_grpc.HealthStub]]:
    server = grpc.aio.server()
    health = Health()
    health.add_to(server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
        yield health, health_pb2_grpc.HealthStub(channel)
    await server.stop(None)


async def status(stub: health_pb2_grpc.HealthStub, service: str) -> int:
    reply = await stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
    return int(reply.status)


async def test_serving_then_not_serving_from_the_drain(
    served: tuple[Health, health_pb2_grpc.HealthStub],
) -> None:
    health, stub = served
    await health.serving()
    assert [await status(stub, s) for s in SERVICES] == [SERVING, SERVING]
    await health.draining()
    assert [await status(stub, s) for s in SERVICES] == [NOT_SERVING, NOT_SERVING]
    await health.serving()  # a drain is for good
    assert await status(stub, EXTPROC_SERVICE) == NOT_SERVING


async def test_unknown_service_is_not_found(
    served: tuple[Health, health_pb2_grpc.HealthStub],
) -> None:
    health, stub = served
    await health.serving()
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await status(stub, "no.such.Service")
    assert err.value.code() == grpc.StatusCode.NOT_FOUND


async def test_watchers_are_told_of_the_drain(
    served: tuple[Health, health_pb2_grpc.HealthStub],
) -> None:
    health, stub = served
    await health.serving()
    call = stub.Watch(health_pb2.HealthCheckRequest(service=EXTPROC_SERVICE), timeout=5)
    assert (await call.read()).status == SERVING
    await health.draining()
    assert (await call.read()).status == NOT_SERVING
    call.cancel()
