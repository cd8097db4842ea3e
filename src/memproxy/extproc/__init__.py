"""The Envoy ext_proc side: gRPC servicer, per-stream sessions, API adapters."""
