"""What the console reads: a user's memories in full, their chain, their last activity."""

from __future__ import annotations

from memproxy.domain import Memory
from memproxy.pipeline.profile import is_pinned
from memproxy.service import MemoryService

SCAN_PAGES = 3
"""A page's filter or chain reads the newest 3,000 memories (MemoryService.newest): each
page of the store's listing reads every id of the user again, so a full read of 10,000
takes 11 of them."""
STATES = ("active", "pinned", "archived", "expiring", "all")
CHAIN_MAX = 20


async def every_memory(service: MemoryService, user_id: str) -> list[Memory]:
    """The user's memories, every project, archived and superseded ones too (bounded)."""
    return (await service.newest(user_id))[0]


def in_state(memory: Memory, state: str) -> bool:
    if state == "pinned":
        return is_pinned(memory) and not memory.archived
    if state == "archived":
        return memory.archived
    if state == "expiring":
        return bool(memory.expires_at) and not memory.archived
    if state == "active":
        return not memory.archived
    return True


def state_of(memory: Memory) -> str:
    if memory.superseded_by:
        return "superseded"
    if memory.archived:
        return "archived"
    return "pinned" if is_pinned(memory) else "active"


async def chain(service: MemoryService, memory: Memory, everything: list[Memory]) -> list[Memory]:
    """Oldest first: what `memory` replaced (and what that replaced), it, then what
    replaced it, each link at most CHAIN_MAX away."""
    by_successor = {m.superseded_by: m for m in everything if m.superseded_by}
    before: list[Memory] = []
    at = memory
    while at.id in by_successor and len(before) < CHAIN_MAX:
        at = by_successor[at.id]
        if any(m.id == at.id for m in before):
            break
        before.insert(0, at)
    after: list[Memory] = []
    at = memory
    while at.superseded_by and len(after) < CHAIN_MAX:
        successor = await service.get(memory.user_id, at.superseded_by)
        if successor is None or any(m.id == successor.id for m in after):
            break
        after.append(successor)
        at = successor
    return [*before, memory, *after]
