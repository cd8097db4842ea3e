"""A normal `memproxy run` session logs only memproxy's own lines at INFO and above.

A real session: Envoy in front of the stand-in upstream, chat requests of a user through
it, a memory written through the admin API and then recalled (the store's reads of the
user's rows) and listed, stopped by SIGTERM. Every line on stderr must be memproxy's text format
from a `memproxy.*` logger, or the Envoy that `run` starts (its own format, at warn:
its start and its SIGTERM, once each); a third-party library's line (pymilvus's own
handler, faiss, Milvus Lite, httpx), gRPC's C-core lines or anyone else's show up here."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from tests.kit.run import foreign_lines, repeated_envoy_lines, run_session


def test_a_foreign_line_is_found() -> None:
    ours = "2026-11-27 20:01:02,345 INFO memproxy.app: serving"
    pymilvus = (
        "2026-11-27 20:01:02,345 [WARNING][__setup_ts_by_request]: failed to get mvccTs"
        " from milvus server, use client-side ts instead (query_iterator.py:306)"
    )
    grpc = "E1127 20:26:51.826933   29223 chttp2_transport.cc:1435] ipv4:127.0.0.1:41467: GOAWAY"
    faiss = "2026-11-27 20:58:20,731 INFO faiss.loader: Loading faiss with AVX512 support."
    envoy = "[2026-11-27 20:58:26.279][2273][warning][main] [server.cc:1028] caught ENVOY_SIGTERM"
    log = "\n".join([ours, pymilvus, ours, grpc, faiss, envoy])
    assert foreign_lines(log) == [pymilvus, grpc, faiss]
    assert foreign_lines(ours) == []
    assert repeated_envoy_lines(log) == []
    assert repeated_envoy_lines(f"{log}\n{envoy}") == ["[server.cc:1028] caught ENVOY_SIGTERM"]


@pytest.mark.timeout(300)
def test_a_run_session_logs_only_memproxys_own_lines(tmp_path: Path) -> None:
    with run_session(tmp_path) as run:
        url, who = run.chat_url, {"x-user-id": "alice"}
        body = {"model": "memproxy-stand-in", "messages": [{"role": "user", "content": "Hi"}]}
        for _ in range(100):  # the stand-in upstream may still be starting (Envoy: 503)
            if httpx.post(url, json=body, headers=who, timeout=30).status_code != 503:
                break
            time.sleep(0.1)
        added = httpx.post(
            f"{run.admin_url}/v1/memory",
            json={"user_id": "alice", "content": "User's budget for the Lisbon trip is 900 EUR"},
            timeout=30,
        )
        assert added.status_code == 201, added.text
        for _ in range(3):  # a list reads every row with an iterator (pymilvus warned on Lite)
            listed = httpx.get(
                f"{run.admin_url}/v1/memory", params={"user_id": "alice"}, timeout=30
            )
            assert listed.status_code == 200 and len(listed.json()["memories"]) == 1
        for question in ("What is my budget for Lisbon?", "And my Lisbon budget again?") * 2:
            body["messages"] = [{"role": "user", "content": question}]
            reply = httpx.post(url, json=body, headers=who, timeout=30)
            assert reply.status_code == 200, reply.text
        assert "900 EUR" in reply.text  # the stand-in lists the memories it got
    text = run.log.read_text()
    assert " ready on " in text and run.process.returncode == 0, text[-2000:]
    assert foreign_lines(text) == []
    assert repeated_envoy_lines(text) == []
