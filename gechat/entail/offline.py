"""The offline NLI entailer: a MiniLM-L6 cross-encoder fine-tuned for 3-way NLI.

The weights ship inside the package (``gechat/entail/weights``); they were
trained by ``eval/nli/train_nli.py`` from the packaged all-MiniLM-L6-v2 on
public human-labelled NLI data (the exact mix is in ``weights/training.json``).
Every file is checked against ``weights/SHA256SUMS`` before loading, and
loading never contacts a model hub (files are read from the folder, and
transformers, when the PyTorch runtime or the one-time ONNX export needs it,
is called with ``local_files_only=True``). With ONNX Runtime the tokenizer is
read from ``tokenizer.json`` by ``tokenizers`` alone.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from gechat import onnxrt
from gechat.entail.base import Entailer
from gechat.errors import ModelNotFoundError
from gechat.records import Judgment
from gechat.onnxrt import Runtime, resolve_runtime

WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"
MANIFEST = "SHA256SUMS"
LABELS = ("entailment", "neutral", "contradiction")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def read_manifest(folder: Path) -> dict[str, str]:
    """``{file name: sha256}`` from ``SHA256SUMS`` (``<hex>  <name>`` per line)."""
    path = folder / MANIFEST
    if not path.exists():
        raise ModelNotFoundError(f"No {MANIFEST} manifest in {folder}; the NLI weights are incomplete.")
    out: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            digest, name = line.split(maxsplit=1)
            out[name.strip().lstrip("*")] = digest.lower()
    return out


def verify_weights(folder: Path) -> dict[str, str]:
    """Check every file named in the manifest; raise ModelNotFoundError on a missing file or a mismatch."""
    manifest = read_manifest(folder)
    for name, digest in manifest.items():
        path = folder / name
        if not path.is_file():
            raise ModelNotFoundError(f"NLI weight file {name} is missing from {folder}.")
        actual = onnxrt.file_digest(path)  # hashed once per process while the file is unchanged
        if actual != digest:
            raise ModelNotFoundError(
                f"NLI weight file {name} fails its checksum (expected {digest[:12]}…, got {actual[:12]}…).",
                hint="Reinstall gechat; the shipped weights were changed or damaged.",
            )
    return manifest


def write_manifest(folder: Path, names: Sequence[str]) -> Path:
    """Write ``SHA256SUMS`` for ``names`` (used when the weights are exported)."""
    lines = [f"{sha256_file(folder / n)}  {n}" for n in sorted(names)]
    path = folder / MANIFEST
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _quantize_int8(model):
    import warnings

    import torch

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the eager quantisation API warns that it is being moved
        return torch.ao.quantization.quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)


class OfflineNLIEntailer(Entailer):
    """P(entailment) from the shipped MiniLM-L6 NLI cross-encoder (CPU, float32, batches of similar length).

    ``runtime``: "auto" runs the model in ONNX Runtime when it is installed
    (exported once from the shipped weights into ``cache_dir``; about twice as
    fast as PyTorch here, same scores within 1e-5), "torch" in PyTorch.
    ``quantize=True`` (PyTorch only) converts the linear layers to int8
    (dynamic quantisation): faster, ~0.5 point less accurate, and a pair's
    score then varies (~1e-2) with the batch it is scored in. In float32,
    scores do not depend on batching.
    """

    name = "GE-Chat MiniLM-L6 NLI (offline)"
    kind = "nli"

    def __init__(
        self,
        weights_dir: Path | None = None,
        *,
        batch_size: int = 8,
        max_length: int = 256,
        threads: int | None = None,
        quantize: bool = False,
        runtime: Runtime = "auto",
        cache_dir: Path | None = None,
    ) -> None:
        super().__init__()
        self.quantize = quantize
        self.runtime = runtime
        self.cache_dir = cache_dir
        self.active_runtime = ""
        self.weights_dir = Path(weights_dir) if weights_dir is not None else WEIGHTS_DIR
        self.batch_size = batch_size
        self.max_length = max_length
        self.threads = threads
        self._model = None
        self._tokenizer = None
        self._label_index: dict[str, int] = {}
        self._lock = threading.Lock()

    def warm_up(self) -> None:
        with self._lock:
            if self._model is not None:
                return
            manifest = verify_weights(self.weights_dir)
            try:
                config = json.loads((self.weights_dir / "config.json").read_text(encoding="utf-8"))
                tok = onnxrt.load_tokenizer(self.weights_dir / "tokenizer.json")
                id2label = {int(i): str(lab).lower() for i, lab in config["id2label"].items()}
            except Exception as exc:  # unreadable JSON, a tokenizer.json tokenizers cannot parse, no id2label
                raise ModelNotFoundError(f"Could not load the offline NLI model from {self.weights_dir}: {exc}") from exc
            index = {lab: i for i, lab in id2label.items()}
            if set(index) != set(LABELS):
                raise ModelNotFoundError(f"The offline NLI model has labels {sorted(index)}, expected {list(LABELS)}.")
            runtime = "torch" if self.quantize else resolve_runtime(self.runtime)
            if runtime == "onnx":
                key = onnxrt.cache_key("nli", *(f"{n}={d}" for n, d in sorted(manifest.items())))
                model = onnxrt.load_or_export(
                    key, self.cache_dir, self._torch_model, output="logits",
                    threads=self.threads,
                )
            else:
                model = self._torch_model()
            self._label_index = index
            self._tokenizer = tok
            self._model = model
            self.active_runtime = runtime

    def _torch_model(self):
        import torch
        from transformers import AutoModelForSequenceClassification

        from gechat.verbosity import quiet_hf

        quiet_hf()
        if self.threads:
            torch.set_num_threads(self.threads)
        try:
            model = AutoModelForSequenceClassification.from_pretrained(
                self.weights_dir, local_files_only=True, dtype=torch.float32
            )
        except (OSError, ValueError) as exc:
            raise ModelNotFoundError(f"Could not load the offline NLI model from {self.weights_dir}: {exc}") from exc
        model.float().eval()
        return _quantize_int8(model) if self.quantize else model

    def probabilities(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[dict[str, float]]:
        """The 3-way distribution ``{"entailment", "neutral", "contradiction"}`` for each pair."""
        if len(premises) != len(hypotheses):
            raise ValueError("premises and hypotheses must have the same length")
        if not premises:
            return []
        self.warm_up()
        out: list[dict[str, float]] = [{} for _ in premises]
        batches = onnxrt.token_batches(self._tokenizer, premises, hypotheses, max_length=self.max_length,
                                       batch_size=self.batch_size)
        for idx, enc in batches:
            logits = self._logits(enc)
            logits = logits - logits.max(axis=1, keepdims=True)
            probs = np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
            for i, row in zip(idx, probs.tolist(), strict=True):
                out[i] = {lab: float(row[self._label_index[lab]]) for lab in LABELS}
        return out

    def _logits(self, enc: dict[str, np.ndarray]) -> np.ndarray:
        """Logits of one padded batch (``onnxrt.token_batches``)."""
        if self.active_runtime == "onnx":
            return np.asarray(self._model.run(enc), dtype=np.float64)
        import torch

        with torch.inference_mode():
            return self._model(**{k: torch.from_numpy(v) for k, v in enc.items()}).logits.double().numpy()

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        return [p["entailment"] for p in self.probabilities(premises, hypotheses)]

    def _judge(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Judgment]:
        return [Judgment(p["entailment"], p["neutral"], p["contradiction"]) for p in self.probabilities(premises, hypotheses)]
