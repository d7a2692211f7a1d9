"""The offline answer quotes the sentence that answers, not the heading that names the topic.

Real TXT loader on an excerpt of the Army cookbook (tests/data/recipes_excerpt.txt),
real packaged MiniLM; the KG is empty (no neighbourhood bonus), which the
extractive mode must handle.
"""

from __future__ import annotations

import networkx as nx
import pytest

from gechat import extractive, retrieval
from gechat.anchoring import EntityIndex
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.settings import Settings


@pytest.fixture(scope="module")
def setup(test_data):
    doc = load_document(test_data / "recipes_excerpt.txt")
    embedder = Embedder()
    return doc, embedder, EntityIndex.build([], embedder)


def _answer(question, setup):
    doc, embedder, index = setup
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    return extractive.reason(question, cands, index, nx.Graph(), embedder, Settings(), lambda _ids: {})


def test_the_step_under_the_heading_is_the_answer(setup):
    answers, steps = _answer("How many lemons does lemon sherbet for 40 men take?", setup)
    assert answers[0].text.startswith("Take 25 lemons")
    assert not any(a.text.startswith("###") for a in answers)


def test_a_title_page_fact_is_answered_from_its_line(setup):
    answers, _ = _answer("When was the Project Gutenberg ebook of the Army recipes released?", setup)
    assert "May 4, 2021" in answers[0].text


def test_items_and_steps_are_the_documents_own_sentences(setup):
    doc = setup[0]
    answers, steps = _answer("What does the frozen dessert with cornstarch cost?", setup)
    by_id = {s.id: s for s in doc.sentences}
    for step in steps:
        assert step.origin == "retrieved" and step.text == " ".join(by_id[step.sentence_id].text.split())
        assert "mentioned together" not in step.text
    for a in answers:
        assert any(a.text.strip("… ") in s.text for s in steps)


def test_a_long_sentence_is_trimmed_to_its_densest_window():
    text = " ".join(["filler"] * 50 + ["lemon", "sherbet", "takes", "25", "lemons"] + ["filler"] * 50)
    out = extractive.trim(text, {"lemon", "sherbet"}, max_words=10)
    assert out.startswith("… ") and out.endswith(" …") and "lemon sherbet" in out and len(out.split()) <= 12
