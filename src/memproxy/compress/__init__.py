"""Context compression for long sessions: a structured current
state written in the background replaces a session's old turns on the request path."""
