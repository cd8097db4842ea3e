"""all-MiniLM-L6-v2's fixed parts, shared by the runtime (embed/onnx.py) and the export
(embed/onnx_export.py): file names, the token limit, tokenisation and pooling.

Same steps as sentence-transformers: WordPiece truncated at 256 tokens, mean pooling over
the attention mask, L2 normalisation.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
from tokenizers import Tokenizer

from memproxy.embed.base import Vectors, normalise

MODEL_NAME = "all-MiniLM-L6-v2"
MODEL_FILE = "model.onnx"
TOKENIZER_FILE = "tokenizer.json"
MAX_TOKENS = 256  # sentence_bert_config.json max_seq_length (tokenizer.json itself says 128)

Ids = npt.NDArray[np.int64]


def load_tokenizer(path: Path) -> Tokenizer:
    """The packaged tokenizer.json, truncating at the model's 256 tokens (the file says 128).

    Padding is done in numpy (`encode`), which keeps tokenizers' own thread pool unused.
    """
    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_TOKENS)
    return tokenizer


def encode(tokenizer: Tokenizer, texts: Sequence[str]) -> dict[str, Ids]:
    """BERT inputs for a batch, right-padded with zeros to the longest text."""
    encodings = [tokenizer.encode(text) for text in texts]
    width = max(len(e.ids) for e in encodings)
    ids = np.zeros((len(texts), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    types = np.zeros_like(ids)
    for row, e in enumerate(encodings):
        n = len(e.ids)
        ids[row, :n] = e.ids
        mask[row, :n] = e.attention_mask
        types[row, :n] = e.type_ids
    return {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}


def mean_pool(hidden: npt.NDArray[np.float32], mask: Ids) -> Vectors:
    """Mean of the token vectors under the attention mask, then L2 normalisation."""
    weights = mask[..., None].astype(np.float32)
    pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
    return normalise(pooled)
