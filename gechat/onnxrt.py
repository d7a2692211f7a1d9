"""ONNX Runtime for the packaged MiniLM models (the embedder and the offline NLI cross-encoder).

On this project's CPUs ONNX Runtime runs MiniLM-L6 about twice as fast as
PyTorch eager mode, with the same numbers (float32, logits within ~1e-5;
eval/results/onnx.md). Nothing is downloaded: the model is exported once
from the weights already on disk (``torch.onnx``, TorchScript exporter) into a
cache folder, under a name that hashes the weights, the exporter and this
module's export recipe, so a changed model never reuses a stale file. The
file is written to a temporary name and moved into place, so two processes
exporting at once cannot leave a torn file; a cached file that does not load
is exported again.

``runtime="auto"`` means ONNX Runtime when ``onnxruntime`` and ``onnx`` are
installed, PyTorch otherwise; ``"torch"`` forces PyTorch.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import tempfile
import threading
import warnings
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np

from gechat.settings import DEFAULT_MODEL_CACHE

Runtime = Literal["auto", "onnx", "torch"]
RECIPE = "gechat-onnx-v1 opset17 fp32 dynamic(batch,seq)"  # part of the cache key: bump when export changes
INPUTS = ("input_ids", "attention_mask", "token_type_ids")

log = logging.getLogger(__name__)
_export_lock = threading.Lock()


def onnx_available() -> bool:
    return all(importlib.util.find_spec(m) is not None for m in ("onnxruntime", "onnx"))


def resolve_runtime(runtime: Runtime) -> Literal["onnx", "torch"]:
    """The runtime actually used for ``runtime``; 'onnx' without onnxruntime is an error, not a silent switch."""
    if runtime == "torch":
        return "torch"
    if onnx_available():
        return "onnx"
    if runtime == "onnx":
        from gechat.errors import ModelNotFoundError

        raise ModelNotFoundError("inference_runtime is 'onnx' but onnxruntime/onnx are not installed.",
                                 hint="Install them, or set GECHAT_INFERENCE_RUNTIME=torch.")
    return "torch"


def cache_dir(folder: Path | str | None) -> Path:
    return Path(folder if folder is not None else DEFAULT_MODEL_CACHE).expanduser()


def file_digest(path: Path) -> str:
    h = hashlib.sha256()
    with Path(path).open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def cache_key(*parts: str) -> str:
    import torch

    h = hashlib.sha256("\x1f".join((RECIPE, torch.__version__, *parts)).encode("utf-8"))
    return h.hexdigest()[:24]


class OnnxModel:
    """One exported transformer run by ONNX Runtime; ``run(encoding)`` returns its single output."""

    def __init__(self, path: Path, *, threads: int | None = None) -> None:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        opts.log_severity_level = 3
        if threads:
            opts.intra_op_num_threads = threads
        self.path = Path(path)
        self._session = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
        self._inputs = [i.name for i in self._session.get_inputs()]

    def run(self, encoding: dict[str, Any]) -> np.ndarray:
        feed = {name: np.asarray(encoding[name], dtype=np.int64) for name in self._inputs}
        return self._session.run(None, feed)[0]


def load_or_export(
    key: str,
    folder: Path | str | None,
    build_model: Callable[[], Any],
    *,
    output: str,
    threads: int | None = None,
) -> OnnxModel:
    """The cached ONNX file ``<folder>/<key>.onnx`` as an :class:`OnnxModel`, exporting it first if needed.

    ``build_model`` returns a Hugging Face model (called only when exporting);
    the file holds its ``output`` (``logits``, ``last_hidden_state``) for
    ``(input_ids, attention_mask, token_type_ids)``.
    """
    path = cache_dir(folder) / f"{key}.onnx"
    if path.exists():
        try:
            return OnnxModel(path, threads=threads)
        except Exception as exc:  # a damaged cache file: export it again
            log.warning("cached ONNX model %s does not load (%s); exporting it again", path, exc)
            path.unlink(missing_ok=True)
    with _export_lock:
        if not path.exists():
            export(output_module(build_model(), output), path, output=output)
    return OnnxModel(path, threads=threads)


def export(module: Any, path: Path, *, output: str) -> None:
    """Export ``module`` to ``path`` atomically (dynamic batch and sequence axes)."""
    import torch

    path.parent.mkdir(parents=True, exist_ok=True)
    sample = torch.tensor([[101, 2023, 2003, 1037, 7099, 102, 2009, 2003, 102]], dtype=torch.long)
    args = (sample, torch.ones_like(sample), torch.zeros_like(sample))
    axes = {name: {0: "batch", 1: "sequence"} for name in INPUTS}
    axes[output] = {0: "batch", 1: "sequence"} if output == "last_hidden_state" else {0: "batch"}
    fd, tmp = tempfile.mkstemp(prefix=path.stem, suffix=".onnx.tmp", dir=path.parent)
    os.close(fd)
    try:
        with warnings.catch_warnings(), torch.inference_mode():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                module.eval(), args, tmp, input_names=list(INPUTS), output_names=[output],
                dynamic_axes=axes, opset_version=17, dynamo=False,
            )
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def batches_by_length(lengths: Sequence[int], batch_size: int) -> list[list[int]]:
    """Indices grouped into batches of similar length (little padding), longest first."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    return [order[i : i + batch_size] for i in range(0, len(order), batch_size)]


def token_batches(
    tokenizer: Any,
    texts: Sequence[str],
    pairs: Sequence[str] | None = None,
    *,
    max_length: int,
    batch_size: int,
) -> Iterator[tuple[list[int], dict[str, np.ndarray]]]:
    """Tokenise every text (or text pair) once, then yield ``(indices, padded inputs)`` per batch.

    Batches group inputs of similar *token* count, so a batch is padded only
    to its own longest member. (Grouping by character count padded MiniLM
    entity names by 50 % more tokens and cost 30 % more time.)
    """
    enc = tokenizer(list(texts), None if pairs is None else list(pairs), truncation=True, max_length=max_length,
                    padding=False, return_token_type_ids=True, return_attention_mask=False)
    ids, types = enc["input_ids"], enc["token_type_ids"]
    lengths = [len(x) for x in ids]
    pad = tokenizer.pad_token_id or 0
    for idx in batches_by_length(lengths, batch_size):
        width = max(lengths[i] for i in idx)
        arrays = {
            "input_ids": np.full((len(idx), width), pad, dtype=np.int64),
            "attention_mask": np.zeros((len(idx), width), dtype=np.int64),
            "token_type_ids": np.zeros((len(idx), width), dtype=np.int64),
        }
        for row, i in enumerate(idx):
            n = lengths[i]
            arrays["input_ids"][row, :n] = ids[i]
            arrays["attention_mask"][row, :n] = 1
            arrays["token_type_ids"][row, :n] = types[i]
        yield idx, arrays


def output_module(model: Any, output: str) -> Any:
    """``model`` reduced to one named output: ``logits`` (the NLI export) or ``last_hidden_state`` (the embedder)."""
    import torch

    class OneOutput(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, token_type_ids):
            out = self.model(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
            return getattr(out, output)

    return OneOutput()
