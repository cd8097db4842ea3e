"""Memory stores: the store protocols (one per concern) and the Milvus implementation."""

from memproxy.store.base import (
    MemoryReads,
    MemoryReadWrite,
    MemoryStore,
    MemoryWrites,
    RequestReads,
    StoreBusy,
    StoreMaintenance,
    StoreUnavailable,
    UsageCounts,
)

__all__ = [
    "MemoryReadWrite",
    "MemoryReads",
    "MemoryStore",
    "MemoryWrites",
    "RequestReads",
    "StoreBusy",
    "StoreMaintenance",
    "StoreUnavailable",
    "UsageCounts",
]
