"""Sentence vectors kept with the workspace, so a process does not embed every sentence again.

Retrieval (:mod:`gechat.retrieval`) compares the question with every sentence of the workspace.
Without stored vectors each new process (every ``gechat ask``, every app start) embedded all of
them before its first answer: about a thousand sentences per long PDF. :class:`SentenceVectors`
keeps one ``.npy`` matrix per document and embedding model in the workspace's storage
(``vectors/<model tag>/<doc id>.<texts digest>.npy``) and loads them into the embedder's cache
(:meth:`gechat.embed.Embedder.remember`), so :meth:`Embedder.encode` finds them there.

- The first need embeds and stores them (once per workspace and model, not per process); nothing
  is added to indexing time.
- The key names the model and a digest of the sentence texts, so vectors of another model or of
  other sentences are never read as these; a file that does not match its sentences is embedded
  again and rewritten.
- Two processes storing the same document's vectors write the same bytes (each write is atomic).
- The workspace owns the component (:attr:`gechat.workspace.Workspace.vectors`) and drops a
  document's vectors with its other records; vectors left by a killed run are leftovers like them.
"""

from __future__ import annotations

import io
import logging
import threading
from collections import defaultdict
from collections.abc import Sequence

import numpy as np

from gechat.ids import content_id
from gechat.records import Sentence
from gechat.storage import Storage

AREA = "vectors/"

log = logging.getLogger(__name__)


def model_tag(embedder: object) -> str:
    """A short content hash of the embedding model's name (a key segment)."""
    return content_id(str(getattr(embedder, "name", type(embedder).__name__)), length=12)


def texts_digest(texts: Sequence[str]) -> str:
    return content_id("\x1f".join(texts), length=12)


def to_bytes(vectors: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, np.asarray(vectors, dtype=np.float32), allow_pickle=False)
    return buf.getvalue()


def from_bytes(data: bytes) -> np.ndarray:
    return np.load(io.BytesIO(data), allow_pickle=False)


def _doc_of(key: str) -> str:
    """The document id in a key ``vectors/<model tag>/<doc id>.<texts digest>.npy``."""
    return key.rsplit("/", 1)[-1].split(".", 1)[0]


class SentenceVectors:
    """The stored sentence vectors of one workspace."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._loaded: set[tuple[int, str]] = set()  # (embedder object, document id) this process has primed
        self._lock = threading.Lock()

    def key(self, embedder: object, doc_id: str, texts: Sequence[str]) -> str:
        return f"{AREA}{model_tag(embedder)}/{doc_id}.{texts_digest(texts)}.npy"

    def prime(self, embedder, sentences: Sequence[Sentence]) -> int:
        """Put the stored vectors of ``sentences`` into ``embedder``'s cache, embedding and storing the
        documents that have none yet. Returns how many documents were embedded now."""
        by_doc: dict[str, list[str]] = defaultdict(list)
        for s in sentences:
            by_doc[s.doc_id].append(s.text)
        embedded = 0
        for doc_id, texts in by_doc.items():
            with self._lock:  # a document's sentences never change while it is indexed: no digest to compare
                if (id(embedder), doc_id) in self._loaded:
                    continue
            vectors, fresh = self.load(embedder, doc_id, texts)
            embedded += fresh
            if not fresh:
                embedder.remember(texts, vectors)
            with self._lock:
                self._loaded.add((id(embedder), doc_id))
        return embedded

    def load(self, embedder, doc_id: str, texts: Sequence[str]) -> tuple[np.ndarray, bool]:
        """One document's sentence vectors, read, or embedded and stored now (then True); not cached here."""
        key = self.key(embedder, doc_id, texts)
        vectors = self._read(key, len(texts))
        if vectors is not None:
            return vectors, False
        vectors = embedder.encode(texts)
        self._write(key, vectors)
        return vectors, True

    def drop(self, doc_id: str) -> None:
        """Delete a document's vectors, every model's."""
        for key in self.doc_keys(doc_id):
            self.storage.delete(key)
        with self._lock:
            self._loaded = {(e, d) for e, d in self._loaded if d != doc_id}

    def doc_keys(self, doc_id: str) -> list[str]:
        return [k for k in self.storage.keys(AREA) if _doc_of(k) == doc_id]

    def doc_ids(self) -> set[str]:
        """Documents with stored vectors (for the leftover sweep)."""
        return {_doc_of(k) for k in self.storage.keys(AREA)}

    def _read(self, key: str, rows: int) -> np.ndarray | None:
        data = self.storage.read_bytes(key)
        if data is None:
            return None
        try:
            vectors = from_bytes(data)
        except ValueError as exc:  # a damaged file is embedded again and rewritten, never trusted
            log.warning("stored sentence vectors %s unreadable (%s); embedding again", key, exc)
            return None
        if vectors.ndim != 2 or vectors.shape[0] != rows:
            log.warning("stored sentence vectors %s do not match their sentences; embedding again", key)
            return None
        return vectors

    def _write(self, key: str, vectors: np.ndarray) -> None:
        try:
            self.storage.write_bytes(key, to_bytes(vectors))
        except OSError as exc:  # a full or read-only disk costs the next process the embedding, nothing more
            log.warning("sentence vectors not stored (%s): %s", key, exc)
