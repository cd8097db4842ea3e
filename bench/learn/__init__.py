"""The learning benchmark: does memproxy learn what matters from a real model, and inject it?

Deterministic conversations (bench.learn.data) go through the real stack (Envoy, the
sidecar, the extraction model as memory_extraction); later questions in new sessions show
which memories were injected. bench.learn.score turns that into per-kind figures.
"""
