"""Sections of a document: how-to questions answered with the section that says how, and sentences that stand in
sections about different things (gechat/sections.py).

Real TXT loader on an excerpt of the Army cookbook (tests/data/gravies_meats_excerpt.txt: three gravies, the
"MEATS." and "BACON AND PORK." part headings, pork and beef recipes); the whole cookbook of sample_docs/ for
the answer; the real offline pipeline for the verdicts.
"""

from __future__ import annotations

import networkx as nx
import pytest

from gechat import GEChat, extractive, retrieval, sections
from gechat.anchoring import EntityIndex
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.settings import Settings


@pytest.fixture(scope="module")
def gravies(test_data):
    return load_document(test_data / "gravies_meats_excerpt.txt").sentences


def _find(doc, text):
    return next(i for i, s in enumerate(doc) if text in s.text)


def test_how_to_questions_are_told_from_questions_for_a_value():
    for q in ("How do I make corn bread?", "How is burnt sugar made?", "How should the beans be soaked?",
              "What is the recipe for lemon sherbet?", "What are the steps to prepare beef a la mode?",
              "Describe how the liver is prepared.", "how to make cream gravy"):
        assert sections.asks_how_to(q), q
    for q in ("How many lemons does the lemon sherbet take?", "How long is the ice cream cooked?",
              "How much does the bean soup cost?", "What is burnt sugar?", "Who wrote the cookbook?"):
        assert not sections.asks_how_to(q), q
    assert sections.subject("How do I make corn bread?") == {"corn", "bread"}
    assert sections.subject("What is the recipe for lemon sherbet?") == {"lemon", "sherbet"}


def test_the_section_under_a_heading_that_names_the_subject_ends_at_the_next_heading(gravies):
    at = _find(gravies, "pour in 1")
    heading, body = sections.section("How is burnt sugar made?", gravies, at)
    assert heading.text.strip() == "### Burnt sugar."
    # the part headings in capitals after it ("MEATS.", "BACON AND PORK.") end it, though they end in a full stop
    assert [s.text.split()[0] for s in body] == ["Made", "Let", "When"]
    # from its heading or its first sentence alike
    assert sections.section("How is burnt sugar made?", gravies, _find(gravies, "Burnt sugar"))[1] == body
    beef = sections.section("How do I make beef a la mode?", gravies, _find(gravies, "browned flour"))
    assert beef[0].text.startswith("### Beef a la mode") and beef[1][0].text.startswith("Take 8 pounds raw beef")


def test_no_section_for_a_detail_another_subject_or_a_value(gravies):
    at = _find(gravies, "pour in 1")
    assert sections.section("How do you check whether the burnt sugar is brown?", gravies, at) is None  # a detail
    assert sections.section("How is burnt toast made?", gravies, at) is None  # the heading does not name "toast"
    assert sections.section("How long is the burnt sugar boiled?", gravies, at) is None  # asks for a value
    # a section longer than MAX_SECTION sentences is a chapter, not a method
    long_doc = [*gravies[: at + 1], *[gravies[at]] * (sections.MAX_SECTION + 1)]
    assert sections.section("How is burnt sugar made?", long_doc, at) is None


def test_sentences_under_unrelated_headings_are_apart(gravies):
    hot = gravies[_find(gravies, "pour in 1")]
    cold = gravies[_find(gravies, "mix with 1 quart cold water")]
    assert sections.apart(gravies, hot, cold)  # "Burnt sugar." and "Beef a la mode (for 20 men)."
    assert not sections.apart(gravies, cold, gravies[_find(gravies, "Take 8 pounds raw beef")])  # one section
    # "Bacon." and "Liver and Bacon." share a word of their own: the same subject
    assert not sections.apart(gravies, gravies[_find(gravies, "fried crisp")], gravies[_find(gravies, "One pound of")])
    # in a document of few headings a shared word names a shared subject ("Boston baked pork and beans (for 20
    # men)." and "Beef a la mode (for 20 men)."); in the whole cookbook "men" and "20" stand in most headings
    assert not sections.apart(gravies, cold, gravies[_find(gravies, "chocolate-brown")])
    # a sentence with no heading above it ("GRAVIES." is a part's title, not read as a heading) is apart from none
    assert sections.heading_above(gravies, 0) is None and not sections.apart(gravies, gravies[0], cold)


@pytest.fixture(scope="module")
def cookbook(sample_docs):
    return load_document(sample_docs / "Gutenberg_US_Army_Cooking_School_Recipes.txt")


def test_words_most_headings_hold_name_no_subject(cookbook):
    doc = cookbook.sentences
    assert {"men", "20"} <= sections._common_heading_words(tuple(s.text for s in doc if sections.is_heading(s.text)))
    cold = doc[_find(doc, "mix with 1 quart cold water")]
    assert sections.apart(doc, cold, doc[_find(doc, "chocolate-brown")])  # beef a la mode, baked pork and beans
    assert not sections.apart(doc, doc[_find(doc, "sweet milk, 1 teaspoonful lard")],
                              doc[_find(doc, "Take 5 pounds stale bread")])  # corn bread, bread dressing


def test_a_how_to_question_is_answered_with_the_recipe_in_order(cookbook):
    doc = cookbook
    embedder = Embedder()
    question = "How do I make corn bread?"
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    answers, steps = extractive.reason(question, cands, EntityIndex.build([], embedder), nx.Graph(), embedder,
                                       Settings(), lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    at = next(i for i, s in enumerate(doc.sentences) if s.id == steps[0].sentence_id)
    heading = sections.heading_above(doc.sentences, at)
    assert heading.text.startswith("### Corn bread (for ")
    assert answers[0].text.startswith(heading.text.lstrip("# ").rstrip(".") + ": Take ")
    body = doc.sentences[heading.index + 1: heading.index + 1 + len(steps)]
    assert [s.sentence_id for s in steps] == [s.id for s in body]  # every sentence of the recipe, in order
    assert any("Bake" in a.text for a in answers) and len(answers) == len(steps) > extractive.MAX_ANSWERS
    # a question about one detail of it keeps its quoted sentences
    detail = "How do you check whether the corn bread for 20 men is done?"
    answers, _ = extractive.reason(detail, retrieval.retrieve(detail, doc.sentences, embedder),
                                   EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                   lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    assert len(answers) <= extractive.MAX_ANSWERS


@pytest.fixture(scope="module")
def burnt_sugar(tmp_path_factory, test_data):
    chat = GEChat(Settings(workspace_dir=tmp_path_factory.mktemp("sections") / "ws"), "gravies")
    try:
        assert [r.status for r in chat.index_files([test_data / "gravies_meats_excerpt.txt"])] == ["indexed"]
        yield chat.ask("How is burnt sugar made?")
    finally:
        chat.close()


def test_a_recipe_quoted_whole_is_not_disputed_by_another_recipe(burnt_sugar):
    # through the real offline pipeline: "pour in 1 quart hot water" (burnt sugar) and "mix with 1 quart cold
    # water" (beef a la mode) are read as a conflict by the judge, but they stand under unrelated headings
    answer = burnt_sugar
    assert answer.outcome == "answered"
    assert [a.text.split()[0] for a in answer.answers] == ["Burnt", "Let", "When"]
    assert answer.answers[0].text.startswith("Burnt sugar: Made by frying")
    assert all(c.verdict != "contradicted" and c.contradicting is None for c in answer.answer_evidence)
    assert all(c.best is not None and c.best.sentence.id == s.sentence_id
               for c, s in zip(answer.evidence, answer.steps, strict=True))
