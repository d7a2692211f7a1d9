"""Co-occurrence links beside LightRAG: built from an extraction, overlaid on the graph, kept per document."""

from __future__ import annotations

import networkx as nx
import pytest

from gechat.kg import cooccurrence
from gechat.kg.cooccurrence import CooccurrenceLinks, cooccurrence_links
from gechat.kg.extract_spacy import COOCCURS, ChunkExtraction, Extraction
from gechat.records import Relation


def _extraction() -> Extraction:
    co = lambda a, b: Relation(a, b, "", COOCCURS, 1.0, ())  # noqa: E731
    chunks = (
        ChunkExtraction("c1", (), (co("Policy engine", "access"), Relation("PEP", "access", "", "grant", 1.0, ()))),
        ChunkExtraction("c2", (), (co("access", "policy engine"), co("PDP", "PDP"))),
    )
    return Extraction("d1", chunks, (), (), {}, 10)


def test_links_merge_resolved_names_count_chunk_mentions_and_skip_verbs_and_self_links():
    resolve = {"policy engine": "Policy engine"}.get
    links = cooccurrence_links(_extraction(), lambda n: resolve(n) or n)
    assert links == {("Policy engine", "access"): (2.0, ("c1", "c2"))}


def test_overlay_draws_new_edges_merges_into_verb_edges_and_skips_missing_entities(tmp_path):
    links = CooccurrenceLinks(tmp_path)
    links.add("d1", {("A", "B"): (2.0, ("c1", "c2")), ("A", "C"): (1.0, ("c3",)), ("A", "Gone"): (1.0, ("c4",))})
    links.add("d2", {("A", "B"): (1.0, ("c9",))})
    g = nx.Graph()
    g.add_nodes_from(["A", "B", "C"])
    g.add_edge("A", "C", keywords="grant", description="A grants C.", weight=1.0, source_id="c3")
    assert links.overlay(g) == 2
    assert g.edges["A", "B"] == {"keywords": COOCCURS, "description": "A and B are mentioned in the same sentence.",
                                 "weight": 3.0, "source_id": "c1<SEP>c2<SEP>c9"}
    assert g.edges["A", "C"]["keywords"] == f"grant, {COOCCURS}"
    assert g.edges["A", "C"]["weight"] == 2.0 and g.edges["A", "C"]["source_id"] == "c3"
    assert not g.has_node("Gone")


def test_the_overlay_is_the_same_in_the_process_that_added_the_links_and_in_one_that_reads_them(tmp_path):
    links = CooccurrenceLinks(tmp_path)
    links.add("d2", {("A", "B"): (1.0, ("c9",))})  # added out of document order; the file keeps them sorted
    links.add("d1", {("A", "B"): (1.0, ("c1",))})
    here, there = nx.Graph(), nx.Graph()
    here.add_nodes_from("AB")
    there.add_nodes_from("AB")
    links.overlay(here)
    CooccurrenceLinks(tmp_path).overlay(there)
    assert here.edges["A", "B"] == there.edges["A", "B"] and here.edges["A", "B"]["source_id"] == "c1<SEP>c9"


def test_links_persist_and_a_document_is_dropped_alone(tmp_path):
    links = CooccurrenceLinks(tmp_path)
    links.add("d1", {("A", "B"): (1.0, ("c1",))})
    links.add("d2", {("A", "B"): (1.0, ("c2",)), ("B", "C"): (1.0, ("c2",))})
    assert links.count() == 2 and links.count("d2") == 2
    assert links.drop("d2") and not links.drop("d2")
    again = CooccurrenceLinks(tmp_path)
    assert again.count() == 1 and again.count("d1") == 1 and again.count("d2") == 0


def test_a_failed_write_changes_nothing(tmp_path, monkeypatch):
    links = CooccurrenceLinks(tmp_path)
    links.add("d1", {("A", "B"): (1.0, ("c1",))})

    def full_disk(path, obj):
        raise OSError("No space left on device")

    monkeypatch.setattr(cooccurrence, "write_json", full_disk)
    with pytest.raises(OSError):
        links.add("d2", {("B", "C"): (1.0, ("c2",))})
    with pytest.raises(OSError):
        links.drop("d1")
    assert links.count("d1") == 1 and links.count("d2") == 0
    assert CooccurrenceLinks(tmp_path).count() == 1
