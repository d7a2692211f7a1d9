"""Session 48's readings of figures: a share of counts after a possessive ("9 of his 12 attempts") and a figure given
for a fiscal year or for "a year earlier", each against a step that moves it (`gechat.entail.arithmetic`,
`gechat.entail.changes`)."""

from __future__ import annotations

import pytest

from gechat.entail.arithmetic import worked_out
from gechat.entail.changes import other_period
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.quantities import quantities
from gechat.entail.wholes import of_counts


@pytest.fixture(scope="module")
def check() -> ConflictChecker:
    return ConflictChecker()


def test_a_part_of_a_whole_after_a_possessive_is_a_share(check: ConflictChecker) -> None:
    premise = "The striker converted 9 of his 12 penalty attempts this season."
    assert [(a.value, b.value) for a, b, _ in of_counts(premise)] == [(9.0, 12.0)]
    assert "more than 80%" in check(premise, "The striker converted more than 80% of his penalty attempts this season.")
    step = "The striker converted 75% of his penalty attempts this season."
    assert worked_out(next(q for q in quantities(step) if q.kind == "percent"), premise, step)
    assert check(premise, step) == ""
    assert of_counts("Her 12 attempts came in the first half.") == []  # no part of a whole


@pytest.mark.parametrize(("premise", "step", "moved"), [
    ("Revenue was $4.2 million in fiscal 2023, up from $3.1 million in fiscal 2022.",
     "Revenue was $3.1 million in 2023.", True),
    ("Sales reached $4.2 million in 2023 compared with $3.1 million a year earlier.",
     "Sales reached $3.1 million in 2023.", True),
    ("Membership stood at 5,400 in 2021, against 4,800 the previous year.", "Membership was 4,800 in 2021.", True),
    ("Sales reached $4.2 million in 2023 compared with $3.1 million a year earlier.",
     "Sales reached $4.2 million in 2023.", False),
    ("Revenue was $4.2 million in fiscal 2023, up from $3.1 million in fiscal 2022.",
     "Revenue was $4.2 million in 2023.", False),
    # a gap is no figure of the year before
    ("Sales reached $4.2 million in 2023, $1.1 million more than a year earlier.", "Sales reached $1.1 million in 2022.",
     False),
])
def test_a_figure_of_a_fiscal_year_or_of_the_year_before_is_that_years(premise: str, step: str, moved: bool) -> None:
    assert bool(other_period(premise, step)) is moved
