"""Whom or where a step widens a claim to: part of a group made the whole, one place the country, mice people.

:mod:`gechat.entail.scope` reads the subjects' shares from spaCy's parse ("some participants", "two of the five
bridges", "most of the schools"), a step's reach ("across the country") and the population of a laboratory study.
The ``check`` fixture is in tests/entail/conftest.py.
"""

from __future__ import annotations

import pytest

from gechat.entail import scope
from gechat.entail.conflicts import ConflictChecker


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("Some patients in the pilot study reported blurred vision after the second dose.",
     "The patients in the pilot study reported blurred vision after the second dose.", "'some patients'"),
    ("Several tenants complained about the heating in January.", "The tenants complained about the heating in January.",
     "'several tenants'"),
    ("Two of the six turbines inspected showed cracks in their blades.",
     "The turbines inspected showed cracks in their blades.", "'two of the turbines'"),
    ("Many of the recipes use vegetables from the garden.", "Most of the recipes use vegetables from the garden.",
     "'many of the recipes'"),
    ("Most of the 120 branches met their sales targets last year.", "All of the branches met their sales targets.",
     "'most of the branches'"),
    ("A number of residents objected to the new parking scheme.", "The residents objected to the new parking scheme.",
     "'number of the residents'"),
])
def test_part_of_a_group_made_more_of_it_is_unstated(check: ConflictChecker, premise: str, step: str,
                                                    said: str) -> None:
    reason = scope.larger_share(premise, step, check.parse)
    assert reason.startswith(f"the sentence says it of {said}")
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("All 40 patients reported headaches after the injection.", "The patients reported headaches after the injection."),
    ("Most voters backed the proposal in the referendum.", "Many voters backed the proposal in the referendum."),
    ("Some patients reported nausea, and all patients reported fatigue.", "Patients reported fatigue."),
    ("Every branch opened on Sunday.", "The branches opened on Sunday."),
    ("Every one of the 14 primary schools reported better reading scores.",
     "All the primary schools reported better reading scores."),
    ("Few residents attended the meeting.", "The residents attended the meeting."),  # a denial: the model's to read
    ("Some boys play in the yard.", "Not all boys play in the yard."),  # "not all" is some
    # a bare plural may say it of some: "Women in headscarves stand" for "Several women …"
    ("Several women in headscarves are standing in a courtyard.", "Women in headscarves stand in a courtyard."),
])
def test_the_same_share_or_less_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert scope.larger_share(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step", "reach"), [
    ("Staff at Riverside Hospital recorded a 20 percent drop in missed appointments after reminders began.",
     "Hospitals across the country saw a 20 percent drop in missed appointments.", "across the country"),
    ("Farmers in the Limpopo district reported crop losses after the hailstorms.",
     "Farmers across South Africa reported crop losses after the hailstorms.", "across South Africa"),
    ("The bakery chain raised its prices in its Dublin shops.", "The bakery chain raised its prices nationwide.",
     "nationwide"),
    ("The storm cut power to customers in Ward 4 overnight.", "The storm cut power to customers across the city overnight.",
     "across the city"),
])
def test_a_reach_the_sentence_does_not_give_is_unstated(check: ConflictChecker, premise: str, step: str,
                                                       reach: str) -> None:
    assert check.missing(premise, step) == f"the step says '{reach}'; the sentence gives no such reach"


def test_a_reach_the_sentence_gives_is_left_alone() -> None:
    assert scope.wider_reach("Prices rose in shops across the country.", "Prices rose across the country.") == ""
    assert scope.wider_reach("The recall covers every store nationwide.", "The recall applies in all stores.") == ""


def test_what_was_found_in_animals_is_not_stated_of_people(check: ConflictChecker) -> None:
    premise = "The compound cut tumour growth by 40 percent in mice implanted with human cancer cells."
    step = "The compound cut tumour growth by 40 percent in humans."
    assert check.missing(premise, step).startswith("the sentence tells of it in mice")
    # a study in people, or a step that keeps the animals, is left alone
    assert scope.other_population("The drug lowered blood pressure in patients with diabetes.",
                                  "The drug lowered blood pressure in patients.") == ""
    assert scope.other_population(premise, "The compound cut tumour growth in mice.") == ""


@pytest.mark.parametrize(("premise", "step", "said", "whole"), [
    ("Part of the roof of the Victorian train station collapsed after heavy snowfall on Tuesday night.",
     "The station's roof collapsed on Tuesday night.", "part of the roof", "the roof"),
    ("Much of the forest on the island's southern slopes was destroyed by a wildfire in 2021.",
     "The island's forest was destroyed in the 2021 wildfire.", "much of the forest", "the forest"),
    ("A section of the medieval city wall was damaged when a delivery truck reversed into it.",
     "The entire medieval city wall was damaged by a truck.", "section of the wall", "the whole wall"),
    ("Most of the funding came from private donors.", "All of the funding came from private donors.",
     "most of the funding", "all of the funding"),
    ("The storm destroyed part of the roof.", "The storm destroyed the roof.", "part of the roof", "the roof"),
    ("Large parts of the archive were lost in the fire.", "The archive was lost in the fire.", "parts of the archive",
     "the archive"),
    ("Fire gutted the northern wing of the hospital on Tuesday night.", "Fire gutted the hospital on Tuesday night.",
     "wing of the hospital", "the hospital"),
])
def test_part_of_one_thing_made_the_whole_is_unstated(check: ConflictChecker, premise: str, step: str, said: str,
                                                     whole: str) -> None:
    assert scope.larger_share(premise, step, check.parse) == \
        f"the sentence says it of '{said}'; the step says it of '{whole}'"


@pytest.mark.parametrize(("premise", "step"), [
    ("All of the funding came from private donors.", "The funding came from private donors."),
    ("Part of the roof collapsed.", "Part of the roof fell in."),  # the step keeps the part
    ("Some of the students passed the exam.", "The student passed the exam."),  # one of a group is no whole thing
    ("Most of the funding came from private donors, and the rest was provided by the city.",
     "All of the funding came from private donors and the city."),  # the sentence tells of the rest
    ("Thomas revealed some gates.", "Thomas didn't reveal all gates."),  # the step denies: not every one
    ("The east wing of the museum reopened in May.", "The museum's east wing reopened in May."),
])
def test_the_whole_said_or_the_part_kept_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert scope.larger_share(premise, step, check.parse) == ""


def test_large_parts_are_much_of_the_whole(check: ConflictChecker) -> None:
    premise = "Large parts of the county archive, including parish registers dating back to 1538, have been digitised."
    assert scope.larger_share(premise, "Much of the county archive has been digitised.", check.parse) == ""
    assert "'the archive'" in scope.larger_share(premise, "The county archive has been digitised.", check.parse)


def test_a_deck_of_the_stadium_is_no_stadium(check: ConflictChecker) -> None:
    assert "'the stadium'" in scope.larger_share("The upper deck of the stadium was evacuated after a bomb threat.",
                                                 "The stadium was evacuated after a bomb threat.", check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("The north wing of the Hollis Building will be closed for asbestos removal from 1 March.",
     "The Hollis Building will be closed for asbestos removal from 1 March."),  # a named building
    ("Only the eastern section of Hadrian's Trail is accessible to wheelchair users.",
     "The whole of Hadrian's Trail is accessible to wheelchair users."),
])
def test_part_of_a_named_thing_made_the_whole(check: ConflictChecker, premise: str, step: str) -> None:
    assert scope.larger_share(premise, step, check.parse).startswith("the sentence says it of '")
