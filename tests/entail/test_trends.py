"""One thing moved one way by the sentence and the other way by the step (`gechat.entail.trends`, session 46)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.trends import trend_conflict


def test_a_fall_against_a_climb_of_one_thing_told_otherwise(check: ConflictChecker) -> None:
    premise = "Shares of Pellworth Mining fell sharply on Monday after the company disclosed a delay."
    assert trend_conflict(premise, "Pellworth Mining's share price climbed on Monday.", check.parse) \
        == "the step says 'climbed'; the sentence says 'fell'"
    assert find_conflict(premise, "Pellworth Mining's share price climbed on Monday.", parse=check.parse)


def test_of_two_moves_the_one_of_the_step_s_subject_is_read(check: ConflictChecker) -> None:
    premise = "Sales rose 5 percent while margins fell."  # since session 56: read by its own subject, as the binding
    # check reads the clauses
    assert trend_conflict(premise, "Sales fell.", check.parse) == "the step says 'fell'; the sentence says 'rose'"
    assert trend_conflict(premise, "Margins fell.", check.parse) == ""
    assert find_conflict(premise, "Sales fell.", parse=check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Oil prices fell on Monday.", "Pellworth Mining's share price climbed on Monday."),  # another thing
    ("Sales rose 5 percent in Europe while sales fell in Asia.", "Sales fell."),  # two moves of one subject
    ("Analysts expect Pellworth's shares to fall.", "Pellworth's shares rose."),  # a forecast
    ("Pellworth's shares did not fall on Monday.", "Pellworth's shares rose on Monday."),  # denied
])
def test_other_things_two_moves_and_unasserted_moves_are_left_alone(check: ConflictChecker, premise: str,
                                                                    step: str) -> None:
    assert trend_conflict(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Systolic blood pressure fell by 12 mmHg in the treatment arm.", "Systolic blood pressure rose in the control arm."),
    ("Kell Corp's share price fell in early trading but recovered to close higher on Monday.",
     "Shares of Kell Corp rose on Monday."),  # undone the same day
    ("Ana Ruiz fell at the last hurdle in her heat.", "Ana Ruiz jumped 6.9 metres in the long jump."),  # a name alone
    ("Kell Industries dropped its lawsuit against Tarn in May.", "Kell Industries' revenue rose in May."),  # no move
])
def test_moves_of_other_groups_times_senses_or_undone_are_left_alone(check: ConflictChecker, premise: str,
                                                                     step: str) -> None:
    assert trend_conflict(premise, step, check.parse) == ""
