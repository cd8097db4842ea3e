"""Single writes under contention on the embedded defaults: are they answered truthfully,
and do chats keep their memories meanwhile?

The real stack as shipped (`memproxy serve` on Milvus Lite and SQLite, the shipped Envoy
configuration and memory deadline) in front of the stub LLM. First --chatters threads
chat through Envoy alone for --baseline-s seconds; then --writers threads each store
--writes single memories through `POST /v1/memory` (a user each) while the chatters go
on. Reported: how many writes were accepted (201) and refused (5xx, each with its
Retry-After), write latency p50/p99, whether every accepted memory is listed and no
refused one stored, how often the store was marked down, and the share of chats whose
request reached the upstream with memories injected, alone and beside the writers.

Writes bench/results/write-contention.json. Usage:
  python -m bench.write_contention [--writers 8] [--writes 40] [--chatters 2]
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from pathlib import Path
from typing import Any

from bench.common import latency_summary, memproxy_metrics, scratch
from memproxy.testing.procs import Envoy, Memproxy, serving
from memproxy.testing.stub_llm import StubLLM
from memproxy.testing.writers import Outcome, contend, seed_chat_users

RESULTS = Path(__file__).parent / "results"
CHAT_USERS = 10


def summary(outcome: Outcome) -> dict[str, Any]:
    out: dict[str, Any] = {
        "chats": outcome.chats,
        "chats_with_memory": outcome.chats_with_memory,
        "served_share": round(outcome.served_share, 3),
        "chat_errors": outcome.chat_errors,
    }
    if outcome.writes:
        statuses: dict[str, int] = {}
        for w in outcome.writes:
            statuses[str(w.status)] = statuses.get(str(w.status), 0) + 1
        out |= {
            "writes": len(outcome.writes),
            "statuses": statuses,
            "accepted_share": round(len(outcome.accepted) / len(outcome.writes), 3),
            "write_latency": latency_summary([w.seconds for w in outcome.writes]),
            "accepted_not_listed": len(outcome.accepted_not_listed),
            "refused_but_stored": len(outcome.refused_but_stored),
            "refused_without_retry_after": sum(w.retry_after is None for w in outcome.refused),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--writers", type=int, default=8)
    parser.add_argument("--writes", type=int, default=40, help="single writes per writer")
    parser.add_argument("--chatters", type=int, default=2)
    parser.add_argument("--baseline-s", type=float, default=20.0)
    parser.add_argument("--out", default=str(RESULTS / "write-contention.json"))
    args = parser.parse_args()
    home = scratch("write-contention-")
    upstream = StubLLM().start()
    sidecar = Memproxy(home).start()
    envoy = Envoy(
        upstream_port=upstream.port,
        extproc_port=sidecar.extproc_port,
        self_service_port=sidecar.self_service_port,
    )
    result: dict[str, Any] = {
        "benchmark": "write_contention",
        "machine": f"{platform.machine()}, {platform.python_version()}",
        "writers": args.writers,
        "writes_each": args.writes,
        "chatters": args.chatters,
    }
    try:
        with serving(sidecar, envoy):
            users = [f"chat-{n}" for n in range(CHAT_USERS)]
            seed_chat_users(sidecar.admin_url, users)
            common = {"chatters": args.chatters, "chat_users": users}
            alone = contend(
                sidecar.admin_url,
                envoy.url,
                upstream,
                writers=0,
                writes_each=0,
                chat_seconds=args.baseline_s,
                **common,
            )
            result["chats_alone"] = summary(alone)
            result["metrics_after_alone"] = memproxy_metrics(sidecar.admin_url)
            print("alone:", json.dumps(result["chats_alone"]), flush=True)
            t = time.monotonic()
            busy = contend(
                sidecar.admin_url,
                envoy.url,
                upstream,
                writers=args.writers,
                writes_each=args.writes,
                **common,
            )
            result["with_writers"] = summary(busy) | {"seconds": round(time.monotonic() - t, 1)}
            print("with writers:", json.dumps(result["with_writers"]), flush=True)
            result["metrics_after_writers"] = memproxy_metrics(sidecar.admin_url)
            log = sidecar.log_text()
            result["store_marked_down"] = log.count("memory store is down")
    finally:
        upstream.stop()
    out = Path(args.out)
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
