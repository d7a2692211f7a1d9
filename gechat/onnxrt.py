"""ONNX Runtime for the packaged MiniLM models (the embedder and the offline NLI cross-encoder).

On this project's CPUs ONNX Runtime runs MiniLM-L6 about twice as fast as
PyTorch eager mode, with the same numbers (float32, logits within ~1e-5;
eval/results/onnx.md). Nothing is downloaded: the model is exported once
from the weights already on disk (``torch.onnx``, TorchScript exporter) into a
cache folder, under a name that hashes the weights, the exporter and this
module's export recipe, so a changed model never reuses a stale file. The
graph (``<key>.onnx``) and its weights (``<key>.onnx.data``, memory-mapped by
ONNX Runtime) are written under temporary names and moved into place, so two
processes exporting at once cannot leave a torn file; a cached file that
does not load is exported again.

``runtime="auto"`` means ONNX Runtime when ``onnxruntime`` and ``onnx`` are
installed, PyTorch otherwise; ``"torch"`` forces PyTorch.

Once the file is in the cache, running it needs only ``onnxruntime`` and
``tokenizers`` (:class:`FastTokenizer` reads the model's ``tokenizer.json``, the
file Hugging Face's fast tokenizers run): PyTorch and transformers are
imported only to export. Sessions and tokenizers are loaded once per
process and shared (:func:`load_session`, :func:`load_tokenizer`).
"""

from __future__ import annotations

import atexit
import functools
import hashlib
import importlib.metadata
import importlib.util
import json
import logging
import os
import shutil
import tempfile
import threading
import warnings
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np

from gechat.settings import DEFAULT_MODEL_CACHE
from gechat.weightpages import MappedWeights

Runtime = Literal["auto", "onnx", "torch"]
RECIPE = "gechat-onnx-v2 opset17 fp32 dynamic(batch,seq) external-data"  # part of the cache key: bump when export changes
INPUTS = ("input_ids", "attention_mask", "token_type_ids")

log = logging.getLogger(__name__)
_export_lock = threading.Lock()
_sessions_lock = threading.Lock()
_sessions: dict[tuple[str, int, int, int], OnnxModel] = {}


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
    """SHA-256 of a file (computed once per process while the file is unchanged)."""
    st = Path(path).stat()
    return _digest_at(str(Path(path).resolve()), st.st_size, st.st_mtime_ns)


@functools.lru_cache(maxsize=32)
def _digest_at(path: str, size: int, mtime_ns: int) -> str:
    h = hashlib.sha256()
    with Path(path).open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def torch_version() -> str:
    """PyTorch's version, read from its installed metadata (importing torch costs seconds)."""
    try:
        return importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        return "no-torch"


def cache_key(*parts: str) -> str:
    h = hashlib.sha256("\x1f".join((RECIPE, torch_version(), *parts)).encode("utf-8"))
    return h.hexdigest()[:24]


class OnnxModel:
    """One exported transformer run by ONNX Runtime; ``run(encoding)`` returns its single output."""

    def __init__(self, path: Path, *, threads: int | None = None) -> None:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        opts.log_severity_level = 3
        # no memory pattern: ONNX Runtime plans and keeps one per input shape it has seen, and every batch here
        # has a shape of its own (rows x padded width), so the plans grew with the variety of sentences judged
        # (eval/results/bench_scale.md, fourteenth measurement)
        opts.enable_mem_pattern = False
        if threads:
            opts.intra_op_num_threads = threads
        self.path = Path(path)
        pages = MappedWeights.before_loading(data_path(self.path))
        self._session = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
        self._pages = pages.find()  # the weights it reads in place from the mapped file (gechat.weightpages)
        self._inputs = [i.name for i in self._session.get_inputs()]

    def run(self, encoding: dict[str, Any]) -> np.ndarray:
        feed = {name: np.asarray(encoding[name], dtype=np.int64) for name in self._inputs}
        try:
            return self._session.run(None, feed)[0]
        finally:
            self._pages.drop()  # else the pages of every word ever looked up stay in the RSS


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
            return load_session(path, threads=threads)
        except Exception as exc:  # a damaged cache file: export it again
            log.warning("cached ONNX model %s does not load (%s); exporting it again", path, exc)
            path.unlink(missing_ok=True)
            data_path(path).unlink(missing_ok=True)
    with _export_lock:
        if not path.exists():
            module = output_module(build_model(), output)
            try:
                export(module, path, output=output)
            except OSError as exc:  # a read-only or full cache folder must not stop the product
                scratch = _scratch() / path.name
                log.warning("the model cache %s cannot be written (%s); exporting to %s for this run "
                            "(set GECHAT_MODEL_CACHE_DIR to a writable folder to keep it)", path.parent,
                            exc.strerror or exc, scratch.parent)
                path = scratch
                if not path.exists():
                    export(module, path, output=output)
    return load_session(path, threads=threads)


