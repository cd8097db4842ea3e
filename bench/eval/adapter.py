"""Train the questions' linear adapter (memproxy.embed.adapter) on real conversations.

    python -m bench.eval.adapter [--out src/memproxy/embed/query_adapter.npz]
        [--results bench/results/eval-adapter.json] [--chitchat-only]

`--chitchat-only` trains on the Chit-Chat pairs alone (MIT; REALTALK states no
licence, so an adapter trained on it is not shipped) and ranks every set with it:
how the shipped adapter is made.

MiniLM was trained to match a sentence with its paraphrase, not a question with the
message that answers it ("What is Paola's job?" / "I'm a nurse, 12-hour shifts"). A
question's vector is therefore moved before it is searched: z = q + qW, normalised, with
W one 384 x 384 matrix learned from questions and their evidence. Memories keep their
vectors, so nothing stored is re-embedded, and a question costs one more 384 x 384
product (microseconds).

Training data (nothing of it is copied into the repository; the matrix is):
- REALTALK (bench/eval/realtalk.py; no licence stated, read from a local copy): each
  question against its user's whole history, every message a candidate, its evidence
  the positives; both forms of the set (with and without the speaker's name).
- Chit-Chat (bench/eval/chitchat.py; MIT): questions and the answers that followed them
  in conversations that none of the evaluation's users took part in; the other turns of
  the same conversation are the negatives.

Loss: softmax cross-entropy of the evidence among the candidates (temperature TAU),
AdamW, EPOCHS passes, W starting at 0 (the plain question). Before it trains on all ten
REALTALK conversations it reports cross-validation by speaker group: REALTALK's people
each take part in two conversations, so its ten conversations form three groups that
share no one (realtalk.speaker_groups), and each group is ranked with an adapter trained
on the other two. Those are the figures the README gives for the REALTALK sets: a figure
from conversations the adapter saw would say nothing, and one from a conversation whose
people it saw in another says too much (held out by conversation, five folds, the gains
were 3-4 points larger, and nearly all of them were the people: 3 passes with 3,000
Chit-Chat pairs, the recipe before, gained 0.0 / 0.3 by speaker group). Chit-Chat's
evaluation users are never trained on. Then it ranks each set with an adapter of one
source alone, which says what carries over to another kind of conversation.

CHITCHAT_EXAMPLES and EPOCHS were chosen by that cross-validation, questions embedded
one at a time (2026-11-27, R@10 of realtalk-speaker / realtalk / chitchat at weighted
0.7; plain 58.3 / 53.3 / 57.7): no Chit-Chat, 2 passes 59.7 / 56.1 / 56.8; 500 pairs,
2 passes 60.1 / 55.4 / 58.1; 500, 3 passes 60.1 / 54.9 / 56.4; 1,000, 2 59.3 / 54.9 /
58.5; 1,500, 2 59.5 / 54.1 / 59.3; 3,000, 3 58.3 / 53.6 / 58.9. More small-talk pairs
pull the REALTALK figures down; none at all loses on Chit-Chat. (Those figures are
without the length prior, hybrid.length_prior, added after: the table this prints gives
the default, with it, beside "weighted 0.7, no length prior".)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from bench.eval import chitchat as cc
from bench.eval import realtalk
from bench.eval.offline import CACHE, VERSION, User, adapted, load, recall, store_ranking
from bench.eval.run import embedders
from memproxy.config import EmbeddingSettings
from memproxy.embed.adapter import DEFAULT_PATH, QueryAdapter
from memproxy.embed.document import document_vectors
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.store.hybrid import Fusion
from memproxy.testing.procs import model_dir

TAU = 0.05
EPOCHS = 2
LEARNING_RATE = 1e-3
WEIGHT_DECAY = 1e-2
BATCH = 32
CHITCHAT_CONVERSATIONS = 400
"""Shuffled conversations read for pairs: the first 400 give CHITCHAT_EXAMPLES (asserted),
the same pairs the 2,500 read before gave (the first 500 of them)."""
CHITCHAT_EXAMPLES = 500
SEED = 0

Vectors = npt.NDArray[np.float32]
Example = tuple[Vectors, Vectors, list[int]]
"""(question vector, the candidates' vectors, the positives' rows)."""


def realtalk_examples(users: Sequence[User], which: Sequence[int]) -> list[Example]:
    out: list[Example] = []
    for k in which:
        user = users[k]
        row = {i: j for j, i in enumerate(user.ids)}
        for n, expected in enumerate(user.expected):
            positives = [row[i] for i in expected if i in row]
            if positives:
                out.append((user.query_vectors[n], user.vectors, positives))
    return out


def _chitchat_pairs() -> list[dict[str, Any]]:
    """Conversations with no evaluation user in them, shuffled: turns and question pairs
    (question text, answer turn, question turn)."""
    raw = json.loads(cc.dataset_path().read_text())
    evaluated = set(cc.evaluated_people(raw))
    keys = [k for k, c in raw.items() if not (cc.senders(c) & evaluated)]
    random.Random(7).shuffle(keys)
    convos = []
    for key in keys[:CHITCHAT_CONVERSATIONS]:
        turns = cc._turns(raw[key])
        pairs = [(question, i + 1, i) for i, question in cc.question_pairs(turns)]
        if pairs:
            convos.append({"turns": [t["text"] for t in turns], "pairs": pairs})
    return convos


async def _embed_chitchat(convos: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    settings = EmbeddingSettings(query_adapter=False)
    memories = OnnxEmbedder(settings, model_dir())
    pair = embedders(settings, memories)
    await pair.start()
    try:
        out = []
        for convo in convos:
            turns = await document_vectors(memories, convo["turns"])
            asked = [(await pair.questions.embed([p[0]]))[0] for p in convo["pairs"]]
            out.append({"tv": turns, "qv": np.asarray(asked), "pairs": convo["pairs"]})
        return out
    finally:
        await pair.close()


def chitchat_examples(cache: Path = CACHE) -> list[Example]:
    path = cache / f"chitchat-pairs-{CHITCHAT_CONVERSATIONS}{VERSION}.npy"
    if not path.exists():
        rows = asyncio.run(_embed_chitchat(_chitchat_pairs()))
        cache.mkdir(parents=True, exist_ok=True)
        np.save(path, np.asarray(rows, dtype=object), allow_pickle=True)
    out: list[Example] = []
    for convo in np.load(path, allow_pickle=True):
        turns = np.asarray(convo["tv"], dtype=np.float32)
        asked = {p[2] for p in convo["pairs"]}
        kept = [j for j in range(len(turns)) if j not in asked]  # as the evaluation stores
        row = {j: n for n, j in enumerate(kept)}
        candidates = turns[kept]
        for k, (_, answer, _) in enumerate(convo["pairs"]):
            if answer in row:
                question = np.asarray(convo["qv"][k], dtype=np.float32)
                out.append((question, candidates, [row[answer]]))
    assert len(out) >= CHITCHAT_EXAMPLES, f"{len(out)} Chit-Chat pairs"
    return out[:CHITCHAT_EXAMPLES]


def train(examples: Sequence[Example]) -> Vectors:
    """W, by softmax cross-entropy of the positives among each question's candidates."""
    import torch

    torch.manual_seed(SEED)
    dim = examples[0][0].shape[0]
    w = torch.zeros(dim, dim, requires_grad=True)
    optimiser = torch.optim.AdamW([w], lr=LEARNING_RATE, weight_decay=WEIGHT_DECAY)
    tensors = [(torch.from_numpy(q), torch.from_numpy(c), p) for q, c, p in examples]
    for epoch in range(EPOCHS):
        order = np.random.default_rng(epoch).permutation(len(tensors))
        for start in range(0, len(order), BATCH):
            optimiser.zero_grad()
            loss = torch.zeros(())
            for i in order[start : start + BATCH]:
                q, candidates, positives = tensors[i]
                z = q + q @ w
                z = z / z.norm()
                logits = torch.log_softmax(candidates @ z / TAU, 0)
                loss = loss - logits[positives].mean()
            (loss / BATCH).backward()
            optimiser.step()
    return w.detach().numpy().astype(np.float32)


