"""The personal data lifecycle: retention (TTLs and background pruning), cleanup and
archive, usage counters, encryption at rest, self-service."""
