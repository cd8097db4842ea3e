"""Seed a Milvus server or a Milvus Lite file with millions of memories fast, for the
latency benchmark at scale.

Seeding through the admin API embeds every memory (~6 ms each on this machine: 1M
memories would take ~2 hours), so at that scale the benchmark writes rows straight into
the collection memproxy uses, through memproxy's own MilvusStore (same schema, partition
key and index). Vectors are real embeddings of a pool of distinct texts, each memory's
vector its pool text's vector plus a small random perturbation (cosine ~0.96 to it), so
no two rows are identical and the HNSW graph sees realistic neighbourhoods. The bench
user's own memories (the ones its question should find) are embedded exactly.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from memproxy.config import EmbeddingSettings, MilvusSettings
from memproxy.domain import Memory
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.store.milvus import MilvusStore

POOL = 4000
BATCH = 10_000
NOISE = 0.3
"""Norm of the perturbation added to a unit vector: cosine to the original ~0.96."""


_VOCABULARY = (
    "red blue green morning evening weekly monthly urgent later remote office home kids "
    "team budget flight train hotel sushi pasta coffee tea running swimming piano python "
    "rust tax insurance dentist vet garden roof paint lease loan salary bonus"
)
_WORDS = np.array(_VOCABULARY.split())


def pool_texts(topics: list[str], n: int) -> list[str]:
    rng = np.random.default_rng(11)
    return [
        f"User's {topics[i % len(topics)]} note: {rng.choice(_WORDS, 6).tolist()} "
        f"value {int(rng.integers(1_000_000))}"
        for i in range(n)
    ]


def perturbed(base: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Unit vectors near each row of `base`."""
    noise = rng.standard_normal(base.shape).astype(np.float32)
    noise *= NOISE / np.linalg.norm(noise, axis=1, keepdims=True)
    out = base + noise
    return out / np.linalg.norm(out, axis=1, keepdims=True)


def batches(n: int, users: int, texts: list[str]) -> Iterator[tuple[list[Memory], np.ndarray]]:
    """(memories, pool indexes) in insert-sized batches, users round-robin."""
    for start in range(0, n, BATCH):
        idx = np.arange(start, min(n, start + BATCH))
        memories = [
            Memory(user_id=f"user-{i % users}", content=f"{texts[i % len(texts)]} #{i}")
            for i in idx
        ]
        yield memories, idx % len(texts)


async def seed_vectors(
    uri: str, model_dir: Path, n: int, users: int, topics: list[str], exact: list[Memory]
) -> float:
    """Insert n memories over `users` users plus the `exact` ones; wait until indexed."""
    started = time.perf_counter()
    embedder = OnnxEmbedder(EmbeddingSettings(), model_dir)
    await embedder.start()
    texts = pool_texts(topics, POOL)
    base = np.concatenate(
        [np.asarray(await embedder.embed(texts[i : i + 256])) for i in range(0, POOL, 256)]
    ).astype(np.float32)
    exact_vectors = await embedder.embed([m.content for m in exact])
    await embedder.close()
    settings = MilvusSettings(uri=uri)
    store = MilvusStore(settings)
    await store.start()
    rng = np.random.default_rng(13)
    await store.store(list(zip(exact, exact_vectors, strict=True)))
    done = 0
    for memories, idx in batches(n, users, texts):
        vectors = perturbed(base[idx], rng)
        await store.store(list(zip(memories, vectors.tolist(), strict=True)))
        done += len(memories)
        if done % 100_000 == 0:
            print(f"  seeded {done:,} in {time.perf_counter() - started:.0f}s", flush=True)
    if settings.is_server:
        await wait_indexed(store)
    else:  # Milvus Lite searches FLAT: nothing to wait for once the rows are flushed
        await asyncio.to_thread(store.core.need().flush, store.core.collection)
    await store.close()
    return time.perf_counter() - started


def seed_vectors_apart(
    uri: str, model_dir: Path, n: int, users: int, topics: list[str], exact: list[Memory]
) -> float:
    """seed_vectors in a child process. For a Milvus Lite file: the process that opened it
    holds its lock until it exits (closing the client does not release it), and the
    sidecar that opens it next would serve without memory."""
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=spawn) as pool:
        return pool.submit(_seed_sync, uri, model_dir, n, users, topics, exact).result()


def _seed_sync(
    uri: str, model_dir: Path, n: int, users: int, topics: list[str], exact: list[Memory]
) -> float:
    return asyncio.run(seed_vectors(uri, model_dir, n, users, topics, exact))


async def wait_indexed(store: MilvusStore, timeout_s: float = 3600) -> None:
    """Flush, then wait until the vector index covers every row (searches of unindexed
    growing segments are brute force: measuring before this would flatter nobody)."""
    client = store.core.need()
    name = store.core.collection
    await asyncio.to_thread(client.flush, name)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        info = await asyncio.to_thread(client.describe_index, name, "embedding")
        total, indexed = int(info.get("total_rows", 0)), int(info.get("indexed_rows", 0))
        if total and indexed >= total and not int(info.get("pending_index_rows", 0)):
            print(f"  index covers {indexed:,} of {total:,} rows", flush=True)
            return
        print(f"  indexing: {indexed:,} of {total:,} rows", flush=True)
        await asyncio.sleep(15)
    raise TimeoutError("the vector index did not finish building")
