"""The Envoy ext_proc side: the gRPC servicer, one processor per stream (specs: apis)."""
