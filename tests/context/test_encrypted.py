"""Context records with memory.encryption on: read back exactly, no text at rest."""

from __future__ import annotations

from pathlib import Path

from memproxy.config import ContextSettings
from memproxy.context.encrypted import EncryptedContextStore
from memproxy.context.factory import build_context_store
from memproxy.context.record import CandidateView, ContextRecord, new_context_id
from memproxy.crypto import AesGcmCipher, new_key_entry, parse_keys
from memproxy.domain import now_ms

CIPHER = AesGcmCipher(parse_keys(new_key_entry("k1")), "k1")
SECRETS = ("asked-about-my-diagnosis", "searched-cardiology", "injected-heart-condition")


def record(user: str) -> ContextRecord:
    asked, searched, injected = SECRETS
    return ContextRecord(
        id=new_context_id(),
        context_hash="sha256:x",
        user_id=user,
        session_id="s1",
        created_at=now_ms(),
        decision="search",
        reason="search",
        query=asked,
        searched_query=searched,
        injected_text=injected,
        injected=1,
        candidates=[
            CandidateView(
                memory_id="m1",
                section="retrieved",
                type="semantic",
                content="candidate-memory-text",
                verdict="injected",
                tokens=5,
                dense_score=0.8,
            )
        ],
    )


async def test_a_sealed_record_reads_back_exactly_and_the_file_holds_no_text(
    tmp_path: Path,
) -> None:
    inner = build_context_store(ContextSettings(), str(tmp_path / "state.db"), tmp_path)
    store = EncryptedContextStore(inner, CIPHER)
    await store.start()
    mine = record("alice")
    await store.save(mine)
    assert await store.get("alice", mine.id) == mine
    assert await store.list("alice") == [mine]
    assert await store.get("bob", mine.id) is None
    raw = await inner.get("alice", mine.id)  # what is at rest
    assert raw is not None and raw.query != mine.query
    assert raw.candidates[0].content != "candidate-memory-text"
    assert raw.candidates[0].dense_score == 0.8 and raw.context_hash == mine.context_hash
    await store.close()
    dumped = b"".join(p.read_bytes() for p in tmp_path.glob("state.db*"))
    assert dumped
    for text in (*SECRETS, "candidate-memory-text"):
        assert text.encode() not in dumped


async def test_the_plain_store_does_hold_the_text(tmp_path: Path) -> None:
    # the control: the same grep finds the words when encryption is off
    store = build_context_store(ContextSettings(), str(tmp_path / "state.db"), tmp_path)
    await store.start()
    await store.save(record("alice"))
    await store.close()
    dumped = b"".join(p.read_bytes() for p in tmp_path.glob("state.db*"))
    assert all(text.encode() in dumped for text in SECRETS)
