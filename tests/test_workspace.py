"""Workspace: indexing real text, provenance, reopening, duplicates, deletion, failures."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gechat.anchoring import EntityIndex
from gechat.chunking import chunk_document
from gechat.embed import Embedder
from gechat.errors import LLMError
from gechat.kg.graph import neighbourhood
from gechat.llm.base import LLM
from gechat.loaders import load_document
from gechat.settings import Settings
from gechat.workspace import IndexReport, Workspace
from gechat.ingest import ingest_document

#: the book's first 914 lines, byte for byte (tests/data/SOURCES.md): the chapter line ranges below hold
PRIDE = Path(__file__).resolve().parent / "data" / "docs" / "austen_pride_and_prejudice_ch1-5.txt"
CHAPTERS = {"chapter1.txt": (216, 353), "chapter2.txt": (353, 474)}  # line ranges of the book


class FailingLLM(LLM):
    """An endpoint that dies on its second call (the KG insert must roll back)."""

    name = "test:failing"

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0
        self._lock = threading.Lock()

    def _complete(self, messages, *, schema, max_tokens):
        with self._lock:
            self.calls += 1
            if self.calls >= 2:
                raise LLMError("endpoint went away")
        return "entity<|#|>Bingley<|#|>person<|#|>A young man.\n<|COMPLETE|>", 10, 5


class GateLLM(LLM):
    """Holds its first extraction call until the test opens the gate."""

    name = "test:gate"

    def __init__(self) -> None:
        super().__init__()
        self.entered = threading.Event()
        self.release = threading.Event()

    def _complete(self, messages, *, schema, max_tokens):
        self.entered.set()
        self.release.wait(60)
        return "entity<|#|>Bingley<|#|>person<|#|>A young man of large fortune.\n<|COMPLETE|>", 10, 5


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    emb = Embedder()
    emb.warm_up()
    return emb


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return Settings(workspace_dir=tmp_path_factory.mktemp("workspaces"))


@pytest.fixture(scope="module")
def chapters(embedder, settings):
    lines = PRIDE.read_text(encoding="utf-8").splitlines()
    out = {}
    for name, (a, b) in CHAPTERS.items():
        doc = load_document("\n".join(lines[a:b]).encode("utf-8"), filename=name, settings=settings)
        out[name] = (doc, chunk_document(doc, max_tokens=200, overlap_sentences=1, count_tokens=embedder.count_tokens))
    return out


@pytest.fixture(scope="module")
def built(settings, embedder, chapters):
    """A workspace holding both chapters (module-scoped: building it is the slow part)."""
    ws = Workspace.open(settings, "pride", embedder=embedder, llm=FailingLLM())
    stages: list[tuple[str, float]] = []
    reports = [
        ingest_document(ws, doc, chunks, extractor="spacy", progress=lambda s, f: stages.append((s, f)))
        for doc, chunks in chapters.values()
    ]
    yield ws, reports, stages
    ws.close()


def test_documents_are_indexed_with_counts_and_progress(built, chapters):
    ws, reports, stages = built
    assert [r.status for r in reports] == ["indexed", "indexed"]
    for r, (doc, chunks) in zip(reports, chapters.values()):
        assert (r.doc_id, r.name, r.n_sentences, r.n_chunks) == (doc.id, doc.name, len(doc.sentences), len(chunks))
        assert r.n_entities > 20 and r.n_relations > 20 and r.extractor == "spacy"
    assert [d.doc_id for d in ws.documents()] == [r.doc_id for r in reports]
    assert stages[-1] == ("done", 1.0) and all(0.0 <= f <= 1.0 for _, f in stages)


def test_entity_provenance_leads_to_chunks_that_mention_it(built):
    ws, _, _ = built
    g = ws.graph()
    checked = 0
    for e in ws.entities():
        if e.type == "concept":
            continue
        assert e.chunk_ids
        for cid in e.chunk_ids:
            chunk = ws.get_chunk(cid)
            assert chunk is not None and e.name.lower() in " ".join(chunk.text.split()).lower(), (e.name, cid)
            checked += 1
    assert checked > 10
    ents, rels = neighbourhood(g, ["Bingley"], 1)
    assert ents[0].name == "Bingley" and rels
    for r in rels:
        assert r.chunk_ids and all(ws.get_chunk(c) is not None for c in r.chunk_ids)


def test_sentences_and_chunks_come_back_exactly(built, chapters):
    ws, _, _ = built
    doc, chunks = chapters["chapter2.txt"]
    assert ws.get_document(doc.id) == doc
    assert ws.chunks_for_doc(doc.id) == chunks
    s = doc.sentences[5]
    assert ws.get_sentence(s.id) == s
    assert ws.get_chunk("chunk-nope") is None and ws.get_document("doc-nope") is None


def test_reopening_in_a_fresh_object_sees_everything(built, settings, embedder, chapters):
    ws, reports, _ = built
    fresh = Workspace.open(settings, "pride", embedder=embedder)
    try:
        assert fresh.documents() == ws.documents()
        assert set(fresh.graph().nodes) == set(ws.graph().nodes)
        doc, chunks = chapters["chapter1.txt"]
        assert fresh.get_document(doc.id) == doc
        assert fresh.get_chunk(chunks[0].id) == chunks[0]
    finally:
        fresh.close()


def test_a_new_process_sees_the_workspace(built, settings):
    ws, _, _ = built
    script = (
        "import json, sys\n"
        "from gechat.embed import Embedder\n"
        "from gechat.settings import Settings\n"
        "from gechat.workspace import Workspace\n"
        "ws = Workspace.open(Settings(workspace_dir=sys.argv[1]), 'pride', embedder=Embedder())\n"
        "g = ws.graph()\n"
        "print(json.dumps({'docs': [d.doc_id for d in ws.documents()], 'nodes': sorted(g.nodes),\n"
        "                  'bingley': g.nodes['Bingley']['source_id']}))\n"
        "ws.close()\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, str(settings.workspace_dir)], capture_output=True, text=True, timeout=300,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert out.returncode == 0, out.stderr[-2000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    g = ws.graph()
    assert seen == {"docs": [d.doc_id for d in ws.documents()], "nodes": sorted(g.nodes),
                    "bingley": g.nodes["Bingley"]["source_id"]}


def test_duplicate_is_reported_and_nothing_is_stored_twice(built, chapters):
    ws, _, _ = built
    doc, chunks = chapters["chapter1.txt"]
    nodes = ws.graph().number_of_nodes()
    again = doc.__class__(doc.id, "renamed copy.txt", doc.kind, doc.text, doc.sentences)
    stages: list[tuple[str, float]] = []
    report = ingest_document(ws, again, chunks, extractor="spacy", progress=lambda s, f: stages.append((s, f)))
    assert report.status == "duplicate"
    assert stages[-1] == ("duplicate", 1.0) and ("failed", 1.0) not in stages  # the progress bar never says failed
    assert "chapter1.txt" in report.reason
    assert len(ws.documents()) == 2 and ws.graph().number_of_nodes() == nodes


def test_entity_index_and_rag_context(built, embedder):
    ws, _, _ = built
    index = ws.entity_index(embedder)
    assert isinstance(index, EntityIndex)
    assert len(index) == ws.graph().number_of_nodes()
    assert index.vectors.shape == (len(index), 384)
    bingley = [e.name for e in index.entities].index("Bingley")
    q = embedder.encode(["Bingley"])[0]
    assert float(index.vectors[bingley] @ q) > 0.5  # stored vectors are real embeddings of the entity
    calls = ws.llm.calls
    facts, passages = ws.kg_context("Who has taken Netherfield Park?", embedder)
    assert ws.llm.calls == calls  # retrieval itself asks no LLM
    assert any("Netherfield" in f for f in facts)
    assert any("Netherfield" in p for p in passages)


def test_document_without_entities_is_reported_failed(built, settings):
    ws, _, _ = built
    doc = load_document(b"Oh! Ah, yes. Hmm.", filename="nothing.txt", settings=settings)
    chunks = chunk_document(doc, max_tokens=200, overlap_sentences=1, count_tokens=lambda t: len(t.split()))
    report = ingest_document(ws, doc, chunks, extractor="spacy")
    assert report.status == "failed"
    assert "no entities" in report.reason
    assert ws.get_document(doc.id) is None
    assert [d.status for d in ws.documents()] == ["indexed", "indexed", "failed"]
    assert ws.delete_document(doc.id)


def test_failed_kg_insert_rolls_back(built, settings, embedder):
    ws, _, _ = built
    before = ws.graph()
    text = PRIDE.read_text(encoding="utf-8").splitlines()
    doc = load_document("\n".join(text[475:560]).encode("utf-8"), filename="chapter3.txt", settings=settings)
    chunks = chunk_document(doc, max_tokens=200, overlap_sentences=1, count_tokens=embedder.count_tokens)
    assert len(chunks) >= 2
    report = ingest_document(ws, doc, chunks, extractor="llm")
    assert report.status == "failed" and "endpoint went away" in report.reason
    after = ws.graph()
    assert set(after.nodes) == set(before.nodes)
    assert after.number_of_edges() == before.number_of_edges()
    assert ws.get_document(doc.id) is None and not ws.storage.exists(f"docs/{doc.id}.json")
    assert not ws.store.has_document(doc.id)
    assert ws.delete_document(doc.id)


def test_chunks_of_another_document_are_refused(built, chapters):
    ws, _, _ = built
    doc1, _ = chapters["chapter1.txt"]
    _, chunks2 = chapters["chapter2.txt"]
    other = doc1.__class__("doc-other", "other.txt", doc1.kind, doc1.text, doc1.sentences)
    report = ingest_document(ws, other, chunks2, extractor="spacy")
    assert report.status == "failed" and "does not belong" in report.reason
    assert ws.delete_document("doc-other")


def test_readers_are_not_held_up_while_a_document_is_indexed(settings, embedder, chapters):
    gate = GateLLM()
    ws = Workspace.open(settings, "gate", embedder=embedder, llm=gate)
    doc, chunks = chapters["chapter2.txt"]
    out: list = []
    writer = threading.Thread(target=lambda: out.append(ingest_document(ws, doc, chunks[:1], extractor="llm")))
    writer.start()
    try:
        assert gate.entered.wait(120)  # the writer is inside the LLM call now
        assert ws.documents() == [] and ws.graph().number_of_nodes() == 0 and ws.get_document(doc.id) is None
    finally:
        gate.release.set()
        writer.join(300)
    try:
        assert out and out[0].status == "indexed" and out[0].n_entities == 1
        assert list(ws.graph().nodes) == ["Bingley"] and ws.get_document(doc.id) == doc
    finally:
        ws.close()


def test_invalid_workspace_name(settings, embedder):
    with pytest.raises(Exception, match="Invalid workspace name"):
        Workspace.open(settings, "../escape", embedder=embedder)


def test_index_report_failed_helper():
    r = IndexReport.failed("x.pdf", "no text layer")
    assert (r.status, r.name, r.reason, r.n_entities) == ("failed", "x.pdf", "no text layer", 0)


def test_delete_keeps_shared_entities_with_the_other_documents_provenance(built, chapters, settings, embedder):
    """Runs last in this module: it removes chapter 1."""
    ws, _, _ = built
    doc1, chunks1 = chapters["chapter1.txt"]
    _, chunks2 = chapters["chapter2.txt"]
    ids1, ids2 = {c.id for c in chunks1}, {c.id for c in chunks2}
    g = ws.graph()
    shared = [n for n, d in g.nodes(data=True) if set(d["source_id"].split("<SEP>")) & ids1
              and set(d["source_id"].split("<SEP>")) & ids2]
    only1 = [n for n, d in g.nodes(data=True) if set(d["source_id"].split("<SEP>")) <= ids1]
    assert "Bingley" in shared and only1
    assert ws.vectors.prime(embedder, ws.sentences()) in (0, 2)  # stored by an earlier test, or now
    assert ws.vectors.doc_keys(doc1.id)
    assert ws.delete_document(doc1.id)
    assert ws.vectors.doc_keys(doc1.id) == [] and ws.vectors.doc_ids() == {chapters["chapter2.txt"][0].id}
    assert not ws.delete_document(doc1.id)
    g2 = ws.graph()
    assert not set(only1) & set(g2.nodes)
    for n in shared:
        assert set(g2.nodes[n]["source_id"].split("<SEP>")) == set(g.nodes[n]["source_id"].split("<SEP>")) & ids2
    assert ws.get_document(doc1.id) is None and ws.get_chunk(chunks1[0].id) is None
    assert [d.name for d in ws.documents()] == ["chapter2.txt"]
    fresh = Workspace.open(settings, "pride", embedder=embedder)
    try:
        assert set(fresh.graph().nodes) == set(g2.nodes)
    finally:
        fresh.close()


def test_a_reader_in_another_process_does_not_block_changes_and_sees_them_after_refresh(settings, embedder, chapters):
    (doc1, chunks1), (doc2, chunks2) = chapters.values()
    ws = Workspace.open(settings, "shared", embedder=embedder)
    assert ingest_document(ws, doc1, chunks1, extractor="spacy").status == "indexed"
    script = (
        "import sys\n"
        "from gechat.embed import Embedder\n"
        "from gechat.settings import Settings\n"
        "from gechat.workspace import Workspace\n"
        "ws = Workspace.open(Settings(workspace_dir=sys.argv[1]), 'shared', embedder=Embedder())\n"
        "print(len(ws.documents()), ws.graph().number_of_nodes(), flush=True)\n"
        "sys.stdin.readline()\n"
        "ws.refresh()\n"
        "print(len(ws.documents()), ws.graph().number_of_nodes(), flush=True)\n"
        "ws.close()\n"
    )
    reader = subprocess.Popen([sys.executable, "-c", script, str(settings.workspace_dir)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[1])
    try:
        docs, nodes = map(int, reader.stdout.readline().split())
        assert docs == 1 and nodes == ws.graph().number_of_nodes() > 0  # reading alongside works
        assert ingest_document(ws, doc2, chunks2, extractor="spacy").status == "indexed"  # not held up
        reader.stdin.write("go\n")
        reader.stdin.flush()
        docs, nodes = map(int, reader.stdout.readline().split())
        assert docs == 2 and nodes == ws.graph().number_of_nodes()  # the reader reloaded what we wrote
    finally:
        reader.stdin.close()
        reader.wait(timeout=120)
    assert ws.delete_document(doc1.id)
    ws.close()
