"""A step that gives the sentence's verb another named place (`gechat.entail.places`): a conflict for a verb with
one place only, not stated for any other, nothing where the sentence gives the step's place."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.places import other_place


@pytest.mark.parametrize(("premise", "step"), [
    ("Nordhav Seafood is headquartered in Tromsø and runs a processing plant in Ålesund that employs 230 people.",
     "Nordhav Seafood is headquartered in Ålesund."),
    ("The company is based in Oslo and has an office in Bergen.", "The company is based in Bergen."),
    ("Maria was born in Lisbon and grew up in Porto.", "Maria was born in Porto."),
])
def test_a_single_place_moved_to_another_named_place_conflicts(check: ConflictChecker, premise: str,
                                                                step: str) -> None:
    kind, reason = other_place(premise, step, check.parse)
    assert kind == "conflict" and reason.startswith("the sentence says '")
    assert find_conflict(premise, step, parse=check.parse) == reason


def test_an_act_moved_to_another_named_place_is_not_stated(check: ConflictChecker) -> None:
    premise = "The firm opened an office in Paris in 2019 and later moved its staff to London."
    kind, reason = other_place(premise, "The firm opened an office in London.", check.parse)
    assert kind == "unstated"
    assert check.missing(premise, "The firm opened an office in London.") == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The company is based in Oslo and has an office in Bergen.", "The company is based in Oslo."),
    ("The company is based in Oslo and has an office in Bergen.", "The company is not based in Bergen."),  # denied
    ("Maria was born in Lisbon.", "Maria was born in Porto."),  # Porto named nowhere: the figures' checks read it
    ("Nordhav Seafood is headquartered in Tromsø and Oslo.", "Nordhav Seafood is headquartered in Oslo."),
    ("Maria was born in Lisbon, Portugal.", "Maria was born in Portugal."),  # the larger place
    ("Maria was born in New York City in 1950.", "Maria was born in New York in 1950."),
])
def test_the_steps_own_place_or_a_place_the_sentence_does_not_name_is_left_alone(check: ConflictChecker, premise: str,
                                                                                 step: str) -> None:
    assert other_place(premise, step, check.parse) == ("", "")
