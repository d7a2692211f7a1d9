"""What the sentence qualifies and the step states plainly ("alleged", "until 2019", "when full")."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.qualifiers import conditional_state, dropped_qualifier, ended_state


@pytest.fixture(scope="module")
def checker() -> ConflictChecker:
    return ConflictChecker()


@pytest.mark.parametrize(("premise", "step", "left_out"), [
    ("The suspected arsonist was arrested near the warehouse on Friday.",
     "The arsonist was arrested near the warehouse on Friday.", "suspected"),
    ("The former chairman of the club gave evidence to the inquiry.",
     "The chairman of the club gave evidence to the inquiry.", "former"),
    ("The new stadium was almost complete when the contractor went bankrupt.",
     "The new stadium was complete when the contractor went bankrupt.", "almost"),
    ("The interim report was partly written by an outside consultant.",
     "The interim report was written by an outside consultant.", "partly"),
])
def test_a_qualifier_left_out_is_not_supported(premise: str, step: str, left_out: str, checker) -> None:
    reason = dropped_qualifier(premise, step, checker._parse)
    assert reason.endswith(f"the step leaves out '{left_out}'")
    assert checker.missing(premise, step) == reason


def test_a_phrase_that_qualifies_a_work_is_not_supported(checker) -> None:
    premise = "The museum owns a portrait attributed to the Dutch painter Maria Ruysch."
    step = "The museum owns a portrait by Maria Ruysch."
    assert dropped_qualifier(premise, step, checker._parse).endswith("the step states it plainly")


@pytest.mark.parametrize(("premise", "step"), [
    ("The suspected arsonist was arrested on Friday.", "The alleged arsonist was arrested on Friday."),  # own qualifier
    ("Almost 40 percent of the staff work from home.", "40 percent of the staff work from home."),  # a figure's
    ("Police suspected arson and closed the road.", "Police closed the road."),  # a verb, not a qualifier
    ("The old mill was nearly destroyed by the fire.", "The fire damaged the old mill."),  # not the qualified word
])
def test_a_qualifier_kept_or_of_something_else_is_left_alone(premise: str, step: str, checker) -> None:
    assert dropped_qualifier(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Mr. Osei, who managed the depot until 2021, now runs a bakery.", "Mr. Osei currently manages the depot."),
    ("The charity was based in Leeds until last year.", "The charity is based in Leeds."),
    ("The hall, formerly used as a cinema, will reopen in May.", "The hall is still used as a cinema."),
])
def test_a_state_that_ended_is_not_stated_as_holding_now(premise: str, step: str, checker) -> None:
    assert ended_state(premise, step, checker._parse).endswith("the step says it holds now")
    assert checker.missing(premise, step)  # this reason, or "formerly" read as a qualifier the step leaves out


@pytest.mark.parametrize(("premise", "step"), [
    ("Mr. Osei, who managed the depot until 2021, now runs a bakery.", "Mr. Osei now runs a bakery."),
    ("Mr. Osei, who managed the depot until 2021, now runs a bakery.", "Mr. Osei managed the depot."),
    ("The charity was based in Leeds until last year.", "The charity is no longer based in Leeds."),
    ("The museum was closed until 2019 and has since reopened.", "The museum is now open."),
])
def test_what_holds_now_or_in_the_past_is_left_alone(premise: str, step: str, checker) -> None:
    assert ended_state(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The lorry can carry 40 tonnes when fully loaded.", "The lorry carries 40 tonnes.", "when fully loaded"),
    ("The stadium holds 52,000 spectators at full capacity.", "The stadium has 52,000 spectators.",
     "at full capacity"),
    ("The battery lasts nine hours when charged.", "The battery lasts nine hours.", "when charged"),
    ("At its height in 1850, the port handled 4,000 ships a year.", "The port handled 4,000 ships a year.",
     "At its height"),
])
def test_a_state_given_under_a_condition_is_not_stated_plainly(premise: str, step: str, said: str, checker) -> None:
    assert conditional_state(premise, step, checker._parse) == f"the sentence says it only '{said}'"
    assert conditional_state(premise, "When fully charged, the battery lasts nine hours.", checker._parse) == ""
    assert checker.missing(premise, step) == conditional_state(premise, step, checker._parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The tank holds 80 litres when full.", "A full tank holds 80 litres."),  # the condition in the step's words
    ("The tank holds 80 litres.", "The tank holds 80 litres."),
    ("The tank, which is made of steel, weighs 40 kg when empty.", "The tank is made of steel."),  # another clause
    ("The new hospital, when completed in 2027, will have 400 beds.", "The new hospital will have 400 beds."),  # a time
    ("The ferry operates at full capacity in summer.", "The ferry operates in summer."),  # asserted, no figure
])
def test_a_condition_kept_a_time_or_another_clause_is_left_alone(premise: str, step: str, checker) -> None:
    assert conditional_state(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The athlete was born in the former Yugoslavia in 1985.", "The athlete was born in Yugoslavia in 1985."),
    ("The proposed budget was approved by the council on Tuesday.", "The budget was approved by the council."),
    ("Pupils sat mock exams in January and real exams in June.", "Pupils sat exams in June."),
    ("The hall is partly funded by the council and partly by donations.", "The hall is funded by the council."),
    ("Police said the suspect is believed to have fled to Spain.", "Police believe the suspect fled to Spain."),
])
def test_a_name_a_plan_a_word_also_said_plainly_or_a_belief_kept_is_left_alone(premise: str, step: str,
                                                                               checker) -> None:
    assert dropped_qualifier(premise, step, checker._parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The offer is valid until December 2025.", "The offer is currently valid."),
    ("The road will remain closed until March.", "The road is currently closed."),
    ("The studio made only cartoons until 2015 and now makes films as well as cartoons.", "The studio makes cartoons."),
])
def test_a_state_that_holds_until_a_later_time_or_still_holds_is_left_alone(premise: str, step: str, checker) -> None:
    assert ended_state(premise, step, checker._parse) == ""
