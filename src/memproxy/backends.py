"""What the SQLite and Redis stores (state, context records) share: one SQLite connection
on its own thread, and a Redis client that answered a PING."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

import redis.asyncio as aioredis

T = TypeVar("T")


def connect_sqlite(path: Path, synchronous: str) -> sqlite3.Connection:
    """The file (its folder made), in autocommit mode and WAL journaling (several
    connections and processes share it; busy_timeout waits up to 10 s for a lock)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA busy_timeout=10000")
    db.execute("PRAGMA journal_mode=WAL")
    db.execute(f"PRAGMA synchronous={synchronous}")
    return db


class SqliteThread:
    """One SQLite connection used from one dedicated thread only: the event loop never
    blocks on the file. `what` names the store in the error of a call before open()."""

    def __init__(self, thread_name: str, what: str) -> None:
        self._name = thread_name
        self._what = what
        self._executor: ThreadPoolExecutor | None = None
        self._db: sqlite3.Connection | None = None

    async def open(self, connect: Callable[[], sqlite3.Connection]) -> None:
        """Open the connection with connect(), on the thread."""
        if self._executor is None:
            self._executor = ThreadPoolExecutor(1, thread_name_prefix=self._name)
        self._db = await asyncio.get_running_loop().run_in_executor(self._executor, connect)

    async def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """fn(connection), on the thread."""

        def call() -> T:
            if self._db is None:
                raise RuntimeError(f"{self._what} not started")
            return fn(self._db)

        if self._executor is None:
            raise RuntimeError(f"{self._what} not started")
        return await asyncio.get_running_loop().run_in_executor(self._executor, call)

    async def tx(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """fn(connection) in one BEGIN IMMEDIATE transaction, rolled back if it raises."""

        def tx(db: sqlite3.Connection) -> T:
            db.execute("BEGIN IMMEDIATE")
            try:
                out = fn(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return out

        return await self.run(tx)

    async def close(self) -> None:
        """Close the connection and stop the thread (a no-op when not open)."""
        if self._executor is None:
            return

        def shut() -> None:
            if self._db is not None:
                self._db.close()
                self._db = None

        await asyncio.get_running_loop().run_in_executor(self._executor, shut)
        self._executor.shutdown(wait=True)
        self._executor = None


async def connect_redis(url: str, socket_timeout: float) -> aioredis.Redis:
    """A client (replies decoded to str, socket_timeout seconds per socket operation)
    whose server answered a PING."""
    client = aioredis.Redis.from_url(
        url,
        decode_responses=True,
        socket_timeout=socket_timeout,
        socket_connect_timeout=socket_timeout,
    )
    await client.ping()
    return client
