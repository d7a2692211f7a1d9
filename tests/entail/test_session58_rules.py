"""Readings of session 58: one set of opening hours read for a day's opening or closing time, either way; rates
written with a slash ("47 µg/L") converted on their parts' scales; a result's margin against its score; who did
something to whom where the parse fails; an earlier period's result given as now; another part of the day; power
units; a count the step gives beside the sentence's; months between two dates; and new antonym pairs."""

from __future__ import annotations

import pytest

from gechat.entail import exclusions, hours, margins, periods, toward, weekdays
from gechat.entail.arithmetic import worked_out
from gechat.entail.from_to import change_as_share
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


# a result's score and the margin a step gives (margins.py)
@pytest.mark.parametrize("premise, step, conflicts, restated", [
    ("Dunmore Rovers beat Hallcross Athletic 3-1 on Saturday.", "Dunmore Rovers won by two goals.", False, True),
    ("Dunmore Rovers beat Hallcross Athletic 3-1 on Saturday.", "Dunmore Rovers won by three goals.", True, False),
    ("Dunmore Rovers beat Hallcross Athletic 3-1 on Saturday.", "Hallcross Athletic won by two goals.", False, False),
    ("The motion passed by 7 votes to 5.", "The motion passed by two votes.", False, True),
    ("The motion passed by 7 votes to 5.", "The motion passed by a single vote.", True, False),
    ("The bill was approved 52-48 in the Senate.", "The bill was approved by a margin of four votes.", False, True),
    ("The bill was approved 52-48 in the Senate.", "The bill was approved by a margin of four votes after a long "
     "debate.", False, False),  # a word the sentence does not give
    ("The bill passed by 312 votes to 290 late on Tuesday.", "The bill passed by 312 votes to 290.", False, False),
    ("They won 3-1 and 2-0 in the two legs.", "They won by three goals.", False, False),  # two scores: not read
    ("Read pages 3-5 of the report before the vote.", "Read it by two votes.", False, False),  # no result's score
])
def test_a_margin_against_the_score(premise: str, step: str, conflicts: bool, restated: bool) -> None:
    assert bool(margins.margin_conflict(premise, step)) is conflicts
    assert margins.margin_restated(premise, step) is restated


PROMOTED = ("Priya Nandakumar, previously head of marketing at Solway Bank, was promoted to chief commercial officer "
            "in April 2022 and reports directly to chief executive Alan Grieve.")
LENT = ("The Rijksveld Museum has lent Jan Moreels' 'Winter Harbour' (1654) to the Galleria Santori in Florence for its "
        "exhibition on Dutch landscapes.")


@pytest.mark.parametrize("premise, step, turned", [
    (PROMOTED, "Alan Grieve reports directly to Priya Nandakumar at Solway Bank.", True),
    (PROMOTED, "Priya Nandakumar reports directly to Alan Grieve.", False),
    (LENT, "The Galleria Santori in Florence lent 'Winter Harbour' to the Rijksveld Museum.", True),
    (LENT, "The Rijksveld Museum lent 'Winter Harbour' to the Galleria Santori.", False),
    ("Under the deal, Helix pays royalties to Orban.", "Orban pays royalties to Helix.", True),
    ("The painting was lent to the Tate by the Louvre.", "The Tate lent the painting to the Louvre.", False),  # passive
    ("Maria sold the farm to Jonas in 2019, and Jonas sold it to Maria in 2021.", "Jonas sold the farm to Maria.",
     False),  # both ways round
])
def test_who_did_it_to_whom_read_from_the_words(premise: str, step: str, turned: bool) -> None:
    assert bool(toward.toward_turned(premise, step)) is turned


BRIGHTWELL = ("Brightwell Telecom posted a net loss of $23.5 million for the quarter ended 31 March 2024, compared with "
              "a net profit of $8.1 million in the same period of 2023.")
BREWER = "The brewer made a net profit of $7m in the first half of 2024 after a loss of $2m in the same period of 2023."


@pytest.mark.parametrize("premise, step, conflicts", [
    (BRIGHTWELL, "Brightwell Telecom reported a net profit for the quarter that ended on 31 March 2024.", True),
    (BRIGHTWELL, "Brightwell Telecom was profitable a year earlier.", False),
    (BRIGHTWELL, "Brightwell Telecom made a net profit in the first quarter of 2023.", False),
    (BRIGHTWELL, "Orbis Group reported a net profit for the quarter.", False),  # another company
    (BREWER, "The brewer made a loss in the first half of 2024.", True),
    (BREWER, "The brewer made a loss in the second half of 2024.", False),  # a period the sentence does not give
])
def test_an_earlier_result_given_as_now(premise: str, step: str, conflicts: bool) -> None:
    assert bool(periods.earlier_result_as_now(premise, step)) is conflicts


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Flight SK417 was diverted to Milan Malpensa on Friday evening after a passenger fell ill.",
     "Flight SK417 landed at Milan Malpensa on Friday morning.", True),
    ("The fire broke out on Friday evening.", "The fire broke out on Friday night.", False),  # the two meet
    ("The fire broke out on Friday evening.", "The fire was put out on Saturday morning.", False),
    ("The shop is shut on Friday morning and opens again on Friday evening.", "It opens on Friday afternoon.", False),
])
def test_another_part_of_the_day(premise: str, step: str, conflicts: bool) -> None:
    assert bool(weekdays.day_part_conflict(premise, step)) is conflicts


