"""Figures given only roughly (`gechat.entail.rough`, session 53)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.quantities import quantities
from gechat.entail.rough import only_roughly_met, rough_meets


@pytest.mark.parametrize(("premise", "step"), [
    ("Nearly 50 people were evacuated from the building.", "48 people were evacuated from the building."),
    ("About 3,000 fans attended the match.", "2,950 fans attended the match."),
    ("Temperatures in Ardlow reached nearly 38C on Wednesday.", "Temperatures in Ardlow peaked at 37.8C on Wednesday."),
    ("The house sold for nearly $3 million.", "The house sold for $2.9 million."),
])
def test_an_exact_figure_a_rough_one_may_be_is_no_conflict_nor_contested(check: ConflictChecker, premise: str,
                                                                         step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse) == ""
    assert "states no such figure" in check.missing(premise, step)
    assert only_roughly_met(premise, step)
    assert not check.can_contest(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Nearly 50 people were evacuated from the building.", "52 people were evacuated from the building."),
    ("About 3,000 fans attended the match.", "2,000 fans attended the match."),
    ("Temperatures reached about 38C on Wednesday.", "Temperatures reached 41C on Wednesday."),
    ("The house sold for nearly $3 million.", "The house sold for $3.2 million."),
])
def test_a_figure_beyond_the_rough_one_stays_a_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert find_conflict(premise, step, parse=check.parse).startswith("the step says")
    assert not only_roughly_met(premise, step)


def test_a_rough_step_the_exact_figure_meets_is_stated(check: ConflictChecker) -> None:
    assert check.missing("The company employs 48 engineers.", "The company employs about 50 engineers.") == ""
    assert check.missing("The company employs 51 engineers.", "The company employs nearly 50 engineers.") != "" or \
        find_conflict("The company employs 51 engineers.", "The company employs nearly 50 engineers.",
                      parse=check.parse)


def test_margins_follow_the_rounded_place() -> None:
    p, = [q for q in quantities("About 40 members voted.")]
    assert rough_meets("About 40 members voted.", p, "37 members voted.", quantities("37 members voted.")[0])
    assert not rough_meets("About 40 members voted.", p, "35 members voted.", quantities("35 members voted.")[0])


@pytest.mark.parametrize(("premise", "step"), [
    ("The trail is nearly 50 km long.", "The trail is 48 miles long."),  # another unit: the figures' to read
    ("The house was built in 1900.", "The house was built around 1990."),  # a year has no rough margin
])
def test_other_units_and_years_have_no_rough_margin(premise: str, step: str) -> None:
    p, q = quantities(premise)[0], quantities(step)[0]
    assert not rough_meets(premise, p, step, q)
    assert not only_roughly_met(premise, step)
