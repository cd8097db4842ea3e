"""Retrieval-quality evaluation: a generated set (generate.py), re-rankers (rank.py) and
the run through memproxy's request path (run.py)."""
