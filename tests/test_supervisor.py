"""The supervisor's pure parts and the server.processes setting (the processes themselves
are tested in tests/integration/test_workers.py)."""

from __future__ import annotations

import os
import socket

import pytest

from memproxy.config import ConfigError, load_settings
from memproxy.ports import claim
from memproxy.supervisor import BACKOFF_MAX_S, backoff


def test_backoff_doubles_from_half_a_second_to_a_bound() -> None:
    assert [backoff(n) for n in (1, 2, 3, 4, 5)] == [0.5, 1.0, 2.0, 4.0, 8.0]
    assert backoff(50) == BACKOFF_MAX_S


def test_several_processes_with_milvus_lite_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMPROXY_SERVER__PROCESSES", "2")
    with pytest.raises(ConfigError, match=r"server\.processes"):
        load_settings()


@pytest.mark.parametrize(("given", "expected"), [("1", 1), ("3", 3), ("0", os.cpu_count())])
def test_processes_with_a_milvus_server(
    monkeypatch: pytest.MonkeyPatch, given: str, expected: int
) -> None:
    monkeypatch.setenv("MEMPROXY_SERVER__PROCESSES", given)
    monkeypatch.setenv("MEMPROXY_MEMORY__MILVUS__URI", "http://127.0.0.1:19530")
    assert load_settings().process_count == expected


def test_negative_processes_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMPROXY_SERVER__PROCESSES", "-1")
    with pytest.raises(ConfigError, match=r"server\.processes"):
        load_settings()


def test_a_reserved_port_is_shared_by_listeners_but_takes_no_connection() -> None:
    reserved = claim("ext_proc", "127.0.0.1", 0)
    port = reserved.port
    try:
        worker = socket.socket()
        worker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        worker.bind(("127.0.0.1", port))  # a worker binds the same port
        worker.listen()
        for _ in range(20):  # every connection reaches the listening worker
            with socket.create_connection(("127.0.0.1", port), timeout=2):
                conn, _ = worker.accept()
                conn.close()
        worker.close()
    finally:
        reserved.close()
