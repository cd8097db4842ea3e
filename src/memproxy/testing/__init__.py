"""memproxy's testing kit: what its tests and its benchmarks share (as mitmproxy/test).

Nothing here runs in the sidecar; it ships in the package so that `tests/` and `bench/`
use one copy and never import each other. Some parts need the `dev` extra (openai).

- `harness`: the product's own wiring (memproxy.wiring.build_wiring) driven phase by
  phase through the real ext_proc servicer, in process, without Envoy or a network:
  request and response phases, the recorder included.
- `procs`: real processes on free loopback ports, stopped by PID: Envoy and the
  sidecar (`memproxy serve`), `wait_http`, `model_dir` (the exported MiniLM).
- `milvus_server`, `redis_server`: a real Milvus standalone and a real redis-server on
  loopback, without Docker (`python -m memproxy.testing.milvus_server` runs one).
- `stub_llm`: an OpenAI-compatible stub upstream in vLLM's wire format (fault injection
  and fast tests; real behaviour is tested against real models).
- `clients`: the stack as a client sees it (the openai SDK through Envoy) and what the
  sidecar learned (its admin API).
"""
