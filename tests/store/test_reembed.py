"""MilvusStore.reembed on both backends: every row read once, those whose vector differs
from the new one rewritten in place (nothing lost, nothing read twice, other fields
kept), and a second run rewrites nothing."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
import pytest

from memproxy.domain import ListQuery, Memory, Scope
from memproxy.store.milvus import MilvusStore
from tests.kit.store import DIM


def _unit(seed: int) -> npt.NDArray[np.float32]:
    v = np.random.default_rng(seed).standard_normal(DIM).astype(np.float32)
    return v / np.linalg.norm(v)


async def _new_vectors(texts: Sequence[str]) -> npt.NDArray[np.float32]:
    """A text's "new" vector: its seed's, where a text marked "same" keeps its old one."""
    return np.stack([_unit(int(t.split()[-1]) + (0 if "same" in t else 10_000)) for t in texts])


async def test_reembed_rewrites_what_moved_and_keeps_every_row(store: MilvusStore) -> None:
    users = ["alice", "bob", "carol"]
    items = [
        (
            Memory(
                user_id=users[i % 3],
                content=f"{'same' if i % 4 == 0 else 'moved'} note {i}",
                metadata={"n": i},
            ),
            _unit(i).tolist(),
        )
        for i in range(250)
    ]
    stored = {m.id: m for m in await store.store(items)}
    moved = sum(1 for m, _ in items if "moved" in m.content)

    assert await store.reembed(_new_vectors, batch=40) == (250, moved)
    for user in users:
        listed = await store.list(ListQuery(scope=Scope(user_id=user), limit=1000))
        assert {m.id for m in listed} == {i for i, m in stored.items() if m.user_id == user}
        assert all(m == stored[m.id] for m in listed)
    for memory in list(stored.values())[:30]:
        vector = await store.get_vector(memory.user_id, memory.id)
        assert vector is not None
        want = (await _new_vectors([memory.content]))[0]
        assert float(np.asarray(vector) @ want) > 0.9999
    assert await store.reembed(_new_vectors, batch=40) == (250, 0)


async def test_reembed_refuses_another_dimension_and_changes_nothing(store: MilvusStore) -> None:
    (memory,) = await store.store(
        [(Memory(user_id="alice", content="moved note 1"), _unit(1).tolist())]
    )

    async def wider(texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return np.ones((len(texts), DIM + 1), dtype=np.float32)

    with pytest.raises(ValueError, match=f"{DIM + 1}-d vectors and the collection holds {DIM}-d"):
        await store.reembed(wider)
    vector = await store.get_vector("alice", memory.id)
    assert vector is not None and np.allclose(vector, _unit(1), atol=1e-6)
