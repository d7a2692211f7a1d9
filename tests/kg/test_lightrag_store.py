"""The LightRAG adapter: offline tokenizer, no network, both extraction paths, rollback, chunk map."""

from __future__ import annotations

import json
import re
import socket
import threading

import pytest

from gechat.errors import KGInsertError, LLMError
from gechat.kg import lightrag_store
from gechat.kg.extract_spacy import SpacyExtractor
from gechat.kg.graph import chunk_ids_of
from gechat.kg.lightrag_store import LightRAGStore, offline_tokenizer
from gechat.kg.store_parts import extractive_summary
from gechat.llm.base import LLM

TD = "<|#|>"  # LightRAG 1.5.7's tuple delimiter (lightrag/prompt.py)
DONE = "<|COMPLETE|>"
CHARACTERS = ("Bingley", "Bennet", "Netherfield", "Long", "Lizzy")


class ExtractionLLM(LLM):
    """Answers LightRAG's extraction prompt in its delimiter format: the known characters found in the chunk.

    ``fail_on_call`` makes that call raise (an endpoint dying mid-document).
    """

    name = "test:extraction"

    def __init__(self, fail_on_call: int | None = None) -> None:
        super().__init__()
        self.fail_on_call = fail_on_call
        self.calls = 0
        self._lock = threading.Lock()

    def _complete(self, messages, *, schema, max_tokens):
        with self._lock:
            self.calls += 1
            if self.fail_on_call is not None and self.calls >= self.fail_on_call:
                raise LLMError("endpoint went away")
        prompt = messages[-1]["content"]
        if "Description List" in prompt:
            return "A merged description.", 10, 5
        m = re.search(r"---Input Text---\n```\n(.*?)\n```", prompt, re.S)
        assert m, "not an extraction prompt"
        found = [c for c in CHARACTERS if c in m.group(1)]
        rows = [f"entity{TD}{c}{TD}person{TD}{c} is a character of the story." for c in found]
        rows += [f"relation{TD}{a}{TD}{b}{TD}acquaintance{TD}{a} and {b} appear together." for a, b in zip(found, found[1:])]
        return "\n".join(rows + [DONE]), 100, 50


@pytest.fixture()
def ch1(chapters):
    return chapters["chapter1.txt"]


def test_offline_tokenizer_is_cl100k():
    tok = offline_tokenizer()
    assert tok.encode("hello world") == [15339, 1917]
    assert tok.decode(tok.encode("zero trust architecture")) == "zero trust architecture"


def test_building_and_filling_a_store_makes_no_network_call(tmp_path, monkeypatch, embedder, ch1):
    attempts = []

    def refuse(*args, **kwargs):
        attempts.append(args)
        raise OSError("network access is not allowed in this test")

    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(lightrag_store, "_TOKENIZER", None)  # build the tokenizer under the guard too
    doc, chunks = ch1
    store = LightRAGStore(tmp_path / "kg", embedder=embedder)
    try:
        counts = store.insert(doc.id, doc.text, chunks, SpacyExtractor().extract(doc, chunks))
    finally:
        store.close()
    assert counts.entities > 0
    assert attempts == []


def test_offline_insert_maps_provenance_to_our_chunks_and_persists(tmp_path, embedder, ch1):
    doc, chunks = ch1
    extraction = SpacyExtractor().extract(doc, chunks)
    store = LightRAGStore(tmp_path / "kg", embedder=embedder)
    try:
        counts = store.insert(doc.id, doc.text, chunks, extraction)
        g = store.graph_snapshot()
    finally:
        store.close()
    ours = {c.id: c.text for c in chunks}
    assert counts.entities == g.number_of_nodes() > 30
    assert set(store.chunk_map.values()) == set(ours)
    bingley = chunk_ids_of(g.nodes["Bingley"]["source_id"])
    assert bingley and all("Bingley" in ours[c] for c in bingley)
    for _, _, data in g.edges(data=True):
        assert set(chunk_ids_of(data["source_id"])) <= set(ours)
    # a fresh store on the same folder reads the same graph and chunk map back
    again = LightRAGStore(tmp_path / "kg", embedder=embedder)
    try:
        assert again.chunk_map == store.chunk_map
        assert set(again.graph_snapshot().nodes) == set(g.nodes)
        assert again.has_document(doc.id)
    finally:
        again.close()
    saved = json.loads((tmp_path / "kg" / lightrag_store.CHUNK_MAP_FILE).read_text())
    assert saved == store.chunk_map
    # a moved workspace still finds its data (the LightRAG workspace id is saved, not derived from the path)
    (tmp_path / "kg").rename(tmp_path / "moved")
    moved = LightRAGStore(tmp_path / "moved", embedder=embedder)
    try:
        assert set(moved.graph_snapshot().nodes) == set(g.nodes)
        assert moved.rag.workspace == store.rag.workspace
    finally:
        moved.close()


def test_llm_extraction_path_keeps_our_chunk_provenance(tmp_path, embedder, ch1):
    doc, chunks = ch1
    llm = ExtractionLLM()
    store = LightRAGStore(tmp_path / "kg", embedder=embedder, llm=llm)
    seen: list[float] = []
    try:
        counts = store.insert(doc.id, doc.text, chunks, progress=seen.append)
        g = store.graph_snapshot()
    finally:
        store.close()
    assert len(seen) == len(chunks) and seen[-1] == 1.0 and seen == sorted(seen)
    ours = {c.id: c.text for c in chunks}
    assert llm.calls == len(chunks)  # one extraction call per chunk (no gleaning)
    present = {c for c in CHARACTERS if c in doc.text}
    assert set(g.nodes) == present and counts.entities == len(present)
    for name in present:
        cids = chunk_ids_of(g.nodes[name]["source_id"])
        assert set(cids) == {cid for cid, text in ours.items() if name in text}
    assert g.number_of_edges() == counts.relations > 0


