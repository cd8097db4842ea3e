"""memproxy's testing kit: what its tests and its benchmarks share (as mitmproxy/test).

Nothing here runs in the sidecar; it ships in the package so that `tests/` and `bench/`
use one copy and never import each other.

- `harness`: the product's own wiring (memproxy.wiring.build_wiring) driven phase by
  phase through the real ext_proc servicer, in process, without Envoy or a network:
  request and response phases, the recorder included.
"""
