"""Readings added or mended in session 74 beside :mod:`gechat.entail.party_shares` (its own tests are
``test_party_shares.py``), each on sentences other than the tables' that showed it, with the look-alikes it must
leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.targets import target_share_otherwise

_CHECK = ConflictChecker()

_FLATS = ("The council completed 1,860 affordable homes in 2024, against a target of 3,000, after two large sites "
          "stalled.")
_FUND = "The appeal raised £7.2m by December against its £8m goal, the trust said."


# -- targets: a share of a target the step says was reached, against the outcome and the target's figures

@pytest.mark.parametrize(("premise", "step"), [
    (_FLATS, "The council achieved more than two-thirds of its affordable homes target in 2024."),  # 62 %
    (_FLATS, "The council delivered less than half of its target for affordable homes."),
    (_FUND, "The appeal raised less than three-quarters of its goal."),  # 90 %
])
def test_a_share_of_a_target_the_figures_do_not_give_conflicts(premise: str, step: str) -> None:
    assert target_share_otherwise(premise, step)
    assert find_conflict(premise, step, parse=_CHECK.parse)


@pytest.mark.parametrize(("premise", "step"), [
    (_FLATS, "The council achieved more than half of its affordable homes target in 2024."),
    (_FLATS, "The council delivered about three-fifths of its target."),
    (_FUND, "The appeal raised nine tenths of its goal."),
    (_FLATS, "The council did not achieve more than two-thirds of its target."),  # denied: not read
    (_FLATS, "The council may achieve less than half of its target."),  # hedged
    ("The council completed 1,860 homes in 2024. Its target was revised twice.",
     "The council achieved more than two-thirds of its target."),  # no target figure
])
def test_a_share_of_a_target_the_figures_give_is_left_alone(premise: str, step: str) -> None:
    assert target_share_otherwise(premise, step) == ""


# -- trends: the second of two moves told "with A doing and B doing"

_WITH_TWO = ("The registrar recorded 8,120 marriages in Cardiff in 2023, up from 7,400 in 2021, with religious "
             "ceremonies making up 19% and the average age of women marrying rising to 33.1 years.")


def test_the_second_move_of_a_with_phrase_is_read_by_its_own_subject() -> None:
    assert find_conflict(_WITH_TWO, "The average age of women at marriage fell to 33.1 years in 2023.",
                         parse=_CHECK.parse) == "the step says 'fell'; the sentence says 'rising'"
    assert find_conflict(_WITH_TWO, "The average age of women at marriage rose to 33.1 years in 2023.",
                         parse=_CHECK.parse) == ""


def test_a_moving_thing_named_by_a_noun_the_sentence_never_says_is_another() -> None:
    assert find_conflict(_WITH_TWO, "The average age of men at marriage fell in 2023.", parse=_CHECK.parse) == ""
