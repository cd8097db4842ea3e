"""LocalMilvus next to another Milvus on the same machine (found by bench.soak while a
colleague's tests ran one): the embedded etcd bound 127.0.0.1:2379/2380 whatever ports
the wheel resolved, so the second server died at start ("bind: address already in use")
and its start waited out the whole timeout. Now etcd gets free ports of its own."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from pymilvus import MilvusClient

from memproxy.testing.milvus_server import LocalMilvus


@contextlib.contextmanager
def held(*ports: int) -> Iterator[None]:
    """Listen on the ports, as another Milvus's etcd does (already taken: fine too)."""
    with contextlib.ExitStack() as stack:
        for port in ports:
            sock = stack.enter_context(socket.socket())
            with contextlib.suppress(OSError):  # someone else holds it: the same case
                sock.bind(("127.0.0.1", port))
                sock.listen()
        yield


@pytest.mark.slow
@pytest.mark.timeout(420)
def test_a_server_starts_while_etcds_default_ports_are_taken(tmp_path: Path) -> None:
    with held(2379, 2380), LocalMilvus(tmp_path, start_timeout_s=300) as milvus:
        client = MilvusClient(milvus.uri)
        try:
            assert client.list_collections() == []
        finally:
            client.close()
        etcd = (tmp_path / "etcd-embed.yaml").read_text()
        assert ":2379" not in etcd and ":2380" not in etcd
