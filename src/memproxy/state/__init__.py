"""Conversation state and the durable extraction queue, in one backend (SQLite or Redis)."""
