"""Comparisons with "than": a comparison turned round conflicts, and turned round with its antonym restates."""

from __future__ import annotations

import pytest

from gechat.entail.comparisons import turned
from gechat.entail.conflicts import _default_parse, find_conflict
from gechat.entail.restatements import restatement


def _turned(premise: str, step: str) -> str:
    return turned(_default_parse(premise), _default_parse(step))


@pytest.mark.parametrize(("premise", "step"), [
    ("Rents rose faster in Manchester than in Liverpool last year.", "Rents rose faster in Liverpool than in Manchester last year."),
    ("The eastern reservoir holds more water than the western reservoir.",
     "The western reservoir holds more water than the eastern reservoir."),
    ("Patients on the new regimen recovered more quickly than patients on standard care.",
     "Patients on standard care recovered more quickly than patients on the new regimen."),
])
def test_a_comparison_turned_round_conflicts(premise: str, step: str) -> None:
    assert _turned(premise, step) == "swapped"
    assert find_conflict(premise, step) == "the step turns the sentence's comparison round"


@pytest.mark.parametrize(("premise", "step"), [
    ("Rents rose faster in Manchester than in Liverpool last year.", "Rents rose more slowly in Liverpool than in Manchester last year."),
    ("The eastern reservoir holds more water than the western reservoir.",
     "The western reservoir holds less water than the eastern reservoir."),
    ("The coastal road is longer than the mountain pass.", "The mountain pass is shorter than the coastal road."),
])
def test_a_comparison_turned_round_with_the_other_direction_restates(premise: str, step: str) -> None:
    assert _turned(premise, step) == "converse"
    assert restatement(premise, step)
    assert find_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    # the same comparison; another thing compared; the modifier moved from one side to the other; no comparison
    ("Rents rose faster in Manchester than in Liverpool.", "Rents rose faster in Manchester than in Liverpool."),
    ("The eastern reservoir holds more water than the western reservoir.",
     "The eastern reservoir holds more water than the northern lake."),
    ("The young doctor worked longer than the senior nurse.", "The nurse worked longer than the senior doctor."),
    ("The eastern reservoir holds 40 million litres.", "The western reservoir holds more water than the eastern one."),
])
def test_other_pairs_are_not_read_as_turned(premise: str, step: str) -> None:
    assert _turned(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "reading"), [
    ("Bookings at the harbour hotel were double those at the station hotel in August.",
     "In August the station hotel had more bookings than the harbour hotel.", "swapped"),
    ("Exports of wool exceeded those of cotton in 1850.", "In 1850 exports of cotton were greater than those of wool.",
     "swapped"),
    ("Visitors to the north gallery outnumbered visitors to the south gallery.",
     "Visitors to the south gallery were fewer than visitors to the north gallery.", "converse"),
    ("Sales in the first store were higher than sales in the second store.",
     "Sales in the second store were lower than sales in the first store.", "converse"),
])
def test_comparisons_without_than_and_of_amount_are_read(premise: str, step: str, reading: str) -> None:
    assert _turned(premise, step) == reading
