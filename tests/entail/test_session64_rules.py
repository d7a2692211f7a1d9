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


HONEY = ("The British Beekeepers Association said on 12 October 2023 that members in England harvested an average of "
         "13.2 kg of honey per hive this year, up from 9.6 kg in 2022, though yields in Scotland remained below the "
         "ten-year average.")
ROYAL_MAIL = ("Royal Mail said on 14 May 2024 that 74.7% of first-class letters arrived on time in the year to March "
              "2024, well below the 93% target set by the regulator Ofcom.")
POST = ("The Deutsche Post board approved a plan on 3 June 2024 to close 120 of its 1,500 counter branches in Bavaria "
        "by the end of 2026, a spokesperson said, pending agreement with works councils.")
WHISKY = ("The Scotch Whisky Association said on 12 February 2024 that exports were worth £5.6 billion in 2023, down "
          "from a record £6.2 billion in 2022, although volumes shipped to India increased.")
NOTO = ("The US Geological Survey recorded a magnitude 7.5 earthquake off the Noto Peninsula, Japan, on 1 January "
        "2024, stronger than the magnitude 6.2 quake that struck the same area in May 2023.")
LUMBER = ("Canada's softwood lumber producers paid US import duties of 14.4% on shipments in 2024, the US Commerce "
          "Department said, after it raised the combined rate from 8.05% set in 2023.")
PARAMEDICS = ("The Welsh Ambulance Service said on 4 March 2024 that it would recruit 262 additional paramedics over "
              "the next two years, funded by a £12 million grant from the Welsh Government.")
HM = ("H&M said on 27 June 2024 that its second-quarter sales rose 2% to 59.6 billion Swedish kronor, but warned that "
      "sales for June were expected to fall by 3% in local currencies.")


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    # a landmark named with a hyphened number ("the ten-year average") and a place said of what was reported
    (HONEY, "Scottish beekeepers reported honey yields above their ten-year average in 2023.", True),
    (HONEY, "Yields in Scotland were below the ten-year average.", False),
    # a target's figure
    (ROYAL_MAIL, "Ofcom's target for first-class letters arriving on time was 74.7%.", True),
    (ROYAL_MAIL, "Ofcom's target for first-class letters arriving on time was 93%.", False),
    ("The trust had a target of 95%, which will be lowered to 78% next year.", "The trust's target next year is 78%.",
     False),
    # all of a whole where the sentence does it to a part
    (POST, "Deutsche Post plans to close all 1,500 of its counter branches in Bavaria by the end of 2026.", True),
    (POST, "Deutsche Post plans to close 120 of its 1,500 counter branches in Bavaria.", False),
    ("Inspectors visited 40 of the 300 schools in March, the watchdog said.",
     "Inspectors will have visited all 300 schools by the end of the year.", False),
    # a record given to another year; not a record low, nor a record near which the step stays
    (WHISKY, "Scotch whisky exports reached a record value in 2023.", True),
    ("Unemployment fell to a record low of 3.5% in 2022 and stood at 3.8% in 2023, the statistics office said.",
     "Unemployment hit a record low in 2023.", True),
    ("Unemployment fell to a record low of 3.5% in 2022 and stood at 3.8% in 2023, the statistics office said.",
     "Unemployment in 2023 was close to its record low.", False),
    ("Sales reached a record £6.2 billion in 2022 and then a new record of £6.5 billion in 2023.",
     "Sales reached a record in 2023.", False),
    (WHISKY, "Scotch whisky exports reached a record value in 2022.", False),
    # a figure given the time of another, and a comparison said the other way in an appositive
    (NOTO, "The Noto Peninsula earthquake of May 2023 measured magnitude 7.5.", True),
    (NOTO, "The Noto Peninsula earthquake of January 2024 measured magnitude 7.5.", False),
    (NOTO, "The Noto quake of 1 January 2024 was weaker than the May 2023 quake.", True),
    (NOTO, "The May 2023 quake was weaker than the one in January 2024.", False),
    (LUMBER, "US duties on Canadian softwood lumber shipments in 2024 stood at 8.05%.", True),
    (LUMBER, "The combined duty rate in 2023 was 8.05%.", False),
    # who gave a grant; a move both sides tell as expected
    (PARAMEDICS, "The Welsh Ambulance Service gave the Welsh Government a £12 million grant.", True),
    (PARAMEDICS, "The Welsh Government gave the Welsh Ambulance Service a £12 million grant.", False),
    ("The Welsh Government received a £50 million grant from the Government in Westminster.",
     "Westminster gave the Welsh Government a £50 million grant.", False),
    (HM, "H&M expected its June 2024 sales to rise in local currencies.", True),
    (HM, "H&M expected its June sales to fall.", False),
    (HM, "H&M's second-quarter sales fell.", True),
])
def test_session64_table_a_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_figure_given_another_time_than_the_sentence_gives_it_is_not_stated() -> None:
    from gechat.entail.figure_times import figure_time_unstated

    club = ("The club's revenue rose to £250 million in 2023, up from £210 million in 2022, while its wage bill "
            "climbed to £180 million in 2023.")
    assert figure_time_unstated(club, "The club's wage bill in 2022 was £180 million.")
    assert not figure_time_unstated(club, "The club's wage bill in 2023 was £180 million.")
    # a time a clause away is no time of the figure's
    assert not figure_time_unstated("In 2022, the firm employed 3,400 people; by 2024 it employed 2,900.",
                                    "The firm employed 3,400 people in 2022.")


@pytest.mark.parametrize(("premise", "step"), [
    ("The board's seats were split 50-50 between men and women.", "Half of the board's members are women."),
    ("The council received 3,000 objections and 1,000 letters of support.", "A quarter of the letters supported it."),
])
def test_a_share_given_otherwise_is_stated(premise: str, step: str) -> None:
    assert not share_unstated(premise, step)
