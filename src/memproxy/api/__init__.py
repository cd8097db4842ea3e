"""memproxy's own APIs: admin REST (FastAPI) and memproxy.v1.MemoryService (gRPC)."""
