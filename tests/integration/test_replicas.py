"""Two sidecar replicas sharing a real redis-server (state) and a real Milvus server
(memories), each behind its own Envoy, as in a Deployment with several pods."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from memproxy.pipeline.render import HEADER
from memproxy.testing.clients import extraction_env, memories, say_facts, sdk, wait_for
from memproxy.testing.milvus_server import LocalMilvus
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.redis_server import RedisServer
from memproxy.testing.stub_llm import StubLLM


def test_replicas_share_conversations_and_memories(
    learning_upstream: StubLLM,
    redis_server: RedisServer,
    milvus_server: LocalMilvus,
    tmp_path: Path,
) -> None:
    env = extraction_env(
        learning_upstream,
        MEMPROXY_MEMORY__LEARNING__STATE_URL=redis_server.url,
        MEMPROXY_MEMORY__MILVUS__URI=milvus_server.uri,
        MEMPROXY_MEMORY__MILVUS__COLLECTION=f"replicas_{uuid.uuid4().hex[:8]}",
    )
    user = f"r-{uuid.uuid4().hex[:6]}"
    sidecars = [Memproxy(tmp_path / name, env=env) for name in ("a", "b")]
    envoys: list[Envoy] = []
    try:
        for sidecar in sidecars:
            sidecar.start()
            envoys.append(
                Envoy(upstream_port=learning_upstream.port, extproc_port=sidecar.extproc_port)
            )
            envoys[-1].start()
        a, b = envoys

        # a chain started on replica A continues on replica B (the upstream has no store)
        first = sdk(a, user, "s1").responses.create(model="m", input="My name is Ada.")
        sdk(b, user, "s1").responses.create(
            model="m", input="What is my name?", previous_response_id=first.id
        )
        sent = learning_upstream.last("/v1/responses").json()
        assert "previous_response_id" not in sent
        assert "My name is Ada." in json.dumps(sent["input"])

        # facts told through A are learned once (whichever replica works the job) and
        # injected through B
        say_facts(a, user, "session-A")
        wait_for(lambda: memories(sidecars[1], user))
        contents = [str(m["content"]) for m in memories(sidecars[0], user)]
        assert "User's budget for the Hawaii trip is $10,000" in contents
        assert len(contents) == len(set(contents)), contents
        sdk(b, user, "session-B").responses.create(
            model="m", input="What's my budget for the Hawaii trip?"
        )
        injected = json.dumps(learning_upstream.last("/v1/responses").json()["input"])
        assert HEADER in injected and "$10,000" in injected, sidecars[1].log_text()[-3000:]
    finally:
        for envoy in envoys:
            envoy.stop()
        for sidecar in sidecars:
            sidecar.stop()
