"""The offline spaCy extractor on real text (the packaged en_core_web_sm pipeline)."""

from __future__ import annotations

import pytest

from gechat.chunking import chunk_document
from gechat.kg.extract_spacy import COOCCURS, SpacyExtractor
from gechat.loaders import load_document


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    ex = SpacyExtractor()
    ex.warm_up()
    return ex


def _doc(text: str, embedder, name: str = "t.txt"):
    doc = load_document(text.encode("utf-8"), filename=name)
    return doc, chunk_document(doc, max_tokens=200, overlap_sentences=1, count_tokens=embedder.count_tokens)


def _mentioned(name: str, text: str) -> bool:
    """The name occurs in the text, allowing the lemmatised head noun its plural ending."""
    flat = " ".join(text.split()).lower()
    stem = name.lower()
    return stem in flat or stem[: max(3, len(stem) - 2)] in flat


def test_every_entity_points_at_chunks_that_mention_it(chapters, extractor):
    doc, chunks = chapters["chapter1.txt"]
    ex = extractor.extract(doc, chunks)
    text_of = {c.id: c.text for c in chunks}
    assert len(ex.entities) > 30
    for e in ex.entities:
        assert e.chunk_ids, e
        for cid in e.chunk_ids:
            assert _mentioned(e.name, text_of[cid]), (e.name, cid)
    for r in ex.relations:
        for cid in r.chunk_ids:
            assert _mentioned(r.source, text_of[cid]) and _mentioned(r.target, text_of[cid]), r


def test_named_entities_and_their_types(chapters, extractor):
    doc, chunks = chapters["chapter1.txt"]
    types = {e.name: e.type for e in extractor.extract(doc, chunks).entities}
    assert types.get("Bingley") == "person"
    assert types.get("Bennet") == "person"
    assert "England" in types


def test_subject_verb_object_relation_keeps_the_sentence(chapters, extractor):
    doc, chunks = chapters["chapter1.txt"]
    rels = extractor.extract(doc, chunks).relations
    made = [r for r in rels if {r.source, r.target} == {"Bennet", "answer"}]
    assert made, "Mr. Bennet made no answer. -> (Bennet, make, answer)"
    assert made[0].keywords.startswith("make")
    assert made[0].description == "Mr. Bennet made no answer."


def test_cooccurrence_relations_have_weights_and_chunks(chapters, extractor):
    doc, chunks = chapters["chapter2.txt"]
    rels = [r for r in extractor.extract(doc, chunks).relations if r.keywords == COOCCURS]
    assert rels
    assert all(r.weight >= 1.0 and r.chunk_ids for r in rels)


def test_cooccurrence_weight_counts_sentences(embedder, extractor):
    doc, chunks = _doc("Mr. Bingley and Mr. Darcy were friends. Later Mr. Darcy and Mr. Bingley left London.", embedder)
    rels = {frozenset((r.source, r.target)): r for r in extractor.extract(doc, chunks).relations}
    pair = rels[frozenset(("Bingley", "Darcy"))]
    assert pair.keywords == COOCCURS
    assert pair.weight == 2.0


def test_concepts_drop_determiners_and_lemmatise_the_head(embedder, extractor):
    doc, chunks = _doc("The policy engines grant access to all enterprise resources. The data stays.", embedder)
    names = {e.name for e in extractor.extract(doc, chunks).entities}
    assert "policy engine" in names
    assert "enterprise resource" in names
    assert "data" in names  # not "datum"
    assert not any(n.lower().startswith(("the ", "all ")) for n in names)


def test_verb_relation_between_concepts(embedder, extractor):
    doc, chunks = _doc("The policy engine grants access to the subject.", embedder)
    rels = extractor.extract(doc, chunks).relations
    grant = [r for r in rels if r.keywords.startswith("grant")]
    assert grant and grant[0].source == "policy engine" and grant[0].target == "access"


def test_text_without_entities_is_empty(embedder, extractor):
    doc, chunks = _doc("Oh! Ah, yes. Hmm.", embedder)
    assert extractor.extract(doc, chunks).empty


def test_mentions_record_their_sentences(chapters, extractor):
    doc, chunks = chapters["chapter2.txt"]
    ex = extractor.extract(doc, chunks)
    sents = {s.id: s.text for s in doc.sentences}
    for sid in ex.entity_sentences["Bingley"]:
        assert "Bingley" in sents[sid]
