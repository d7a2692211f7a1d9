"""Readings of session 58: one set of opening hours read for a day's opening or closing time, either way, and
rates written with a slash ("47 µg/L") converted on their parts' scales."""

from __future__ import annotations

import pytest

from gechat.entail import hours
from gechat.entail.conflicts import find_conflict
from gechat.entail.quantities import quantities
from gechat.entail.restatements import restatement

SITE = "The Ferris Road site is open 08:00–18:00 Monday to Friday."
LIBRARY = "The library is open from 9 a.m. to 8 p.m. on weekdays."


@pytest.mark.parametrize("premise, step, reason", [
    (SITE, "The Ferris Road site closes at 5 p.m. on weekdays.",
     "the sentence has it close at 6:00 p.m. on those days; the step says 5:00 p.m."),
    (SITE, "The Ferris Road site opens at 9 a.m. on Tuesdays.",
     "the sentence has it open at 8:00 a.m. on those days; the step says 9:00 a.m."),
    (LIBRARY, "The library closes at 6 p.m. on Wednesdays.",
     "the sentence has it close at 8:00 p.m. on those days; the step says 6:00 p.m."),
    (LIBRARY, "The library closes at 6 p.m. on Saturdays.", ""),  # Saturday's hours are not given
    (LIBRARY, "The library does not close at 6 p.m. on Wednesdays.", ""),
    (LIBRARY, "The Harbour Museum closes at 6 p.m. on Wednesdays.", ""),  # another place's hours
])
def test_one_set_of_hours_read_for_a_day(premise: str, step: str, reason: str) -> None:
    assert hours.hours_conflict(premise, step) == reason


@pytest.mark.parametrize("premise, step, kept", [
    (SITE, "The Ferris Road site closes at 6 p.m. on weekdays.", True),
    (LIBRARY, "The library closes at 8 p.m. on Wednesdays.", True),
    (LIBRARY, "The library opens at 9 a.m. on Mondays.", True),
    (LIBRARY, "The library closes at 8 p.m. on Saturdays.", False),
    (LIBRARY, "The library café closes at 8 p.m. on Wednesdays.", False),  # a word the sentence does not give
    (LIBRARY, "The library closes at 9 p.m. on Wednesdays.", False),
])
def test_hours_kept_restate_the_sentence(premise: str, step: str, kept: bool) -> None:
    assert hours.hours_kept(premise, step) is kept
    assert restatement(premise, step) is kept


def test_a_slash_rate_is_read_per_unit() -> None:
    assert [(q.value, q.unit) for q in quantities("Lead averaged 47 µg/L; the dose was 5 mg/kg at 30 km/h.")] == \
        [(47, "mcg/l"), (5, "mg/kg"), (30, "kmh")]
    assert [(q.value, q.unit) for q in quantities("the 24/7 service")][0] == (24, "")  # no units: no rate


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Lead concentrations downstream averaged 47 µg/L.", "Lead concentrations downstream averaged 47 micrograms per "
     "litre.", False),
    ("Lead concentrations downstream averaged 47 µg/L.", "Lead concentrations downstream averaged 0.047 mg/L.", False),
    ("Lead concentrations downstream averaged 47 µg/L.", "Lead concentrations downstream averaged 0.47 mg/L.", True),
    ("Lead concentrations downstream averaged 47 µg/L.", "Lead concentrations downstream averaged 45 micrograms per "
     "litre.", True),
    ("The dose was 5 mg/kg.", "The dose was 5 g per kg.", True),
    ("The pump moves 500 litres an hour during its eight-hour shift.", "The pump moves 12,000 litres a day.", False),
])
def test_rates_convert_on_their_parts_scales(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts
