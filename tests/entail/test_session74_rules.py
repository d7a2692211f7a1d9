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
    ("The firm fitted 52,400 meters this quarter against a target of 90,000, having fitted 71,000 against the same "
     "target last quarter.", "Last quarter, the firm achieved more than three-quarters of its target."),  # another time
    ("Police forces recruited 20,951 officers against a target of 20,000.",
     "Police forces achieved more than half of their recruitment target."),  # 105%: more than half
    ("Scotland installed 9,000 heat pumps in 2023, while England fitted 52,400 against a target of 90,000.",
     "Scotland achieved more than two-thirds of its installation target."),  # another's outcome
    ("The council built 420 homes last year against a five-year target of 1,000.",
     "The council achieved less than a third of its annual target."),  # another target
    ("Installers fitted 52,400 heat pumps in England in 2023, bringing the total to 250,000 against a target of "
     "300,000.", "Installers fitted less than a fifth of the target in 2023."),  # two outcomes
    ("Installers fitted 52,400 heat pumps in England in 2023, up from 36,000 in 2022, against a target of 90,000.",
     "England achieved more than half of its installation target in 2023."),  # the earlier level is no outcome
    ("Installers fitted 52,400 heat pumps in 2023 against a target of 90,000, and 61,000 in 2024.",
     "Installers fitted more than two-thirds of the target in 2024."),  # another year's
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


def test_an_opposite_thing_moved_the_other_way_is_no_conflict() -> None:
    said = ("There were 31,200 marriages in Scotland in 2023, with civil ceremonies making up 72% and the average age of "
            "women marrying rising to 33.4 years.")
    assert find_conflict(said, "The average age of men marrying fell in 2023.", parse=_CHECK.parse) == ""
    assert find_conflict(said, "The average age of women marrying fell in 2023.", parse=_CHECK.parse)


# -- binding: a gapped clause whose figure carries its units or whose doer is "those with …", and a first clause
#    opened by a report

@pytest.mark.parametrize(("premise", "step", "kind"), [
    ("Patients with asthma had a mean score of 62% and those with COPD 48%.",
     "Patients with COPD had a mean score of 62%.", "conflict"),
    ("The inlet sensor recorded 41.5 mg/l of nitrate and the outlet sensor 36.0 mg/l.", "The outlet sensor recorded 41.5 mg/l of nitrate.", "conflict"),
    ("Survey records show the north tower was built in 1380, while the south tower was not finished until 1420.",
     "The south tower was built in 1380.", "unstated"),
])
def test_a_figure_bound_across_gapped_or_reported_clauses(premise: str, step: str, kind: str) -> None:
    from gechat.entail.binding import bound_across

    assert bound_across(premise, step, _CHECK.parse)[0] == kind


@pytest.mark.parametrize(("premise", "step"), [
    ("Patients with asthma had a mean score of 62% and those with COPD 48%.",
     "Patients with COPD had a mean score of 48%."),
    ("The inlet sensor recorded 41.5 mg/l of nitrate and the outlet sensor 36.0 mg/l.", "The inlet sensor recorded 41.5 mg/l of nitrate."),
    ("Survey records show the north tower was built in 1380, while the south tower was not finished until 1420.",
     "The north tower was built in 1380."),
])
def test_each_clause_kept_together_binds_nothing(premise: str, step: str) -> None:
    from gechat.entail.binding import bound_across

    assert bound_across(premise, step, _CHECK.parse) == ("", "")


def test_a_change_by_the_gap_of_a_level_and_its_earlier_level_is_worked_out() -> None:
    from gechat.entail.unstated import unstated_figure

    said = ("The tribunal service received 18,300 employment claims in Scotland in 2023, down from 19,750 in 2022.")
    assert unstated_figure(said, "Employment claims fell by 1,450 between 2022 and 2023.") == ""
    assert unstated_figure(said, "Employment claims fell by 1,450 in 2023.") == ""
    assert unstated_figure(said, "Employment claims fell by 1,550 in 2023.")  # not the gap
    assert unstated_figure(said, "Employment claims rose by 1,450 in 2023.")  # the gap, but the other way


def test_a_target_set_in_a_measure_is_read_in_its_unit() -> None:
    from gechat.entail.targets import target_met_otherwise

    said = "The county resurfaced 18 km of rural roads in 2024 against a target of 25 km, while the city did 9 km."
    assert target_met_otherwise(said, "The county met its 25 km resurfacing target.") \
        == "the step says the target was met; the sentence gives 18 km against a target of 25 km"
    assert target_met_otherwise(said, "The county missed its 25 km resurfacing target.") == ""
    assert target_share_otherwise(said, "The county delivered most of its 25 km target.") == ""  # 72%
    assert target_share_otherwise(said, "The county delivered less than half of its target.")
