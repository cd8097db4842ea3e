"""The soak: load through the real stack with faults injected on a schedule (run.py), the
simulated users (load.py), the extraction model it breaks (llm.py) and its schedule and
invariants as pure functions (verdict.py)."""
