"""The tests' kit: factories and fakes every test imports, instead of other test modules.

A test module (test_*.py) or a conftest.py is never imported by another module: what
two of them share lives here (tests/test_kit.py enforces it). The kit is for tests only
and may use pytest; the real processes the tests and the benchmarks share (Milvus, Redis,
Envoy, the stub LLM) are started by the shipped kit, memproxy.testing.
"""
