"""Memory stores: the MemoryStore protocol and its Milvus implementation."""

from memproxy.store.base import MemoryStore, StoreUnavailable

__all__ = ["MemoryStore", "StoreUnavailable"]
