"""Readings added in session 71, each on sentences other than the tables' that showed it, with the look-alikes it
must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.arithmetic import only_worked_out, worked_out
from gechat.entail.binding import bound_across
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.figures import quantity_conflict
from gechat.entail.hedges import foreseen_only
from gechat.entail.unsaid import missing
from gechat.entail.differences import difference_said, figure_at, gap_turned, way_word
from gechat.entail.proportions import share_conflict, share_kept, share_word
from gechat.entail.quantities import quantities
from gechat.entail.recovery import recovery_conflict
from gechat.entail.ranks import followed_first, followed_rank, followed_rank_holds, rank_claimed, rank_kept
from gechat.entail.respective import attached_otherwise
from gechat.entail.restatements import restatement
from gechat.entail.targets import target_met_kept, target_met_otherwise
from gechat.text import said_as_noun

_CHECK = ConflictChecker()
parse = _CHECK.parse


def _step_figure(step: str, kind: str):
    return next(q for q in quantities(step) if q.kind == kind)


# -- differences: a figure with its scale joined ("£248m"), the way word nearest the figure, a commitment as a norm

GRANT = "The heritage trust spent £74m on repairs in 2023-24, up from £61m the year before."
BUDGET = "The museum service spent £4.2m on conservation last year, against a commitment of £5m."


def test_a_figure_is_found_with_its_scale_joined_to_it() -> None:
    q = next(q for q in quantities(GRANT) if q.kind == "money")
    assert figure_at(GRANT, q) == [GRANT.index("74m")]
    assert figure_at("a rise of 74mm", q) == []  # a unit joined to it is another figure


@pytest.mark.parametrize(("step", "said"), [
    ("Spending on repairs by the heritage trust rose by £13m.", True),
    ("Spending on repairs by the heritage trust fell by £13m.", False),  # the other way
    ("Spending on repairs by the heritage trust rose by £31m.", False),  # another gap
])
def test_a_gap_between_two_figures_with_joined_scales_is_read(step: str, said: bool) -> None:
    q = _step_figure(step, "money")
    assert difference_said(q, quantities(GRANT), GRANT, step) is said


def test_the_way_word_is_the_one_nearest_the_figure() -> None:
    step = "The sum raised for the appeal fell by £2m last year."
    assert way_word(_step_figure(step, "money"), step) == "fell"  # not "raised"


@pytest.mark.parametrize(("step", "worked"), [
    ("The museum service's conservation spending fell £0.8m short of its commitment.", True),
    ("The museum service's conservation spending exceeded its commitment by £0.8m.", False),
    ("The museum service's conservation spending fell £1.8m short of its commitment.", False),
])
def test_a_gap_against_a_commitment_is_worked_out(step: str, worked: bool) -> None:
    assert only_worked_out(BUDGET, step) is worked
    assert restatement(BUDGET, step, parse=parse) is worked


def test_a_gap_short_of_an_ambition_counts_no_noun_of_its_own() -> None:
    premise = "The scheme reached 61,000 households by March, against an ambition of 100,000."
    step = "The scheme fell 39,000 short of its ambition."
    assert difference_said(_step_figure(step, "count"), quantities(premise), premise, step)
    assert not difference_said(_step_figure("The scheme fell 49,000 short of its ambition.", "count"),
                               quantities(premise), premise, "The scheme fell 49,000 short of its ambition.")


def test_a_noun_made_from_a_verb_is_said_by_the_verb() -> None:
    assert said_as_noun("collection", {"collect", "tax"})
    assert said_as_noun("investment", {"invest"})
    assert not said_as_noun("collection", {"tax"})
    assert not said_as_noun("nation", {"na"})  # too short a stem to be a verb's


# -- proportions: a bound share word kept, a bound before a share that names one value, hyphened shares

DENTIST = "Only 38% of adults in Cumbria saw an NHS dentist in the two years to June 2024."
APPEALS = "Of the 164 school admission appeals heard last year, 47 were upheld."


@pytest.mark.parametrize(("premise", "step", "kept"), [
    (DENTIST, "Fewer than half of adults in Cumbria had seen an NHS dentist in the two years to June 2024.", True),
    (DENTIST, "More than a third of adults in Cumbria saw an NHS dentist in the two years to June 2024.", True),
    (DENTIST, "Fewer than half of adults in Cumbria saw a private dentist in the two years to June 2024.", False),
    (DENTIST, "Fewer than half of adults in Devon saw an NHS dentist in the two years to June 2024.", False),
    (DENTIST, "Most adults in Cumbria saw an NHS dentist in the two years to June 2024.", False),
    (APPEALS, "Fewer than half of the appeals were upheld.", True),
    (APPEALS, "Most of the appeals were upheld.", False),
    ("Two in three members who had attended a meeting backed the merger.", "Most members backed the merger.", False),
    ("One in three members backed the merger.", "About a quarter of members backed the merger.", False),
    ("One in three members backed the merger.", "About a third of members backed the merger.", True),
])
def test_a_share_word_the_figures_allow_is_a_restatement(premise: str, step: str, kept: bool) -> None:
    assert share_kept(premise, step) is kept


@pytest.mark.parametrize(("step", "conflict"), [
    ("Fewer than a third of adults in Cumbria saw an NHS dentist in the two years to June 2024.", True),
    ("More than three-quarters of adults in Cumbria saw an NHS dentist in the two years to June 2024.", True),
    ("Over a quarter of adults in Cumbria saw an NHS dentist in the two years to June 2024.", False),
    ("Most adults in Cumbria saw an NHS dentist in the two years to June 2024.", True),
])
def test_a_bound_before_a_share_of_one_value_is_read(step: str, conflict: bool) -> None:
    reason = share_conflict(DENTIST, step)
    assert bool(reason) is conflict, reason
    if conflict and "than" in step.split()[1]:
        assert step.split()[0].lower() in reason  # the reason gives the step's bound, not the bare share


def test_a_hyphened_share_is_the_share() -> None:
    assert share_word("Three-quarters") == "three quarters"


# -- targets: another's "achieved" is no word of the target's outcome; the target met as the figures say

COLLECTION = "Harlow collected 94.2% of business rates in 2023-24 against a target of 97%, while Epping achieved 98.1%."


@pytest.mark.parametrize(("premise", "step", "conflict", "kept"), [
    (COLLECTION, "Harlow met its business rates collection target in 2023-24.", True, False),
    (COLLECTION, "Harlow missed its business rates collection target in 2023-24.", False, True),
    ("Harlow collected 97.4% of business rates in 2023-24 against a target of 97%.",
     "Harlow met its business rates collection target in 2023-24.", False, True),
    ("Harlow collected 97.4% of business rates in 2023-24 against a target of 97%.",
     "Harlow met its recruitment target in 2023-24.", False, False),  # another target
    ("Harlow collected 94.2% of business rates, missing its target of 97%.",
     "Harlow met its business rates target.", False, False),  # told in words: eligibility's
])
def test_a_target_is_read_against_the_figures(premise: str, step: str, conflict: bool, kept: bool) -> None:
    assert bool(target_met_otherwise(premise, step)) is conflict
    assert target_met_kept(premise, step) is kept


# -- ranks: a "followed by" list gives its followers' places; a rank told by a verb

CAUSES = "Flooding was the most frequent cause of rail delays in 2024, followed by signal faults and then trespass."


@pytest.mark.parametrize(("step", "place", "holds", "conflict"), [
    ("Signal faults were the second most frequent cause of rail delays in 2024.", 1, True, False),
    ("Trespass was the third most frequent cause of rail delays in 2024.", 2, True, False),
    ("Trespass was the second most frequent cause of rail delays in 2024.", 2, False, True),
    ("Flooding was the second most frequent cause of rail delays in 2024.", 0, False, True),
])
def test_a_followed_by_list_gives_each_follower_its_place(step: str, place: int, holds: bool, conflict: bool) -> None:
    assert followed_rank(CAUSES, step) == place
    assert followed_rank_holds(CAUSES, step) is holds
    assert rank_kept(CAUSES, step) is holds
    assert (rank_claimed(CAUSES, step, parse)[0] == "conflict") is conflict


def test_a_rank_told_by_a_verb_puts_its_subject_first() -> None:
    premise = "Among the county's gardens, Hollins Park drew the most visitors in 2023, followed by Ashcombe Manor."
    assert followed_first(premise, "Ashcombe Manor drew the most visitors in 2023.")
    assert not followed_first(premise, "Hollins Park drew the most visitors in 2023.")
    assert not followed_rank("Hollins Park drew 40,000 visitors in 2023.", "Ashcombe Manor drew the most visitors.")


# -- binding: a capitalised place the tagger takes for a mark is a name

def test_a_place_before_its_noun_is_a_name_in_a_gapped_clause() -> None:
    premise = "The Derby branch collected £8,450 and the Hull branch £5,120 in the autumn appeal."
    assert bound_across(premise, "The Hull branch collected £8,450 in the autumn appeal.", parse)[0] == "conflict"
    assert bound_across(premise, "The Hull branch collected £5,120 in the autumn appeal.", parse)[0] == ""


# -- respective: an age bound both sides give is part of the thing's name; a plural lead names the sentence's singular

FARES = "A day ticket costs £9 for an adult and £4.50 for children under 12, with under-fives travelling free."


@pytest.mark.parametrize(("step", "conflict"), [
    ("Children under 12 are charged £9 for a day ticket.", True),
    ("Children under 12 are charged £4.50 for a day ticket.", False),
    ("Adults are charged £4.50 for a day ticket.", True),
    ("Adults are charged £9 for a day ticket.", False),
])
def test_an_age_bound_is_part_of_the_name_its_figure_is_given_to(step: str, conflict: bool) -> None:
    reason = attached_otherwise(FARES, step)
    assert bool(reason) is conflict, reason


# -- recovery: a level said to be back at a time's level against a sentence that keeps it below

FLIGHTS = ("Flights at Cardiff Airport rose by 11% to 1.1 million in 2024, passing the 1.0 million of 2019, while "
           "Newquay, which handled 0.4 million, remained about 20% below its pre-pandemic level.")


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    (FLIGHTS, "Newquay Airport's traffic had recovered to its pre-pandemic level by 2024.", True),
    (FLIGHTS, "Cardiff Airport's traffic had recovered to its pre-pandemic level by 2024.", False),  # another's
    ("Museum visits in Scotland rose to 9 million last year but remain well below the 12 million recorded in 2019.",
     "Museum visits in Scotland had returned to their 2019 level.", True),
    ("Museum visits in Scotland rose to 9 million last year but remain well below the 12 million recorded in 2019.",
     "Museum visits in Scotland had not returned to their 2019 level.", False),  # the step denies
    ("Museum visits in Scotland rose to 9 million last year but remain well below the 12 million recorded in 2019.",
     "Museum visits in Scotland had returned to their 2015 level.", False),  # another time's level
    ("Ferry use in Orkney is still 8% below pre-pandemic levels, while in Shetland it has recovered.",
     "Ferry use in Shetland has returned to pre-pandemic levels.", False),  # the clause below names Orkney
])
def test_a_level_back_at_a_times_level_is_read_against_one_kept_below(premise: str, step: str, conflict: bool) -> None:
    reason = recovery_conflict(premise, step)
    assert bool(reason) is conflict, reason


def test_a_scale_after_a_figure_is_part_of_the_figure_in_a_gapped_clause() -> None:
    premise = "France produced 47.6 million tonnes and Spain 13.2 million."
    assert bound_across(premise, "Spain produced 47.6 million tonnes.", parse)[0] == "conflict"
    assert bound_across(premise, "Spain produced 13.2 million tonnes.", parse)[0] == ""


def test_a_whole_with_a_long_noun_phrase_before_of_which_is_read() -> None:
    premise = ("The council sent 38,500 renewal notices to residents of the eastern wards from March to May 2024, "
               "of which 9,200 related to garden waste.")
    assert share_conflict(premise, "Most of the renewal notices related to garden waste.")
    assert share_kept(premise, "Fewer than half of the renewal notices related to garden waste.")
    # a long phrase with a second verb phrase ("… and was staffed by …") is not the whole's: "of whom" is the team's
    other = ("The fair drew 5,000 visitors and was staffed by a large team of helpers from local community groups, of "
             "whom 300 were students.")
    assert not share_kept(other, "Most of the fair's visitors were not students.")
    assert not share_conflict(other, "Most of the fair's visitors were students.")


# -- arithmetic: the level before a change told by a sum, by a percentage before the figure, or "a fall of N%"

@pytest.mark.parametrize(("premise", "step", "worked"), [
    ("Ticket income at the county's theatres reached £46 million in 2024, up £5 million on 2023.",
     "Ticket income at the county's theatres was £41 million in 2023.", True),
    ("Ticket income at the county's theatres reached £46 million in 2024, up £5 million on 2023.",
     "Ticket income at the county's theatres was £51 million in 2023.", False),  # the other way
    ("Spending on temporary staff rose by £3.5 million to £12.5 million over the year.",
     "Spending on temporary staff was £9 million the year before.", True),
    ("Spending on temporary staff rose by £3.5 million to £12.5 million over the year.",
     "Spending on temporary staff was £16 million the year before.", False),
    ("Visits to the county's 9 country parks totalled 2.4 million in 2023, a fall of 20% on 2022.",
     "The county's country parks had 3 million visits in 2022.", True),  # the change of the second figure
    ("Ferry crossings fell 20 per cent to 4.8 million in 2023.", "There were 6 million ferry crossings in 2022.", True),
])
def test_the_level_before_a_change_is_worked_out(premise: str, step: str, worked: bool) -> None:
    assert worked_out(_step_figure(step, "money" if "£" in step else "count"), premise, step) is worked


# -- a figure worked out of figures the sentence only foresees is no fact; a "followed by" list is its own superlative's

@pytest.mark.parametrize(("premise", "step", "foreseen"), [
    ("The endowment could reach £3.4bn next year, up from £3.1bn now, if markets hold, its trustees said.",
     "The endowment has grown by £300m.", True),
    ("The endowment reached £3.4bn this year, up from £3.1bn last year.", "The endowment has grown by £300m.", False),
    ("The endowment reached £3.4bn in 2023, up from £3.1bn in 2022, adding that a new fund would open in May 2025.",
     "The endowment grew by £300m.", False),  # another clause foresees, of no figure the step works from
    ("The hospital delivered 4,100 babies, of which 1,300 were by caesarean section; its birth centre opened in May 2023.",
     "The hospital delivered 2,800 babies other than by caesarean section.", False),  # "May" the month
])
def test_a_figure_the_sentence_only_foresees_is_no_fact(premise: str, step: str, foreseen: bool) -> None:
    assert foreseen_only(premise, step) is foreseen
    reason = missing(premise, step, parse)
    assert ("only foresees" in reason) is foreseen, reason


def test_a_followed_by_list_of_another_superlative_gives_no_place() -> None:
    premise = ("Noise was the most common complaint to the council, followed by fly-tipping and then parking, while "
               "parking fines generated the most appeals.")
    assert followed_rank_holds(premise, "Fly-tipping was the second most common complaint to the council.")
    assert not followed_rank_holds(premise, "Fly-tipping generated the second most appeals.")


@pytest.mark.parametrize(("premise", "step", "turned"), [
    ("Parking income rose to £58m in 2023-24, up from £51m in 2022-23.", "Parking income fell by £7m.", True),
    ("Parking income rose to £58m in 2023-24, up from £51m in 2022-23.", "Parking income rose by £7m.", False),
    ("The force recruited 730 officers in 2023 against a target of 650.", "The force fell 80 officers short of its target.",
     True),
    ("The force recruited 730 officers in 2023 against a target of 650.", "The force exceeded its target by 80 officers.",
     False),
    ("Parking income rose to £58m in 2023-24, up from £51m in 2022-23.", "Parking income fell by £9m.", False),
])
def test_a_gap_told_the_other_way_is_turned(premise: str, step: str, turned: bool) -> None:
    assert bool(gap_turned(premise, step)) is turned


@pytest.mark.parametrize(("step", "conflict"), [
    ("Children pay £30 for a season pass.", True),  # an irregular plural names the sentence's "a child"
    ("Children pay £12 a year for a season pass.", False),
    ("An adult pays £12 a year for a season pass.", True),  # a figure "a year" is still given "for" its thing
])
def test_a_figure_a_year_for_a_thing_and_an_irregular_plural(step: str, conflict: bool) -> None:
    premise = "A season pass costs £12 a year for a child and £30 for an adult, with discounts for carers."
    reason = attached_otherwise(premise, step)
    assert bool(reason) is conflict, reason


@pytest.mark.parametrize(("step", "conflict"), [
    ("Sales exceeded purchases by £2.3 million.", False),
    ("Purchases exceeded sales by £2.3 million.", True),  # the smaller put ahead ("… and purchases", lower case)
    ("Sales exceeded purchases by £3.3 million.", True),
])
def test_a_gap_between_two_named_sums(step: str, conflict: bool) -> None:
    reason = quantity_conflict("The firm's sales were worth £7.5 million and purchases £5.2 million.", step)
    assert bool(reason) is conflict, reason


# -- mends after a second read of the session's change

@pytest.mark.parametrize(("premise", "step"), [
    ("Of the 212 planning appeals decided, 71 were allowed.", "Fewer than a third of the appeals were allowed."),
    ("Just 40% of adults in rural Wales saw an NHS dentist last year.",
     "Fewer than half of adults in Wales saw an NHS dentist last year."),  # a narrower group
    ("Just 40% of adults saw an NHS dentist in 2019, compared with 55% in 2023.",
     "Fewer than half of adults saw an NHS dentist."),  # the sentence's figure is of another time
])
def test_no_share_kept_past_a_bound_or_for_a_narrower_claim(premise: str, step: str) -> None:
    assert not share_kept(premise, step)


def test_a_target_with_a_rivals_figure_before_it_is_no_restatement() -> None:
    premise = "Harlow collected 96.1% of business rates, against 97.8% in Epping and a target of 96.5%."
    assert not target_met_kept(premise, "Harlow met its business rates collection target.")


@pytest.mark.parametrize("step", ["Income did not fall by £7m.", "Income could fall by £7m next year."])
def test_a_denied_or_foreseen_gap_is_not_turned(step: str) -> None:
    assert not gap_turned("Income rose to £58m in 2023, up from £51m in 2022.", step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Visitor numbers in 2023 were under pressure from strikes, as in 2019.",
     "Visitor numbers had returned to their 2019 level."),
    ("Bookings remained below their 2019 level until March, but by the summer they had fully recovered.",
     "By the summer, bookings had recovered to their 2019 levels."),
])
def test_no_recovery_conflict_for_pressure_or_a_later_recovery(premise: str, step: str) -> None:
    assert not recovery_conflict(premise, step)


def test_an_aside_that_foresees_is_no_foreseen_figure() -> None:
    premise = "Of the plant's 1,500 employees, 60 percent work on the assembly line, which analysts expect to grow."
    assert not foreseen_only(premise, "900 of the plant's employees work on the assembly line.")


def test_a_rank_at_another_time_and_a_follower_named_with_and() -> None:
    premise = "Among the county's gardens, Hollins Park drew the most visitors last year, followed by Ashcombe Manor."
    assert not followed_first(premise, "Ashcombe Manor drew the most visitors this year.")
    causes = "Back pain was the most common reason for absence, followed by food and drink and then heart conditions."
    assert followed_rank(causes, "Heart conditions were the third most common reason for absence.") == 2


@pytest.mark.parametrize("word", ["station", "inflation", "population", "billion", "edition"])
def test_said_as_noun_wants_the_verb_itself(word: str) -> None:
    assert not said_as_noun(word, {"state", "inflow", "popular", "bill", "edit"})
