"""Run a real Milvus standalone server (PyPI `milvus` 2.3.5) on loopback, without Docker.

For tests, benchmarks and trying a server-backed memproxy:
    python -m memproxy.store.milvus_server [DATA_DIR]
Every component is bound to 127.0.0.1; ports are the first free ones from Milvus's
defaults (19530 for the proxy). Stopped by PID: SIGTERM, then SIGKILL after a timeout
(its shutdown can hang).
"""

from __future__ import annotations

import signal
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

_COMPONENTS = ("rootCoord", "proxy", "queryCoord", "queryNode", "indexNode", "dataCoord",
               "dataNode")  # fmt: skip


class LocalMilvus:
    def __init__(self, data_dir: str | Path | None = None, start_timeout_s: float = 120) -> None:
        self.data_dir = Path(data_dir or tempfile.mkdtemp(prefix="milvus-"))
        self._timeout = start_timeout_s
        self._server: Any = None

    def start(self) -> LocalMilvus:
        from milvus import MilvusServer

        server = MilvusServer(wait_for_started=False)
        server.set_base_dir(str(self.data_dir))
        server.config.extra_configs.update({f"{c}.ip": "127.0.0.1" for c in _COMPONENTS})
        server.start()
        self._server = server
        try:
            server.wait_started(timeout=int(self._timeout * 1000))
        except Exception:
            self.stop()
            raise
        return self

    @property
    def port(self) -> int:
        return int(self._server.listen_port)

    @property
    def uri(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int | None:
        proc = getattr(self._server, "server_proc", None)
        return proc.pid if proc is not None else None

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

    def __enter__(self) -> LocalMilvus:
        return self.start()

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


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
