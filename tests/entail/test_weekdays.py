"""Days of the week: a day or a range of days read like a date, and the words that name several days."""

from __future__ import annotations

import pytest

from gechat.entail import weekdays
from gechat.entail.conflicts import find_conflict
from gechat.entail.unstated import unstated_figure
from gechat.entail.quantities import quantities


def test_days_and_ranges_are_read() -> None:
    read = [(q.value, q.unit) for q in quantities("Open Monday through Friday, and on Sundays after the service.")
            if q.kind == "weekday"]
    assert read == [(1.0, "-5"), (7.0, "")]
    assert weekdays.show(1, "-5") == "Monday to Friday" and weekdays.days_of(6, "-1") == {6, 7, 1}
    assert weekdays.said_by_words("open at weekends and on weekdays") == frozenset(range(1, 8))


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The tenants' association meets on the second Tuesday of each month.",
     "The tenants' association meets on the second Thursday of each month.", "Thursday"),
    ("Bins are collected every Friday morning on this street.", "Bins are collected on Monday mornings on this street.",
     "Monday"),
])
def test_another_day_conflicts(premise: str, step: str, said: str) -> None:
    assert find_conflict(premise, step).startswith(f"the step says {said};")


@pytest.mark.parametrize(("premise", "step"), [
    ("The clinic is staffed Monday to Friday from 9 am.", "The clinic is staffed on Wednesdays from 9 am."),
    ("The library is open daily until 8 pm.", "The library is open on Sundays until 8 pm."),
    ("The ferry runs on weekdays only.", "The ferry runs on Tuesdays."),
])
def test_a_day_inside_the_sentences_days_is_stated(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == "" and unstated_figure(premise, step) == ""


def test_a_day_the_sentence_does_not_cover_is_not_stated() -> None:
    assert unstated_figure("The ferry runs on weekdays only.", "The ferry runs on Saturdays.") == (
        "the step gives Saturday; the sentence states no such day")


@pytest.mark.parametrize(("premise", "step"), [
    ("The gallery is open Tuesday–Sunday.", "The gallery is open on Friday."),
    ("Our helpline is open Mon-Fri from 8 am.", "Our helpline is open on Thursday from 8 am."),
    ("The pool is open between Monday and Friday.", "The pool is open on Wednesday."),
])
def test_ranges_with_a_dash_or_between_hold_their_days(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == "" and unstated_figure(premise, step) == ""


def test_a_day_the_sentence_leaves_out_conflicts() -> None:
    premise = "The market is open every day except Monday."
    assert find_conflict(premise, "The market is open on Monday.") == "the step says Monday; the sentence leaves out Monday"
    assert find_conflict(premise, "The market is open on Tuesday.") == ""
    closed = "The museum is closed on Mondays and open every other day of the week."
    assert find_conflict(closed, "The museum is closed on Mondays.") == "" and unstated_figure(closed, "The museum is closed on Mondays.") == ""


def test_a_closure_of_another_thing_leaves_no_day_out() -> None:
    assert find_conflict("The pool is open daily; the sauna is closed on Mondays.", "The pool is open on Monday.") == ""


def test_one_date_falls_on_one_weekday_whatever_the_verbs() -> None:
    premise = "The final hearing in Daventry v. Colbourne Holdings was held on Tuesday, 9 May, and judgment was reserved."
    assert weekdays.dated_day_conflict(premise, "The final hearing took place on Thursday, 9 May.") \
        == "the step says Thursday, 9 May; the sentence says Tuesday"
    assert weekdays.dated_day_conflict(premise, "The final hearing took place on Tuesday, 9 May.") == ""
    assert weekdays.dated_day_conflict(premise, "Judgment was given on Thursday, 11 May.") == ""
