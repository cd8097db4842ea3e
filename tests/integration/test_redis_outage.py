"""Redis (the replicas' shared state) hung mid-traffic: requests never fail, the sidecar
stays up, and learning goes on once Redis answers again. A real redis-server, stopped
with SIGSTOP (a hang is worse than a crash: nothing refuses the connection)."""

from __future__ import annotations

import os
import signal
import time
import uuid
from pathlib import Path

import httpx

from memproxy.testing.clients import extraction_env, memories, say_facts, wait_for
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.redis_server import RedisServer
from memproxy.testing.stub_llm import StubLLM


def test_hung_redis_never_fails_a_request_and_learning_resumes(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    with RedisServer() as redis:
        env = extraction_env(
            learning_upstream,
            MEMPROXY_MEMORY__LEARNING__STATE_URL=redis.url,
        )
        sidecar = Memproxy(tmp_path, env=env).start()
        envoy = Envoy(upstream_port=learning_upstream.port, extproc_port=sidecar.extproc_port)
        user = f"u-{uuid.uuid4().hex[:6]}"
        try:
            envoy.start()
            assert redis.pid is not None
            os.kill(redis.pid, signal.SIGSTOP)
            try:
                started = time.perf_counter()
                say_facts(envoy, user, "during")  # both APIs, streamed and not: all 200
                elapsed = time.perf_counter() - started
                # a hung store never holds an answer past Envoy's message timeout (0.2 s) plus
                # the record timeout (0.15 s); Redis's own socket timeout is 5 s
                assert elapsed < 4 * 1.0, elapsed
                assert sidecar.proc is not None and sidecar.proc.poll() is None
                health = httpx.get(f"{sidecar.admin_url}/healthz", timeout=10)
                assert health.status_code == 200
            finally:
                os.kill(redis.pid, signal.SIGCONT)
            say_facts(envoy, user, "after")
            learned = wait_for(lambda: memories(sidecar, user))
            contents = [str(m["content"]) for m in learned]
            assert "User's budget for the Hawaii trip is $10,000" in contents
            assert sidecar.proc.poll() is None
        finally:
            envoy.stop()
            sidecar.stop()
