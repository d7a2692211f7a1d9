"""Times of day as quantities: read on the 12- and 24-hour clocks, held against each other, required of a
sentence that would support a step giving one."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.notation import unstated_figure
from gechat.entail.quantities import quantities, show

FERRY = "The ferry to the island leaves at 7:30 in the morning and returns at noon."


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("The meeting starts at 9 am sharp.", ["9:00 a.m."]),
        ("Doors open at 7:30 p.m. on Fridays.", ["7:30 p.m."]),
        ("The last train left at 23:15.", ["11:15 p.m."]),
        ("Breakfast is served from 07:00.", ["7:00 a.m."]),
        ("Wake the cooks at six o'clock.", ["6:00"]),
        ("The ward rounds begin at 8:45.", ["8:45"]),
        ("The guard changes at 12 at night.", ["12:00 a.m."]),
        (FERRY, ["7:30 a.m.", "12:00 p.m."]),
    ],
)
def test_times_of_day_are_read_with_their_half_of_the_day(text: str, shown: list[str]) -> None:
    assert [show(q) for q in quantities(text) if q.kind == "clock"] == shown


def test_plain_numbers_and_ratios_are_no_times() -> None:
    assert not [q for q in quantities("Bake 9 loaves for 40 minutes at 200 degrees.") if q.kind == "clock"]
    assert not [q for q in quantities("The team won 3:1 after extra time.") if q.kind == "clock"]


@pytest.mark.parametrize(
    ("premise", "step", "conflicts"),
    [
        (FERRY, "The ferry to the island leaves at 7:30 in the evening.", True),
        (FERRY, "The ferry to the island leaves at 8:30.", True),
        ("Doors open at 7:30 p.m. on Fridays.", "Doors open at 7:30 on Fridays.", False),  # 12-hour fits either half
        ("The concert began at 19:45 in the main hall.", "The concert began at 7:45 pm.", False),
        ("The concert began at 19:45 in the main hall.", "The concert began at 7:45 am.", True),
        # a bound is no statement of the time: "after 7:30 p.m." admits 8 p.m.
        ("The ferry leaves after 7:30 p.m. in summer.", "The ferry leaves at 8 pm in summer.", False),
        ("The shop is open from 9 am to 5 pm.", "The shop opens at 9 am.", False),
    ],
)
def test_times_that_cannot_be_the_same_conflict(premise: str, step: str, conflicts: bool) -> None:
    reason = find_conflict(premise, step)
    assert bool(reason) is conflicts, reason
    if conflicts:
        assert reason.startswith("the step says ")


def test_a_step_giving_a_time_needs_a_sentence_stating_it() -> None:
    assert unstated_figure("The ferry leaves in the morning.", "The ferry leaves at 7:30.") == \
        "the step gives 7:30; the sentence states no such time"
    assert unstated_figure(FERRY, "The ferry returns at 12 pm.") == ""
    assert unstated_figure("The shop is open from 9 am to 5 pm.", "The shop opens at 9 am.") == ""
