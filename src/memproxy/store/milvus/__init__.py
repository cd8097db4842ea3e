"""The memory store on Milvus Lite or a Milvus server (memproxy.store.milvus.store)."""

from memproxy.store.milvus.edits import Expiry
from memproxy.store.milvus.maintenance import VectorsOf
from memproxy.store.milvus.placement import create_collection
from memproxy.store.milvus.store import MilvusStore

__all__ = ["Expiry", "MilvusStore", "VectorsOf", "create_collection"]
