"""A question that asks for a penalty, and the sentences that name one (gechat/penalties.py, read by gechat/asked.py as
the type "penalty")."""

from __future__ import annotations

import pytest

from gechat.asked import question_type
from gechat.values import holds_asked, value_span


@pytest.mark.parametrize("question, kind", [
    ("What penalty does FIPS 199 set for a federal agency that fails to categorize its information systems?",
     "penalty"),
    ("What penalty applies when a standing trustee does not follow the Practice Tips?", "penalty"),
    ("What are the penalties for late filing?", "penalty"),
    ("What sanctions can the court impose?", "penalty"),
    ("What fine does an agency pay for failing to categorize a system?", "money"),  # a sum
    ("What maximum prison sentence does 18 U.S.C. § 1519 carry?", "quantity"),  # a term
    ("Which recipe is described as pricey but fine for festive occasions?", ""),
    ("What kind of punishment did the boy receive?", "penalty"),
    ("What penalty amount is charged for late filing?", ""),  # a compound of its own: not a penalty's kind
    ("What sanctions list does OFAC maintain?", ""),
    ("What penalty kick rule changed in 2019?", ""),
])
def test_a_penalty_is_asked_as_one(question: str, kind: str) -> None:
    assert question_type(question) == kind


@pytest.mark.parametrize("text, held", [
    ("Agency officials shall use the security categorizations described in FIPS Publication 199.", False),
    ("Standing trustees are encouraged to follow Practice Tips identified in this Handbook.", False),
    ("The sugar must be fine.", False),
    ("The penalty for late filing is $500.", True),  # the question's own word counts
    ("Violators are subject to a fine of up to $10,000.", True),
    ("A trustee who fails to comply may be removed and is held liable for the loss.", True),
    ("He was court-martialled and imprisoned.", True),
    # what comes of a breach, in other words (a second read's probes)
    ("A late filer must pay $500.", True),
    ("The member will be removed from the panel.", True),
    ("The firm loses its license.", True),
    ("The permit may be revoked.", True),
    ("The officer was stripped of his rank.", True),
    ("The team was docked ten points.", True),
])
def test_a_penalty_is_held_only_where_a_sentence_names_one(text: str, held: bool) -> None:
    assert holds_asked(text, "What penalty applies to a late filing?") is held


def test_the_penalty_a_long_sentence_is_quoted_for_is_where_it_names_one() -> None:
    sentence = "A trustee who does not file the report on time will have the permit revoked."
    start, end = value_span(sentence, "What penalty applies to a trustee who files late?")
    assert sentence[start:end] == "revoked"
