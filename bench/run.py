"""`make bench`: every benchmark in one run, each in its own process, results in bench/results/.

  embedder  per-query embedding time, ONNX Runtime vs sentence-transformers (bench.embedder)
  latency   added latency through Envoy vs Envoy alone, at 1k and 100k memories (bench.latency)
  throughput req/s at c=16 with 1 and 2 sidecar processes vs Envoy alone, on a Milvus
            server started for the run (bench.throughput)
  stream    streamed TTFT and total time through Envoy vs Envoy alone (bench.stream)
  lite_writes  search latency and injection rate on Milvus Lite while a day of learned
            facts is written one at a time, with and without the store's flush (bench.lite_writes)
  eval      retrieval quality on a generated set: recall@k, precision, stale/false
            injections, threshold sweep and re-rankers (bench.eval, ~1-2 min)
  eval.modes  recall@5/@10 and injected P/R/F1 of dense, BM25 and the hybrid fusions on
            the generated set and the real ones: chitchat (fetched from PyPI) and
            REALTALK (read from a local copy, skipped with a note where there is none;
            bench.eval.realtalk says how to get it) (bench.eval.modes, ~10 min)
  eval.admin  recall@5/@10 through a running sidecar's admin API (batch store, search
            limit 10 threshold 0), the held-out check's procedure, on the same sets
            (bench.eval.admin, ~20 min with REALTALK; only when named: --only eval.admin)
  soak      load with faults injected: no crash, no lost job, RSS flat (bench.soak,
            ~15 min; only when named: --only soak, or `make soak`)
  context_cost  what context records cost the request path, records on vs off, in
            process (bench.context_cost)
  profile_cost  what the profile costs a request: memory-step latency and injected size
            on the chitchat set's users (bench.profile_cost)
  encryption  what encryption at rest adds to a request's memory search, sealed vs plain
            (bench.encryption)
  learn     what is learned from scripted conversations through the real stack with a
            real extraction model (bench.learn; the local model of `make llm`; only when
            named: --only learn)
  compression  prompt tokens and right answers, full vs compressed context, with a real
            model (bench.compression; the local model of `make llm`; only when named)
  console_render  the console's pages at scale: server-side time of each page for one
            user with 10,000 memories (bench.console_render)
  eval.models  which weights embed memories and questions (exported fp32, int8 questions,
            the packaged model, multilingual-e5-small): recall on every evaluation set
            (bench.eval.models; only when named)
  eval.multilingual  retrieval in Spanish, German and French and across languages,
            MiniLM against multilingual-e5-small (bench.eval.multilingual; only when named)
  write_contention  single writes under contention on the embedded defaults: writes
            accepted and listed, 503s with Retry-After, chats served with memories beside
            8 writers (bench.write_contention; only when named)
  learn.replay  real Chit-Chat conversations replayed through Envoy with the 1.5B model
            learning: share of questions answered by the top-10 learned memories vs the
            same turns stored verbatim (bench.learn.replay; only when named)

Usage: python -m bench.run [--quick] [--only embedder latency stream eval eval.modes]
(`--quick`: fewer requests and 1k memories only, a few minutes instead of ~25.)
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

FULL = {
    "embedder": [],
    # rows written with precomputed vectors: 100k in ~2 min, not ~36 through the admin API
    "latency": ["--memories", "1000", "100000", "--seed", "vectors"],
    "throughput": [],
    "stream": [],
    "eval": [],
    "eval.modes": [],
    "eval.admin": [],
    "lite_writes": [],
    "soak": [],
    "context_cost": [],
    "profile_cost": [],
    "encryption": [],
    "learn": [],
    "compression": [],
    "console_render": [],
    "learn.replay": ["--users", "4", "--sessions", "3"],
    "write_contention": [],
    "eval.models": [],
    "eval.multilingual": [],
}
QUICK = {
    "embedder": ["--rounds", "3", "--queries", "100"],
    "latency": ["--memories", "1000", "--requests", "150"],
    "throughput": ["--requests", "300", "--rounds", "1", "--memories", "200"],
    "stream": ["--rounds", "3", "--requests", "5"],
    "eval": [],
    "eval.modes": ["--sets", "generated"],
    "eval.admin": ["--sets", "generated"],
    "lite_writes": ["--writes", "500", "--every", "250", "--requests", "20"],
    "soak": ["--minutes", "2", "--rate", "6", "--fault-gap", "5", "--warmup", "30"],
    "context_cost": ["--requests", "100", "--repeats", "2"],
    "profile_cost": ["--users", "3"],
    "encryption": ["--memories", "300", "--searches", "100", "--rounds", "2"],
    "learn": ["--model", "0.5b"],
    "compression": ["--turns", "60", "--model", "0.5b"],
    "console_render": ["--memories", "1000", "--runs", "1"],
    "learn.replay": ["--users", "1", "--sessions", "1"],
    "write_contention": ["--writers", "4", "--writes", "10"],
    "eval.models": ["--sets", "generated", "--no-adapters"],
    "eval.multilingual": [],
}
DEFAULT = [
    *("embedder", "latency", "stream", "eval", "eval.modes", "lite_writes"),
    *("context_cost", "profile_cost", "encryption", "console_render"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", nargs="+", choices=list(FULL), default=DEFAULT)
    args = parser.parse_args()
    plan = QUICK if args.quick else FULL
    failed: list[str] = []
    for name in args.only:
        print(f"\n=== bench.{name} ===", flush=True)
        started = time.perf_counter()
        rc = subprocess.call([sys.executable, "-m", f"bench.{name}", *plan[name]])
        print(f"=== bench.{name}: rc={rc} in {time.perf_counter() - started:.0f}s ===", flush=True)
        if rc:
            failed.append(name)
    if failed:
        sys.exit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
