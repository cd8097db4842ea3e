"""gRPC health checking (grpc.health.v1) on the ext_proc port.

Envoy's cluster health checks (`grpc_health_check`) and Kubernetes gRPC probes ask this
service. SERVING from start-up, with or without memory, as /readyz says (a sidecar whose
Milvus is down still passes requests through); NOT_SERVING from the first moment of the
drain, so Envoy and the kubelet stop sending new work while the streams in flight finish.
The overall server ("") and the ext_proc service answer alike.
"""

from __future__ import annotations

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

EXTPROC_SERVICE = "envoy.service.ext_proc.v3.ExternalProcessor"
SERVICES = ("", EXTPROC_SERVICE)


class Health:
    def __init__(self) -> None:
        self.servicer = health.aio.HealthServicer()

    def add_to(self, server: grpc.aio.Server) -> None:
        health_pb2_grpc.add_HealthServicer_to_server(self.servicer, server)

    async def serving(self) -> None:
        for service in SERVICES:
            await self.servicer.set(service, health_pb2.HealthCheckResponse.SERVING)

    async def draining(self) -> None:
        """NOT_SERVING for every service, for good (watchers are told at once)."""
        await self.servicer.enter_graceful_shutdown()
