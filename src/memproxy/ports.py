"""The sidecar's listening ports: held alone, or shared by one supervisor's workers only.

A sidecar on its own (server.processes = 1) binds its ports without SO_REUSEPORT: the
kernel then refuses the port to any other process, before or after, and a second
`memproxy serve` on the same ports fails at start with PortInUse naming the port.

Several workers share each port under one supervisor (memproxy.supervisor): they bind
with SO_REUSEPORT (gRPC cannot take a socket bound elsewhere), which any other
SO_REUSEPORT socket of the same user could join. The supervisor keeps strangers out:

- it takes a per-port lock first, an abstract Unix socket (`claim`): scoped to the
  network namespace like the port itself, released by the kernel when the supervisor
  dies, so a second supervisor on the port stops there, with no race;
- it then binds a probe without SO_REUSEPORT, which fails while anything else holds
  the port (an older memproxy, another program);
- and reserves the port with SO_REUSEPORT but without SO_REUSEADDR for its life: a later
  process binding without SO_REUSEPORT (a lone `memproxy serve`) is refused even while
  no worker listens (SO_REUSEADDR on both sides would let it in).

What remains open: a program that is not memproxy, run by the same user with
SO_REUSEPORT, binding between the probe and the reservation or after them.
"""

from __future__ import annotations

import contextlib
import os
import socket
from dataclasses import dataclass, field

SHARED_ENV = "MEMPROXY_PORTS_SHARED"
"""Set by the supervisor for its workers: bind with SO_REUSEPORT, join its ports."""
_LOCK_PREFIX = "\0memproxy.port."


class PortInUse(RuntimeError):
    """Another process holds a port this sidecar is to serve on (fatal at start)."""

    def __init__(self, role: str, host: str, port: int) -> None:
        super().__init__(
            f"{role} port {port} on {host} is in use by another process: stop it, or set "
            f"another port ({_SETTING.get(role, 'its setting')})"
        )
        self.role, self.host, self.port = role, host, port


_SETTING = {
    "ext_proc": "server.extproc_port",
    "admin": "server.admin_port",
    "self-service": "server.self_service_port",
    "metrics": "server.metrics_port",
}


def shared() -> bool:
    """True in a worker of a supervisor (its ports are shared with the other workers)."""
    return os.environ.get(SHARED_ENV) == "1"


def _tcp(host: str, reuse_addr: bool, reuse_port: bool) -> socket.socket:
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    if reuse_addr:  # rebinding over connections still in TIME_WAIT
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    return sock


def listen(role: str, host: str, port: int, shared_port: bool) -> socket.socket:
    """A listening TCP socket: alone, or joining a supervisor's port (shared_port).
    Listening at once: two processes that bound in the same instant cannot both listen."""
    sock = _tcp(host, reuse_addr=True, reuse_port=shared_port)
    try:
        sock.bind((host, port))
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        raise PortInUse(role, host, port) from exc
    return sock


@dataclass
class Claim:
    """A port a supervisor holds for its workers: the lock and the reservation."""

    port: int
    sockets: list[socket.socket] = field(default_factory=list)

    def close(self) -> None:
        for sock in self.sockets:
            sock.close()


def _lock(port: int) -> socket.socket | None:
    """The port's lock (None where abstract Unix sockets do not exist)."""
    lock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        lock.bind(f"{_LOCK_PREFIX}{port}")
    except FileNotFoundError:  # no abstract namespace: not Linux
        lock.close()
        return None
    except OSError:
        lock.close()
        raise
    return lock


def claim(role: str, host: str, port: int) -> Claim:
    """The supervisor's hold on a port (0: one free port), or PortInUse."""
    held = Claim(port)
    try:
        probe = _tcp(host, reuse_addr=True, reuse_port=False)
        with contextlib.closing(probe):  # the lock is taken while the probe holds the port
            probe.bind((host, port))
            held.port = probe.getsockname()[1]
            lock = _lock(held.port)
        if lock is not None:
            held.sockets.append(lock)
        reserved = _tcp(host, reuse_addr=False, reuse_port=True)
        held.sockets.append(reserved)
        reserved.bind((host, held.port))
    except OSError as exc:
        held.close()
        raise PortInUse(role, host, held.port or port) from exc
    return held
