"""Readings of session 63: a code with a decimal point is a name ("PM2.5"), not a date's day; "it" in a report of
one's own is the one who reports, and "agreed to be bought by" gives the buyer; where a thing came from told as where
it was going; "was the reason" as a cause; a gap against an earlier year read as a move."""

from __future__ import annotations

import pytest

from gechat.entail import bound, gaps, stronger
from gechat.entail.conflicts import default_parse, find_conflict
from gechat.entail.quantities import quantities
from gechat.entail.roles import clause_roles
from gechat.text import content_words

HARLOW = ("Harlow Foods, which listed on the Oslo exchange in 2015, said on 4 March that it had agreed to be bought by "
          "US rival Grantham Brands for 2.1 billion dollars and would leave the market once the deal closed.")
SEIZURE = ("Customs officers at the Port of Serrano seized 1.8 tonnes of cocaine hidden in a shipment of bananas from "
           "Ecuador on 2 February, the finance ministry said, the largest single haul at the port since 2019.")
KARVIK = ("The Port of Karvik handled 3.2 million containers in 2023, 400,000 more than in 2022, the port authority said "
          "on Monday, adding that its new eastern terminal would open in September 2025.")
CARVER = ("Nitrogen dioxide levels on Carver Street in Ellsmere fell by 22 percent in the 12 months after the council "
          "banned diesel lorries from the city centre in March 2022, according to data released on Monday.")
AIR = ("Monitoring stations in Dravograd recorded an average PM2.5 concentration of 45 micrograms per cubic metre in "
       "January, three times the city's annual target of 15 and the highest monthly reading since 2017.")


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    (HARLOW, "Harlow Foods has agreed to buy its US rival Grantham Brands for 2.1 billion dollars.", True),
    (HARLOW, "Grantham Brands has agreed to buy Harlow Foods.", False),
    ("Kell Ltd agreed to be acquired by Norra Group in May.", "Kell Ltd agreed to acquire Norra Group in May.", True),
    (SEIZURE, "The cocaine was hidden in a shipment of bananas bound for Ecuador.", True),
    (SEIZURE, "The cocaine was found in bananas shipped from Ecuador.", False),
    ("Police stopped a lorry bound for Rotterdam with 40 migrants on board.",
     "Police stopped a lorry from Rotterdam.", True),
    ("The ferry from Dover to Calais was cancelled.", "The ferry bound for Calais was cancelled.", False),
    (KARVIK, "Container volumes at the Port of Karvik fell in 2023 compared with 2022.", True),
    (KARVIK, "Container volumes at the Port of Karvik rose in 2023.", False),
    (KARVIK, "Container volumes at the Port of Karvik fell in 2021.", False),  # another year: not this reading's
    ("Exports to France reached 400 tonnes in 2023, 50 more than in 2022, while imports fell.", "Imports fell in 2023.",
     False),
])
def test_session63_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_code_with_a_decimal_point_is_no_day_of_a_month() -> None:
    assert [q.kind for q in quantities("Dravograd's January PM2.5 average exceeded the target by 30 micrograms.")] \
        == ["date", "mass"]
    assert next(q for q in quantities("Dravograd's January PM2.5 average was high.") if q.kind == "date").value == 100


def test_it_in_a_report_of_its_own_is_the_reporter() -> None:
    roles = clause_roles(default_parse(HARLOW))
    doer, others = roles["buy"]
    assert doer.name == "us rival grantham brands" and others[0].name == "harlow foods"
    # not a pronoun of another clause: "The board said the company would sell it"
    assert clause_roles(default_parse("The board said the firm would sell it."))["sell"][1][0].name == "it"


def test_where_a_thing_came_from_told_as_where_it_was_going() -> None:
    words = lambda phrase: frozenset(content_words(phrase))  # noqa: E731
    assert bound.origin_turned(SEIZURE, "A cargo of coffee bound for Ecuador was late.", words) == ""  # no shared words
    assert "came from Ecuador" in bound.origin_turned(SEIZURE, "A shipment of bananas bound for Ecuador hid it.", words)


def test_the_reason_is_a_cause_an_order_of_events_does_not_state() -> None:
    assert stronger.cause_from_order(CARVER, "The diesel lorry ban was the reason nitrogen dioxide levels fell.")
    assert stronger.cause_from_order("Sales fell after the price rise.", "The price rise was the main reason for the fall.")
    assert not stronger.cause_from_order("Sales fell because of the price rise.", "The price rise was the reason sales fell.")


def test_a_gap_against_an_earlier_year_is_a_move() -> None:
    assert "400,000 more than in 2022" in gaps.up_down_turned(KARVIK, "Container volumes at the Port of Karvik fell.")
    assert gaps.up_down_turned(KARVIK, "Exports from the Port of Karvik fell.") == ""  # words the sentence does not say
    assert gaps.up_down_turned(KARVIK, "Container volumes at the Port of Karvik did not fall.") == ""


def test_a_share_in_words_is_written_as_the_two_counts_it_is() -> None:
    from gechat.entail.notation import aligned

    belts = "A report found that 1,250 of the 5,000 drivers stopped at roadside checks last year were not belted."
    assert aligned(belts, "A quarter of the drivers stopped were not belted.") == \
        "1,250 of the 5,000 drivers stopped were not belted."
    assert aligned(belts, "One in four drivers stopped was not belted.") == "1,250 of the 5,000 drivers stopped was not belted."
    assert aligned(belts, "A third of the drivers were not belted.") == "A third of the drivers were not belted."
    assert aligned(belts, "Nearly a quarter of the drivers were not belted.") == \
        "Nearly a quarter of the drivers were not belted."  # a share said to be near is left as it is


def test_a_first_stage_the_sentence_does_not_tell_is_neither_stated_nor_contested() -> None:
    from gechat.entail.unsaid import can_contest

    dock = ("Dockworkers at Lindqvist Harbour ended a nine-day strike on Friday after the operator, Nordmar Terminals, "
            "agreed to a 7 percent pay rise.")
    step = "Nordmar Terminals had initially offered the dockworkers a 4 percent pay rise."
    assert stronger.first_stage_added(dock, step) and not find_conflict(dock, step)
    assert not can_contest(dock, step, default_parse)
    assert find_conflict(dock, "Nordmar Terminals agreed to a 4 percent pay rise.")  # the stage it tells
    late = "The bridge opened in June 2021, two years later than originally planned."
    assert stronger.first_stage_added(late, "The bridge was originally due to open in 2019.") == ""


def test_a_formula_is_written_as_the_sentence_names_it() -> None:
    from gechat.entail.notation import aligned

    assert aligned(CARVER, "NO2 concentrations on Carver Street declined after the ban.") == \
        "Nitrogen dioxide concentrations on Carver Street declined after the ban."
    assert aligned("CO2 emissions fell by 4 percent.", "Carbon dioxide emissions fell.") == "CO2 emissions fell."
    assert aligned("Ozone levels rose.", "The NO2 level rose.") == "The NO2 level rose."  # another pollutant
    assert aligned("The CO chief executive resigned.", "The CO chief executive left.") == "The CO chief executive left."
