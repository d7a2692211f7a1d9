"""Time between a sentence's two dates against the span a step gives (`gechat.entail.elapsed`, session 47)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.elapsed import span_conflict, span_fits
from gechat.entail.quantities import quantities

BRIDGE = ("Construction of the Orlen footbridge began in September 2016, and the bridge opened to pedestrians in June "
          "2018.")


@pytest.mark.parametrize(("premise", "step"), [
    (BRIDGE, "The Orlen footbridge took less than a year to build."),
    (BRIDGE, "The Orlen footbridge took 30 months to build."),
    ("The Kessel Dam was completed in March 1962 and decommissioned in March 2019.",
     "The Kessel Dam was in service for 47 years."),
    ("The strike began on 3 March 2021 and ended on 17 March 2021.", "The strike lasted more than a month."),
])
def test_a_span_the_dates_do_not_allow_conflicts(premise: str, step: str) -> None:
    assert span_conflict(premise, step)
    assert ConflictChecker()(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (BRIDGE, "The Orlen footbridge took 21 months to build."),
    (BRIDGE, "The Orlen footbridge took less than two years to build."),
    (BRIDGE, "The Orlen footbridge took about two years to build."),
    ("The Kessel Dam was completed in March 1962 and decommissioned in March 2019.",
     "The Kessel Dam was in service for 57 years."),
    ("The mill opened in 1901 and closed in 1958.", "The mill ran for 57 years."),
    ("The mill opened in 1901 and closed in 1958.", "The mill ran for 56 years."),  # two years tell it within one
    (BRIDGE, "The bridge was designed in two weeks."),  # no "took" or "lasted": what the span is of is unsaid
    ("The firm was founded in 1990, moved to Leeds in 2005 and was sold in 2012.", "The firm lasted ten years."),
])
def test_a_span_the_dates_allow_or_do_not_speak_of_is_no_conflict(premise: str, step: str) -> None:
    assert span_conflict(premise, step) == ""


def test_a_span_between_the_dates_is_stated() -> None:
    step = "The Orlen footbridge took 21 months to build."
    assert span_fits(next(q for q in quantities(step) if q.kind == "time"), BRIDGE, step)
    assert ConflictChecker().missing(BRIDGE, step) == ""
