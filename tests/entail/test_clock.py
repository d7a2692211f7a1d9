"""Times of day as quantities: read on the 12- and 24-hour clocks, held against each other, required of a
sentence that would support a step giving one."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.notation import aligned
from gechat.entail.unstated import unstated_figure
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
        ("The alarm went off at 2 at night.", ["2:00 a.m."]),  # the small hours of a night
        ("The bus leaves at seven o'clock in the evening.", ["7:00 p.m."]),
        ("Doors open at 7.30pm sharp.", ["7:30 p.m."]),
        ("Visiting hours are 2-4 pm.", ["2:00 p.m.", "4:00 p.m."]),  # a range: both ends bound
        ("The clinic is open 9-5 pm on weekdays.", ["9:00", "5:00 p.m."]),
        (FERRY, ["7:30 a.m.", "12:00 p.m."]),
    ],
)
def test_times_of_day_are_read_with_their_half_of_the_day(text: str, shown: list[str]) -> None:
    assert [show(q) for q in quantities(text) if q.kind == "clock"] == shown


@pytest.mark.parametrize("text", [
    "Bake 9 loaves for 40 minutes at 200 degrees.", "The team won 3:1 after extra time.",
    "The story ran on page 7 in the morning edition.", "Temperatures fell below 5 in the evening.",
    "Shares were $5 in the morning trading session.", "The price rose 7.30 percent.",
])
def test_plain_numbers_ratios_and_pages_are_no_times(text: str) -> None:
    assert not [q for q in quantities(text) if q.kind == "clock"]


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
        ("Visiting hours are 2-4 pm.", "Visiting hours start at 2 pm.", False),
        ("Visiting hours are 10-11:30 am on weekdays.", "Visiting hours start at 10 am on weekdays.", False),
        ("The clinic is open 9-5 pm on weekdays.", "The clinic opens at 9 am on weekdays.", False),
        ("The alarm went off at 2 a.m. in the ward.", "The alarm went off at 2 at night in the ward.", False),
        ("The bus leaves at seven o'clock in the morning.", "The bus leaves at seven o'clock in the evening.", True),
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
    assert unstated_figure("The store opens at 9.", "The store opens at 9 am.") == ""  # the hour, its half unsaid
    assert unstated_figure("Visiting hours are 2-4 pm.", "Visiting hours start at 2 pm.") == ""


@pytest.mark.parametrize(("text", "minutes", "unit"), [
    ("The ferry sails at a quarter past nine in the evening.", 21 * 60 + 15, "24h"),
    ("Lunch is served at half past twelve.", 30, "12h"),  # either half of the day
    ("The gates close at a quarter to midnight.", 23 * 60 + 45, "24h"),
    ("We met at a quarter to noon.", 11 * 60 + 45, "24h"),
])
def test_a_time_told_in_words_is_read(text: str, minutes: int, unit: str) -> None:
    assert [(q.value, q.unit) for q in quantities(text) if q.kind == "clock"] == [(minutes, unit)]


def test_a_time_told_in_words_is_written_as_the_sentence_writes_it() -> None:
    assert aligned("The last bus leaves at 23:45.", "The final bus leaves at a quarter to midnight.") == \
        "The final bus leaves at 23:45."
    assert quantities("The score went from half to a third.") == []  # no hour after "to"
    assert find_conflict("The last bus leaves at 23:45.", "The last bus leaves at a quarter past midnight.") != ""


def test_a_share_before_to_is_no_time() -> None:
    assert [q for q in quantities("At 3 pm the board agreed to give a quarter of the fund to two hospitals.")
            if q.kind == "clock" and q.value != 15 * 60] == []
    assert unstated_figure("The charity gives 25 percent of its income to two hospitals.",
                           "Of its income, the charity gives a quarter to two hospitals.") == ""
