"""The ContextStore protocol: context records by user, bounded (memproxy.context.retention).

Every read is scoped by user: another user's record id is "not found". A null store
serves a configuration with records off. Learning receipts (memproxy.receipts) are a
second record kind of the same store: an opaque JSON body by user and job id, under the
same retention, dropped with the user's records on a forget.
"""

from __future__ import annotations

import builtins
from typing import Protocol

from memproxy.context.record import ContextRecord


class ContextStore(Protocol):
    async def start(self) -> None: ...

    async def close(self) -> None: ...

    async def save(self, record: ContextRecord) -> None:
        """Store the record, then prune its user's records by the retention."""

    async def get(self, user_id: str, context_id: str) -> ContextRecord | None: ...

    async def list(
        self, user_id: str, session_id: str | None = None, limit: int = 50
    ) -> list[ContextRecord]:
        """The user's unexpired records (of one session when given), newest first."""

    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        """Remove the user's records (of one project when given); returns how many.
        Forgetting the whole user drops their receipts too."""

    async def save_receipt(self, user_id: str, job_id: str, created_at: int, body: str) -> None:
        """Store a receipt (created_at: epoch ms), then prune the user's receipts."""

    async def receipts(self, user_id: str, limit: int = 50) -> builtins.list[tuple[str, str]]:
        """The user's unexpired receipts, newest first: (job id, body) pairs."""

    async def receipt(self, user_id: str, job_id: str) -> str | None: ...


class NoContextStore:
    """Records off: nothing is kept, nothing is found."""

    async def start(self) -> None:
        pass

    async def close(self) -> None:
        pass

    async def save(self, record: ContextRecord) -> None:
        pass

    async def get(self, user_id: str, context_id: str) -> ContextRecord | None:
        return None

    async def list(
        self, user_id: str, session_id: str | None = None, limit: int = 50
    ) -> list[ContextRecord]:
        return []

    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        return 0

    async def save_receipt(self, user_id: str, job_id: str, created_at: int, body: str) -> None:
        pass

    async def receipts(self, user_id: str, limit: int = 50) -> builtins.list[tuple[str, str]]:
        return []

    async def receipt(self, user_id: str, job_id: str) -> str | None:
        return None
