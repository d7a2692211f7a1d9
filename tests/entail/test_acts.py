"""A count the sentence gives one act, given by the step to another act (`gechat.entail.acts`, session 46)."""

from __future__ import annotations

import pytest

from gechat.entail.acts import count_of_another_act
from gechat.entail.conflicts import ConflictChecker

ARREST = "Police arrested three suspects on Tuesday and charged two of them with burglary on Thursday."


def test_the_arrests_count_is_no_count_of_the_charges(check: ConflictChecker) -> None:
    reason = count_of_another_act(ARREST, "Police charged three suspects with burglary on Thursday.", check.parse)
    assert reason == "the step counts 3 for 'charged'; the sentence counts 2 for it and 3 for 'arrest'"


@pytest.mark.parametrize("step", [
    "Police charged two suspects with burglary on Thursday.",  # the charges' own count
    "Police arrested three suspects on Tuesday.",
    "Police questioned three suspects.",  # an act the sentence does not count
])
def test_a_count_of_its_own_act_is_left_alone(check: ConflictChecker, step: str) -> None:
    assert count_of_another_act(ARREST, step, check.parse) == ""


def test_years_percentages_and_money_are_no_counts_of_staff(check: ConflictChecker) -> None:
    premise = "The firm hired 40 staff in 2019 and paid $40 in fees, raising output by 12 percent."
    assert count_of_another_act(premise, "The firm paid 40 staff in 2019.", check.parse) == ""
    assert count_of_another_act(premise, "The firm hired 12 staff.", check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Twelve students, including five from the chess club, entered the tournament.",
     "Five students from the chess club entered the tournament."),  # a part of the count
    ("Kestrel Airlines launched its Oslo service on May 15, 2019, operating three flights per week.",
     "The Oslo route began operating on May 15, 2019."),  # a day is no count
    ("The vaccine produced a strong response in all three age groups tested, including adults over 75.",
     "The vaccine produced a strong response in adults over 75."),  # an age is no count
])
def test_parts_days_and_ages_are_no_counts_of_another_act(check: ConflictChecker, premise: str, step: str) -> None:
    assert count_of_another_act(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    (ARREST, "Two of the three arrested suspects were charged with burglary."),
    ("Inspectors visited 12 farms and found violations at 4 of them.", "Inspectors found violations at 4 of the 12 farms."),
])
def test_the_whole_a_part_is_of_is_no_count_of_the_verb(check: ConflictChecker, premise: str, step: str) -> None:
    assert count_of_another_act(premise, step, check.parse) == ""


def test_a_new_level_after_to_is_no_count_of_an_act(check: ConflictChecker) -> None:
    premise = "Kell operated 120 stores at the start of 2023 and opened 30 stores, increasing its network to 150 stores."
    assert count_of_another_act(premise, "Kell operated 150 stores at the end of 2023.", check.parse) == ""


FINED = ("Magistrates fined the haulage firm £50,000 after a lorry driver who had worked 19 hours without a break "
         "crashed, causing £200,000 of damage.")


def test_a_sum_of_another_act_is_no_sum_of_the_step_s(check: ConflictChecker) -> None:
    # session 68: a sum of money is read as a count is, its currency sign for the noun
    assert count_of_another_act(FINED, "The haulage firm was fined £200,000.", check.parse) \
        == "the step counts £200,000 for 'fined'; the sentence counts £50,000 for it and £200,000 for 'cause'"
    assert count_of_another_act("The club sold the midfielder for £18 million in 2019 after signing him for £6 million "
                                "in 2016.", "The club signed the midfielder for £18 million.", check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    (FINED, "The haulage firm was fined £50,000."),  # its own sum
    (FINED, "The crash caused £200,000 of damage."),
    ("Northfield Rovers paid £40 million for the striker in 2021 and sold him to a Saudi club for £55 million two "
     "years later.", "Northfield Rovers were paid £55 million for the striker."),  # money told from the other side
    ("Ms Reed earned £120,000 in salary last year and was paid a £30,000 bonus, the annual report shows.",
     "Ms Reed was paid £120,000 in salary last year."),  # one payment told with another verb of paying
])
def test_sums_of_their_own_act_or_of_money_passing_are_left_alone(check: ConflictChecker, premise: str,
                                                                   step: str) -> None:
    assert count_of_another_act(premise, step, check.parse) == ""
