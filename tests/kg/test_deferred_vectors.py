"""Deferred retrieval vectors: an offline insert leaves chunk and relation vectors for the first retrieval,
and the indexes end up exactly as an eager insert leaves them."""

from __future__ import annotations

import pytest

from gechat.errors import KGInsertError
from gechat.kg import lightrag_store
from gechat.kg.extract_spacy import SpacyExtractor
from gechat.kg.lightrag_store import LightRAGStore, compute_mdhash_id


def _vector_state(store: LightRAGStore) -> tuple[dict, set]:
    """Relation vector contents by id (for every graph edge, both directions) and stored chunk vector ids."""
    rag = store.rag
    edges = [(a, b) for a, b, _ in store.graph_snapshot().edges(data=True)]
    ids = [compute_mdhash_id(x + y, prefix="rel-") for a, b in edges for x, y in ((a, b), (b, a))]
    rels = store._run(rag.relationships_vdb.get_by_ids(ids))
    rel_state = {i: (r["content"], r["source_id"]) for i, r in zip(ids, rels) if r is not None}
    chunk_ids = list(store.chunk_map)
    chunks = store._run(rag.chunks_vdb.get_by_ids(chunk_ids))
    return rel_state, {i for i, c in zip(chunk_ids, chunks) if c is not None}


def _fill(store: LightRAGStore, chapters, *, defer: bool) -> None:
    extractor = SpacyExtractor()
    for doc, chunks in chapters.values():
        store.insert(doc.id, doc.text, chunks, extractor.extract(doc, chunks), defer_vectors=defer)


@pytest.fixture()
def eager_and_lazy(tmp_path, embedder, chapters):
    """Two stores holding both chapters: one embedded every vector at insert, one deferred them."""
    eager = LightRAGStore(tmp_path / "eager", embedder=embedder)
    lazy = LightRAGStore(tmp_path / "lazy", embedder=embedder)
    try:
        _fill(eager, chapters, defer=False)
        _fill(lazy, chapters, defer=True)
        yield eager, lazy
    finally:
        eager.close()
        lazy.close()


def test_deferred_vectors_wait_for_retrieval_then_match_an_eager_insert(eager_and_lazy):
    eager, lazy = eager_and_lazy
    assert eager.pending_vectors() == 0
    pending = lazy.pending_vectors()
    assert pending > 0
    assert _vector_state(lazy) == ({}, set())  # nothing embedded for retrieval yet
    assert lazy.graph_snapshot().number_of_nodes() == eager.graph_snapshot().number_of_nodes()

    ctx = lazy.query_context("Who is Mr. Bingley?")  # retrieval flushes first
    assert lazy.pending_vectors() == 0
    assert ctx.chunks and all(cid in lazy.chunk_map.values() for cid, _ in ctx.chunks)
    rel_state, chunk_ids = _vector_state(lazy)
    assert len(rel_state) + len(chunk_ids) == pending
    assert _vector_state(lazy) == _vector_state(eager)


def test_deleting_a_document_with_pending_vectors_matches_an_eager_store(eager_and_lazy, chapters):
    eager, lazy = eager_and_lazy
    doc1, _ = chapters["chapter1.txt"]
    assert eager.delete(doc1.id) and lazy.delete(doc1.id)  # chapter 2 shares entities and relations
    assert lazy.pending_vectors() > 0  # chapter 2's own payloads are still pending
    lazy.ensure_vectors()
    assert _vector_state(lazy) == _vector_state(eager)
    assert not any(c == doc1.id for c in lazy.chunk_map)


def test_pending_vectors_survive_a_restart(tmp_path, embedder, chapters):
    doc, chunks = chapters["chapter1.txt"]
    store = LightRAGStore(tmp_path / "kg", embedder=embedder)
    store.insert(doc.id, doc.text, chunks, SpacyExtractor().extract(doc, chunks), defer_vectors=True)
    pending = store.pending_vectors()
    store.close()
    again = LightRAGStore(tmp_path / "kg", embedder=embedder)
    try:
        assert again.pending_vectors() == pending > 0
        assert again.ensure_vectors() == pending
        assert again.pending_vectors() == 0 and again.ensure_vectors() == 0
        rel_state, chunk_ids = _vector_state(again)
        assert chunk_ids == set(again.chunk_map)
        assert rel_state
    finally:
        again.close()


def test_a_failed_deferred_insert_leaves_the_pending_list_alone(tmp_path, embedder, chapters, monkeypatch):
    (doc1, chunks1), (doc2, chunks2) = chapters.values()
    extractor = SpacyExtractor()
    store = LightRAGStore(tmp_path / "kg", embedder=embedder)
    try:
        store.insert(doc1.id, doc1.text, chunks1, extractor.extract(doc1, chunks1), defer_vectors=True)
        before = store.deferred.path.read_text(encoding="utf-8")
        extraction = extractor.extract(doc2, chunks2)

        async def broken(*args, **kwargs):
            raise RuntimeError("disk full")

        monkeypatch.setattr(lightrag_store, "_offline_results", broken)
        with pytest.raises(KGInsertError):
            store.insert(doc2.id, doc2.text, chunks2, extraction, defer_vectors=True)
        assert store.deferred.path.read_text(encoding="utf-8") == before
        assert not store.has_document(doc2.id)
    finally:
        store.close()
