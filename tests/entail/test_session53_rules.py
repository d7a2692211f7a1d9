"""Smaller readings of session 53: a date bound turned round, a limit of a count the sentence never gives."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.dates import bound_turned
from gechat.entail.limits import limit_unstated

LAPTOPS = ("All laptops issued after 1 January must have full-disk encryption enabled before they are handed to the "
           "employee, according to section 4.2 of the IT security standard.")


def test_a_date_bound_turned_round_is_not_stated(check: ConflictChecker) -> None:
    step = "Laptops issued before 1 January must also have full-disk encryption enabled."
    assert bound_turned(LAPTOPS, step) == "the step says before 1 January; the sentence says only after it"
    assert check.missing(LAPTOPS, step) == bound_turned(LAPTOPS, step)


@pytest.mark.parametrize(("premise", "step"), [
    (LAPTOPS, "Laptops issued after 1 January must have full-disk encryption enabled."),
    ("Applications received before 30 June will be considered.", "Applications received by 30 June count."),
    ("The office was closed from 3 March until 10 March.", "The office was closed after 3 March."),
    ("Prices rose after 2019.", "Prices rose before 2019."),  # years are read as spans elsewhere
])
def test_a_bound_kept_or_on_the_same_side_is_no_reason(premise: str, step: str) -> None:
    assert bound_turned(premise, step) == ""


def test_a_fact_bounded_the_other_way_stays_a_conflict(check: ConflictChecker) -> None:
    assert find_conflict("The shop opened after 1 January.", "The shop opened before 1 January.", parse=check.parse)


def test_a_limit_of_a_count_the_sentence_never_gives_is_not_stated(check: ConflictChecker) -> None:
    premise = ("The ferry, which can carry up to 600 passengers, was about half full when it ran aground off Kellis "
               "Point in heavy fog.")
    step = "The ferry can also carry up to 150 vehicles."
    assert limit_unstated(premise, step) == "the step gives a limit of 150 vehicle; the sentence states no such figure"
    assert check.missing(premise, step) == limit_unstated(premise, step)
    assert not check.can_contest(premise, step)
    assert limit_unstated("The ferry can carry up to 600 passengers.", "The ferry can carry up to 600 people.") == ""
    assert limit_unstated(premise, "The ferry (up to 150 vehicles) ran aground.") == ""
