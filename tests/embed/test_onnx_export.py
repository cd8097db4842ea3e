"""Offline export of the packaged weights: once, atomically, with dynamic axes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import onnxruntime as ort
import pytest
import torch

from memproxy.config import EmbeddingSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import (
    MODEL_FILE,
    TOKENIZER_FILE,
    ExportError,
    _check,
    default_model_dir,
    ensure_onnx_model,
    is_exported,
    main,
)

TEXTS = ["What am I allergic to?", "", "Héllo 🎉 " * 200]


async def test_start_exports_a_missing_model(tmp_path: Path, onnx_embedder: OnnxEmbedder) -> None:
    """A fresh export (via OnnxEmbedder.start) gives the session model's vectors."""
    target = tmp_path / "models" / "all-MiniLM-L6-v2"
    embedder = OnnxEmbedder(EmbeddingSettings(), target)
    await embedder.start()
    try:
        np.testing.assert_allclose(
            await embedder.embed(TEXTS), await onnx_embedder.embed(TEXTS), atol=1e-5
        )
    finally:
        await embedder.close()
    assert sorted(p.name for p in target.iterdir()) == [MODEL_FILE, TOKENIZER_FILE]  # no temps
    session = ort.InferenceSession(str(target / MODEL_FILE), providers=["CPUExecutionProvider"])
    assert [(i.name, i.shape) for i in session.get_inputs()] == [
        ("input_ids", ["batch", "sequence"]),
        ("attention_mask", ["batch", "sequence"]),
        ("token_type_ids", ["batch", "sequence"]),
    ]
    assert [o.shape for o in session.get_outputs()] == [["batch", "sequence", 384]]
    # A second call is a no-op.
    before = (target / MODEL_FILE).stat().st_mtime_ns
    assert ensure_onnx_model(target) == target
    assert (target / MODEL_FILE).stat().st_mtime_ns == before


def test_present_model_needs_no_torch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / MODEL_FILE).write_bytes(b"not really onnx")
    (tmp_path / TOKENIZER_FILE).write_text("{}")
    monkeypatch.setitem(sys.modules, "torch", None)  # `import torch` now fails
    assert ensure_onnx_model(tmp_path) == tmp_path
    assert (tmp_path / MODEL_FILE).read_bytes() == b"not really onnx"


def test_without_torch_raises_import_error_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)
    with pytest.raises(ImportError):
        ensure_onnx_model(tmp_path / "m")
    assert not (tmp_path / "m").exists()


def test_partial_export_is_not_present(tmp_path: Path) -> None:
    (tmp_path / TOKENIZER_FILE).write_text("{}")
    (tmp_path / f".{MODEL_FILE}.abc.tmp").write_bytes(b"half")  # an interrupted export
    assert not is_exported(tmp_path)
    (tmp_path / MODEL_FILE).write_bytes(b"x")
    assert is_exported(tmp_path)


def test_check_refuses_a_graph_that_disagrees(onnx_model_dir: Path) -> None:
    class Wrong(torch.nn.Module):
        def forward(
            self, ids: torch.Tensor, mask: torch.Tensor, types: torch.Tensor
        ) -> torch.Tensor:
            return torch.randn(ids.shape[0], ids.shape[1], 384)

    with pytest.raises(ExportError, match="disagrees"):
        _check(Wrong(), onnx_model_dir / MODEL_FILE, onnx_model_dir / TOKENIZER_FILE)


def test_default_dir_is_under_home() -> None:
    assert default_model_dir("/srv/mp") == Path("/srv/mp/models/all-MiniLM-L6-v2")


def test_cli_on_an_exported_dir(onnx_model_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main([str(onnx_model_dir)])
    assert "already present" in capsys.readouterr().out


def test_module_entry_point(onnx_model_dir: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "memproxy.embed.onnx_export", str(onnx_model_dir)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert str(onnx_model_dir) in out.stdout
