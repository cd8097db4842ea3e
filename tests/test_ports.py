"""Ports held alone, or shared by one supervisor's workers only (real sockets)."""

from __future__ import annotations

import socket
from collections import deque
from collections.abc import Iterator

import pytest

from memproxy import localproc
from memproxy.ports import Claim, PortInUse, claim, listen


@pytest.fixture
def claimed() -> Iterator[Claim]:
    held = claim("ext_proc", "127.0.0.1", 0)
    yield held
    held.close()


def test_a_lone_sidecar_is_refused_a_port_another_one_holds() -> None:
    first = listen("admin", "127.0.0.1", 0, shared_port=False)
    port = first.getsockname()[1]
    try:
        with pytest.raises(PortInUse, match=rf"admin port {port} .*server\.admin_port"):
            listen("admin", "127.0.0.1", port, shared_port=False)
        with pytest.raises(PortInUse):  # nor can workers join it
            listen("admin", "127.0.0.1", port, shared_port=True)
        with pytest.raises(PortInUse):
            claim("admin", "127.0.0.1", port)
    finally:
        first.close()


def test_a_supervisors_port_takes_its_workers_only(claimed: Claim) -> None:
    workers = [listen("ext_proc", "127.0.0.1", claimed.port, shared_port=True) for _ in "ab"]
    try:
        with pytest.raises(PortInUse, match=f"ext_proc port {claimed.port}"):
            listen("ext_proc", "127.0.0.1", claimed.port, shared_port=False)
        with pytest.raises(PortInUse):  # a second supervisor
            claim("ext_proc", "127.0.0.1", claimed.port)
    finally:
        for worker in workers:
            worker.close()


def test_a_supervisors_port_is_refused_to_others_while_no_worker_listens(
    claimed: Claim,
) -> None:
    """Between worker restarts only the reservation holds the port."""
    with pytest.raises(PortInUse):
        listen("ext_proc", "127.0.0.1", claimed.port, shared_port=False)
    with pytest.raises(PortInUse):
        claim("ext_proc", "127.0.0.1", claimed.port)


def test_a_port_held_by_another_program_with_so_reuseport_is_not_claimed() -> None:
    other = socket.socket()
    other.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    other.bind(("127.0.0.1", 0))
    other.listen()
    try:
        with pytest.raises(PortInUse):
            claim("admin", "127.0.0.1", other.getsockname()[1])
    finally:
        other.close()


def test_a_released_port_is_claimed_again(claimed: Claim) -> None:
    port = claimed.port
    claimed.close()
    again = claim("ext_proc", "127.0.0.1", port)
    again.close()


def test_free_port_never_gives_the_same_port_twice_in_a_row(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    given = iter([40001, 40001, 40002])  # the kernel hands out one port twice in a row

    class Socket:
        def __enter__(self) -> Socket:
            return self

        def __exit__(self, *_: object) -> None:
            return None

        def bind(self, _: object) -> None:
            return None

        def getsockname(self) -> tuple[str, int]:
            return ("127.0.0.1", next(given))

    monkeypatch.setattr(localproc.socket, "socket", Socket)
    monkeypatch.setattr(localproc, "_HANDED_OUT", deque(maxlen=256))
    assert [localproc.free_port(), localproc.free_port()] == [40001, 40002]
