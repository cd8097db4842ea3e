"""memory.learning: the response path (conversation state, the extraction queue, dedup)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class LearningSettings(BaseModel):
    """The response path: conversation state, the extraction queue, dedup."""

    state_url: str = Field(
        "", description="SQLite path or redis://host:port/db; empty means {home}/state.db."
    )
    expand_previous_response: bool = Field(
        True, description="Rebuild previous_response_id chains for upstreams with no store."
    )
    max_chain_depth: int = Field(64, ge=1, le=10_000, description="Bound on a chain walk.")
    record_timeout_ms: float = Field(
        150.0,
        gt=0,
        description="How long a response's last chunk waits for its turns to be written; "
        "past it (state store slow or hung) the write finishes in the background. Keep it "
        "under Envoy's message_timeout (0.2 s).",
    )
    workers: int = Field(2, ge=1, le=64, description="Extraction worker tasks.")
    queue_max: int = Field(10_000, ge=1, description="Pending + leased jobs accepted at most.")
    max_attempts: int = Field(5, ge=1, description="Tries per job before dead-lettering.")
    backoff_seconds: float = Field(1.0, gt=0, description="First retry delay (doubles).")
    lease_seconds: float = Field(
        120.0, gt=0, description="A crashed worker's job returns after (renewed while it runs)."
    )
    near_duplicate_threshold: float = Field(
        0.9, ge=0, le=1.01, description="Cosine at or above which a new fact updates the old one."
    )
    gray_zone_threshold: float = Field(
        0.5, ge=0, le=1, description="Cosine from which an update decision (LLM) is asked."
    )
    episodic_summary: bool = Field(False, description="Ask the extractor for a session summary.")
    grounded_facts_only: bool = Field(
        True,
        description="Drop an extracted fact with a name, number or topic that the user's own "
        "turns do not hold (small models copy examples and invent).",
    )
    extraction_per_turn: bool = Field(
        False,
        description="One extraction call per informative user turn instead of one per "
        "batch (bench.learn measures both with a small model).",
    )
    keep_unextracted: bool = Field(
        True,
        description="A user statement the model's facts leave uncovered (a clause whose "
        "content words none of them hold) is kept too, restated about User in the user's "
        "own words: a small model drops facts, the user's words invent none.",
    )
    idle_flush_minutes: float = Field(
        5.0,
        ge=0,
        description="A session with turns not yet learned and no new turn for this long is "
        "extracted (a short chat never reaches extraction_batch_size); 0 turns it off.",
    )
    idle_check_seconds: float = Field(
        15.0, gt=0, description="How often each replica looks for idle sessions."
    )
