"""Run a real Milvus standalone server (PyPI `milvus` 2.3.5) on loopback, without Docker.

For tests, benchmarks and trying a server-backed memproxy:
    python -m memproxy.testing.milvus_server [DATA_DIR]
Every component is bound to 127.0.0.1; ports are the first free ones from Milvus's
defaults (19530 for the proxy), or the proxy port given. Stopped by PID: SIGTERM, then
SIGKILL after a timeout (its shutdown can hang). A stopped or killed server starts again
on the same data directory and the same proxy port, so its clients find it where it was.
"""

from __future__ import annotations

import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from memproxy.localproc import free_port

_COMPONENTS = (
    "rootCoord",
    "proxy",
    "queryCoord",
    "queryNode",
    "indexNode",
    "dataCoord",
    "dataNode",
)


class LocalMilvus:
    def __init__(
        self,
        data_dir: str | Path | None = None,
        start_timeout_s: float = 120,
        port: int | None = None,
    ) -> None:
        # A directory it made, it removes on close (each holds ~0.5 GB: the wheel copies its
        # binaries there); one it was given is the caller's, and is kept.
        self._owns_dir = data_dir is None
        self.data_dir = Path(data_dir or tempfile.mkdtemp(prefix="milvus-"))
        self._timeout = start_timeout_s
        self._port = port
        self._server: Any = None
        self._etcd_ports: tuple[int, int] | None = None  # (client, peer), kept across restarts

    def start(self) -> LocalMilvus:
        from milvus import MilvusServer

        server = MilvusServer(wait_for_started=False)
        server.set_base_dir(str(self.data_dir))
        extra: dict[str, object] = {f"{c}.ip": "127.0.0.1" for c in _COMPONENTS}
        if self._port is not None:
            # Set in the YAML, not as `proxy_port`: the wheel test-binds that one without
            # SO_REUSEADDR, which fails for a minute after a kill (TIME_WAIT); Milvus
            # itself binds it fine.
            extra["proxy.port"] = self._port
        server.config.extra_configs.update(extra)
        self._own_etcd_ports(server)
        server.start()
        self._server = server
        self._port = self._port or int(server.listen_port)
        try:
            server.wait_started(timeout=int(self._timeout * 1000))
        except Exception:
            self.stop()
            raise
        return self

    def _own_etcd_ports(self, server: Any) -> None:
        """Free ports for the embedded etcd: by default it binds 2379 and 2380 whatever the
        wheel resolves, so a second server on the machine died at start ("bind: address
        already in use"). The same ports on every restart (etcd keeps its peer URL)."""
        if self._etcd_ports is None:
            self._etcd_ports = (free_port(), free_port())
        client, peer = self._etcd_ports
        path = self.data_dir / "etcd-embed.yaml"
        self.data_dir.mkdir(parents=True, exist_ok=True)
        path.write_text(
            f"listen-client-urls: http://127.0.0.1:{client}\n"
            f"advertise-client-urls: http://127.0.0.1:{client}\n"
            f"listen-peer-urls: http://127.0.0.1:{peer}\n"
            f"initial-advertise-peer-urls: http://127.0.0.1:{peer}\n"
            f"initial-cluster: default=http://127.0.0.1:{peer}\n"
        )
        # in the YAML, not as `etcd_port`: the wheel test-binds that without SO_REUSEADDR
        server.config.extra_configs["etcd.endpoints"] = f"127.0.0.1:{client}"
        anchor = "\n  use:\n    embed: true"
        if anchor not in server.config.template_text:
            raise RuntimeError("milvus wheel: unexpected config template (etcd.use.embed)")
        server.config.template_text = server.config.template_text.replace(
            anchor, f"\n  config:\n    path: {path}{anchor}", 1
        )

    @property
    def port(self) -> int:
        if self._port is None:
            raise RuntimeError("LocalMilvus has no port until it is started or given one")
        return self._port

    @property
    def uri(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int | None:
        proc = getattr(self._server, "server_proc", None)
        return proc.pid if proc is not None else None

    @property
    def running(self) -> bool:
        proc = getattr(self._server, "server_proc", None)
        return proc is not None and proc.poll() is None

    def kill(self) -> None:
        """SIGKILL by PID (a crash, for fault tests); start() brings it back on its data."""
        proc = getattr(self._server, "server_proc", None)
        if proc is not None and proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
        self.stop()

    def stop(self, timeout: float = 10) -> None:
        server, self._server = self._server, None
        proc = getattr(server, "server_proc", None)
        if proc is None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except Exception:
            proc.kill()
            proc.wait(5)
        server.server_proc = None
        for fd in server.proc_fds.values():
            fd.close()
        server.proc_fds.clear()

    def close(self) -> None:
        """Stop it for good: also removes the data directory if it made that one."""
        self.stop()
        if self._owns_dir:
            shutil.rmtree(self.data_dir, ignore_errors=True)

    def __enter__(self) -> LocalMilvus:
        try:
            return self.start()
        except BaseException:
            self.close()
            raise

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


def main() -> None:
    with LocalMilvus(sys.argv[1] if len(sys.argv) > 1 else "data/milvus-server") as milvus:
        print(f"Milvus server ready at {milvus.uri} (pid {milvus.pid}); Ctrl+C stops it")
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