@functools.lru_cache(maxsize=1)
def _scratch() -> Path:
    """A private temporary folder for exports this process could not cache (removed at exit)."""
    folder = Path(tempfile.mkdtemp(prefix="gechat-onnx-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def load_session(path: Path, *, threads: int | None = None) -> OnnxModel:
    """The process's one session for the file at ``path`` as it is now (a changed file is loaded afresh)."""
    st = Path(path).stat()
    key = (str(Path(path).resolve()), st.st_size, st.st_mtime_ns, threads or 0)
    with _sessions_lock:
        model = _sessions.get(key)
        if model is None:
            model = OnnxModel(path, threads=threads)
            for old in [k for k in _sessions if (k[0], k[3]) == (key[0], key[3])]:
                del _sessions[old]  # the file was replaced (re-exported)
            _sessions[key] = model
        return model


def export(module: Any, path: Path, *, output: str) -> None:
    """Export ``module`` to ``path`` (dynamic batch and sequence axes), its weights in ``<path>.data``.

    Weights in a file of their own are memory-mapped by ONNX Runtime instead of
    being read into the heap with the graph: a session then peaks at about
    100 MiB less. Both files are written under temporary names and moved into
    place, the weights first, so a graph file is never there without them.
    """
    import onnx
    import torch

    path.parent.mkdir(parents=True, exist_ok=True)
    sample = torch.tensor([[101, 2023, 2003, 1037, 7099, 102, 2009, 2003, 102]], dtype=torch.long)
    args = (sample, torch.ones_like(sample), torch.zeros_like(sample))
    axes = {name: {0: "batch", 1: "sequence"} for name in INPUTS}
    axes[output] = {0: "batch", 1: "sequence"} if output == "last_hidden_state" else {0: "batch"}
    tmp = Path(tempfile.mkdtemp(prefix=path.stem, suffix=".tmp", dir=path.parent))
    try:
        with warnings.catch_warnings(), torch.inference_mode():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                module.eval(), args, str(tmp / "single.onnx"), input_names=list(INPUTS), output_names=[output],
                dynamic_axes=axes, opset_version=17, dynamo=False,
            )
        data = data_path(path)
        graph = onnx.load(str(tmp / "single.onnx"))
        onnx.save_model(graph, str(tmp / path.name), save_as_external_data=True, all_tensors_to_one_file=True,
                        location=data.name, size_threshold=1024)
        for name in (data.name, path.name):
            os.chmod(tmp / name, 0o644)
            os.replace(tmp / name, path.parent / name)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def data_path(path: Path) -> Path:
    """The weights file of the exported graph at ``path``."""
    return path.with_name(path.name + ".data")


#: most tokens (rows x padded width) in one batch: ONNX Runtime keeps its largest working memory for the
#: process's life, and 32 rows of 256 tokens grew a question's process by 530 MiB (attention is rows x width^2);
#: at 1024 a cold `gechat ask` peaks at 443 MiB instead of 913, in the same time (eval/results/cold.md)
MAX_BATCH_TOKENS = 1024
#: most attention cells (rows x padded width^2) in one batch, one row of the models' 256 tokens: the attention
#: scores grow with the square of the width, so under the token budget alone 4 rows of 256 tokens took 86 MiB of
#: working memory and 8 of 97 tokens 27; ONNX Runtime keeps its largest, so the app's RSS followed the longest
#: sentences it had judged (longer in larger workspaces). Rows cost the same time alone or batched at these
#: widths (eval/results/bench_scale.md, fifth measurement)
MAX_BATCH_CELLS = 256 * 256


def batches_by_length(
    lengths: Sequence[int], batch_size: int, max_tokens: int = MAX_BATCH_TOKENS, max_cells: int = MAX_BATCH_CELLS,
) -> list[list[int]]:
    """Indices grouped into batches of similar length (little padding), longest first; a batch holds at most
    ``batch_size`` inputs, ``max_tokens`` tokens padded and ``max_cells`` rows x width^2 (at least one input)."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    out, i = [], 0
    while i < len(order):
        width = max(1, lengths[order[i]])
        rows = max(1, min(batch_size, max_tokens // width, max_cells // (width * width)))
        out.append(order[i : i + rows])
        i += rows
    return out


def token_batches(
    tokenizer: FastTokenizer,
    texts: Sequence[str],
    pairs: Sequence[str] | None = None,
    *,
    max_length: int,
    batch_size: int,
) -> Iterator[tuple[list[int], dict[str, np.ndarray]]]:
    """Tokenise every text (or text pair) once, then yield ``(indices, padded inputs)`` per batch.

    Batches group inputs of similar *token* count, so a batch is padded only
    to its own longest member. (Grouping by character count padded MiniLM
    entity names by 50 % more tokens and cost 30 % more time.) The arrays are
    those a Hugging Face tokenizer returns with ``truncation=True, padding=True``.
    """
    ids, types = tokenizer.encode(texts, pairs, max_length=max_length)
    lengths = [len(x) for x in ids]
    pad = tokenizer.pad_token_id
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


class FastTokenizer:
    """A model's ``tokenizer.json`` run by the ``tokenizers`` library alone (no transformers).

    It is the pipeline a Hugging Face fast tokenizer runs (normaliser,
    pre-tokeniser, WordPiece, ``[CLS] a [SEP] b [SEP]`` template), so ids and
    token types are the same; truncation is ``longest_first`` from the right,
    as with ``truncation=True``. The padding and truncation stored in the file
    are ignored: each call says its own ``max_length`` (``None``: no truncation).
    """

    def __init__(self, path: Path) -> None:
        from tokenizers import Tokenizer

        self.path = Path(path)
        self._json = self.path.read_text(encoding="utf-8")
        self._tokenizer_cls = Tokenizer
        self._by_length: dict[int | None, Any] = {}
        self._lock = threading.Lock()
        self.pad_token_id = self._pad_id(self._get(None))

    def _pad_id(self, tok: Any) -> int:
        config = self.path.with_name("tokenizer_config.json")
        name = "[PAD]"
        if config.is_file():
            name = json.loads(config.read_text(encoding="utf-8")).get("pad_token") or name
            name = name.get("content", "[PAD]") if isinstance(name, dict) else name
        pad = tok.token_to_id(str(name))
        return int(pad) if pad is not None else 0

    def _get(self, max_length: int | None) -> Any:
        """One tokenizer per truncation length (truncation is a tokenizer's state; never changed once made)."""
        with self._lock:
            tok = self._by_length.get(max_length)
            if tok is None:
                tok = self._tokenizer_cls.from_str(self._json)
                tok.no_padding()
                if max_length is None:
                    tok.no_truncation()
                else:
                    tok.enable_truncation(max_length, strategy="longest_first", direction="right")
                self._by_length[max_length] = tok
            return tok

    def encode(
        self, texts: Sequence[str], pairs: Sequence[str] | None = None, *, max_length: int | None,
        add_special_tokens: bool = True,
    ) -> tuple[list[list[int]], list[list[int]]]:
        """Token ids and token type ids of each text (or text pair)."""
        inputs: list[Any] = list(texts) if pairs is None else list(zip(texts, pairs, strict=True))
        encodings = self._get(max_length).encode_batch(inputs, add_special_tokens=add_special_tokens)
        return [e.ids for e in encodings], [e.type_ids for e in encodings]

    def count(self, text: str) -> int:
        """Tokens in ``text``, without special tokens or truncation."""
        return len(self._get(None).encode(text, add_special_tokens=False).ids)


@functools.lru_cache(maxsize=8)
def _tokenizer_at(path: str, size: int, mtime_ns: int) -> FastTokenizer:
    return FastTokenizer(Path(path))


def load_tokenizer(path: Path) -> FastTokenizer:
    """The process's one :class:`FastTokenizer` for ``path`` (a ``tokenizer.json``)."""
    st = Path(path).stat()
    return _tokenizer_at(str(Path(path).resolve()), st.st_size, st.st_mtime_ns)


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
