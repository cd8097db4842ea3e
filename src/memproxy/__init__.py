"""memproxy: per-user long-term memory for OpenAI-compatible LLM servers behind Envoy."""

__version__ = "0.1.0"
