"""Smaller readings of session 53: a date bound turned round, a limit of a count the sentence never gives."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.dates import bound_turned
from gechat.entail.limits import count_limit_unstated

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
    assert count_limit_unstated(premise, step) == ("the step gives a limit of 150 vehicle; the sentence states no such "
                                                   "figure")
    assert check.missing(premise, step) == count_limit_unstated(premise, step)
    assert not check.can_contest(premise, step)
    assert count_limit_unstated("The ferry can carry up to 600 passengers.",
                                "The ferry can carry up to 600 people.") == ""
    assert count_limit_unstated(premise, "The ferry (up to 150 vehicles) ran aground.") == ""


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("Staff may carry over up to five days of unused annual leave into the following year, provided the days are "
     "taken before 31 March; any remaining days will be forfeited.",
     "Carried-over leave days can be taken at any time in the following year.",
     "the sentence bounds when it is taken ('before 31 March'); the step says 'at any time'"),
    ("Claims must be submitted within 30 days of the expense.", "Claims can be submitted at any time.",
     "the sentence bounds when it is submitted ('within 30 days of the expense'); the step says 'at any time'"),
])
def test_at_any_time_against_a_bound_on_when_is_not_stated(check: ConflictChecker, premise: str, step: str,
                                                           reason: str) -> None:
    assert check.missing(premise, step) == reason


def test_at_any_time_of_another_act_is_no_reason() -> None:
    from gechat.entail.dates import any_time_bounded

    assert any_time_bounded("The library is open until 8 pm on weekdays.",
                            "You can return books at any time through the drop box.") == ""


@pytest.mark.parametrize(("premise", "step", "stated"), [
    ("The novel was shortlisted for the Harwell Prize for Fiction, which was eventually awarded to Kofi "
     "Mensah-Boateng's debut collection of short stories.", "The novel won the Harwell Prize for Fiction.", False),
    ("Her film was nominated for best picture, which went to Oppen.", "Her film won best picture.", False),
    ("The novel was shortlisted for the Harwell Prize, which was eventually awarded to the novel in a split "
     "decision.", "The novel won the Harwell Prize.", True),
])
def test_a_prize_given_to_another_leaves_the_later_stage_unstated(premise: str, step: str, stated: bool) -> None:
    from gechat.entail.stronger import later_stage

    assert (later_stage(premise, step) == "") is stated


@pytest.mark.parametrize(("premise", "step"), [
    ("The policy was drafted by June Hale and approved in July.", "The policy was approved after June Hale drafted "
     "it."),
    ("Claims are accepted until 30 June.", "Claims submitted after 30 June will not be accepted."),
])
def test_a_name_that_is_a_month_or_a_denied_bound_is_no_turned_bound(premise: str, step: str) -> None:
    assert bound_turned(premise, step) == ""


def test_a_limit_a_product_gives_is_no_reason() -> None:
    assert count_limit_unstated("The auditorium has 30 rows of 20 seats each.", "The auditorium can seat up to 600 "
                                "people.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Staff can reduce their hours by 20 percent.", "Staff can reduce their hours at any time."),
    ("Requests can be made by tenants.", "Requests can be made at any time."),
])
def test_by_an_amount_or_a_doer_bounds_no_time(premise: str, step: str) -> None:
    from gechat.entail.dates import any_time_bounded

    assert any_time_bounded(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The road will stay closed until 5 May.", "The road will reopen after 5 May."),
    ("The new timetable, published on 2 May, takes effect from 1 June.", "The new timetable was published before 1 "
     "June."),
])
def test_a_bound_of_another_act_is_no_turned_bound(premise: str, step: str) -> None:
    assert bound_turned(premise, step) == ""


def test_a_lower_limit_a_given_count_meets_is_no_reason() -> None:
    assert count_limit_unstated("The bus carried 40 passengers when it crashed.", "The bus carried more than 30 "
                                "people.") == ""


def test_the_winner_ends_at_its_first_preposition() -> None:
    from gechat.entail.stronger import later_stage

    assert later_stage("Her novel was shortlisted for the Booker Prize, which was awarded to Kofi Mensah for his "
                       "debut novel.", "Her novel won the Booker Prize.") != ""


def test_a_nomination_blocked_is_no_appointment(check: ConflictChecker) -> None:
    premise = ("Jonas Ekdahl was nominated for the post of ambassador to Mirrow in March, but his appointment was "
               "blocked by the parliamentary committee in June.")
    assert check.missing(premise, "Jonas Ekdahl was appointed ambassador to Mirrow in June.") == \
        "the sentence says 'nominated'; the step says 'appointed'"
    assert check.missing("Jonas Ekdahl was nominated in March and appointed ambassador in June.",
                         "Jonas Ekdahl was appointed ambassador.") == ""


@pytest.mark.parametrize(("step", "conflict"), [
    ("More than half of the delegates voted for the motion.", True),
    ("Most of the delegates voted for the motion.", True),
    ("A minority of the delegates voted for the motion.", False),
])
def test_just_under_half_is_no_majority(check: ConflictChecker, step: str, conflict: bool) -> None:
    premise = "Just under half of the 640 delegates voted for the motion."
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict
