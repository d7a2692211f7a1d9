"""A named workspace on disk: documents, chunks, a manifest, and the knowledge graph.

Layout under ``settings.workspace_dir / <name>``::

    manifest.json          one IndexReport per document (indexed or failed)
    docs/<doc_id>.json     the Document (sentences with offsets, pages, boxes)
    chunks/<doc_id>.json   its Chunks
    kg/                    LightRAG's storages (see gechat.kg.lightrag_store)

Every file is written atomically (temporary file + ``os.replace``), and the
manifest is written last: a document counts as indexed only once its entry
is there. A KG insert that fails is rolled back inside the store, so a bad
document leaves the workspace as it was and comes back as a "failed" report.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import networkx as nx
import numpy as np

from gechat.anchoring import EntityIndex
from gechat.embed import Embedder
from gechat.errors import DuplicateDocumentError, GEChatError, LLMConfigError, NoEntitiesError, WorkspaceError
from gechat.kg import graph as kg
from gechat.kg.fileio import read_json, write_json
from gechat.llm.base import LLM
from gechat.records import Chunk, Document, Entity, Page, Sentence, hidden_text_note
from gechat.settings import Settings
from gechat.text import content_words

if TYPE_CHECKING:
    from gechat.kg.extract_spacy import SpacyExtractor
    from gechat.kg.lightrag_store import LightRAGStore

Progress = Callable[[str, float], None]
Status = Literal["indexed", "duplicate", "failed"]
NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


@dataclass(frozen=True)
class IndexReport:
    """What happened to one document: indexed, duplicate (nothing stored twice) or failed (nothing stored)."""

    doc_id: str
    name: str
    status: Status
    reason: str = ""
    n_sentences: int = 0
    n_chunks: int = 0
    n_entities: int = 0
    n_relations: int = 0
    seconds: float = 0.0
    extractor: str = ""
    hidden_chars: int = 0  # characters a reader cannot see, left out of the index

    @property
    def hidden_note(self) -> str:
        return hidden_text_note(self.hidden_chars)

    @classmethod
    def failed(cls, name: str, reason: str, doc_id: str = "", **counts: Any) -> IndexReport:
        return cls(doc_id, name, "failed", reason, **counts)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IndexReport:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


class RAGContext(NamedTuple):
    """KG facts and source passages for the RAG prompt."""

    facts: tuple[str, ...]
    passages: tuple[str, ...]


class Workspace:
    """Open with :meth:`open`; every method is thread-safe.

    Adding and deleting are serialised with each other, but readers are not
    held up while a document is being indexed (that can take minutes): they
    see the workspace as it was until the new document's manifest entry lands.
    """

    def __init__(self, root: Path, settings: Settings, *, embedder: Embedder, llm: LLM | None = None) -> None:
        self.root = Path(root)
        self.settings = settings
        self.embedder = embedder
        self.llm = llm
        self._lock = threading.RLock()  # in-memory state: manifest, caches (held briefly)
        self._write = threading.Lock()  # one add or delete at a time (held for the whole operation)
        self._manifest: dict[str, IndexReport] = self._read_manifest()
        self._store: LightRAGStore | None = None
        self._extractor: SpacyExtractor | None = None
        self._docs: dict[str, Document] = {}
        self._chunks: dict[str, list[Chunk]] = {}
        self._chunk_by_id: dict[str, Chunk] | None = None
        self._sentence_by_id: dict[str, Sentence] | None = None
        self._graph: nx.Graph | None = None
        self._index: EntityIndex | None = None
        self._index_model = ""

    @classmethod
    def open(cls, settings: Settings, name: str, *, embedder: Embedder, llm: LLM | None = None) -> Workspace:
        if not NAME_RE.match(name):
            raise WorkspaceError(
                f"Invalid workspace name {name!r}.", hint="Use letters, digits, '.', '_' or '-' (at most 64)."
            )
        root = Path(settings.workspace_dir) / name
        (root / "docs").mkdir(parents=True, exist_ok=True)
        (root / "chunks").mkdir(exist_ok=True)
        return cls(root, settings, embedder=embedder, llm=llm)

    @property
    def name(self) -> str:
        return self.root.name

    def _read_manifest(self) -> dict[str, IndexReport]:
        return {k: IndexReport.from_dict(v) for k, v in read_json(self.root / "manifest.json", {}).items()}

    def _reload(self) -> None:
        """Read the manifest again (another process may have changed the workspace before ours opened its KG)."""
        with self._lock:
            fresh = self._read_manifest()
            if fresh != self._manifest:
                self._manifest = fresh
                self._docs.clear()
                self._chunks.clear()
                self._changed()

    # --- lazy parts ----------------------------------------------------------
    @property
    def store(self) -> LightRAGStore:
        with self._lock:
            if self._store is None:
                from gechat.kg.lightrag_store import LightRAGStore

                self._store = LightRAGStore(
                    self.root / "kg", embedder=self.embedder, llm=self.llm, llm_timeout_s=self.settings.llm_timeout_s
                )
                self._reload()  # no other process can change the workspace while our KG is open
            return self._store

    @property
    def extractor(self) -> SpacyExtractor:
        with self._lock:
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

    # --- adding and deleting ------------------------------------------------------
    def add_document(
        self, doc: Document, chunks: Sequence[Chunk], *, extractor: str, progress: Progress | None = None
    ) -> IndexReport:
        """Store a parsed, chunked document and build its part of the KG (``extractor``: 'spacy' or 'llm')."""
        t0 = time.perf_counter()
        say = progress or (lambda stage, frac: None)
        counts = {"n_sentences": len(doc.sentences), "n_chunks": len(chunks), "hidden_chars": doc.hidden_chars}
        with self._write, ExitStack() as held:
            try:
                held.enter_context(self._writing())
            except GEChatError as exc:  # the KG is open in another process: nothing is stored, not even a report
                say("failed", 1.0)
                return IndexReport.failed(doc.name, exc.user_message(), doc.id, **counts, extractor=extractor)
            with self._lock:
                prior = self._manifest.get(doc.id)
            if prior is not None and prior.status == "indexed":
                dup = DuplicateDocumentError(doc.name, prior.name, doc.id)
                return IndexReport(doc.id, doc.name, "duplicate", dup.user_message(), **counts, extractor=prior.extractor)
            try:
                report = self._add(doc, list(chunks), extractor, say, counts, t0)
            except Exception as exc:  # a bad document must come back as a report, never corrupt the index
                reason = exc.user_message() if isinstance(exc, GEChatError) else f"{type(exc).__name__}: {exc}"
                report = IndexReport.failed(doc.name, reason, doc.id, **counts,
                                            seconds=round(time.perf_counter() - t0, 3), extractor=extractor)
            with self._lock:
                self._manifest[doc.id] = report
                self._write_manifest()
                self._changed()
        say("done" if report.status == "indexed" else "failed", 1.0)
        return report

    def _add(self, doc: Document, chunks: list[Chunk], extractor: str, say: Progress, counts: dict, t0: float) -> IndexReport:
        _check_records(doc, chunks)
        if extractor not in ("spacy", "llm"):
            raise WorkspaceError(f"Unknown KG extractor {extractor!r}; use 'spacy' or 'llm'.")
        if extractor == "llm" and self.llm is None:
            raise LLMConfigError("The 'llm' KG extractor needs an LLM, and none is configured.")
        extraction = None
        if extractor == "spacy":
            say("extracting entities", 0.1)
            extraction = self.extractor.extract(doc, chunks)
            if extraction.empty:
                raise _no_entities(doc)
        say("building the knowledge graph", 0.3)
        store = self.store
        if store.has_document(doc.id):  # left by a run that died before its manifest entry
            store.delete(doc.id)
        try:
            write_json(self.root / "docs" / f"{doc.id}.json", _doc_to_json(doc))
            write_json(self.root / "chunks" / f"{doc.id}.json", [asdict(c) for c in chunks])
            inserted = store.insert(
                doc.id, doc.text, chunks, extraction, progress=lambda f: say("extracting with the LLM", 0.3 + 0.6 * f),
                defer_vectors=self.settings.effective_cot_mode != "rag",  # only RAG retrieval reads them
            )
            if inserted.entities == 0:
                store.delete(doc.id)
                raise _no_entities(doc)
        except Exception:
            self._remove_files(doc.id)
            if store.has_document(doc.id):
                store.delete(doc.id)
            raise
        say("saving", 0.95)
        return IndexReport(
            doc.id, doc.name, "indexed", "", **counts, n_entities=inserted.entities, n_relations=inserted.relations,
            seconds=round(time.perf_counter() - t0, 3), extractor=extractor,
        )

    def delete_document(self, doc_id: str) -> bool:
        """Remove a document, its chunks and its KG parts. False if the workspace does not hold it."""
        with self._write, self._writing():
            with self._lock:
                report = self._manifest.get(doc_id)
            if report is None:
                return False
            if report.status == "indexed":
                self.store.delete(doc_id)
            with self._lock:
                del self._manifest[doc_id]
                self._write_manifest()
                self._remove_files(doc_id)
                self._changed()
            return True

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """The whole change holds the KG folder exclusively across processes, on an up-to-date manifest."""
        store = self.store
        with store.writing():
            self._reload()
            yield

    def _remove_files(self, doc_id: str) -> None:
        with self._lock:
            self._docs.pop(doc_id, None)
            self._chunks.pop(doc_id, None)
        for sub in ("docs", "chunks"):
            (self.root / sub / f"{doc_id}.json").unlink(missing_ok=True)

    def _write_manifest(self) -> None:
        write_json(self.root / "manifest.json", {k: asdict(v) for k, v in self._manifest.items()})

    # --- reading ------------------------------------------------------------------------
    def documents(self) -> list[IndexReport]:
        with self._lock:
            return list(self._manifest.values())

    def get_document(self, doc_id: str) -> Document | None:
        with self._lock:
            report = self._manifest.get(doc_id)
            if report is None or report.status != "indexed":
                return None
            if doc_id not in self._docs:
                self._docs[doc_id] = _doc_from_json(read_json(self.root / "docs" / f"{doc_id}.json"))
            return self._docs[doc_id]

    def chunks_for_doc(self, doc_id: str) -> list[Chunk]:
        with self._lock:
            report = self._manifest.get(doc_id)
            if report is None or report.status != "indexed":
                return []
            if doc_id not in self._chunks:
                rows = read_json(self.root / "chunks" / f"{doc_id}.json", [])
                self._chunks[doc_id] = [Chunk(**{**r, "sentence_ids": tuple(r["sentence_ids"])}) for r in rows]
            return list(self._chunks[doc_id])

    def _indexes(self) -> tuple[dict[str, Chunk], dict[str, Sentence]]:
        with self._lock:
            if self._chunk_by_id is None or self._sentence_by_id is None:
                chunk_by_id: dict[str, Chunk] = {}
                sentence_by_id: dict[str, Sentence] = {}
                for doc_id in [d for d, r in self._manifest.items() if r.status == "indexed"]:
                    chunk_by_id.update((c.id, c) for c in self.chunks_for_doc(doc_id))
                    doc = self.get_document(doc_id)
                    sentence_by_id.update((s.id, s) for s in doc.sentences)
                self._chunk_by_id, self._sentence_by_id = chunk_by_id, sentence_by_id
            return self._chunk_by_id, self._sentence_by_id

    def get_chunk(self, chunk_id: str) -> Chunk | None:
        return self._indexes()[0].get(chunk_id)

    def get_sentence(self, sentence_id: str) -> Sentence | None:
        return self._indexes()[1].get(sentence_id)

    def sentences(self) -> list[Sentence]:
        """Every sentence of the indexed documents."""
        return list(self._indexes()[1].values())

    def graph(self) -> nx.Graph:
        """The KG as a networkx snapshot (chunk ids are ours), cached until the next change. Do not mutate it."""
        with self._lock:
            if self._graph is None:
                self._graph = self.store.graph_snapshot() if self._has_indexed() else nx.Graph()
            return self._graph

    def entities(self) -> list[Entity]:
        """Every KG entity with its description and source chunks."""
        return kg.entities(self.graph())

    def entity_index(self, embedder: Embedder | None = None) -> EntityIndex:
        """Entity names, descriptions and vectors for anchoring, cached until the next change.

        Vectors come from LightRAG's entity store when ``embedder`` is the
        workspace's own model (they were computed at insert time); otherwise
        every entity is embedded with ``embedder``.
        """
        embedder = embedder or self.embedder
        with self._lock:
            if self._index is not None and self._index_model == embedder.name:
                return self._index
            ents = self.entities()
            stored = self.store.entity_vectors([e.name for e in ents]) if embedder.name == self.embedder.name and ents else {}
            if ents and len(stored) == len(ents):
                vecs = np.stack([stored[e.name] for e in ents]).astype(np.float32)
                index = EntityIndex(tuple(ents), vecs, tuple(frozenset(content_words(e.name)) for e in ents))
            else:
                index = EntityIndex.build(ents, embedder)
            self._index, self._index_model = index, embedder.name
            return index

    def kg_context(self, question: str, embedder: Embedder | None = None, *, top_k: int = 10) -> RAGContext:
        """KG facts and passages for a question via LightRAG's 'mix' retrieval.

        LightRAG embeds the question with the workspace's embedder (the same
        model), so ``embedder`` is accepted only for interface symmetry.
        """
        if not self._has_indexed():
            return RAGContext((), ())
        ctx = self.store.query_context(question, top_k=top_k, chunk_top_k=max(1, top_k // 2))
        facts = []
        for e in ctx.entities:
            desc = e.description.split(kg.SEP)[0]
            facts.append(desc if e.name.lower() in desc.lower() else f"{e.name}: {desc}")
        for r in ctx.relations:
            kw = kg.clean_keywords(r.keywords)
            facts.append(f"{r.source} {kw} {r.target}: {r.description.split(kg.SEP)[0]}")
        return RAGContext(tuple(facts), tuple(text for _, text in ctx.chunks))

    def _has_indexed(self) -> bool:
        with self._lock:
            return any(r.status == "indexed" for r in self._manifest.values())

    def close(self) -> None:
        with self._write, self._lock:
            if self._store is not None:
                self._store.close()
                self._store = None
            if self._extractor is not None:
                self._extractor.close()
                self._extractor = None


# --- helpers ---------------------------------------------------------------------------


def _no_entities(doc: Document) -> NoEntitiesError:
    return NoEntitiesError(
        f"{doc.name}: no entities were found, so its sentences could never be reached from the knowledge graph.",
        hint="The document may have too little running text (tables, captions or a scan).",
    )


def _check_records(doc: Document, chunks: Sequence[Chunk]) -> None:
    if not doc.sentences or not chunks:
        raise WorkspaceError(f"{doc.name}: nothing to index (no sentences or no chunks).")
    known = {s.id for s in doc.sentences}
    for c in chunks:
        if c.doc_id != doc.id or not set(c.sentence_ids) <= known:
            raise WorkspaceError(f"{doc.name}: chunk {c.id} does not belong to this document.")


def _doc_to_json(doc: Document) -> dict[str, Any]:
    data = asdict(doc)
    for s in data["sentences"]:
        del s["text"]  # doc.text[char_start:char_end] restores it
    return data


def _doc_from_json(data: dict[str, Any]) -> Document:
    text = data["text"]
    sentences = tuple(
        Sentence(**{**s, "text": text[s["char_start"] : s["char_end"]], "boxes": tuple(tuple(b) for b in s["boxes"])})
        for s in data["sentences"]
    )
    pages = tuple(Page(**p) for p in data.get("pages", ()))
    return Document(data["id"], data["name"], data["kind"], text, sentences, pages, dict(data.get("meta") or {}))
