"""SqliteStateStore: the embedded StateStore (WAL, one DB thread, durable jobs).

Durability: journal_mode=WAL with synchronous=NORMAL (the default here). A commit is
written to the WAL file before the call returns, so a SIGKILL of the process loses no
committed job; only an OS crash or power loss can drop the last commits (the WAL is
fsynced at checkpoints). synchronous="FULL" fsyncs every commit, for hosts where that
matters more than a ~ms fsync per response.

One module per concern of memproxy.state.base, each a mixin on SqliteBackend (db: the
file, its thread and transactions; schema: the tables and their migration):
chains (ResponseChains), turns (Turns), jobs (JobQueue), current (CurrentStates),
erasure (Erasure), locks (Locks), writes (WriteAnnouncements).
"""

from __future__ import annotations

from memproxy.state.sqlite.chains import SqliteChains
from memproxy.state.sqlite.current import SqliteCurrentStates
from memproxy.state.sqlite.erasure import SqliteErasure
from memproxy.state.sqlite.jobs import SqliteJobQueue
from memproxy.state.sqlite.locks import SqliteLocks
from memproxy.state.sqlite.turns import SqliteTurns
from memproxy.state.sqlite.writes import SqliteWriteAnnouncements

__all__ = ["SqliteStateStore"]


class SqliteStateStore(
    SqliteChains,
    SqliteTurns,
    SqliteJobQueue,
    SqliteCurrentStates,
    SqliteErasure,
    SqliteLocks,
    SqliteWriteAnnouncements,
):
    """Every concern of a StateStore on one SQLite file (SqliteBackend opens it)."""
