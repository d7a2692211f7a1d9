"""Indexing one document, in order: the one path the app, the CLI and evaluation share.

    parse → sentences (inside the loaders) → chunks → check → KG extraction (spaCy)
          ── the workspace's change lock ──
          → records staged → KG insert (+ vectors; the LLM extractor runs here) → manifest entry (last)

Everything before the lock depends on the document alone, so indexing workers on one
workspace parse and extract side by side and queue only to write.

``ingest_file`` starts from bytes or a path; ``ingest_document`` from a parsed
and chunked Document (evaluation builds those itself). Both return an
:class:`IndexReport` and never raise for a bad document: a failed run leaves
the workspace as it was (its records and KG part are removed) and is
recorded as a "failed" report. ``progress(stage, fraction)`` is called at
each stage; ``cancel()`` is asked between stages, and a cancelled run rolls
back like a failed one. Ctrl-C and ``SystemExit`` roll back and propagate.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from gechat.chunking import chunk_document
from gechat.errors import (
    DocumentError, DuplicateDocumentError, GEChatError, IndexingCancelled, LLMConfigError, NoEntitiesError,
    WorkspaceBusyError, WorkspaceClosedError, WorkspaceError,
)
from gechat.loaders import load_document
from gechat.records import Chunk, Document
from gechat.settings import Settings
from gechat.workspace import IndexReport, Workspace

if TYPE_CHECKING:
    from gechat.kg.extract_spacy import Extraction

Progress = Callable[[str, float], None]
Cancel = Callable[[], bool]
EXTRACTORS = ("spacy", "llm")


def ingest_file(
    workspace: Workspace,
    source: str | Path | bytes,
    filename: str | None = None,
    *,
    settings: Settings,
    count_tokens: Callable[[str], int],
    progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> IndexReport:
    """Parse, chunk and index one file; its bytes are kept as the document's source (page views, exports)."""
    name = filename or (Path(source).name if not isinstance(source, bytes) else "upload")
    say = progress or _quiet
    try:
        say("parsing", 0.0)
        data = source if isinstance(source, bytes) else Path(source).read_bytes()
        doc = load_document(data, filename=name, settings=settings)
        chunks = chunk_document(
            doc, max_tokens=settings.chunk_tokens, overlap_sentences=settings.chunk_overlap_sentences,
            count_tokens=count_tokens, max_chunks=settings.max_chunks,
        )
    except DocumentError as exc:
        say("failed", 1.0)
        return IndexReport.failed(name, exc.user_message())
    except OSError as exc:
        say("failed", 1.0)
        return IndexReport.failed(name, f"{name}: the file could not be read ({exc.strerror or exc}).")
    return ingest_document(
        workspace, doc, chunks, extractor=settings.effective_kg_extractor, progress=progress, cancel=cancel,
        source=(name, data),
    )


def ingest_document(
    workspace: Workspace,
    doc: Document,
    chunks: Sequence[Chunk],
    *,
    extractor: str,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    source: tuple[str, bytes] | None = None,
) -> IndexReport:
    """Add a parsed, chunked document and its part of the KG (``extractor``: 'spacy' or 'llm')."""
    t0 = time.perf_counter()
    say = progress or _quiet
    counts = {"n_sentences": len(doc.sentences), "n_chunks": len(chunks), "hidden_chars": doc.hidden_chars}
    cancel = cancel or _never
    early = _extract_unlocked(workspace, doc, chunks, extractor, say, cancel)
    try:
        with workspace.changing():
            report = _locked(workspace, doc, list(chunks), extractor, early, say, cancel, source, counts, t0)
    except (WorkspaceBusyError, WorkspaceClosedError) as exc:  # another process holds the workspace, or it was
        # closed while this run extracted: nothing is stored, not even a report
        say("failed", 1.0)
        return IndexReport.failed(doc.name, exc.user_message(), doc.id, **counts, extractor=extractor)
    say("done" if report.status == "indexed" else report.status, 1.0)  # "duplicate" is not a failure
    return report


def _extract_unlocked(
    ws: Workspace, doc: Document, chunks: Sequence[Chunk], extractor: str, say: Progress, cancel: Cancel,
) -> Extraction | Exception | None:
    """The spaCy extraction, before the change lock: the extraction, the error to record under the lock
    (a failure is reported like any other), or None (the LLM extractor, or a document already indexed)."""
    prior = ws.report(doc.id)
    if extractor != "spacy" or (prior is not None and prior.status == "indexed"):
        return None
    try:
        _check_records(doc, chunks)
        return _spacy_extraction(ws, doc, chunks, say, cancel)
    except Exception as exc:  # recorded by _locked, so that a bad document leaves a "failed" report
        return exc


