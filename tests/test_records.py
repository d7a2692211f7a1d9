from __future__ import annotations

import pytest

from gechat.records import Relation, third_person


@pytest.mark.parametrize(
    "lemma,expected",
    [("be", "is"), ("grant", "grants"), ("rely on", "relies on"), ("reach", "reaches"), ("stay", "stays"), ("have on", "has on"), ("gives", "gives"), ("process", "processes"), ("focus on", "focuses on")],
)
def test_third_person(lemma, expected):
    assert third_person(lemma) == expected


def test_relation_sentences():
    assert Relation("Alice", "payroll team", keywords="manage").as_sentence() == "Alice manages payroll team."
    assert Relation("A", "B", keywords="co-occurs with").as_sentence() == "A is mentioned together with B."
    assert Relation("A", "B").as_sentence() == "A is related to B."
    assert Relation("A", "B", keywords="use, rely on").as_sentence() == "A uses B."


def test_more_entailing_points_past_the_sentence_shown_only_when_the_step_stands_unanswered():
    from dataclasses import replace

    from gechat.records import EvidenceChoice, ScoredSentence, Sentence

    def scored(i: int, text: str, e: float) -> ScoredSentence:
        return ScoredSentence(Sentence(f"s{i}", "d", i, text, i * 100, i * 100 + len(text)), e, 0.0, e / 2)

    shown = scored(0, "The trial compared bathing with a wash product to water alone.", 0.3)
    closer = scored(1, "Mothers said the product left the baby smelling good.", 0.7)
    weaker = scored(2, "Babies were bathed on the second day.", 0.1)
    c = EvidenceChoice("S1", shown, (weaker, closer), 1, entailed=False)
    assert c.more_entailing() is closer
    assert replace(c, alternatives=(weaker,)).more_entailing() is None  # no alternative reads higher
    assert replace(c, entailed=True).more_entailing() is None  # the sentence shown entails the step
    assert replace(c, contradicting=weaker).more_entailing() is None  # a contradiction is shown instead
    assert EvidenceChoice("S1", None, (), 0, entailed=False).more_entailing() is None
