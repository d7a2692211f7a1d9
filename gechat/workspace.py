"""A named workspace: the only code that reads or writes what a workspace holds.

Records, through the workspace's :class:`gechat.storage.Storage` (files
under ``settings.workspace_dir / <name>`` today)::

    manifest.json           one IndexReport per document (indexed or failed)
    docs/<doc_id>.json      the Document (sentences with offsets, pages, boxes)
    chunks/<doc_id>.json    its Chunks
    sources/<doc_id>.<ext>  the uploaded file (page views, exports)
    chats/<chat_id>.json    one chat history per browser tab (or CLI session)
    kg/                     LightRAG's storages (a private area, see gechat.kg.lightrag_store)

Every record is written atomically, and the manifest is written last: a
document counts as indexed only once its entry is there. The order of an
indexing run lives in :mod:`gechat.ingest`; this module gives it the
primitives (:meth:`Workspace.changing`, :meth:`stage`, :meth:`unstage`,
:meth:`commit`).
"""

from __future__ import annotations

import logging
import os
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import networkx as nx
import numpy as np

from gechat import retrieval
from gechat.anchoring import EntityIndex
from gechat.workspace_kg import KGReads
from gechat.codec import decode, document_from_json, document_to_json, encode
from gechat.embed import Embedder
from gechat.errors import GEChatError, WorkspaceClosedError, WorkspaceError
from gechat.llm.base import LLM
from gechat.lru import LRU
from gechat.records import Chunk, Document, Entity, IndexReport, RAGContext, Sentence  # noqa: F401 - re-exported
from gechat.sentence_vectors import SentenceVectors
from gechat.settings import Settings
from gechat.storage import Storage, adopt_app_folder, check_key, digest, open_storage

if TYPE_CHECKING:
    from gechat.kg.extract_spacy import SpacyExtractor
    from gechat.kg.lightrag_store import LightRAGStore

Progress = Callable[[str, float], None]
NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
MANIFEST = "manifest.json"
SOURCE_SUFFIXES = (".pdf", ".docx", ".txt")
#: documents a workspace keeps decoded when its records are in PostgreSQL (with files it keeps every one it read):
#: answers read a few documents a question (the lists their lead-ins introduce, the pages shown), and a process
#: serving thousands of documents must not keep them all
HELD_DOCUMENTS = 8
log = logging.getLogger("gechat.workspace")


