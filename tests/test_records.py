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
