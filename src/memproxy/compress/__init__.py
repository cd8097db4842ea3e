"""Context compression for long sessions (seed 004 section 14): a structured current
state written in the background replaces a session's old turns on the request path."""