def _spacy_extraction(
    ws: Workspace, doc: Document, chunks: Sequence[Chunk], say: Progress, cancel: Cancel,
) -> Extraction:
    _stage(say, cancel, "extracting entities", 0.1)
    extraction = ws.extractor.extract(doc, chunks)
    if extraction.empty:
        raise _no_entities(doc)
    return extraction


def _locked(
    ws: Workspace, doc: Document, chunks: list[Chunk], extractor: str, early: Extraction | Exception | None,
    say: Progress, cancel: Cancel, source: tuple[str, bytes] | None, counts: dict, t0: float,
) -> IndexReport:
    """Inside the workspace's change lock: a duplicate, or an indexing run that is committed or rolled back."""
    prior = ws.report(doc.id)
    if prior is not None and prior.status == "indexed":
        dup = DuplicateDocumentError(doc.name, prior.name, doc.id)
        return IndexReport(doc.id, doc.name, "duplicate", dup.user_message(), **counts, extractor=prior.extractor)
    committed = False
    try:
        try:
            report = _index(ws, doc, chunks, extractor, early, say, cancel, source, counts, t0)
        except Exception as exc:  # a bad document comes back as a report, never a corrupt index
            ws.unstage(doc.id)
            reason = exc.user_message() if isinstance(exc, GEChatError) else f"{type(exc).__name__}: {exc}"
            report = IndexReport.failed(doc.name, reason, doc.id, **counts,
                                        seconds=round(time.perf_counter() - t0, 3), extractor=extractor)
        ws.commit(report)
        committed = True
    finally:
        if not committed:  # Ctrl-C, SystemExit, a full disk at commit: roll back, then let it through
            ws.unstage(doc.id)
    return report


def _index(
    ws: Workspace, doc: Document, chunks: list[Chunk], extractor: str, early: Extraction | Exception | None,
    say: Progress, cancel: Cancel, source: tuple[str, bytes] | None, counts: dict, t0: float,
) -> IndexReport:
    if isinstance(early, Exception):
        raise early
    _check_records(doc, chunks)
    if extractor not in EXTRACTORS:
        raise WorkspaceError(f"Unknown KG extractor {extractor!r}; use 'spacy' or 'llm'.")
    if extractor == "llm" and ws.llm is None:
        raise LLMConfigError("The 'llm' KG extractor needs an LLM, and none is configured.")
    extraction = early
    if extractor == "spacy" and extraction is None:  # indexed when we looked, gone by the time we hold the lock
        extraction = _spacy_extraction(ws, doc, chunks, say, cancel)
    _stage(say, cancel, "building the knowledge graph", 0.3)
    ws.unstage(doc.id)  # leftovers of a run that died before its manifest entry
    ws.stage(doc, chunks, source)
    inserted = ws.store.insert(
        doc.id, doc.text, chunks, extraction, progress=lambda f: say("extracting with the LLM", 0.3 + 0.6 * f),
        defer_vectors=ws.settings.effective_cot_mode != "rag",  # only RAG retrieval reads them
    )
    if inserted.entities == 0:
        raise _no_entities(doc)
    _stage(say, cancel, "saving", 0.95)
    return IndexReport(
        doc.id, doc.name, "indexed", "", **counts, n_entities=inserted.entities, n_relations=inserted.relations,
        seconds=round(time.perf_counter() - t0, 3), extractor=extractor,
    )


def _stage(say: Progress, cancel: Cancel, stage: str, fraction: float) -> None:
    if cancel():
        raise IndexingCancelled("Indexing was cancelled; nothing was stored.")
    say(stage, fraction)


def _check_records(doc: Document, chunks: Sequence[Chunk]) -> None:
    if not doc.sentences or not chunks:
        raise WorkspaceError(f"{doc.name}: nothing to index (no sentences or no chunks).")
    known = {s.id for s in doc.sentences}
    for c in chunks:
        if c.doc_id != doc.id or not set(c.sentence_ids) <= known:
            raise WorkspaceError(f"{doc.name}: a chunk does not belong to this document.")


def _no_entities(doc: Document) -> NoEntitiesError:
    return NoEntitiesError(
        f"{doc.name}: no entities were found, so its sentences could never be reached from the knowledge graph.",
        hint="The document may have too little running text (tables, captions or a scan).",
    )


def _quiet(stage: str, fraction: float) -> None:
    pass


def _never() -> bool:
    return False
