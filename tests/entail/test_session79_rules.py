"""Session 79: a bare number of the step set in the very words around another bare number of the sentence
(`bare_counts.frame_conflict`: "a girl of fifteen" / "a girl of sixteen", "ten thousand a year" / "five thousand a
year", both read as entailed before, found by a second read on Pride and Prejudice), and two acts that trade places
around "rather than" while the thing acted on stays (`alternatives.alternative_turned`: "Bake the bread rather than
fry it." / "Fry the bread rather than bake it.", 0.99 entailed before)."""

from __future__ import annotations

import pytest

from gechat.entail.alternatives import alternative_turned
from gechat.entail.bare_counts import frame_conflict
from gechat.entail.factory import make_entailer
from gechat.settings import Settings

LYDIA = ("Lydia was a stout, well-grown girl of fifteen, with a fine complexion and good-humoured countenance; a "
         "favourite with her mother, whose affection had brought her into public at an early age.")
DARCY = ("Darcy soon drew the attention of the room by his fine, tall person, handsome features, noble mien, and the "
         "report, which was in general circulation within five minutes after his entrance, of his having ten "
         "thousand a year.")


@pytest.mark.parametrize(("premise", "step", "said"), [
    (LYDIA, "Lydia was a girl of sixteen.", "sixteen; the sentence says fifteen"),
    ("She was then a girl of fifteen.", "She was then a girl of sixteen.", "sixteen"),
    # "five minutes" elsewhere in the sentence is no statement of "five thousand"
    (DARCY, "Darcy was reported to have five thousand a year.", "five thousand; the sentence says ten thousand"),
    ("The recipe serves six.", "The recipe serves eight.", "eight"),
    ("He married at twenty-five.", "He married at thirty.", "thirty; the sentence says twenty-five"),
    ("Tickets cost 15 each.", "Tickets cost 20 each.", "20"),
])
def test_a_bare_number_in_the_sentence_s_own_words_is_its_figure(premise: str, step: str, said: str) -> None:
    assert said in frame_conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (LYDIA, "Lydia was fifteen."),
    (LYDIA, "Lydia was a girl of fifteen."),
    (DARCY, "Darcy was reported to have ten thousand a year."),
    # a range or an alternative may hold the step's figure
    ("Mr. Bingley has four or five thousand a year.", "Mr. Bingley has four thousand a year."),
    ("Scores ranged from 10 to 20.", "Scores ranged from 10 to 25."),
    ("The vote passed 52 to 48.", "The vote passed 52 to 40."),
    # a part, often worked out
    ("Of the 36 patients enrolled, a third reported mild headaches.",
     "Twelve of the enrolled patients had mild headaches."),
    ("Northvale Police carried out 9,480 stop and searches, while an item was found in 2,370 cases.",
     "Nothing was found in 7,110 of the stop and searches."),
    # names and labels
    ("Students may not use calculators in Paper 1.", "Students may use calculators in Paper 2."),
    ("The Halden Bank app no longer supports iOS 14.", "The Halden Bank app supports iOS 15."),
    ("The aircraft was a Boeing 757.", "The aircraft was a Boeing 777."),
    ("Sato overtook Petrova on lap 10.", "Sato overtook Petrova on lap 12."),
    # another time, thing or doer
    ("Hotel bookings in Cornwall reached 2.2 million in 2023.", "Hotel bookings in Cornwall reached 2 million in 2022."),
    ("She turned 40 last year.", "She turned 41 this year."),
    ("The temperature reached 30 on Monday.", "The temperature reached 25 on Tuesday."),
    ("The men's team scored 30.", "The women's team scored 25."),
    ("The team scored 3 in the first half.", "The team scored 5 in the match."),
    # the words around the numbers differ
    ("Mortgage approvals stood at 61,000 in March and fell by 4,000 in April.",
     "Mortgage approvals rose to 57,000 in April."),
    # counted things are the figure checks' (quantities), not this reading's
    ("The company employs forty people.", "The company employs fifty people."),
])
def test_no_frame_conflict_for_the_same_number_a_range_a_part_a_label_or_another_setting(premise: str,
                                                                                          step: str) -> None:
    assert frame_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Bake the bread rather than fry it.", "Fry the bread rather than bake it."),
    ("The trustee prefers checks rather than cash.", "The trustee prefers cash rather than checks."),
    ("The seat of government was moved from Almaty to Astana in 1997.",
     "The seat of government was moved from Astana to Almaty in 1997."),
])
def test_two_things_that_trade_places_around_the_one_kept(premise: str, step: str) -> None:
    assert alternative_turned(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Bake the bread rather than fry it.", "Bake the bread rather than fry it."),
    ("Bake the bread rather than fry it.", "Bake the bread."),
    ("Bake the bread rather than fry it.", "Do not fry the bread rather than bake it."),
    ("The trustee prefers checks rather than cash.", "The trustee prefers checks rather than money orders."),
    ("By 2020 most commuters chose the train over the car.", "In 2010 most commuters chose the car over the train."),
])
def test_no_trade_where_the_step_keeps_the_sentence_s_roles_denies_or_speaks_of_another_time(premise: str,
                                                                                             step: str) -> None:
    assert alternative_turned(premise, step) == ""


@pytest.fixture(scope="module")
def judge():
    return make_entailer(Settings())


@pytest.mark.parametrize(("premise", "step"), [
    (LYDIA, "Lydia was a girl of sixteen."),
    (DARCY, "Darcy was reported to have five thousand a year."),
    ("Bake the bread rather than fry it.", "Fry the bread rather than bake it."),
])
def test_the_judge_contradicts_what_it_read_as_entailed(judge, premise: str, step: str) -> None:
    j = judge.judge([premise], [step])[0]
    assert j.conflict and j.contradiction > 0.5 and j.entailment < 0.5


@pytest.mark.parametrize(("premise", "step"), [
    (LYDIA, "Lydia was a girl of fifteen."),
    (DARCY, "Darcy was reported to have ten thousand a year."),
])
def test_the_judge_still_supports_the_sentence_s_own_figure(judge, premise: str, step: str) -> None:
    j = judge.judge([premise], [step])[0]
    assert not j.conflict and j.entailment > 0.5
