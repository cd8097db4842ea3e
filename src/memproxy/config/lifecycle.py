"""What memproxy keeps, how much, for how long and sealed how: memory.quota,
memory.retention, memory.encryption."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, SecretStr

from memproxy.domain import MemoryType


class QuotaSettings(BaseModel):
    """Per-user limits on active (not archived) memories, checked on every write."""

    max_memories: int = Field(10_000, ge=0, description="Active memories per user (0: no limit).")
    max_bytes: int = Field(
        10 * 1024 * 1024, ge=0, description="UTF-8 bytes of active content per user (0: no limit)."
    )
    policy: Literal["archive_lowest", "refuse"] = Field(
        "archive_lowest",
        description="Past a quota: archive the lowest-value memories (importance, then access "
        "count, then age) until the new ones fit, or refuse the write.",
    )


DAY_MS = 86_400_000


class RetentionSettings(BaseModel):
    """How long memproxy keeps what it stores; 0 days keeps a kind until it is forgotten.

    A memory expires at its own expires_at (set by the write, or from its type's entry in
    memory_days when the write gives none); state records expire by age. A background
    task prunes what expired every prune_interval_seconds (the README's data lifecycle).
    """

    memory_days: dict[MemoryType, float] = Field(
        default_factory=lambda: {MemoryType.EPISODIC: 90.0},
        description="Days a memory of each type lives after it is written, when the write "
        "gives no expires_at; types not named never expire.",
    )
    responses_days: float = Field(
        30.0, ge=0, description="Stored responses (input and output items), by age."
    )
    sessions_days: float = Field(
        30.0, ge=0, description="Conversation sessions with no turn for this long, turns too."
    )
    turns_days: float = Field(30.0, ge=0, description="Stored turns, by age.")
    dead_jobs_days: float = Field(
        14.0, ge=0, description="Dead-lettered extraction jobs (with their turns), by age."
    )
    prune_interval_seconds: float = Field(
        300.0, gt=0, description="How often each replica prunes what expired."
    )
    prune_batch: int = Field(
        500, ge=1, le=100_000, description="Records removed per store call (short calls)."
    )
    usage_flush_seconds: float = Field(
        5.0,
        gt=0,
        description="How often injection counts (access_count, last_accessed) are written.",
    )


def days_ms(days: float) -> int | None:
    """A retention in milliseconds; None for 0 days (kept until forgotten)."""
    return int(days * DAY_MS) if days > 0 else None


class EncryptionSettings(BaseModel):
    """Encryption at rest (AES-256-GCM): memory content, metadata and entities in Milvus,
    stored turns and responses in the state store. Vectors stay plaintext."""

    enabled: bool = Field(False, description="Encrypt what is written from now on.")
    keys: SecretStr = Field(
        SecretStr(""),
        description="Key ring: `kid:base64(32 bytes)` entries, comma-separated (also "
        "MEMPROXY_MEMORY__ENCRYPTION__KEYS); `memproxy keygen` makes one.",
    )
    key_file: str = Field("", description="A file with the key ring, one entry a line.")
    primary: str = Field("", description="The key id new writes use; empty: the ring's last entry.")
