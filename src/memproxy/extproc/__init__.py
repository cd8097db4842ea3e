"""The Envoy ext_proc side: the gRPC servicer, one processor per stream (specs: openai_apis)."""
