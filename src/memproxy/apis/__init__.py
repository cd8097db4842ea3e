"""One spec per OpenAI-style API: both directions of each API in one file."""
