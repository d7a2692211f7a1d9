"""The days of the week a sentence speaks of, and questions about a day that a range answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from gechat import answerable, retrieval
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.relevance import DECLINE, answers_question
from gechat.weekdays import day_of, days_spoken_of, stems_with_days

MUSEUM = Path(__file__).resolve().parent / "data" / "museum_hours.txt"


@pytest.mark.parametrize(("text", "days"), [
    ("The museum is open 10 a.m. to 5 p.m. Tuesday to Saturday and 12 noon to 4 p.m. on Sunday.",
     {"tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}),
    ("Desk hours: Mon–Fri 9:00–17:00.", {"monday", "tuesday", "wednesday", "thursday", "friday"}),
    ("The late bar runs Friday through Monday.", {"friday", "saturday", "sunday", "monday"}),  # across the week's end
    ("Tours run Tues.-Thurs. only.", {"tuesday", "wednesday", "thursday"}),
    ("Parking is free at weekends.", {"saturday", "sunday"}),
    ("Replies come within two business days.", {"monday", "tuesday", "wednesday", "thursday", "friday"}),
    ("The garden is open daily except Mondays.", {"monday", "tuesday", "wednesday", "thursday", "friday",
                                                  "saturday", "sunday"}),
    ("The cat sat to the left of the door.", set()),  # "sat" is a verb; short forms only in a dashed range
    ("Nothing here names a day.", set()),
])
def test_days_spoken_of(text: str, days: set[str]) -> None:
    assert days_spoken_of(text) == days


def test_a_day_word_and_the_stems_matched() -> None:
    assert [day_of(w) for w in ("Fridays", "SATURDAY", "sundays", "Monday,", "Sat", "satisfied")] == \
        [5, 6, 7, 1, None, None]
    assert {"friday", "museum"} <= stems_with_days("The museum opens Tuesday to Saturday.")


@pytest.fixture(scope="module")
def ranked():
    doc = load_document(MUSEUM)
    embedder = Embedder()
    return lambda question: retrieval.retrieve(question, doc.sentences, embedder)


@pytest.mark.parametrize("question", [
    "Is the museum open on Fridays?",  # Friday lies inside "Tuesday to Saturday"
    "When does the Cranford Museum open on Sundays?",  # the hours' sentence had been cut after "4 p.m."
    "Is the museum open on Mondays?",  # "It is closed on Mondays" ranks just under the hours, which name no Monday
])
def test_a_question_about_a_day_is_answered(ranked, question: str) -> None:
    cov = answerable.coverage(question, ranked(question))
    assert cov.missing == () and answers_question(cov, DECLINE), cov


def test_a_question_naming_what_the_documents_do_not_is_still_declined(ranked) -> None:
    question = "Is the Brindley Gallery open on Fridays?"
    cov = answerable.coverage(question, ranked(question))
    assert "Brindley Gallery" in cov.missing and not answers_question(cov, DECLINE)
