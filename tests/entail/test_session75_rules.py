"""Readings added or mended in session 75: first places against the figures of each side
(:mod:`gechat.entail.figure_tops`), places in a finishing order (:mod:`gechat.entail.placings`), comparisons in units
of length or time, after a target's figure, a setting after a figure or a place told after the comparative
(:mod:`gechat.entail.compared`), a superlative said in other words, and a target's side told with a hyphened name.
Each on sentences other than the tables' that showed it, with the look-alikes it must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.compared import compared_conflict, years_compared
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.eligibility import side_of_target, target_side_kept
from gechat.entail.figure_tops import top_by_figures
from gechat.entail.placings import placing_conflict, placing_kept
from gechat.entail.restatements import restatement
from gechat.entail.top_holders import other_holder

_CHECK = ConflictChecker()


def _conflict(premise: str, step: str) -> str:
    return find_conflict(premise, step, parse=_CHECK.parse)


# -- compared: units, norms beside a side's figure, settings after a figure, places after the comparative

_PATHS = ("Kent resurfaced 44 km of footpaths in 2024 against a target of 60 km, while Surrey completed 52 km of a "
          "planned 50 km.")
_FARES = "A monthly pass cost £64 in Derby this year, compared with £71 in Nottingham and £58 in Leicester."
_WAITS = "Tenants in the borough wait an average of three years for a transfer, against 14 months in Harrow."


@pytest.mark.parametrize(("premise", "step"), [
    (_PATHS, "Kent resurfaced more kilometres of footpaths than Surrey."),
    (_FARES, "A pass in Derby costs more per month than one in Nottingham."),
    (_WAITS, "Tenants wait longer in Harrow than in the borough."),
    ("Ashford recorded 8,200 visits last year, ahead of Tonbridge's 9,400.", "Ashford recorded more visits than "
                                                                            "Tonbridge."),
])
def test_a_comparison_the_sides_figures_turn_round_conflicts(premise: str, step: str) -> None:
    assert compared_conflict(premise, step)
    assert _conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (_PATHS, "Surrey resurfaced more kilometres of footpaths than Kent."),
    (_FARES, "A pass in Nottingham costs more per month than one in Derby."),
    (_WAITS, "Tenants wait longer in the borough than in Harrow."),
    (_PATHS, "Kent resurfaced more kilograms of gravel than Surrey."),  # another unit's kind: not read
    (_FARES, "Derby saw a bigger fare increase than Nottingham."),  # levels, not increases
    ("Kent resurfaced 44 km of footpaths in 2024, while Surrey planted 52 km of hedges.",
     "Kent resurfaced more kilometres of footpaths than Surrey."),  # another measure's figure
    ("Kent plans to resurface 44 km of footpaths next year, while Surrey will resurface 52 km.",
     "Kent resurfaced more kilometres of footpaths than Surrey."),  # figures to come
])
def test_a_comparison_the_figures_allow_or_cannot_read_is_no_conflict(premise: str, step: str) -> None:
    assert not compared_conflict(premise, step)


def test_two_years_compared_with_the_earlier_level_told_bare() -> None:
    premise = "The registry received 12,400 new company applications in Wales in 2023, down from 13,900 in 2022."
    assert years_compared(premise, "The registry received more applications in 2023 than in 2022.") == "turned"
    assert years_compared(premise, "The registry received fewer applications in 2023 than in 2022.") == "kept"
    # two counts of the noun: the bare earlier level is not the applications'
    two = ("The registry received 12,400 applications in 2023 and 3,100 appeals in 2023, down from 3,500 in 2022.")
    assert years_compared(two, "The registry received more applications in 2023 than in 2022.") == ""


# -- superlatives: said in other words, within the sentence's own scope

def test_a_first_place_said_in_other_words_given_to_another_conflicts() -> None:
    premise = "Flats in Leeds cost £1,150 a month, but York remained the most expensive city outside London for renters."
    assert other_holder(premise, "Leeds was the priciest city outside London for renters.", _CHECK.parse)
    assert not other_holder(premise, "York was the priciest city outside London for renters.", _CHECK.parse)
    # the step's scope is wider than the sentence's: not read
    assert not other_holder(premise, "Leeds was the priciest city in Britain for renters.", _CHECK.parse)


# -- figure_tops: a first place against each side's figure

_BOATS = "In the Severn region 930 boats were found without a licence, compared with 410 in Bristol."
_STALLS = ("Entries in the craft classes fell to 1,240 from 1,390 a year earlier, with pottery making up 610 of the "
           "total and weaving 380.")
_TREES = "Hexford planted 9,300 hedgerow trees this winter, ahead of Lowmoor's 7,800 and Brayton's 5,100."


@pytest.mark.parametrize(("premise", "step"), [
    (_BOATS, "Bristol had the highest number of boats found without a licence."),
    (_STALLS, "Weaving made up the largest share of the craft entries."),
    (_TREES, "Brayton planted the most hedgerow trees this winter."),
    (_TREES, "Hexford planted the fewest hedgerow trees this winter."),
])
def test_a_first_place_another_side_s_figure_beats_conflicts(premise: str, step: str) -> None:
    assert top_by_figures(premise, step)
    assert _conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (_BOATS, "Bristol had the lowest number of boats found without a licence."),
    (_TREES, "Hexford planted the most hedgerow trees this winter."),
    (_STALLS, "Pottery made up the largest share of the craft entries."),
    ("Lancashire had 41 licensed bingo halls in 2023, with Blackpool 12 and Preston 9.",
     "Blackpool had the most bingo halls in 2023."),  # the whole before its breakdown is no side
    ("Lifeboats in Devon launched 1,146 times in 2023, up from 1,012 in 2022, while Salcombe recorded 74 launches "
     "and Brixham 91.", "Brixham recorded the most launches in 2023."),  # an earlier level is no side
    (_TREES, "Brayton planted the second most hedgerow trees this winter."),  # a rank: not read
    (_TREES, "Brayton may have planted the most hedgerow trees."),  # hedged
    (_TREES, "Brayton planted the most hedgerow trees in 2019."),  # another time
    ("Average monthly rent reached £910 in Hull this year, compared with £780 in Grimsby and £1,040 in York.",
     "Grimsby saw the biggest rent increase of the three towns."),  # levels, not the increases the step ranks
])
def test_a_first_place_the_figures_allow_or_cannot_tell_is_no_conflict(premise: str, step: str) -> None:
    assert not top_by_figures(premise, step)


# -- placings: the order of two sides against their places, a side's move in a table

_RACE = "Defending champion Mara Quinn finished second, 40 seconds behind, with Jo Reyes third."
_REGATTA = "Its crew finished second at the county regatta behind Bewdley, ahead of Ludlow in fourth."
_TABLE = "Stokeley climbed from 14th to 6th place, while Marbury fell from 2nd to 19th."


@pytest.mark.parametrize(("premise", "step"), [
    (_RACE, "Jo Reyes finished ahead of Mara Quinn."),
    (_REGATTA, "The crew finished behind Ludlow at the county regatta."),
    ("Lena Ortiz came fourth in the sprint, two places behind Kim Hale, who was second.",
     "Lena Ortiz finished ahead of Kim Hale."),
    (_TABLE, "Marbury improved its position in the table."),
    (_TABLE, "Stokeley slipped down the league table."),
])
def test_an_order_or_move_the_places_turn_round_conflicts(premise: str, step: str) -> None:
    assert placing_conflict(premise, step)
    assert _conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (_RACE, "Mara Quinn finished ahead of Jo Reyes."),
    (_REGATTA, "The crew finished ahead of Ludlow."),
    (_TABLE, "Stokeley climbed the league table."),
    (_RACE, "Jo Reyes may have finished ahead of Mara Quinn."),  # hedged
    (_RACE, "Jo Reyes finished ahead of Tom Lang."),  # a side with no place
])
def test_an_order_or_move_the_places_allow_is_no_conflict(premise: str, step: str) -> None:
    assert not placing_conflict(premise, step)


def test_the_order_the_places_give_is_kept_whatever_else_says_behind() -> None:
    assert placing_kept(_RACE, "Mara Quinn finished ahead of Jo Reyes.")
    assert not placing_kept(_RACE, "Jo Reyes finished ahead of Mara Quinn.")
    assert not _conflict(_RACE, "Mara Quinn finished ahead of Jo Reyes.")  # "behind" is the winner's


# -- targets: a hyphened name of the target, and the side the sentence gives kept

_HEDGES = "Farmers laid 180 km of new hedgerow, short of the county's target of 250 km."
_TICKETS = "Season-ticket sales of 3,100 fell short of the club's target of 3,600."


@pytest.mark.parametrize(("premise", "step"), [
    (_HEDGES, "Farmers met the county's new-hedgerow target."),
    (_TICKETS, "The club hit its season-ticket target."),
    (_HEDGES, "The county's 250 km hedgerow target was exceeded."),
])
def test_a_target_said_met_that_the_sentence_says_was_missed_conflicts(premise: str, step: str) -> None:
    assert side_of_target(premise, step)


def test_the_side_of_a_target_the_sentence_gives_is_a_restatement() -> None:
    assert target_side_kept(_HEDGES, "Farmers fell short of the county's new-hedgerow target.")
    assert restatement(_HEDGES, "Farmers fell short of the county's new-hedgerow target.")
    assert not target_side_kept(_HEDGES, "Farmers exceeded the county's hedgerow target.")
    assert not target_side_kept(_HEDGES, "Farmers fell short of the county's woodland target.")  # another target
    assert not target_side_kept(_HEDGES, "Farmers fell 90 km short of the county's hedgerow target.")  # a figure
    # the sentence does not give


# -- multiples of two sides, and a gap told the other way

_TRIPS = "Harbury recorded 2.1 million bus trips last year, roughly three times the 700,000 made in Fenton."


def test_a_multiple_of_another_side_the_figures_turn_round_conflicts() -> None:
    from gechat.entail.multiples import sides_times_turned
    assert sides_times_turned(_TRIPS, "Fenton recorded roughly three times as many bus trips as Harbury.")
    assert not sides_times_turned(_TRIPS, "Harbury recorded roughly three times as many bus trips as Fenton.")
    assert sides_times_turned(_TRIPS, "Harbury recorded half as many bus trips as Fenton.")
    assert not sides_times_turned(_TRIPS, "Fenton may record three times as many bus trips as Harbury.")  # hedged


_DIESEL = "Diesel at the ports averaged 158.4p a litre, 9.1p more than at town-centre forecourts."


@pytest.mark.parametrize(("step", "turned"), [
    ("Diesel at the ports was 9.1p a litre cheaper than at town-centre forecourts.", True),
    ("Diesel at the ports was 9.1p a litre dearer than at town-centre forecourts.", False),
    ("Diesel at the ports was 6.5p a litre cheaper than at town-centre forecourts.", False),  # another gap: not read
    ("Diesel at town-centre forecourts was 9.1p cheaper than at the ports.", False),  # the other side's gap
])
def test_a_gap_the_sentence_states_told_the_other_way_conflicts(step: str, turned: bool) -> None:
    from gechat.entail.compared import gap_told_turned
    assert bool(gap_told_turned(_DIESEL, step)) is turned
