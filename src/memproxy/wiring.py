"""The composition: every memory part built from Settings around a store, an embedder and
a state store. The one wiring the app, the tests and the benchmarks all use, so a test or a
benchmark runs the product's own chain, not a copy of it.

No I/O here: the parts are built, not started (the app starts the store, the embedder,
the state store and the workers; a test or a benchmark starts what it needs).
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass, field
from pathlib import Path

from memproxy.compress.compressor import Compressor
from memproxy.config import ENVOY_MAX_MESSAGE_TIMEOUT_S, MemorySettings, ModelRole, Settings
from memproxy.context.store import ContextStore, NoContextStore
from memproxy.context.tokens import WordPieceCounter
from memproxy.context.writer import RecordWriter
from memproxy.embed.adapter import QueryAdapter
from memproxy.embed.base import Embedder
from memproxy.embed.factory import onnx_files
from memproxy.extproc.processor import DEFAULT_MAX_BODY_BYTES, ProcessorFactory
from memproxy.learn.current_state import NoStateWriter, StateWriter
from memproxy.learn.extract import LLMExtractor, VerbatimExtractor
from memproxy.learn.merge import NO_MERGER, Merger, ModelMerger
from memproxy.learn.receipt import ReceiptWriter
from memproxy.learn.update_model import Decider, NoDecider, UpdateDecider
from memproxy.learn.worker import Extractor, Learner, WorkerPool
from memproxy.lifecycle.prune import Pruner
from memproxy.lifecycle.retention import targets
from memproxy.lifecycle.usage import UsageTracker
from memproxy.llm import ChatClient, ChatCompleter
from memproxy.metrics import Metrics
from memproxy.pipeline.chain import ChainExpander
from memproxy.pipeline.contexts import ContextLog
from memproxy.pipeline.replay import Replayer
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.quota import QuotaGuard
from memproxy.receipts import NoReceiptLog, ReceiptLog, receipt_log
from memproxy.response.record import NoRecorder, Recorder, Recording
from memproxy.service import MemoryService
from memproxy.state.base import StateStore
from memproxy.store.base import MemoryStore

log = logging.getLogger(__name__)


@dataclass
class Wiring:
    """The built parts; `clients` are the LLM clients to close at the end."""

    retriever: Retriever
    processor: RequestProcessor
    """The request phase: body bytes in, new body bytes out (the product's own)."""
    learner: Learner
    workers: WorkerPool
    recorder: Recording
    """NoRecorder when memory.auto_store is off: responses are not asked for."""
    processors: ProcessorFactory
    """One ext_proc processor per stream (the gRPC servicer's factory)."""
    service: MemoryService
    usage: UsageTracker
    """Injection counts, written in batches by a background task (memproxy.lifecycle)."""
    pruner: Pruner
    """Retention: what expired goes, by a background task (memproxy.lifecycle)."""
    replayer: Replayer
    """Re-runs a context record's assembly (the admin API's replay)."""
    context_writer: RecordWriter
    """Writes context records off the request path (drain it on shutdown)."""
    counter: WordPieceCounter
    """The token counter of the memory message (load it at start-up)."""
    clients: list[ChatClient] = field(default_factory=list)
    receipts: ReceiptLog = field(default_factory=NoReceiptLog)
    """Learning receipts, beside the context records (NoReceiptLog with records off)."""

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.usage.flush()  # the counts of the last seconds
        for client in self.clients:
            await client.close()


class _Clients:
    """One ChatClient per model role that has a model configured."""

    def __init__(self, memory: MemorySettings) -> None:
        self._memory = memory
        self.made: list[ChatClient] = []

    def for_role(self, role: ModelRole) -> ChatClient | None:
        model = self._memory.model_for(role)
        if model is None:
            return None
        client = ChatClient(model)
        self.made.append(client)
        return client


def _extractor(mem: MemorySettings, clients: _Clients) -> Extractor:
    client = clients.for_role("memory_extraction")
    if client is None:
        return VerbatimExtractor(mem.max_memory_chars)
    return LLMExtractor.from_settings(client, mem.learning, mem.max_memory_chars)


def _update_client(clients: _Clients) -> ChatCompleter | None:
    return clients.for_role("memory_update") or clients.for_role("memory_extraction")


def _decider(clients: _Clients) -> Decider:
    client = _update_client(clients)
    return UpdateDecider(client) if client else NoDecider()


def _merger(mem: MemorySettings, clients: _Clients) -> Merger:
    client = _update_client(clients)
    return ModelMerger(client, mem.max_memory_chars) if client else NO_MERGER


def _state_writer(
    mem: MemorySettings, clients: _Clients, state: StateStore, metrics: Metrics
) -> StateWriter | NoStateWriter:
    """The current-state writer when compression is on: with the memory_state model, else
    memory_extraction; without either, states hold the user's statements only."""
    if not mem.compression.enabled:
        return NoStateWriter()
    client = clients.for_role("memory_state") or clients.for_role("memory_extraction")
    if client is None:
        log.warning(
            "compression enabled without a memory_state or memory_extraction model: "
            "current states hold the user's own statements only"
        )
    return StateWriter(state, client, mem.compression.state_ttl_seconds, metrics)


def build_wiring(
    settings: Settings,
    *,
    store: MemoryStore,
    embedder: Embedder,
    state: StateStore,
    metrics: Metrics,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    contexts: ContextStore | None = None,
    query_embedder: Embedder | None = None,
    query_adapter: QueryAdapter | None = None,
) -> Wiring:
    """Every memory part of the sidecar, wired as `memproxy serve` runs them
    (max_body_bytes: the largest request body read, a knob for tests); context records
    go to `contexts` (none kept without one). Memories are embedded by `embedder`, the
    questions of searches by `query_embedder` (the same one unless given), whose vectors
    `query_adapter` moves for the store's ranking (embed/adapter.py)."""
    queries = embedder if query_embedder is None else query_embedder
    mem = settings.memory
    clients = _Clients(mem)
    rewriter = Rewriter(
        mem.query_rewrite,
        clients.for_role(mem.rewrite_role),
        mem.rewrite_timeout_ms / 1000,
    )
    retriever = Retriever(queries, store, rewriter, metrics, query_adapter)
    chains = ChainExpander(state, mem.learning)
    compressor = Compressor(state, mem.compression, metrics)
    usage = UsageTracker(store, metrics)
    records = contexts or NoContextStore()
    receipts = receipt_log(records)  # the learner's receipts, kept beside the records
    writer = RecordWriter(records, metrics, mem.context.queue_max)
    tokenizer = onnx_files(mem.embedding, Path(settings.home))[1]
    counter = WordPieceCounter(tokenizer, mem.embedding.model)
    log = ContextLog(mem, counter, writer)
    processor = RequestProcessor(
        mem, settings.identity, retriever, metrics, chains, compressor, usage.seen, log
    )
    quota = QuotaGuard(store, mem.quota, metrics, mem.max_memory_chars)
    learner = Learner(
        _extractor(mem, clients),
        embedder,
        store,
        mem.learning,
        metrics,
        _decider(clients),
        quota,
        _merger(mem, clients),
        ReceiptWriter(receipts),
    )
    workers = WorkerPool(
        state, learner, mem.learning, metrics, _state_writer(mem, clients, state, metrics)
    )
    recorder: Recording = (
        Recorder(
            state,
            mem.extraction_batch_size,
            metrics,
            workers.wake,
            mem.learning.record_timeout_ms / 1000,
        )
        if mem.auto_store
        else NoRecorder()
    )
    timeouts = (mem.ext_proc_wait_s, ENVOY_MAX_MESSAGE_TIMEOUT_S)
    processors = ProcessorFactory(
        processor, metrics, mem.enabled, recorder, max_body_bytes, timeouts
    )
    service = MemoryService(
        store,
        embedder,
        metrics,
        mem.max_memory_chars,
        state,
        quota,
        mem.profile,
        records,
        query_embedder=queries,
        query_adapter=query_adapter,
    )

    async def prune_memories(now: int, limit: int) -> int:  # the store's, when it runs
        return await store.prune_expired(now, limit)

    pruner = Pruner(
        targets(mem.retention, state, prune_memories), metrics, mem.retention.prune_batch
    )
    return Wiring(
        retriever=retriever,
        processor=processor,
        learner=learner,
        workers=workers,
        recorder=recorder,
        processors=processors,
        service=service,
        usage=usage,
        pruner=pruner,
        replayer=Replayer(retriever, mem.profile, log),
        context_writer=writer,
        counter=counter,
        clients=clients.made,
        receipts=receipts,
    )
