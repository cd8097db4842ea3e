"""The response path's capture: read the assistant's answer from JSON or SSE, never holding it."""