def test_failed_llm_extraction_is_rolled_back(tmp_path, embedder, chapters):
    doc1, chunks1 = chapters["chapter1.txt"]
    doc2, chunks2 = chapters["chapter2.txt"]
    store = LightRAGStore(tmp_path / "kg", embedder=embedder, llm=ExtractionLLM(fail_on_call=3))
    try:
        store.insert(doc1.id, doc1.text, chunks1, SpacyExtractor().extract(doc1, chunks1))
        before = store.graph_snapshot()
        with pytest.raises(LLMError, match="endpoint went away") as info:  # the LLM's failure, in its own words
            store.insert(doc2.id, doc2.text, chunks2)
        assert str(info.value) == "endpoint went away"  # no chunk id prefixed by LightRAG
        after = store.graph_snapshot()
        assert not store.has_document(doc2.id)
        assert set(after.nodes) == set(before.nodes)
        assert {tuple(sorted(e)) for e in after.edges} == {tuple(sorted(e)) for e in before.edges}
        assert set(store.chunk_map.values()) == {c.id for c in chunks1}
        assert store.has_document(doc1.id)
    finally:
        store.close()


def test_ctrl_c_during_insert_rolls_back_and_propagates_unchanged(tmp_path, embedder, chapters, monkeypatch):
    doc1, chunks1 = chapters["chapter1.txt"]
    doc2, chunks2 = chapters["chapter2.txt"]
    store = LightRAGStore(tmp_path / "kg", embedder=embedder)
    try:
        store.insert(doc1.id, doc1.text, chunks1, SpacyExtractor().extract(doc1, chunks1))
        before = store.graph_snapshot()
        real_status = store._status

        def interrupted(doc_id):
            if doc_id == doc2.id:
                raise KeyboardInterrupt
            return real_status(doc_id)

        monkeypatch.setattr(store, "_status", interrupted)
        with pytest.raises(KeyboardInterrupt):  # not turned into a document failure
            store.insert(doc2.id, doc2.text, chunks2, SpacyExtractor().extract(doc2, chunks2))
        monkeypatch.setattr(store, "_status", real_status)
        assert not store.has_document(doc2.id) and store.has_document(doc1.id)
        assert set(store.graph_snapshot().nodes) == set(before.nodes)
        # indexable again after the interruption
        store.insert(doc2.id, doc2.text, chunks2, SpacyExtractor().extract(doc2, chunks2))
        assert store.has_document(doc2.id)
    finally:
        store.close()


def test_inserting_the_same_document_twice_is_refused(tmp_path, embedder, ch1):
    doc, chunks = ch1
    extraction = SpacyExtractor().extract(doc, chunks)
    store = LightRAGStore(tmp_path / "kg", embedder=embedder)
    try:
        store.insert(doc.id, doc.text, chunks, extraction)
        with pytest.raises(KGInsertError, match="already"):
            store.insert(doc.id, doc.text, chunks, extraction)
        assert store.delete(doc.id)
        assert store.graph_snapshot().number_of_nodes() == 0
        assert store.chunk_map == {}
        assert not store.delete(doc.id)
    finally:
        store.close()


def test_extractive_summary_reads_lightrag_summary_prompt():
    descs = ["First fact.", "Second fact.", "First fact.", "Third fact.", "Fourth fact."]
    prompt = lightrag_store.PROMPTS["summarize_entity_descriptions"].format(
        description_type="Entity", description_name="X", summary_length=100, language="English",
        description_list="\n".join(json.dumps({"Description": d}) for d in descs),
    )
    assert prompt.startswith(lightrag_store.SUMMARY_HEAD)
    assert extractive_summary(prompt) == "First fact. Second fact. Third fact."


def test_cooccurrence_links_are_in_the_graph_but_never_retrievable_and_leave_with_their_document(
    tmp_path, embedder, chapters
):
    store = LightRAGStore(tmp_path / "kg", embedder=embedder)
    extractor = SpacyExtractor()
    try:
        counts = {}
        for name, (doc, chunks) in chapters.items():
            counts[name] = store.insert(doc.id, doc.text, chunks, extractor.extract(doc, chunks))
        doc1, chunks1 = chapters["chapter1.txt"]
        doc2, chunks2 = chapters["chapter2.txt"]
        assert store.links.count(doc1.id) > 0 and store.links.count(doc2.id) > 0
        g = store.graph_snapshot()
        assert store.links.overlay(g.copy()) == store.links.count()  # every link's entities are KG nodes
        assert g.number_of_edges() >= store.links.count()
        assert counts["chapter1.txt"].relations >= store.links.count(doc1.id)

        assert store.delete(doc1.id)  # rebuilds relations shared with chapter 2
        assert store.links.count(doc1.id) == 0
        ours2 = {c.id for c in chunks2}
        g = store.graph_snapshot()
        kinds = {"co": 0, "verb": 0}
        for a, b, data in g.edges(data=True):
            only_co = {k.strip() for k in data["keywords"].split(",")} == {"co-occurs with"}
            kinds["co" if only_co else "verb"] += 1
            assert store.has_relation_vector(a, b) is not only_co, (a, b, data["keywords"])
            assert set(chunk_ids_of(data["source_id"])) <= ours2  # nothing of chapter 1 is left
        assert kinds["co"] > 0 and kinds["verb"] > 0
        reopened = LightRAGStore(tmp_path / "kg", embedder=embedder)
        try:  # the links are on disk
            assert reopened.links.count() == store.links.count() > 0
        finally:
            reopened.close()
    finally:
        store.close()
