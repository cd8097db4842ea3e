"""EncryptedContextStore: any ContextStore with a record's text sealed at rest.

A context record holds what the user asked and the memories that were injected: with
memory.encryption on, the query, the searched query, the injected text and every
candidate's content are sealed (memproxy.crypto, AES-256-GCM, bound to the user and the
record) before the inner store writes them, and opened on every read. Ids, hashes,
scores, verdicts, token counts and times stay readable (the stores scope and order by
them, and they say nothing of what was said). A learning receipt's body is sealed whole,
bound to the user and the job.
"""

from __future__ import annotations

import builtins

from memproxy.context.record import ContextRecord
from memproxy.context.store import ContextStore
from memproxy.crypto import Cipher

_TEXTS = ("query", "searched_query", "injected_text")


class EncryptedContextStore:
    def __init__(self, inner: ContextStore, cipher: Cipher) -> None:
        self.inner = inner
        self._cipher = cipher

    def _aad(self, record: ContextRecord, name: str) -> str:
        return f"{record.user_id}:context:{record.id}:{name}"

    def _seal(self, record: ContextRecord) -> ContextRecord:
        texts = {n: self._cipher.seal(getattr(record, n), self._aad(record, n)) for n in _TEXTS}
        candidates = [
            c.model_copy(
                update={"content": self._cipher.seal(c.content, self._aad(record, str(i)))}
            )
            for i, c in enumerate(record.candidates)
        ]
        return record.model_copy(update={**texts, "candidates": candidates})

    def _open(self, record: ContextRecord) -> ContextRecord:
        texts = {n: self._cipher.open(getattr(record, n), self._aad(record, n)) for n in _TEXTS}
        candidates = [
            c.model_copy(
                update={"content": self._cipher.open(c.content, self._aad(record, str(i)))}
            )
            for i, c in enumerate(record.candidates)
        ]
        return record.model_copy(update={**texts, "candidates": candidates})

    async def start(self) -> None:
        await self.inner.start()

    async def close(self) -> None:
        await self.inner.close()

    async def save(self, record: ContextRecord) -> None:
        await self.inner.save(self._seal(record))

    async def get(self, user_id: str, context_id: str) -> ContextRecord | None:
        record = await self.inner.get(user_id, context_id)
        return None if record is None else self._open(record)

    async def list(
        self, user_id: str, session_id: str | None = None, limit: int = 50
    ) -> list[ContextRecord]:
        return [self._open(r) for r in await self.inner.list(user_id, session_id, limit)]

    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        return await self.inner.forget(user_id, project_id)

    def _receipt_aad(self, user_id: str, job_id: str) -> str:
        return f"{user_id}:receipt:{job_id}"

    async def save_receipt(self, user_id: str, job_id: str, created_at: int, body: str) -> None:
        sealed = self._cipher.seal(body, self._receipt_aad(user_id, job_id))
        await self.inner.save_receipt(user_id, job_id, created_at, sealed)

    async def receipts(self, user_id: str, limit: int = 50) -> builtins.list[tuple[str, str]]:
        found = await self.inner.receipts(user_id, limit)
        return [(j, self._cipher.open(b, self._receipt_aad(user_id, j))) for j, b in found]

    async def receipt(self, user_id: str, job_id: str) -> str | None:
        body = await self.inner.receipt(user_id, job_id)
        return None if body is None else self._cipher.open(body, self._receipt_aad(user_id, job_id))