def dense_ranking(user: User, n: int) -> list[str]:
    cos = user.vectors @ user.query_vectors[n]
    return [user.ids[j] for j in np.argsort(-cos, kind="stable")[:10]]


def _fused(fusion: Fusion) -> Callable[[User, int], list[str]]:
    return lambda user, n: store_ranking(user, n, fusion=fusion)


def _report(name: str, before: Sequence[User], after: Sequence[User]) -> dict[str, float]:
    rankers: dict[str, Callable[[User, int], list[str]]] = {"dense": dense_ranking}
    for w in (0.5, 0.6, 0.7, 0.8):
        rankers[f"weighted {w}"] = _fused(Fusion("weighted", w))
    rankers["weighted 0.7, no length prior"] = _fused(Fusion("weighted", 0.7, length_prior=0.0))
    rankers["rrf"] = _fused(Fusion("rrf"))
    row = {}
    for label, ranker in rankers.items():
        b10, a10 = recall(before, ranker, 10), recall(after, ranker, 10)
        row[label] = round(a10, 1)
        print(f"{name:<17} {label:<29} R@10 {b10:5.1f} -> {a10:5.1f}", flush=True)
    return row


def chitchat_only(out: Path, results: Path | None) -> None:
    """The adapter of the Chit-Chat pairs alone, saved to `out`; every set ranked with it
    (none of them trained on: Chit-Chat's evaluation users are never among the pairs)."""
    adapter = QueryAdapter(train(chitchat_examples()))
    adapter.save(out)
    print(f"wrote {out}")
    figures = {
        name: _report(name, users, adapted(users, adapter))
        for name in ("realtalk-speaker", "realtalk", "chitchat", "generated")
        for users in [load(name)]
    }
    print(json.dumps(figures, indent=1))
    if results:
        results.write_text(json.dumps(figures, indent=1) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_PATH)
    parser.add_argument("--results", type=Path, help="also write the figures here (JSON)")
    parser.add_argument("--chitchat-only", action="store_true", help="train on Chit-Chat alone")
    args = parser.parse_args()
    if args.chitchat_only:
        chitchat_only(args.out, args.results)
        return
    speaker, plain = load("realtalk-speaker"), load("realtalk")
    chit = chitchat_examples()
    everyone = range(len(speaker))
    print(f"{len(chit)} Chit-Chat examples; {len(speaker)} REALTALK conversations")
    folded: dict[str, list[User]] = {"realtalk-speaker": list(speaker), "realtalk": list(plain)}
    for held in realtalk.speaker_groups(realtalk.speakers()):
        seen = [k for k in everyone if k not in held]
        w = train(realtalk_examples(speaker, seen) + realtalk_examples(plain, seen) + chit)
        bare = QueryAdapter(w)
        for name, users in (("realtalk-speaker", speaker), ("realtalk", plain)):
            for k in held:
                folded[name][k] = adapted([users[k]], bare)[0]
    w = train(realtalk_examples(speaker, everyone) + realtalk_examples(plain, everyone) + chit)
    others = {name: load(name) for name in ("chitchat", "generated")}
    adapter = QueryAdapter(w)
    adapter.save(args.out)
    print(f"wrote {args.out}")
    figures = {
        "realtalk-speaker (by speaker group)": _report(
            "realtalk-speaker", speaker, folded["realtalk-speaker"]
        ),
        "realtalk (by speaker group)": _report("realtalk", plain, folded["realtalk"]),
    }
    for name, users in others.items():
        figures[name] = _report(name, users, adapted(users, adapter))
    # Each source alone, ranked on the other: what carries over to conversations of
    # another kind than those it learned from.
    alone = QueryAdapter(
        train(realtalk_examples(speaker, everyone) + realtalk_examples(plain, everyone))
    )
    figures["chitchat, REALTALK's adapter alone"] = _report(
        "chitchat (RT)", others["chitchat"], adapted(others["chitchat"], alone)
    )
    alone = QueryAdapter(train(chit))
    for name, users in (("realtalk-speaker", speaker), ("realtalk", plain)):
        figures[f"{name}, Chit-Chat's adapter alone"] = _report(
            f"{name} (CC)", users, adapted(users, alone)
        )
    print(json.dumps(figures, indent=1))
    if args.results:
        args.results.write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
