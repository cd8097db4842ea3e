"""A backlog of held-back jobs must not hide the job holding them back (found by bench.soak:
after ten minutes of faults the Redis queue held 2,749 due jobs and nothing was claimed).

Redis's claim scans the first 1,000 due jobs. A user's retried job is due after the newer
jobs it holds back (first in, first out per user), so with over 1,000 of them the scan saw
only held-back jobs, claimed nothing, and learning stopped for good. Every state store."""

from __future__ import annotations

from memproxy.state.base import SessionKey
from tests.kit.state import MakeStore, turns

BACKLOG = 1100  # past the Redis claim's 1,000-job scan


async def test_a_retried_job_behind_a_backlog_of_its_users_jobs_is_still_claimed(
    make_store: MakeStore,
) -> None:
    state = make_store(max_queue=BACKLOG + 10)
    await state.start()
    try:
        await state.append_turns(SessionKey("alice", "s0"), turns("budget is $10K"), 1)
        first = await state.claim(60)
        assert first is not None
        for i in range(BACKLOG):
            await state.append_turns(SessionKey("alice", f"s{i + 1}"), turns(f"later {i}"), 1)
        await state.retry(first.id, "llm down", 0)  # due now: after all of the backlog
        again = await state.claim(60)
        assert again is not None and again.id == first.id
        await state.ack(again.id)
        nxt = await state.claim(60)  # then the backlog, oldest first
        assert nxt is not None and nxt.turns[0].text == "later 0"
    finally:
        await state.close()
