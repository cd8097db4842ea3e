"""/readyz while the state store is down (found by bench.soak: a stopped Redis made it a
500). The sidecar still serves, so readiness says so; the queue is "unavailable"."""

from __future__ import annotations

from pathlib import Path

import httpx

from memproxy.testing.procs import Memproxy
from memproxy.testing.redis_server import RedisServer


def test_readyz_says_the_queue_is_unavailable_while_redis_is_down(tmp_path: Path) -> None:
    with RedisServer() as redis:
        env = {"MEMPROXY_MEMORY__LEARNING__STATE_URL": redis.url}
        sidecar = Memproxy(tmp_path, env=env).start()
        try:
            up = httpx.get(f"{sidecar.admin_url}/readyz", timeout=10)
            assert up.status_code == 200 and up.json()["queue"]["pending"] == 0
            redis.stop()
            down = httpx.get(f"{sidecar.admin_url}/readyz", timeout=10)
            assert down.status_code == 200, down.text
            assert down.json()["serving"] is True and down.json()["queue"] == "unavailable"
            redis.start()  # same port: the queue comes back
            back = httpx.get(f"{sidecar.admin_url}/readyz", timeout=10)
            assert back.status_code == 200 and back.json()["queue"]["pending"] == 0
        finally:
            sidecar.stop()
