"""A time the step gives a verb that the sentence gives a verb of another clause (`gechat.entail.moved`, session 52)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.moved import moved_time


@pytest.mark.parametrize(("premise", "step", "moved"), [
    ("The Brennock Hawks, who beat the Tilbury Foxes twice last season, face them again in Sunday's opener.",
     "The Brennock Hawks beat the Tilbury Foxes in Sunday's opener.", "in Sunday's opener"),
    ("The company, which cut 200 jobs in 2020, plans to hire 50 engineers next year.",
     "The company will cut 200 jobs next year.", "next year"),
    ("Dr. Lee, who operated on the patient in March, will review the case on Friday.",
     "Dr. Lee operated on the patient on Friday.", "on Friday"),
])
def test_a_time_taken_from_another_clause_is_not_stated(check: ConflictChecker, premise: str, step: str,
                                                        moved: str) -> None:
    reason = moved_time(premise, step, check.parse)
    assert f"the time '{moved}'" in reason
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The Brennock Hawks, who beat the Tilbury Foxes twice last season, face them again in Sunday's opener.",
     "The Brennock Hawks face the Tilbury Foxes in Sunday's opener."),  # the clause's own time
    ("The Brennock Hawks, who beat the Tilbury Foxes twice last season, face them again in Sunday's opener.",
     "The Brennock Hawks beat the Tilbury Foxes last season."),
    ("The firm hired 20 staff and opened a branch in Leeds in 2019.", "The firm hired 20 staff in 2019."),  # joined
    # by "and": the time may be both verbs'
    ("The council, which met in May, approved the plan.", "The council approved the plan in May."),  # no time of the
    # sentence's own for "approved": left to the other readings
])
def test_a_time_the_sentence_may_give_the_verb_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert moved_time(premise, step, check.parse) == ""


def test_another_clause_on_the_same_thing_may_be_the_same_act(check: ConflictChecker) -> None:
    assert moved_time("The Brennock Hawks, who defeated the Tilbury Foxes twice last season, beat them again in "
                      "Sunday's opener.", "The Brennock Hawks beat the Tilbury Foxes last season.", check.parse) == ""


def test_a_day_named_from_today_is_a_time(check: ConflictChecker) -> None:
    assert "the time 'on Tuesday'" in moved_time("The senator, who voted for the bill on Tuesday, criticised it "
                                                 "yesterday.", "The senator criticised the bill on Tuesday.",
                                                 check.parse)


def test_a_time_of_the_verb_the_step_hangs_its_verb_on(check: ConflictChecker) -> None:
    assert moved_time("Kestrel Airlines launched its direct service between Oslo and Toronto on May 15, 2019, "
                      "initially operating three flights per week during the summer season.",
                      "Kestrel Airlines' Oslo–Toronto route began operating on May 15, 2019.", check.parse) == ""
