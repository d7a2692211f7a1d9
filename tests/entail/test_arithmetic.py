"""Figures a sentence gives by arithmetic (`gechat.entail.arithmetic`, session 47): sums, gaps, averages, parts a
percentage gives, rates over another period, ages and dates a span on are no conflict; where every figure a step adds
is one of these and the step says nothing else of its own, the small model's contradiction is not taken."""

from __future__ import annotations

import pytest

from gechat.entail.arithmetic import only_worked_out, worked_out
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.quantities import quantities


def _figure(text: str, shown: str):
    return next(q for q in quantities(text) if q.text == shown)


@pytest.mark.parametrize(("premise", "step", "figure"), [
    ("The cooperative's three orchards yielded 1,240, 985 and 615 crates of pears respectively.",
     "Across its three orchards, the cooperative harvested 2,840 crates of pears.", "2,840"),
    ("The Teller Street bakery sold 1,260 loaves over the six days it was open last week.",
     "The bakery averaged 210 loaves sold per day it was open.", "210"),
    ("Of the Tarrow plant's 1,500 employees, 60 percent work on the assembly line.",
     "900 of the Tarrow plant's employees work on the assembly line.", "900"),
    ("Women made up 45 percent of the 2,000 runners in the Calloway half-marathon.",
     "900 women ran in the Calloway half-marathon.", "900"),
    ("The Brayford dairy processes 20,000 litres of milk each day.",
     "The Brayford dairy processes 140,000 litres of milk a week.", "140,000"),
    ("Marta Vinhal, born on 12 June 1948, was sworn in as mayor on 3 January 2011.",
     "Marta Vinhal was 62 years old when she was sworn in as mayor.", "62"),
    ("The Treaty of Ostmark was signed on 9 November 1921 and entered into force exactly eighteen months later.",
     "The Treaty of Ostmark entered into force in May 1923.", "May"),
])
def test_a_figure_the_sentence_gives_by_arithmetic_is_worked_out(premise: str, step: str, figure: str) -> None:
    assert worked_out(_figure(step, figure), premise, step)
    assert not ConflictChecker()(premise, step)


@pytest.mark.parametrize(("premise", "step", "figure"), [
    ("Brenmoor's population grew from 48,300 in 2011 to 52,100 in 2021.", "Brenmoor gained 3,900 residents.", "3,900"),
    ("The fund put $3 million into solar, $2 million into wind and $1 million into storage.",
     "The fund invested $6 million in solar.", "6"),  # a sum the step does not call one
    ("Of 2,400 flights, 15 percent were delayed and 5 percent were cancelled.", "360 flights were cancelled.", "360"),
    ("The clinic sees 30 patients a day, Monday to Friday.", "The clinic sees 210 patients a week.", "210"),
    ("Marta Vinhal, born on 12 June 1948, was sworn in as mayor on 3 January 2011.",
     "Marta Vinhal was 63 years old when she was sworn in as mayor.", "63"),  # her birthday had not yet come
    ("The Brayford dairy processes 20,000 litres of milk each day.",
     "The Brayford dairy processes 150,000 litres of milk a week.", "150,000"),
    ("The station's two reactors together have a capacity of 1,800 megawatts.",
     "Each of the two reactors averages 900 megawatts.", "900"),  # a share among things is no average over a time
    ("The Treaty was signed on 9 November 1921 and entered into force eighteen months later.",
     "The Treaty entered into force in June 1923.", "June"),
])
def test_a_figure_the_arithmetic_does_not_give_is_not_worked_out(premise: str, step: str, figure: str) -> None:
    assert not worked_out(_figure(step, figure), premise, step)


def test_a_year_counted_later_from_a_dated_event_is_stated() -> None:
    premise = "The Halvorsen Bridge opened to traffic in May 1962, and it was closed for major repairs forty years later."
    checker = ConflictChecker()
    assert checker.missing(premise, "The Halvorsen Bridge was closed for major repairs in 2002.") == ""
    assert "2004" in checker.missing(premise, "The Halvorsen Bridge was closed for major repairs in 2004.")


def test_the_model_is_not_asked_to_contest_figures_worked_out_and_nothing_else() -> None:
    checker = ConflictChecker()
    tarrow = "Of the Tarrow plant's 1,500 employees, 60 percent work on the assembly line."
    assert only_worked_out(tarrow, "900 of the Tarrow plant's employees work on the assembly line.")
    assert not checker.can_contest(tarrow, "900 of the Tarrow plant's employees work on the assembly line.")
    assert only_worked_out("The library lent out 312,000 books last year, up from 260,000 the year before.",
                           "The library lent out 52,000 more books last year than the year before.")  # a gap the
    # sentence's way round (session 61: gaps are reckoned with their sides)
    assert not only_worked_out("The library lent out 312,000 books last year, up from 260,000 the year before.",
                               "The library lent out 52,000 fewer books last year than the year before.")
    # the step's own words are the model's to read: a direction turned, the other part of a whole
    assert not only_worked_out("Ostrander's gross margin narrowed to 31% this quarter from 34% a year earlier.",
                               "Ostrander's gross margin widened by three percentage points.")
    assert not only_worked_out("The hospital employs 300 nurses and 120 doctors.",
                               "The hospital employs 180 more doctors than nurses.")  # which side is more is its claim
    assert not only_worked_out("Only two of the seven proposals received funding this round.",
                               "Five of the seven proposals received funding this round.")
    assert not only_worked_out("The station's two reactors together have a capacity of 1,800 megawatts.",
                               "Each of the station's two reactors has a capacity of 900 megawatts.")


def test_a_bound_on_the_part_a_percentage_gives() -> None:
    from gechat.entail.wholes import bound_against_share, share_bound_holds
    premise = "Women made up 45 percent of the 2,000 runners in the Calloway half-marathon."
    assert "is 900" in bound_against_share(premise, "More than a thousand women ran in the Calloway half-marathon.")
    assert "is 900" in bound_against_share(premise, "Fewer than 800 women ran in the Calloway half-marathon.")
    assert ConflictChecker()(premise, "More than a thousand women ran in the Calloway half-marathon.")
    assert share_bound_holds(premise, "More than 800 women ran in the Calloway half-marathon.")
    assert bound_against_share(premise, "More than a thousand runners took part.") == ""  # the whole
    assert bound_against_share("Of the 800 households surveyed, 25 percent had solar panels.",
                               "Fewer than 100 households were surveyed.") == ""
