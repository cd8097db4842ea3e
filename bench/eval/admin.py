"""Recall through the admin API, the way the held-out check measures it.

The held-out check stores every turn of a conversation through the admin API and
searches each question with limit 10 and threshold 0. `bench.eval.modes` measures the
store in-process; this measures the whole path instead, against a running sidecar
(`memproxy serve` on its embedded defaults: Milvus Lite, the ONNX embedder, the shipped
query adapter unless told otherwise):
  - each set user's memories go in with `POST /v1/memory/batch` (their text only, as a
    client would send them: no dates, types or sessions; a generated user's outdated
    versions of a fact, archived in the set, are left out);
  - each question is asked with `POST /v1/memory/search` (`limit` 10, `threshold` 0);
  - R@5 and R@10: the share of a question's evidence among the first 5 / 10 results.
So anything between the HTTP body and the ranking (validation, sanitising, the write
path's vectors, the search's own choices) counts, as it does for the check.

The shipped adapter is trained on Chit-Chat alone (`bench.eval.adapter --chitchat-only`):
Chit-Chat's figures with it are in-sample (read them with `--no-query-adapter`, or the
cross-validated ones of `bench.eval.adapter`); REALTALK's and the generated set's are not.

Usage: python -m bench.eval.admin [--sets realtalk,realtalk-speaker] [--no-query-adapter]
           [--out bench/results/eval-admin.json]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypedDict

import httpx

from bench.eval.modes import each_set, load_set, set_names
from bench.eval.run import RESULTS
from memproxy.testing.procs import Memproxy

BATCH = 500
LIMIT = 10


def store(client: httpx.Client, user_id: str, record: dict[str, Any]) -> dict[str, str]:
    """The record's memories stored as user_id's; returns the set's memory id of each
    stored id."""
    ours: dict[str, str] = {}
    memories = [m for m in record["memories"] if not m.get("archived")]  # as searched
    for start in range(0, len(memories), BATCH):
        chunk = memories[start : start + BATCH]
        body = {"memories": [{"user_id": user_id, "content": m["content"]} for m in chunk]}
        reply = client.post("/v1/memory/batch", json=body)
        reply.raise_for_status()
        stored = reply.json()["memories"]
        ours.update((s["id"], m["id"]) for s, m in zip(stored, chunk, strict=True))
    return ours


def searched(client: httpx.Client, user_id: str, query: str) -> list[str]:
    body = {"user_id": user_id, "query": query, "limit": LIMIT, "threshold": 0}
    reply = client.post("/v1/memory/search", json=body)
    reply.raise_for_status()
    return [hit["id"] for hit in reply.json()["results"]]


class Figures(TypedDict):
    questions: int
    r5: float
    r10: float


def measure(client: httpx.Client, name: str, records: Sequence[dict[str, Any]]) -> Figures:
    """R@5 and R@10 of a set, each of its users stored under a user id of its own (the
    set's name first: two sets' users never share one)."""
    shares: dict[int, list[float]] = {5: [], 10: []}
    for record in records:
        user_id = f"{name}.{record['user_id']}"
        ours = store(client, user_id, record)
        for question in record["questions"]:
            expected = set(question["expected"])
            if not expected:
                continue
            found = [ours.get(i, "") for i in searched(client, user_id, question["query"])]
            for k, bucket in shares.items():
                bucket.append(len(expected & set(found[:k])) / len(expected))
    n = len(shares[10])
    return {
        "questions": n,
        "r5": round(100 * sum(shares[5]) / n, 1) if n else 0.0,
        "r10": round(100 * sum(shares[10]) / n, 1) if n else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sets", type=set_names, default="realtalk,realtalk-speaker,chitchat,generated"
    )
    parser.add_argument("--no-query-adapter", action="store_true")
    parser.add_argument("--out", type=Path, default=RESULTS / "eval-admin.json")
    args = parser.parse_args()
    env = {"MEMPROXY_MEMORY__EMBEDDING__QUERY_ADAPTER": "false"} if args.no_query_adapter else {}
    results: dict[str, Any] = {"query_adapter": not args.no_query_adapter, "sets": {}}
    with tempfile.TemporaryDirectory(prefix="eval-admin-") as home:
        sidecar = Memproxy(Path(home), env=env).start(timeout=180)
        try:
            with httpx.Client(base_url=sidecar.admin_url, timeout=120) as client:
                for name, records in each_set(args.sets, load_set):
                    began = time.monotonic()
                    figures = measure(client, name, records)
                    seconds = round(time.monotonic() - began, 1)
                    results["sets"][name] = {**figures, "seconds": seconds}
                    print(
                        f"{name:<18} R@5 {figures['r5']:5.1f}  R@10 {figures['r10']:5.1f}  "
                        f"({figures['questions']} questions, {seconds} s)",
                        flush=True,
                    )
        finally:
            sidecar.stop()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
