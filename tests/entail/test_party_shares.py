"""A party's share of a whole bounded in words by the step, against the share the sentence gives it
(:mod:`gechat.entail.party_shares`), on sentences other than the tables' that showed the reading, with the look-alikes
it must leave alone."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.party_shares import party_share_conflict

_MARKET = ("Greenvale's share of the grocery market reached 31 per cent in 2024, while Hollins took 22 per cent and "
           "discount chains 18 per cent.")
_EXPORTS = ("Whisky exports reached £5.6bn in 2023, of which £1.9bn went to the United States and £0.9bn to "
            "France.")
_CALLS = ("The county's ambulance service answered 48,200 emergency calls in 2023, with falls accounting for "
          "13,100 and breathing problems for 6,900.")
_STAFF = "The university employed 7,420 people in July, of whom 3,980 were academic staff."
_VOTES = "Turnout was 61 per cent, and Labour won 22 of the council's 48 seats, ahead of the Greens on 14."
_POWER = "Wind farms generated 29.4 terawatt hours of the region's 58.1 terawatt hours of electricity in 2024."


@pytest.mark.parametrize(("premise", "step"), [
    (_MARKET, "Greenvale held the majority of the grocery market in 2024."),  # 31 %
    (_MARKET, "Hollins took more than a quarter of the grocery market in 2024."),  # 22 %
    (_EXPORTS, "The United States took more than half of whisky exports in 2023."),  # £1.9bn of £5.6bn, 34 %
    (_EXPORTS, "France accounted for less than a tenth of whisky exports in 2023."),  # 16 %
    (_CALLS, "Falls accounted for most of the emergency calls the ambulance service answered in 2023."),  # 27 %
    (_STAFF, "Academic staff made up less than half of the people the university employed."),  # 54 %
    (_VOTES, "Labour won a majority of the council's seats."),  # 22 of 48
    (_POWER, "Wind farms generated less than half of the region's electricity in 2024."),  # 50.6 %
    ("Of the 2,300 pupils surveyed, 41% of those in Year 11 said they felt stressed, while 23% of pupils were "
     "in Year 11.", "Year 11 pupils were in the majority among those surveyed."),  # 23 %
    ("Donations reached £3.2m, with legacies making up about a third of the total.",
     "Legacies made up most of the donations."),  # about a third
    ("Falls accounted for a fifth of the deaths recorded in the region in 2023.",
     "Falls accounted for a quarter of the deaths recorded in the region in 2023."),
    ("The charity's 2024 report says 410 volunteers gave 12,600 hours to the project, with litter picks "
     "accounting for 2,900 of those hours.", "Litter picks accounted for more than half of the volunteers' hours."),
    # the part named by what the step says of it, "of which" or of a whole counted first
    ("The depot handled 4.8 million parcels in 2024, up 6 per cent on 2023, of which 1.1 million were returned to "
     "senders.", "More than half of the parcels handled in 2024 were returned."),
    ("Of the 460 cafés inspected by the council, 388 were rated good or better, officers said.",
     "A minority of the inspected cafés were rated good or better."),
    ("Some 8,400 new vans were registered in the region last year, of which 5,100 were diesel.",
     "Diesel vans made up a minority of new registrations in the region."),
])
def test_a_share_the_sentence_gives_otherwise_conflicts(premise: str, step: str) -> None:
    assert party_share_conflict(premise, step)
    assert find_conflict(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    (_MARKET, "Greenvale held less than a third of the grocery market in 2024."),  # 31 %: right
    (_MARKET, "Discount chains held less than a fifth of the grocery market in 2024."),
    (_EXPORTS, "The United States took more than a third of whisky exports in 2023."),  # 33.9 %: within rounding
    (_CALLS, "Breathing problems accounted for less than a fifth of the emergency calls in 2023."),  # 14 %
    (_STAFF, "Academic staff made up more than half of the people the university employed."),
    (_VOTES, "Labour won fewer than half of the council's seats."),
    (_VOTES, "Labour lost more than half of the council's seats."),  # another verb: not read
    (_POWER, "Wind farms generated more than half of the region's electricity in 2024."),
    # a change, not a share
    ("Exports to France rose 60% in 2023, to £2.1bn.", "France took less than half of exports in 2023."),
    # another whole
    ("Women made up 45% of the board in 2024.", "Women made up most of the workforce in 2024."),
    # another year's share
    ("Renewables provided 53% of the country's power in 2023, up from 48% in 2022.",
     "Renewables provided less than half of the country's power in 2022."),
    # a forecast
    ("Renewables could provide 60% of the country's power by 2030, the operator said.",
     "Renewables provide less than half of the country's power."),
    # rough on both sides, and overlapping
    ("Freelancers produced about half of the agency's output.", "Freelancers produced the majority of the output."),
    # given respectively
    ("Cars and lorries made up 80% and 11% of traffic respectively.", "Lorries made up most of the traffic."),
    # a whole of the part's own: 58 of the knife deaths, not of all 244 homicides
    ("Of the 244 homicides recorded, 109 involved a knife; Glasgow accounted for 58 of the knife deaths.",
     "Glasgow accounted for more than half of the knife homicides."),
    # the whole's later level, not its earlier one
    ("Claims paid climbed to £2.5bn from £1.9bn, of which £1.6bn went on vehicle repairs.",
     "Vehicle repairs made up less than two-thirds of claims paid."),
    # a step that denies or hedges its share
    ("Prize payouts took 53% of sales.", "Prize payouts did not take more than half of sales."),
    ("Prize payouts took 53% of sales.", "Prize payouts may take less than half of sales."),
    # the rest of the whole, not the party named
    ("Electric vehicles represented 17% of new car registrations in 2023.",
     "Vehicles other than electric ones made up the majority of new car registrations in 2023."),
    # the part named by what the step says of it: another whole
    ("The port handled 2.6 million containers in 2023, of which 0.9 million were transhipped, as well as 41 million "
     "tonnes of bulk cargo.", "Most of the bulk cargo was transhipped."),
    ("Inspectors visited 1,200 care homes across 40 council areas last year, 15 per cent of them rated inadequate.",
     "Most of the council areas were rated inadequate."),
    ("Of the 460 cafés inspected by the council, 388 were rated good or better, officers said.",
     "Most of the inspected cafés were rated good or better."),
    # a share of money "of which" with its place told after, and another whole
    ("Whisky exports reached £5.6bn in 2023, of which £1.9bn went to the United States.",
     "Less than half of the £5.6bn went to the United States."),
    ("The council's claims rose to 2,300 in 2024, of which 110 went to a full hearing.",
     "Most of the claims went to a full hearing."),  # a group's share: proportions', not read here
])
def test_look_alikes_are_left_alone(premise: str, step: str) -> None:
    assert party_share_conflict(premise, step) == ""
