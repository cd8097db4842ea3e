"""The question side's weights: int8, per output channel, made from the exported fp32 model.

A question is embedded on the request path, where the model's run is most of a new
question's cost; memories are embedded in the background, where it is not. So questions
get int8 weights (ONNX Runtime's dynamic quantisation of the MatMuls, one scale per
output channel; the word-embedding table, a lookup, stays fp32) and memories keep fp32
(embed/onnx.py: `OnnxEmbedder(..., query=True)`). Measured on one core (2026-11-26, 300
REALTALK questions): ~3 ms a question against ~7, cosine to the fp32 vector 0.995 mean,
0.990 at worst; one scale per whole tensor gave 0.971 / 0.950, and quantising the table
too 0.994 / 0.990 for 36 MB less. Recall of such questions against fp32 memories: README,
Benchmarks ("int8 weights for questions").

    ensure_query_model(DIR)  ->  DIR/model-int8.onnx, made from DIR/model.onnx if absent

Needs the `onnx` package (the `export` extra), as the fp32 export does.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Iterator
from pathlib import Path

from memproxy.embed.minilm import MODEL_FILE, TOKENIZER_FILE, encode, load_tokenizer, mean_pool
from memproxy.embed.onnx_export import publish, temp_file

log = logging.getLogger(__name__)

QUERY_MODEL_FILE = "model-int8.onnx"
_CHECK_TEXTS = (
    "What am I allergic to?",
    "When is my trip to Lisbon?",
    "Can you suggest a dinner recipe for me?",
    "I am allergic to peanuts, and my budget for the Hawaii trip is $10,000.",
)
_CHECK_MIN_COSINE = 0.98
"""The least cosine to the fp32 vector a check text may have (0.990 at worst measured)."""


class QuantiseError(RuntimeError):
    """The int8 graph strays from the fp32 model it was made from."""


def query_model_path(model_dir: str | Path) -> Path:
    return Path(model_dir) / QUERY_MODEL_FILE


def ensure_query_model(model_dir: str | Path, *, force: bool = False) -> Path:
    """DIR/model-int8.onnx, quantised from DIR/model.onnx unless already there.

    Written under a temporary name and renamed into place once checked against the fp32
    model, so a reader never sees a partial or a wrong file. Raises ImportError without
    the onnx package, FileNotFoundError without the fp32 model.
    """
    source = Path(model_dir) / MODEL_FILE
    target = query_model_path(model_dir)
    if target.is_file() and not force:
        return target
    if not source.is_file():
        raise FileNotFoundError(f"no fp32 model to quantise: {source}")
    from onnxruntime.quantization import QuantType, quantize_dynamic

    started = time.perf_counter()
    with temp_file(target.parent, QUERY_MODEL_FILE) as tmp, _root_quiet():
        quantize_dynamic(
            source,
            tmp,
            op_types_to_quantize=["MatMul"],
            weight_type=QuantType.QInt8,
            per_channel=True,
        )
        check(source, tmp, source.parent / TOKENIZER_FILE)
        publish(tmp, target)
    log.info("quantised %s to %s in %.1fs", source, target, time.perf_counter() - started)
    return target


@contextlib.contextmanager
def _root_quiet() -> Iterator[None]:
    """The quantiser logs a line per tensor it leaves alone through the root logger."""
    root = logging.getLogger()
    level = root.level
    root.setLevel(max(level, logging.WARNING))
    try:
        yield
    finally:
        root.setLevel(level)


def check(fp32: Path, int8: Path, tokenizer: Path) -> float:
    """The least cosine between the two models' vectors of the check texts; raises
    QuantiseError under _CHECK_MIN_COSINE."""
    import onnxruntime as ort

    feeds = encode(load_tokenizer(tokenizer), _CHECK_TEXTS)
    vectors = []
    for path in (fp32, int8):
        session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
        names = {i.name for i in session.get_inputs()}
        (hidden,) = session.run(None, {k: v for k, v in feeds.items() if k in names})[:1]
        vectors.append(mean_pool(hidden, feeds["attention_mask"]))
    least = float((vectors[0] * vectors[1]).sum(axis=1).min())
    if least < _CHECK_MIN_COSINE:
        raise QuantiseError(
            f"int8 model {int8} gives a cosine of {least:.4f} to {fp32} "
            f"(at least {_CHECK_MIN_COSINE} expected)"
        )
    return least
