"""Readings of session 64: the small parser's lost subjects given back ("said attendance … remained", "car commuting
over the same period fell"), a share in words that the sentence gives in no form, and a cap or limit told with "cap
… at" and "limit … to"."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import default_parse, find_conflict
from gechat.entail.limits import limits
from gechat.entail.proportions import share_unstated

NORTHGATE = ("Inspectors rated Northgate Academy in Leeds 'good' in a report published on 14 March, upgrading the "
             "secondary school from the 'requires improvement' grade it received in 2021, though they said attendance "
             "among its 1,150 pupils remained below the national average.")
MALMO = ("A study by Lund University found that cycling to work in Malmö rose by 23 percent in the two years after the "
         "city opened 40 kilometres of protected bike lanes in 2021, while car commuting over the same period fell by "
         "6 percent.")
WESTMOOR = ("More than 62,000 people attended the three-day Westmoor Folk Weekend in July, a record for the event, but "
            "the council said it would cap attendance at 55,000 next year after complaints about crowding near the "
            "main stage.")
BRISTOL = ("Bristol's bike-share scheme recorded 1.3 million trips in 2023, 70 percent of them on e-bikes, the city "
           "council said on Tuesday, as it announced that the fleet would grow from 1,500 to 2,100 bikes by next "
           "spring.")


def _deps(text: str) -> dict[str, tuple[str, str]]:
    return {t.text: (t.dep_, t.head.text) for t in default_parse(text)}


def test_a_reported_clause_gets_back_the_subject_the_parser_took_as_an_object() -> None:
    deps = _deps("Inspectors said attendance among its 1,150 pupils remained below the national average.")
    assert deps["attendance"] == ("nsubj", "remained")
    assert deps["among"] == ("prep", "attendance")


def test_a_hearer_stays_the_object_and_a_parsed_subject_stays() -> None:
    deps = _deps("She told reporters the plant would close.")
    assert deps["reporters"] == ("dobj", "told") and deps["plant"] == ("nsubj", "close")


def test_a_noun_in_ing_after_a_noun_is_the_subject_not_a_clause() -> None:
    deps = _deps("Car commuting over the same period fell by 6 percent.")
    assert deps["commuting"] == ("nsubj", "fell")
    assert deps["Car"] == ("compound", "commuting")
    assert deps["period"] == ("pobj", "over")
    # a plural noun before a word in "-ing" is a clause of its own: "workers (who were) striking"
    assert _deps("Workers striking outside the plant blocked the road.")["Workers"] == ("nsubj", "blocked")


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    (NORTHGATE, "Inspectors found that attendance at Northgate Academy was above the national average.", True),
    (NORTHGATE, "Attendance at the school remained below the national average.", False),
    (MALMO, "The study found that car commuting in Malmö rose by 23 percent after the bike lanes opened.", True),
    (MALMO, "Car commuting rose.", True),
    (MALMO, "Car commuting in Malmö fell over the period.", False),
    ("Cycling rose by 23 percent, while car commuting over the same period fell by 6 percent.",
     "Cycling fell.", True),
    (WESTMOOR, "The council plans to raise the attendance limit for next year's event to 62,000.", True),
    (WESTMOOR, "The council intends to limit attendance to 55,000 next year.", False),
])
def test_session64_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_cap_at_and_limit_to_are_upper_limits() -> None:
    (cap,) = [x for x in limits(WESTMOOR) if x.upper]
    assert cap.figure.value == 55000 and cap.figure.unit == ""
    (limit,) = limits("The board voted to limit the annual rent increase to 4 percent.")
    assert limit.upper and limit.figure.value == 4
    (ceiling,) = limits("Ministers set a ceiling of 300 places on the scheme.")
    assert ceiling.upper and ceiling.figure.value == 300


@pytest.mark.parametrize(("premise", "step", "unstated"), [
    (BRISTOL, "Half of the new bikes added to the fleet will be e-bikes.", True),
    ("Three of the 12 board members resigned.", "Half of the board resigned.", True),
    ("Planners approved 640 new homes, of which 192 will be affordable housing.",
     "Half of the 640 homes will be affordable housing.", True),
    # the share given as a percentage, as counts, as "one in four" or in words
    ("Police fined 1,250 of the 5,000 drivers stopped.", "A quarter of the drivers were fined.", False),
    ("Police fined 25% of drivers.", "A quarter of the drivers were fined.", False),
    ("One in four drivers was fined.", "A quarter of the drivers were fined.", False),
    ("The hall has 1,200 seats, of which 600 are reserved.", "Half of the seats are reserved.", False),
    ("Of 80 patients, 60 did not improve.", "A quarter of the patients improved.", False),
    ("Three-fourths of the patients had a mood disorder.", "Three quarters of the patients had a mood disorder.",
     False),
    # no share of a group: a part of a time or of one unit, a share said to be near
    ("Sales rose 12 percent in the first half of 2024.", "Sales rose in the first half of 2024.", False),
    ("Rice should be cooled within 90 minutes.", "Rice should be cooled within an hour and a half of cooking.", False),
    ("The bank raised its key rate to 5.25% from 5%.", "The bank raised its rate by a quarter of a percentage point.",
     False),
    ("Turnout was 41 percent.", "About half of the voters turned out.", False),
])
def test_a_share_in_words_the_sentence_gives_in_no_form(premise: str, step: str, unstated: bool) -> None:
    assert bool(share_unstated(premise, step)) is unstated
