"""Readings added in session 72, each on sentences other than the tables' that showed it, with the look-alikes it
must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.arithmetic import only_worked_out, worked_out
from gechat.entail.compared import compared_conflict, compared_kept
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.differences import difference_said, gap_turned, way_word
from gechat.entail.proportions import share_conflict
from gechat.entail.quantities import quantities
from gechat.entail.unsaid import missing

_CHECK = ConflictChecker()
parse = _CHECK.parse


def _figure(step: str, kind: str = "count"):
    return next(q for q in quantities(step) if q.kind == kind)


# -- arithmetic: the level before a change is the changed thing's, not another's

@pytest.mark.parametrize(("premise", "step", "worked"), [
    ("Grant income rose by £2.5m to £11.5m in 2024.", "Grant income was £9m in 2023.", True),
    ("Grant income rose by £2.5m to £11.5m in 2024.", "Staff costs were £9m in 2023.", False),  # no word of the change
    ("Grant income rose by £2.5m to £11.5m, while staff costs rose by £1m to £7m.",
     "Staff costs were £9m before the rise.", False),  # the later clause's thing
    ("Grant income rose by £2.5m to £11.5m, while staff costs rose by £1m to £7m.",
     "Staff costs were £6m before the rise.", True),
    ("The harbour board will receive £3.6m a year from the ministry until 2028, a cut of £500,000 on its previous "
     "annual grant.", "The harbour board's previous annual grant was £4.1m.", True),  # the change's own clause
])
def test_the_level_before_a_change_is_the_changed_things(premise: str, step: str, worked: bool) -> None:
    assert worked_out(_figure(step, "money"), premise, step) is worked


# -- figures: a preposition after a count is no counted noun; the size of a change is asked for even without a noun

@pytest.mark.parametrize(("text", "unit"), [
    ("Membership grew by 540 between 2022 and 2023.", ""),
    ("Sales fell by 6,300 over the decade.", ""),
    ("The firm employs 1,200 staff across three sites.", "employee"),
    ("Crews rescued 214 stranded walkers.", "walker"),
])
def test_a_preposition_after_a_count_is_no_counted_noun(text: str, unit: str) -> None:
    assert quantities(text)[0].unit == unit


def test_the_size_of_a_change_without_a_noun_must_be_stated() -> None:
    premise = "The Courier sold an average of 17,400 copies a day in 2023, against 19,600 in 2022."
    assert missing(premise, "The Courier's daily sales fell by 1,200 between 2022 and 2023.", parse) \
        .startswith("the step gives 1200")
    assert missing(premise, "The Courier's daily sales fell by 2,200 between 2022 and 2023.", parse) == ""


# -- differences: a verb of change right before the figure gives the gap its way; two years' levels give a base

def test_a_verb_right_before_the_figure_gives_the_way() -> None:
    assert way_word(_figure("The village gained 350 residents."), "The village gained 350 residents.") == "gained"
    assert way_word(_figure("The village shed 350 jobs."), "The village shed 350 jobs.") == "shed"
    assert way_word(_figure("The village had 350 residents."), "The village had 350 residents.") == ""


@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("The village's population fell from 2,450 in 2011 to 2,100 in 2021.",
     "The village's population gained 350 between 2011 and 2021.", True),
    ("The village's population fell from 2,450 in 2011 to 2,100 in 2021.",
     "The village's population lost 350 between 2011 and 2021.", False),
    ("The choir had 64 singers in 2021 and 52 in 2024.", "The choir gained 12 singers between 2021 and 2024.", True),
    ("The choir had 64 singers in 2021 and 52 in 2024.", "The choir lost 12 singers between 2021 and 2024.", False),
    ("The Greens won 30 seats, against 21 for Plaid Cymru.", "Plaid Cymru gained 9 seats.", False),  # rivals: a verb
    # of change tells no gap between them
    ("The Greens won 30 seats, against 21 a year earlier.", "The Greens lost 9 seats.", True),
])
def test_a_gap_told_the_other_way(premise: str, step: str, turned: bool) -> None:
    assert bool(gap_turned(premise, step)) is turned


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The choir had 64 singers in 2021 and 52 in 2024.", "The choir lost 12 singers between 2021 and 2024.", True),
    ("The choir had 52 singers in 2024, compared with 64 in 2021.", "The choir lost 12 singers.", True),
    ("The choir had 64 singers in 2021 and the band 52 in 2024.", "The band lost 12 members.", False),  # two
    # things, not two times
    ("The choir had 64 singers in 2021 and 52 in 2021.", "The choir lost 12 singers.", False),  # one year
])
def test_two_years_levels_give_the_earlier_as_base(premise: str, step: str, said: bool) -> None:
    assert difference_said(_figure(step), quantities(premise), premise, step) is said


def test_a_gap_between_two_years_levels_is_worked_out() -> None:
    premise = "The choir had 64 singers in 2021 and 52 in 2024."
    assert only_worked_out(premise, "The choir had 12 fewer singers in 2024 than in 2021.")
    assert not only_worked_out(premise, "The choir had 10 fewer singers in 2024 than in 2021.")


def test_a_count_named_by_its_number_is_worked_out() -> None:
    premise = "Visits to the gallery numbered 96,000 in 2019 and 71,000 in 2023."
    assert only_worked_out(premise, "The number of visits to the gallery fell by 25,000 between 2019 and 2023.")
    assert not only_worked_out(premise, "The number of visits to the gallery fell by 35,000 between 2019 and 2023.")


# -- compared: two sides compared by "more", "fewer" or an adjective, read against each side's figure, kept or turned

CHOIRS = ("The festival's adult section drew 46 choirs, compared with 31 in 2023, while the youth section, which moved "
          "to the Assembly Rooms in 2022, attracted 58 choirs; Harrogate Chorale won the adult trophy.")
LEAGUE = ("The league said crowds rose again, with Bradford Bulls posting the highest average (6,210) ahead of "
          "Halifax Panthers (4,980), while Sheffield Eagles averaged 2,300.")
RESCUES = ("The service handled 9,400 incidents in 2023, of which 2,150 involved its lifeboats and 640 the service's "
           "own helicopters, the annual report said.")


@pytest.mark.parametrize(("premise", "step", "kept", "turned"), [
    (LEAGUE, "Halifax Panthers had a lower average than Bradford Bulls.", True, False),  # figures in brackets
    (LEAGUE, "Halifax Panthers had a higher average than Bradford Bulls.", False, True),
    (RESCUES, "The service's helicopters were involved in fewer incidents than its lifeboats.", True, False),
    (RESCUES, "The service's helicopters were involved in more incidents than its lifeboats.", False, True),
    (CHOIRS, "The youth section attracted more choirs than the adult section.", True, False),  # a figure told after
    # an aside
    (CHOIRS, "The youth section attracted fewer choirs than the adult section.", False, True),
    (LEAGUE, "Halifax Panthers had 1,230 fewer fans a game than Bradford Bulls.", False, False),  # a gap: its own
    # readings
    (LEAGUE, "Halifax Panthers had a lower average than Bradford Bulls in 2019.", False, False),  # a year not given
    (LEAGUE, "Halifax Panthers could have a lower average than Bradford Bulls.", False, False),  # a hedge
    (LEAGUE, "Bradford Bulls drew more than 6,000 fans a game.", False, False),  # a bound, no comparison
    ("The Reds took 41 per cent of the student vote and the Blues 23 per cent.",
     "The Blues won more votes than the Reds overall.", False, False),  # "more votes" is no share of a whole
    ("Rents in Leeds rose from £900 to £1,000 a month, while Hull's reached £700 and rents in York averaged £1,200.",
     "Rents in Leeds were lower than in York.", False, False),  # which of Leeds' figures is its rent is unsaid
])
def test_two_sides_compared_against_their_figures(premise: str, step: str, kept: bool, turned: bool) -> None:
    assert compared_kept(premise, step) is kept
    assert bool(compared_conflict(premise, step)) is turned


# -- proportions: a whole "of which" with its scale ("2.6 million … of which 0.9 million"), "of whom", and a span
# ("between April and September") in a long phrase before it

@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The depot loaded 3.4 million parcels in 2024, up 6 per cent on 2023, of which 1.1 million were sent abroad by air.",
     "More than half of the parcels loaded in 2024 were sent abroad by air.", True),  # 32%
    ("The depot loaded 3.4 million parcels in 2024, up 6 per cent on 2023, of which 2.1 million were sent abroad by air.",
     "More than half of the parcels loaded in 2024 were sent abroad by air.", False),  # 62%
    ("The county has 1.8 million residents, of whom 0.3 million are over 75.", "Most of the residents are over 75.",
     True),
    ("The helpline answered 64,000 calls from tenants of housing associations between April and September, of which "
     "21,000 concerned damp.", "Most of the calls concerned damp.", True),
    ("The helpline answered 64,000 calls from tenants of housing associations between April and September, of which "
     "41,000 concerned damp.", "Most of the calls concerned damp.", False),
])
def test_a_whole_of_which_with_its_scale_or_a_span(premise: str, step: str, conflict: bool) -> None:
    assert bool(share_conflict(premise, step)) is conflict
