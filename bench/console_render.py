"""The console's pages at scale: server-side time of each page for one user with 10,000
memories (`python -m bench.console_render [--memories N]`).

Seeds a Milvus Lite file through memproxy's own store (bench.seed: real embeddings of a
text pool, perturbed), starts `memproxy serve` on it with an admin token, signs in and
times every page over loopback (the median and the worst of --runs GETs; the HTTP round
trip on loopback is a fraction of a millisecond).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from bench.seed import seed_vectors_apart
from memproxy.domain import Memory
from memproxy.testing.procs import Memproxy, model_dir

USER = "user-0"
TOKEN = "bench-console-token"
TOPICS = ["travel", "food", "work", "family", "health", "hobby"]


def exact() -> list[Memory]:
    return [
        Memory(user_id=USER, content="My budget for the Hawaii trip is $10,000", importance=5),
        Memory(user_id=USER, content="Allergic to peanuts", metadata={"pinned": True}),
        Memory(user_id=USER, content="Lives in Oslo", archived=True),
    ]


def timed(client: httpx.Client, url: str, runs: int, **params: str) -> tuple[float, float, int]:
    """Median and worst milliseconds of `runs` GETs, and the page's size in bytes."""
    spent, size = [], 0
    for _ in range(runs):
        started = time.perf_counter()
        r = client.get(url, params=params)
        spent.append((time.perf_counter() - started) * 1000)
        assert r.status_code == 200, (url, r.status_code, r.text[:300])
        size = len(r.content)
    return statistics.median(spent), max(spent), size


def templates_only(n: int, runs: int) -> None:
    """The templates' own share, in process: memories.html and mine.html at their page
    sizes (200 and 100 rows), and mine.html with all n memories on one page."""
    from memproxy.console.data import state_of
    from memproxy.console.render import ENV

    memories = [Memory(user_id=USER, content=f"<b>memory</b> number {i} " * 3) for i in range(n)]
    common = {"csrf": "x", "signed_in": True, "user_id": USER, "types": [], "states": []}
    paging = {"offset": 0, "shown": 200, "more": True, "page_no": 0, "first": 1}
    cases = [
        ("memories.html (200 rows)", "memories.html", {"memories": memories[:200]}),
        ("mine.html (100 items)", "mine.html", {"memories": memories[:100]}),
        (f"mine.html ({n:,} items)", "mine.html", {"memories": memories}),
    ]
    for name, template, context in cases:
        spent = []
        for _ in range(runs):
            started = time.perf_counter()
            ENV.get_template(template).render(
                **common,
                **paging,
                **context,
                scores={},
                state_of=state_of,
                q="",
                state="active",
            )
            spent.append((time.perf_counter() - started) * 1000)
        print(f"template {name:34} {statistics.median(spent):8.1f} ms median")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--templates-only", action="store_true")
    parser.add_argument("--home", type=Path, help="reuse a home this script seeded before")
    args = parser.parse_args()
    templates_only(args.memories, args.runs)
    if args.templates_only:
        return
    home = args.home or Path(tempfile.mkdtemp(prefix="memproxy-console-bench-"))
    sidecar = Memproxy(
        home,
        env={
            "MEMPROXY_SERVER__ADMIN_TOKEN": TOKEN,
            "MEMPROXY_MEMORY__QUOTA__MAX_MEMORIES": "0",
            # a loaded machine: let Milvus Lite's reads of 10k rows finish, to time them
            "MEMPROXY_MEMORY__MILVUS__TIMEOUT_SECONDS": "120",
        },
    )
    if not sidecar.lite_db.exists():
        seeded = seed_vectors_apart(
            str(sidecar.lite_db), model_dir(), args.memories, 1, TOPICS, exact()
        )
        print(f"seeded {args.memories:,} + {len(exact())} memories of {USER} in {seeded:.0f}s")
    print(f"home {home}")
    sidecar.start(timeout=120)
    try:
        base = f"{sidecar.admin_url}/console"
        with httpx.Client(timeout=300) as client:
            login = client.post(f"{base}/login", data={"token": TOKEN})
            assert login.status_code in (200, 303), login.status_code
            some = client.get(
                f"{sidecar.admin_url}/v1/memory",
                params={"user_id": USER, "limit": "1"},
                headers={"authorization": f"Bearer {TOKEN}"},
            ).json()["memories"][0]["id"]
            pages = [
                ("users", "/users", {"user_id": USER}),
                ("memories (newest 200)", "/memories", {"user_id": USER}),
                ("memories, search", "/memories", {"user_id": USER, "q": "Hawaii budget"}),
                ("memories, pinned (newest 3k)", "/memories", {"user_id": USER, "state": "pinned"}),
                ("memories, all (newest 3k)", "/memories", {"user_id": USER, "state": "all"}),
                ("memory + chain (newest 3k)", "/memory", {"user_id": USER, "memory_id": some}),
                ("profile", "/profile", {"user_id": USER}),
                ("requests", "/requests", {"user_id": USER}),
                ("receipts", "/receipts", {"user_id": USER}),
                ("export (JSON, all)", "/export", {"user_id": USER}),
                ("health", "/health", {}),
            ]
            print(f"{'page':34} {'median ms':>10} {'worst ms':>10} {'bytes':>10}")
            api = client.headers.copy()
            client.headers["authorization"] = f"Bearer {TOKEN}"
            median, worst, size = timed(
                client, f"{sidecar.admin_url}/v1/memory", args.runs, user_id=USER, limit="200"
            )
            print(f"{'(JSON API: GET /v1/memory, 200)':34} {median:10.1f} {worst:10.1f} {size:10,}")
            client.headers = api
            for name, path, params in pages:
                median, worst, size = timed(client, base + path, args.runs, **params)
                print(f"{name:34} {median:10.1f} {worst:10.1f} {size:10,}")
        mine = f"http://127.0.0.1:{sidecar.self_service_port}/my-memory"
        with httpx.Client(timeout=300, headers={"x-user-id": USER}) as client:
            median, worst, size = timed(client, mine, args.runs)
            print(f"{'/my-memory (newest 100)':34} {median:10.1f} {worst:10.1f} {size:10,}")
    finally:
        sidecar.stop()


if __name__ == "__main__":
    main()
