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
    # a part told "of them" or "included" in the whole
    ("The clinic recorded 7,400 appointments in March, 1,600 of them by telephone.",
     "Most of the clinic's appointments in March were by telephone."),
    ("The £6.5bn rail package includes £2.1bn for the South West and £4.4bn for the rest of England.",
     "Most of the £6.5bn was earmarked for the South West."),
    ("The 9,800 new homes completed in Scotland last year included 2,700 social rented homes.",
     "The majority of the new homes completed in Scotland were social rented."),
    # a whole counted first, its part after "only", a step of two years the sentence gives
    ("Of the 520 rural bus routes in the county in 2015, only 340 were still running by the end of 2023.",
     "More than three-quarters of the county's 2015 rural bus routes were still running at the end of 2023."),
    # "seven in ten", a whole "out of" after a comma, a part before "of which"
    ("Landlords bought seven in ten new flats in the city centre last year.",
     "Landlords bought less than half of the new flats in the city centre last year."),
    ("Solar projects won contracts for 3.1 gigawatts, out of 5.2 gigawatts awarded in the round.",
     "Solar accounted for less than half of the capacity awarded in the round."),
    ("The depot handled 4.8 million parcels in 2024, 2.6 million of which were returned.",
     "Less than half of the parcels handled in 2024 were returned."),
    ("Of the 310 village schools in Norland in 2010, only 201 were still open in 2024.",
     "More than three-quarters of the region's 2010 village schools were still open in 2024."),  # its owner aside
    # the same earlier time on both sides
    ("Prize payouts took 53% of the lottery's £8.1bn revenue last year, with 24% going to good causes.",
     "Prize payouts accounted for less than half of the lottery's revenue last year."),
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
    ("Landlords bought seven in ten new flats in the city centre last year.",
     "Landlords bought most of the new flats in the city centre last year."),
    ("Solar projects won contracts for 3.1 gigawatts, out of 5.2 gigawatts awarded in the round.",
     "Solar accounted for more than half of the capacity awarded in the round."),
    ("The depot handled 4.8 million parcels in 2024, 2.6 million of which were returned.",
     "More than half of the parcels handled in 2024 were returned."),
    # a part "of which" of another, wider whole than the step's group
    ("The council received 6,200 planning applications, 4,100 of which were approved; of the 1,500 applications for "
     "householder extensions, 600 were approved.",
     "Fewer than half of the householder extension applications were approved."),
    # the rest of the whole, named by "other than"
    ("Fire crews attended 128,400 incidents, of which 42,300 were false alarms.",
     "Incidents other than false alarms made up the majority of those attended."),
    # a percentage whose own whole is another ("of senior managers", "of the capacity"), or narrower
    ("Women made up only 38% of senior managers at the bank, although they were 52% of its workforce.",
     "Women made up most of the bank's workforce."),
    ("Offshore wind made up 45% of the capacity awarded but 60% of the budget.",
     "Offshore wind accounted for most of the budget."),
    ("Offshore wind won 5.0 gigawatts of the 9.6 gigawatts awarded, but only £1.2bn of the £4.1bn budget.",
     "Offshore wind accounted for less than half of the budget."),
    ("Labour won 40% of the vote among the over-65s.", "Labour won a majority of the vote."),
    ("The SNP won 30% of the vote in Scotland.", "The SNP won less than a quarter of the vote."),
    ("Among 18 to 24-year-olds, TikTok accounted for 40% of news consumption.",
     "TikTok accounted for less than a third of news consumption."),
    ("Women made up 60% of part-time staff at the council.", "Women made up less than half of the council's staff."),
    ("Of the 1,200 Year 11 pupils, 41% said they felt stressed, and girls made up 55% of those.",
     "Girls made up less than half of the Year 11 pupils."),
    ("Mackerel made up 72% of the Scottish fleet's landings by value in 2023.",
     "The Scottish fleet accounted for less than half of landings by value in 2023."),
    ("National Lottery sales reached £8.2bn, and 53% of prize payouts went to players who won less than £100.",
     "Prize payouts took less than half of National Lottery sales."),
    # a whole that is another figure: a part's part, a whole the step does not name
    ("The brigade attended 128,400 incidents in 2023, including 3,100 fires, of which 1,200 were deliberate.",
     "Deliberate fires accounted for less than a tenth of the incidents."),
    ("The ambulance service answered 48,200 emergency calls in 2023 and 9,000 non-emergency calls, with falls "
     "accounting for 6,000.", "Falls accounted for less than half of the emergency calls."),
    # two parties together, or figures whose owners are unsaid
    ("Tesco and Sainsbury's took 27% and 15% of the grocery market.",
     "Sainsbury's took less than a fifth of the grocery market."),
    ("Tesco and Sainsbury's together held 42% of the grocery market.",
     "Sainsbury's held less than a third of the grocery market."),
    ("The ambulance service answered 48,200 emergency calls in 2023, with falls and breathing problems accounting "
     "for 13,100.", "Breathing problems accounted for less than a fifth of the emergency calls."),
    ("Whisky exports reached £5.6bn in 2023, of which £1.9bn went to the United States, France and Germany.",
     "The United States took less than a fifth of whisky exports in 2023."),
    ("Plug-in hybrids took 9% of new car sales, while battery electric vehicles took 16%.",
     "Electric vehicles took more than a fifth of new car sales."),
    # another party before a relative clause, or one whose share slipped
    ("Scottish boats landed more mackerel than the Irish fleet, which took 30% of the catch.",
     "Scottish boats took more than half of the catch."),
    # another time, a goal
    ("Rail accounted for 9% of freight moved, down from 12% in 2010.",
     "Rail accounted for more than a tenth of freight moved in 2010."),
    ("Prize payouts took 53% of sales, against 47% a decade ago.",
     "A decade ago, prize payouts took less than half of sales."),
    ("Coal provided 40% of Britain's electricity in 2012.", "Coal provides less than a tenth of Britain's electricity."),
    ("Ministers have set a goal of renewables providing 60% of the country's power.",
     "Renewables provide less than half of the country's power."),
    # a change told by a share word, a share over the whole, a denied part
    ("Greenvale's grocery sales grew by a third in 2024.", "Greenvale took more than half of grocery sales in 2024."),
    ("Renewables generated the equivalent of 113% of Scotland's electricity consumption in 2022.",
     "Renewables generated more than half of Scotland's electricity consumption in 2022."),
    ("Of the 500 staff surveyed, 300 said they had not been consulted.",
     "A minority of the staff surveyed were consulted."),
    # a figure that names the group, a year read as a whole
    ("The richest 10% of households held 43% of the country's wealth in 2022.",
     "The richest 10% of households held more than two-fifths of the country's wealth in 2022."),
    ("37% of the 2023 players were over 16.", "Players aged under 16 were in the majority."),
    ("Of the 2024 graduates, 1,120 were women.", "Women made up less than half of the 2024 graduates."),
    ("Scottish students took 1,500 of the 2024 places on the course.",
     "Scottish students took less than half of the places on the course in 2024."),
])
def test_look_alikes_are_left_alone(premise: str, step: str) -> None:
    assert party_share_conflict(premise, step) == ""
