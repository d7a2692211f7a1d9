"""How often, in words: a step that raises "occasionally" to "frequently", or makes "rarely" "often".

:mod:`gechat.entail.often` reads each word of how often with what it qualifies from spaCy's parse and places it
on one scale (rarely, sometimes, often, usually, always). The ``check`` fixture is in tests/entail/conftest.py.
"""

from __future__ import annotations

import pytest

from gechat.entail import often
from gechat.entail.conflicts import ConflictChecker, find_conflict


@pytest.mark.parametrize(("premise", "step", "words"), [
    ("The ferry service between Oban and Mull is occasionally cancelled when winter storms bring high winds.",
     "The Oban-Mull ferry is frequently cancelled in winter.", ("frequently", "occasionally")),
    ("Hikers sometimes see black bears along the upper section of the trail in late summer.",
     "Black bears are routinely seen on the upper trail in late summer.", ("routinely", "sometimes")),
    ("The river often floods in spring.", "The river floods every spring.", ("every spring", "often")),
    ("The committee usually meets on Tuesdays.", "The committee always meets on Tuesdays.", ("always", "usually")),
    ("The valve occasionally leaks under high pressure.", "The valve frequently leaks under high pressure.",
     ("frequently", "occasionally")),
])
def test_a_step_that_says_it_happens_more_often_is_unstated(check: ConflictChecker, premise: str, step: str,
                                                          words: tuple[str, str]) -> None:
    reason = often.more_often(premise, step, check.parse)
    assert reason == f"the step says '{words[0]}'; the sentence says only '{words[1]}'"
    assert check.missing(premise, step) == reason
    assert not check.can_contest(premise, step)  # more often is not stated, nor contradicted


@pytest.mark.parametrize(("premise", "step"), [
    ("In a few cases, the firmware update caused older printers to stop responding to print jobs.",
     "The firmware update usually caused older printers to stop responding."),
    ("The bus is seldom late.", "The bus is often late."),
    ("Staff at the depot frequently work overtime in December.", "Staff at the depot rarely work overtime in December."),
])
def test_rarely_against_often_is_a_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert often.often_conflict(premise, step, check.parse).startswith("the step says '")
    assert find_conflict(premise, step, parse=check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The valve frequently leaks under high pressure.", "The valve sometimes leaks under high pressure."),  # less
    ("The river floods every spring.", "The river often floods in spring."),
    ("The bakery routinely sells out of its sourdough loaves before noon on Saturdays.",
     "The bakery usually sells out of sourdough before noon on Saturdays."),  # one level
    ("The clinic is not always open on Sundays.", "The clinic is usually open on Sundays."),  # denied: the model's
    # two clauses, neither tied to the other's word
    ("Matches are held only intermittently, but the spring final is a great spectacle.",
     "Generally, the English are more passionate about the final than the Scots."),
    ("English is a common language in the region's schools.", "English is always taught in the region's schools."),
])
def test_the_same_or_less_often_or_no_shared_head_is_left_alone(check: ConflictChecker, premise: str,
                                                                step: str) -> None:
    assert often.more_often(premise, step, check.parse) == ""
    assert often.often_conflict(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    # "never" is a denial, the negation reading's; as a level it set two speakers' clauses against each other
    ("“Yes, or I will never see her again.”", "As they always see each other in large mixed parties, it is "
                                             "impossible that so much of the time should have been spent together."),
    ("All the cups found contained sugar, which Mademoiselle Cynthia never took in her coffee.",
     "Mademoiselle Cynthia often took milk or cream in her coffee."),
])
def test_never_is_no_level(check: ConflictChecker, premise: str, step: str) -> None:
    assert often.often_conflict(premise, step, check.parse) == ""
    assert often.more_often(premise, step, check.parse) == ""


def test_how_often_of_another_object_is_left_alone(check: ConflictChecker) -> None:
    premise = "The nurses seldom checked the dressings, which the patients often changed themselves."
    step = "The nurses often checked the patients' temperature."
    assert often.often_conflict(premise, step, check.parse) == ""
    assert often.more_often(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("On a handful of occasions, the board overruled the chief executive's hiring decisions.",
     "The board habitually overruled the chief executive's hiring decisions."),
    ("Commuter trains on the northern line are sometimes delayed by heavy snow in January.",
     "Commuter trains on the northern line are delayed by heavy snow every January."),
])
def test_phrases_of_how_often_are_read(check: ConflictChecker, premise: str, step: str) -> None:
    assert check.missing(premise, step) or find_conflict(premise, step, parse=check.parse)


def test_more_often_than_not_is_usually_and_no_denial(check: ConflictChecker) -> None:
    premise = "More often than not, the planning committee approved the building applications it received."
    step = "The planning committee usually approved the building applications it received."
    assert find_conflict(premise, step, parse=check.parse) == ""
    assert often.more_often(premise, step, check.parse) == ""
