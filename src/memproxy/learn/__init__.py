"""The response path's learning: extraction, dedup and the worker pool."""
