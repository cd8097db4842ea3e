"""Context records: what one request's memory step gave the model, and why.

assemble (pure: candidates → verdicts, token budget, injected text) → hashing (pure,
deterministic) → record (the stored description) → writer (off the critical path) →
store (SQLite or Redis, bounded per user) → replay (the same request, today's memories).
"""