class Workspace(KGReads):
    """Open with :meth:`open`; every method is thread-safe.

    Changes (indexing, deletion) are serialised with each other across
    threads and processes (:meth:`changing`), but readers are not held up
    while a document is being indexed (that can take minutes): they see the
    workspace as it was until the new document's manifest entry lands.
    """

    def __init__(self, storage: Storage, settings: Settings, *, embedder: Embedder, llm: LLM | None = None) -> None:
        self.storage = storage
        self.vectors = SentenceVectors(storage)  # the sentences' embeddings, stored at first need
        self.search = storage.sentence_search()  # retrieval in the database (pgsearch), None: in this process
        self.kg_rows = storage.kg_tables()  # the KG's graph as rows read per question (pgkg), None: the snapshot
        self.settings = settings
        self.embedder = embedder
        self.llm = llm
        self._lock = threading.RLock()  # in-memory state: manifest, caches (held briefly)
        self._write = threading.Lock()  # one change at a time (held for the whole operation)
        raw = storage.read_bytes(MANIFEST)
        self._manifest: dict[str, IndexReport] = self._decode_manifest(raw)
        self._manifest_mark: str | None = digest(raw)  # digest of the manifest bytes last decoded ("": none)
        self._store: LightRAGStore | None = None
        self._extractor: SpacyExtractor | None = None
        # with PostgreSQL the database holds the records: only the last few documents read stay decoded
        self._docs: LRU = LRU(HELD_DOCUMENTS if self.search is not None else None)
        self._chunks: dict[str, list[Chunk]] = {}
        self._chunk_by_id: dict[str, Chunk] | None = None
        self._sentence_by_id: dict[str, Sentence] | None = None
        self._graph: nx.Graph | None = None
        self._index: EntityIndex | None = None
        self._index_model = ""
        self.damaged: set[str] = set()  # documents whose records could not be read (see `gechat doctor`)
        self._swept = False
        self._closed = False  # a run that reaches its change (or the extractor) after close() stores nothing

    @classmethod
    def open(
        cls, settings: Settings, name: str, *, embedder: Embedder, llm: LLM | None = None, create: bool = True
    ) -> Workspace:
        if not NAME_RE.match(name):
            raise WorkspaceError(
                f"Invalid workspace name {name!r}.", hint="Use letters, digits, '.', '_' or '-' (at most 64)."
            )
        storage = open_storage(settings.workspace_dir, name, create=create, settings=settings)
        adopt_app_folder(storage)
        return cls(storage, settings, embedder=embedder, llm=llm)

    @property
    def name(self) -> str:
        return self.storage.name

    def _decode_manifest(self, raw: bytes | None) -> dict[str, IndexReport]:
        value = self.storage.decode_json(MANIFEST, raw, {}, expect=dict)
        return {k: decode(IndexReport, v) for k, v in value.items()}

    def _reload(self) -> None:
        """Read the manifest again (another process may have changed the workspace before ours opened its KG);
        not decoded again while its fingerprint is the one last read (a question costs one short read, not the
        whole manifest: a thousand documents' reports took 45 ms to decode)."""
        with self._lock:
            if self.storage.fingerprint(MANIFEST) == self._manifest_mark:
                return
            raw = self.storage.read_bytes(MANIFEST)  # the mark is of the bytes decoded, never of an earlier read
            fresh = self._decode_manifest(raw)
            self._manifest_mark = digest(raw)
            if fresh != self._manifest:
                self._manifest = fresh
                self._docs.clear()
                self._chunks.clear()
                self._changed()

    def refresh(self) -> None:
        """Catch up with changes other processes made since we last looked (called before each question)."""
        with self._lock:
            store = self._store
        if store is not None and store.refresh():
            with self._lock:
                self._changed()
        self._reload()

    # --- lazy parts ----------------------------------------------------------
    @property
    def store(self) -> LightRAGStore:
        with self._lock:
            if self._store is None:
                self._check_open()  # a question still running on a closed workspace must not reopen its store
                from gechat.kg.lightrag_store import LightRAGStore

                self._store = LightRAGStore(
                    self.storage.area("kg"), embedder=self.embedder, llm=self.llm,
                    llm_timeout_s=self.settings.llm_timeout_s, timeout_s=self.settings.kg_timeout_s,
                )
                if self.kg_rows is not None:  # each change writes the KG's rows too
                    self.kg_rows.follow(self._store)
                self._reload()  # the manifest as of the KG we just read
            return self._store

    @property
    def extractor(self) -> SpacyExtractor:
        with self._lock:
            self._check_open()
            if self._extractor is None:
                from gechat.kg.extract_spacy import SpacyExtractor

                processes = min(self.settings.spacy_processes, os.cpu_count() or 1)
                self._extractor = SpacyExtractor(
                    self.settings.spacy_model, processes=processes, window=self.settings.cooccurrence_window
                )
            return self._extractor

    def _changed(self) -> None:
        self._chunk_by_id = self._sentence_by_id = None
        self._graph = None
        self._index = None

    # --- changing (the order of an indexing run is gechat.ingest's) -----------------
    @contextmanager
    def changing(self) -> Iterator[Workspace]:
        """One change: exclusive across threads and processes (the KG folder's lock), on a fresh manifest.

        Raises a :class:`GEChatError` when another process holds the workspace, or this one was closed.
        """
        with self._write:
            self._check_open()  # before self.store, which would open the store again
            with self.store.writing():
                self._reload()
                if not self._swept:  # the first change of this process clears what killed runs left
                    self._swept = True
                    for doc_id in self.leftovers():
                        log.warning("workspace %s: removing leftovers of an interrupted run for %s", self.name, doc_id)
                        try:
                            self.unstage(doc_id)
                        except GEChatError as exc:  # reported by `gechat doctor`; it must not block other changes
                            log.error("workspace %s: leftovers of %s could not be removed: %s", self.name, doc_id, exc)
                yield self

    def leftovers(self) -> set[str]:
        """Documents with data but no 'indexed' entry: a run killed before its manifest entry, or a deletion
        killed after removing it. Never listed, so never answered from; removed at the first change."""
        with self._lock:
            indexed = {d for d, r in self._manifest.items() if r.status == "indexed"}
        ids = set(self.store.document_ids())
        for area in ("docs/", "chunks/", "sources/"):
            ids.update(Path(k).name.split(".", 1)[0] for k in self.storage.keys(area))
        return (ids | self.vectors.doc_ids()) - indexed

    def report(self, doc_id: str) -> IndexReport | None:
        with self._lock:
            return self._manifest.get(doc_id)

    def stage(self, doc: Document, chunks: Sequence[Chunk], source: tuple[str, bytes] | None = None) -> None:
        """Write a document's records; it is listed only once :meth:`commit` writes its manifest entry."""
        self.storage.write_json(f"docs/{doc.id}.json", document_to_json(doc))
        self.storage.write_json(f"chunks/{doc.id}.json", encode(list(chunks)))
        if source is not None:
            self.save_source(doc.id, *source)

    def unstage(self, doc_id: str) -> None:
        """Remove everything a document left behind except its manifest entry (KG part, records, source)."""
        store = self.store
        if store.has_document(doc_id):
            store.delete(doc_id)
        with self._lock:
            self._docs.pop(doc_id, None)
            self._chunks.pop(doc_id, None)
        for key in (f"docs/{doc_id}.json", f"chunks/{doc_id}.json", *self.storage.keys(f"sources/{doc_id}.")):
            self.storage.delete(key)
        self.vectors.drop(doc_id)
        if self.search is not None:
            self.search.drop(doc_id)

    def commit(self, report: IndexReport) -> None:
        """Record the outcome of an indexing run: the manifest is written last."""
        with self._lock:
            self._manifest[report.doc_id or report.name] = report
            self._write_manifest()
            self._changed()

    def forget(self, doc_id: str) -> None:
        """Drop a document's manifest entry and everything it left (``gechat doctor --repair`` on a broken one)."""
        with self.changing():
            with self._lock:
                self._manifest.pop(doc_id, None)
                self._write_manifest()
                self._changed()
                self.damaged.discard(doc_id)
            self.unstage(doc_id)

    def delete_document(self, doc_id: str) -> bool:
        """Remove a document, its records, source and KG parts. False if the workspace does not hold it.

        The manifest entry goes first: a run killed half-way leaves unlisted
        leftovers, which the next indexing of the same file (or ``repair``)
        removes, never a listed document without its data.
        """
        with self.changing():
            with self._lock:
                if self._manifest.pop(doc_id, None) is None:
                    return False
                self._write_manifest()
                self._changed()
            self.unstage(doc_id)
            return True

    def _write_manifest(self) -> None:
        self._manifest_mark = ""  # first: after a failed write (a full disk) the next reload reads what is stored
        self.storage.write_json(MANIFEST, {k: encode(v) for k, v in self._manifest.items()})

    # --- sources and chats --------------------------------------------------------------
    def save_source(self, doc_id: str, filename: str, data: bytes) -> None:
        suffix = Path(filename).suffix.lower()
        self.storage.write_bytes(f"sources/{doc_id}{suffix if suffix in SOURCE_SUFFIXES else '.bin'}", data)

    def source(self, doc_id: str) -> tuple[str, bytes] | None:
        """The uploaded file of a document as (suffix, bytes), or None."""
        for key in self.storage.keys(f"sources/{doc_id}."):
            data = self.storage.read_bytes(key)
            if data is not None:
                return Path(key).suffix, data
        return None

    def chat_ids(self) -> list[str]:
        return [Path(k).stem for k in self.storage.keys("chats/") if k.endswith(".json")]

    def read_chat(self, chat_id: str) -> list[dict[str, Any]]:
        """One chat's saved turns (JSON objects); a damaged chat raises :class:`DamagedRecordError`."""
        return self.storage.read_json(f"chats/{check_key(chat_id)}.json", [], expect=list)

    def write_chat(self, chat_id: str, turns: list[dict[str, Any]]) -> None:
        self.storage.write_json(f"chats/{check_key(chat_id)}.json", turns)

    # --- reading ------------------------------------------------------------------------
    def documents(self) -> list[IndexReport]:
        with self._lock:
            return list(self._manifest.values())

    def get_document(self, doc_id: str) -> Document | None:
        with self._lock:
            report = self._manifest.get(doc_id)
            if report is None or report.status != "indexed":
                return None
            if (doc := self._docs.take(doc_id)) is not None:
                return doc
            data = self.storage.read_json(f"docs/{doc_id}.json", expect=dict)
            if data is None:
                raise WorkspaceError(f"Workspace '{self.name}': the records of {report.name} are missing.",
                                     hint="Run `gechat doctor --repair`, then index the file again.")
            doc = document_from_json(data)
            self._docs.put(doc_id, doc)
            return doc

    def chunks_for_doc(self, doc_id: str) -> list[Chunk]:
        with self._lock:
            report = self._manifest.get(doc_id)
            if report is None or report.status != "indexed":
                return []
            if doc_id not in self._chunks:
                rows = self.storage.read_json(f"chunks/{doc_id}.json", [], expect=list)
                self._chunks[doc_id] = [decode(Chunk, r) for r in rows]
            return list(self._chunks[doc_id])

    def _indexes(self) -> tuple[dict[str, Chunk], dict[str, Sentence]]:
        with self._lock:
            if self._chunk_by_id is None or self._sentence_by_id is None:
                chunk_by_id: dict[str, Chunk] = {}
                sentence_by_id: dict[str, Sentence] = {}
                for doc_id in self.listed():
                    try:
                        chunks, doc = self.chunks_for_doc(doc_id), self.get_document(doc_id)
                    except (WorkspaceError, TypeError, KeyError, ValueError) as exc:
                        # one damaged document must not break questions about the others
                        log.warning("workspace %s: document %s skipped: %s", self.name, doc_id, exc)
                        self.damaged.add(doc_id)
                        continue
                    chunk_by_id.update((c.id, c) for c in chunks)
                    sentence_by_id.update((s.id, s) for s in doc.sentences)
                self._chunk_by_id, self._sentence_by_id = chunk_by_id, sentence_by_id
            return self._chunk_by_id, self._sentence_by_id

    def get_chunks(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        """The chunks found among ``chunk_ids`` (with PostgreSQL, read together)."""
        if self.search is not None:
            return self.search.chunks(chunk_ids, self)
        index = self._indexes()[0]
        return {c: index[c] for c in chunk_ids if c in index}

    def get_sentences(self, sentence_ids: Sequence[str]) -> dict[str, Sentence]:
        """The sentences found among ``sentence_ids`` (with PostgreSQL, read together)."""
        if self.search is not None:
            return self.search.sentences(sentence_ids, self)
        index = self._indexes()[1]
        return {s: index[s] for s in sentence_ids if s in index}

    def sentence_vectors(self, sentences: Sequence[Sentence], embedder: Embedder) -> np.ndarray:
        """``embedder``'s vectors of the sentences' texts, a row each: with PostgreSQL the rows' stored ones (not
        encoded again); else encoded (stored ones primed in its cache). What the rows lack is encoded."""
        if not sentences:
            return embedder.encode([])
        found = self.search.vectors([s.id for s in sentences], embedder, self) if self.search is not None else {}
        computed = iter(embedder.encode([s.text for s in sentences if s.id not in found]))
        return np.stack([found[s.id] if s.id in found else next(computed) for s in sentences])

    def in_chunks(self, chunk_ids: Sequence[str], sentences: Sequence[Sentence]) -> set[str]:
        """The ids of ``sentences`` that lie in the chunks ``chunk_ids`` (with PostgreSQL, found in the database
        without reading the chunks into the process)."""
        if self.search is not None:
            return self.search.in_chunks(chunk_ids, sentences, self)
        wanted = {s.id for s in sentences}
        return {sid for c in self.get_chunks(chunk_ids).values() for sid in c.sentence_ids if sid in wanted}

    def get_chunk(self, chunk_id: str) -> Chunk | None:
        return self.get_chunks([chunk_id]).get(chunk_id)

    def get_sentence(self, sentence_id: str) -> Sentence | None:
        return self.get_sentences([sentence_id]).get(sentence_id)

    def retrieve(self, question: str, embedder: Embedder) -> list[retrieval.Candidate]:
        """Candidate sentences for ``question`` (:mod:`gechat.retrieval`), in the database with :mod:`gechat.pgsearch`."""
        if self.search is not None:
            return self.search.retrieve(question, embedder, self)
        self.vectors.prime(embedder, sentences := self.sentences())  # stored vectors: no process embeds them twice
        return retrieval.retrieve(question, sentences, embedder)

    def prepare_retrieval(self, embedder: Embedder) -> None:
        """What retrieval needs: every sentence's vector in ``embedder``'s cache, or the database's rows."""
        if self.search is not None:
            self.search.sync(self, embedder)
        else:
            self.vectors.prime(embedder, self.sentences())

    def sentences(self) -> list[Sentence]:
        """Every sentence of the indexed documents."""
        return list(self._indexes()[1].values())

    def listed(self) -> list[str]:
        """The indexed documents (those a question is answered from)."""
        with self._lock:
            return [d for d, r in self._manifest.items() if r.status == "indexed"]

    def _check_open(self) -> None:
        if self._closed:
            raise WorkspaceClosedError(f"The workspace {self.name!r} was closed; nothing more is stored in it.")

    def close(self) -> None:
        with self._write, self._lock:
            self._closed = True
            if self._store is not None:
                self._store.close()
                self._store = None
            if self._extractor is not None:
                self._extractor.close()
                self._extractor = None
