"""The side of a one-off contest a verb tells, and whether a word names that contest in a phrase of its own
(`gechat.entail.contests`); the conflicts they make are read in `tests/entail/test_parties.py`."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.contests import names_contest, outcome


def _subject(tok):
    return next((c for c in tok.children if c.dep_ == "nsubj"), None)


def _verb(doc, lemma: str):
    return next(t for t in doc if t.lemma_.lower() == lemma)


@pytest.mark.parametrize(("text", "lemma", "side", "subject", "event"), [
    ("Serena Williams won the 2018 US Open final.", "win", 0, "Williams", "final"),
    ("Naomi Osaka lost the semifinal.", "lose", 1, "Osaka", "semifinal"),
    ("The 2018 US Open final was won by Naomi Osaka.", "win", 0, "Osaka", "final"),
    ("Naomi Osaka triumphed in the 2018 US Open final.", "triumph", 0, "Osaka", "final"),
    ("Dunmore Rovers drew 1-1 with Kelso in the cup final.", "draw", 2, "Rovers", "draw"),
])
def test_the_side_a_verb_tells(check: ConflictChecker, text: str, lemma: str, side: int, subject: str,
                               event: str) -> None:
    read = outcome(_verb(check.parse(text), lemma), _subject)
    assert read is not None and (read[0], read[1].text, read[3]) == (side, subject, event)


@pytest.mark.parametrize(("text", "lemma"), [
    ("The painting drew large crowds during the final week of the exhibition.", "draw"),  # no contest
    ("Dunmore and Kelso drew 2-2 in the final, and Kelso won 4-3 on penalties.", "draw"),  # settled after all
    ("The company won the contract in 2019.", "win"),  # not a contest that happens once
])
def test_no_side_of_a_contest(check: ConflictChecker, text: str, lemma: str) -> None:
    assert outcome(_verb(check.parse(text), lemma), _subject) is None


def test_a_contest_named_in_the_verb_s_own_phrase(check: ConflictChecker) -> None:
    doc = check.parse("The Hawks lost to the Bulls in the final.")
    assert names_contest(doc, _verb(doc, "lose").i, "final")
    doc = check.parse("Dunmore Rovers drew 1-1 with Kelso on Saturday, a week before the cup final.")
    assert not names_contest(doc, _verb(doc, "draw").i, "cup")
    assert not names_contest(doc, -1, "final")