@pytest.mark.parametrize("premise, step, conflicts", [
    ("The 850 MW Ferrow Bank offshore wind farm began operation in 2024.",
     "The Ferrow Bank offshore wind farm has a capacity of 850 kilowatts.", True),
    ("The 850 MW Ferrow Bank offshore wind farm began operation in 2024.",
     "The Ferrow Bank offshore wind farm has a capacity of 0.85 gigawatts.", False),
    ("Harbourgate was granted permission for a tower on Quay Street containing 186 apartments.",
     "The Quay Street tower will include 40 affordable apartments among its 186 homes.", False),
    ("The tower on Quay Street contains 186 apartments.", "The tower on Quay Street contains 168 apartments.", True),
])
def test_power_units_and_a_count_beside_the_sentence_s(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_change_of_a_measure_of_something_and_months_between_dates() -> None:
    emissions = ("Norrland Power's greenhouse gas emissions fell from 4.8 million tonnes of CO2 in 2022 to 3.6 million "
                 "tonnes in 2023.")
    assert change_as_share(emissions, 25) == "from 4.8 million tonnes of CO2 in 2022 to 3.6 million tonnes"
    late = "The extension, originally due to finish in May 2024, was completed in November 2024."
    (six,) = quantities("It was finished six months late.")
    (four,) = quantities("It was finished four months late.")
    assert worked_out(six, late, "It was finished six months late.")
    assert not worked_out(four, late, "It was finished four months late.")


@pytest.mark.parametrize("premise, step", [
    ("Deputy finance director Tom Hale will serve as interim CFO while the search for a successor continues.",
     "Tom Hale has been appointed as permanent CFO."),
    ("Marguerite Olsson was the elder daughter of the botanist Henrik Olsson.",
     "Marguerite Olsson was the younger daughter of Henrik Olsson."),
])
def test_new_antonym_pairs(premise: str, step: str) -> None:
    assert find_conflict(premise, step)


OSTARA = ("Quarterly revenue at Ostara Biotech tripled to $45 million from $15 million, while its net loss narrowed to "
          "$12 million from $31 million.")


@pytest.mark.parametrize("premise, step, conflicts", [
    (OSTARA, "Ostara Biotech's quarterly revenue increased by $45 million.", True),  # of two changes, the revenue's
    (OSTARA, "Ostara Biotech's quarterly revenue increased by $30 million.", False),
    ("Tamsworth has pledged to reach net zero emissions by 2040, ten years earlier than the national target.",
     "The national target for reaching net zero emissions is 2050.", False),
    ("Tamsworth has pledged to reach net zero emissions by 2040, ten years earlier than the national target.",
     "The national target for reaching net zero emissions is 2045.", True),
    ("The renovation of the Corn Exchange was completed at a cost of £14 million, £3 million over the original "
     "budget.", "The original budget for renovating the Corn Exchange was £11 million.", False),
])
def test_figures_worked_out_from_the_sentence(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_budget_worked_out_states_the_figure() -> None:
    premise = "The renovation was completed at a cost of £14 million, £3 million over the original budget."
    (eleven,), (twelve,) = quantities("a budget of £11 million"), quantities("a budget of £12 million")
    assert worked_out(eleven, premise, "The original budget was £11 million.")
    assert not worked_out(twelve, premise, "The original budget was £12 million.")


HARBOUR = ("The novel 'Harbour Lights' was shown in 2022 by scholars at Tarnow University to have been written by Emily "
           "Crane, not her brother Edmund.")
LEDGER = "The film 'Monsoon Ledger' premiered at the Lisenne Film Festival, where it won the Audience Award but not " \
         "the festival's top prize."


@pytest.mark.parametrize("premise, step, conflicts", [
    (HARBOUR, "Scholars established that Edmund Crane wrote the novel 'Harbour Lights'.", True),
    (HARBOUR, "Scholars established that Emily Crane wrote the novel 'Harbour Lights'.", False),
    (LEDGER, "'Monsoon Ledger' won the top prize at the Lisenne Film Festival.", True),
    (LEDGER, "'Monsoon Ledger' won the Audience Award at the Lisenne Film Festival.", False),
])
def test_what_the_sentence_sets_aside(premise: str, step: str, conflicts: bool) -> None:
    assert bool(exclusions.contrasted_conflict(premise, step)) is conflicts


@pytest.mark.parametrize("premise, step, turned", [
    ("Greyfriars Capital has leased 4,200 square metres of 10 Albion Street to law firm Carrow & Pike.",
     "Greyfriars Capital has agreed to lease office space from Carrow & Pike.", True),
    ("Greyfriars Capital has leased 4,200 square metres of 10 Albion Street to law firm Carrow & Pike.",
     "Greyfriars Capital leased office space to Carrow & Pike.", False),
    ("Delmont rented two cranes from Harlow Plant.", "Delmont rented two cranes to Harlow Plant.", True),
    ("Delmont rented two cranes from Harlow Plant.", "Harlow Plant rented two cranes to Delmont.", False),
])
def test_a_verb_told_either_way_round(premise: str, step: str, turned: bool) -> None:
    assert bool(toward.to_as_from(premise, step)) is turned


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Two dogs playing near two people.", "Two dogs playing near nine people.", True),  # "Two dogs" is no part of it
    ("Two men are standing near 2 black and burgundy antique cars.", "Two men are standing near 7 black and burgundy "
     "antique cars.", True),
    ("The meeting was moved to an earlier date.", "The meeting was moved to a later date.", True),
    ("The train left later than planned.", "The train left earlier than planned.", True),
])
def test_a_count_beside_another_and_earlier_against_later(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts
