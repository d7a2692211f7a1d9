"""Readings of session 67: a gap between two of the sentence's figures said the way they stand, an average per one
thing, the base of "twice as many as", the rest "of which", a vote given the other side, a price for what is free, a
multiple of a base given otherwise, a move from the later figure to the earlier, a state a copula gives one subject,
a reported clause's own subject, and two sides compared whose words overlap."""

from __future__ import annotations

import pytest

from gechat.entail.arithmetic import only_worked_out, worked_out
from gechat.entail.averages import average_per_one
from gechat.entail.charges import free_priced
from gechat.entail.compared import compared_conflict
from gechat.entail.conflicts import find_conflict
from gechat.entail.differences import chain_turned, difference_said, gap_unstated
from gechat.entail.multiples import multiple_base, times_conflict
from gechat.entail.owners import owner_swapped, sum_giver_swapped
from gechat.entail.plans import plan_unstated
from gechat.entail.polarity import antonym_conflict
from gechat.entail.quantities import Quantity, quantities
from gechat.entail.votes import vote_turned

GRIT = ("Between 1 November 2023 and 31 March 2024, Northmoor County Council's fleet of 26 gritters carried out 94 "
        "precautionary runs on the 1,140-mile priority network, spreading 18,600 tonnes of rock salt, compared with 71 "
        "runs the previous winter.")
FOSTER = ("At 31 March 2024, Kestrel County Council had 188 approved fostering households caring for 264 children, down "
          "from 203 households a year earlier; 19 children were placed for adoption during 2023-24, compared with 25 in "
          "2022-23.")
CDIFF = ("St Aldwyn's Hospitals NHS Trust reported 42 cases of C. difficile in 2023-24, against a national ceiling of 38 "
         "set for the trust, and no MRSA bloodstream infections for a second consecutive year.")
BIRTHS = ("Ridgeway University Hospitals delivered 5,320 babies in 2023, of which 1,862 were by caesarean section; its "
          "midwife-led birth centre, opened in May 2023, handled 410 births in its first twelve months, against 350 "
          "planned.")
APPRENTICES = ("Halden Valves took on 12 engineering apprentices in September 2023, twice as many as in 2022, and pays "
               "each £8.50 an hour in their first year, rising to £11.20 once they pass the Level 3 assessment.")
CARE = ("In its 2024 review, Eastbridge County Council reported that 3,412 adults received home care packages, of whom "
        "1,240 were aged 85 or over, while the average wait for a care assessment fell from 41 days to 27 days.")
ALLOTMENTS = ("At the Brookfield Allotment Society meeting on 9 October, treasurer Alan Reeve reported that annual plot "
              "rent would rise from £42 to £48 from January, and members voted 31 to 9 to ban bonfires.")


def _said(premise: str, step: str, figure: str) -> bool:
    # a size before "higher" is read as one before "larger", as only_worked_out reads it
    q = next((q for q in quantities(step.replace(" higher", " larger")) if q.text == figure), None) \
        or Quantity(float(figure.replace(",", "")), "count", "", figure)  # "300 more bikes": a bare count
    return difference_said(q, quantities(premise), premise, step)


@pytest.mark.parametrize(("premise", "step", "figure"), [
    (CDIFF, "The trust exceeded its C. difficile ceiling by four cases in 2023-24.", "four"),
    (FOSTER, "Kestrel lost a net 15 approved fostering households over the year to March 2024.", "15"),
    (BIRTHS, "The midwife-led birth centre beat its planned first-year figure by 60 births.", "60"),
    (CARE, "The average wait for a care assessment in Eastbridge was cut by two weeks.", "two"),
    ("Exports of Brill cheese rose from 4,200 tonnes in 2022 to 5,100 tonnes in 2023.",
     "Exports of Brill cheese were 900 tonnes higher in 2023 than in 2022.", "900"),
    (APPRENTICES, "Passing the Level 3 assessment raises a Halden apprentice's hourly pay by £2.70.", "2.70"),
])
def test_a_gap_said_the_way_the_figures_stand_is_worked_out(premise: str, step: str, figure: str) -> None:
    assert _said(premise, step, figure)
    assert find_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "figure"), [
    (CDIFF, "The trust stayed four cases under its C. difficile ceiling in 2023-24.", "four"),  # the other way
    (FOSTER, "Kestrel gained a net 15 approved fostering households over the year to March 2024.", "15"),
    ("Exports of Brill cheese rose from 4,200 tonnes in 2022 to 5,100 tonnes in 2023.",  # the step's side is the base
     "Exports of Brill cheese were 900 tonnes higher in 2022 than in 2023.", "900"),
    ("Sales of Orla bikes rose from 4,200 in 2022 to 5,100 in 2023, while Brisk bikes sold 3,900 in 2023.",
     "Orla sold 300 more bikes than Brisk in 2023.", "300"),  # 5,100 stands between the two
    ("Wind supplied 18 terawatt-hours and solar 11 terawatt-hours last year.",  # no earlier side: "last year" is both's
     "Solar supplied 7 terawatt-hours more than wind last year.", "7"),
    ("Median waiting times at the trust fell from 40 weeks to 28 weeks for hip replacements and from 36 weeks to 30 "
     "weeks for knee replacements.", "Median waiting times for knee replacements fell by 12 weeks.", "12"),
    ("The appeal raised £4.35 million against a target of £4 million for its first phase; the overall target is £6 "
     "million.", "The appeal exceeded its overall target by £350,000.", "350,000"),
])
def test_a_gap_the_other_way_or_of_another_clause_is_not_worked_out(premise: str, step: str, figure: str) -> None:
    assert not _said(premise, step, figure)


def test_a_gap_worked_out_in_the_sentences_words_is_restated() -> None:
    assert only_worked_out(FOSTER, "Kestrel lost a net 15 approved fostering households over the year to March 2024.")
    assert only_worked_out(CARE, "The average wait for a care assessment in Eastbridge was cut by two weeks.")
    # a measure's unit the sentence does not use is the model's to read: 6 pallets weighed 750 kg each, not all 18
    assert not only_worked_out("Of the 18 pallets held at Felixstowe, 6 each weighed 750 kg.",
                               "The 18 pallets held at Felixstowe weighed 13.5 tonnes in total.")


@pytest.mark.parametrize(("premise", "step", "figure", "held"), [
    (GRIT, "On average, each precautionary run used roughly 198 tonnes of rock salt.", "198", True),
    (FOSTER, "On average, each approved fostering household in Kestrel was caring for about 1.4 children at 31 March "
             "2024.", "1.4", True),
    (GRIT, "On average, each precautionary run used roughly 250 tonnes of rock salt.", "250", False),
    ("The Ministry of Defence signed a £1.6 billion contract to build 14 new patrol vessels and maintain them for 25 "
     "years.", "The build cost comes to about £114 million per vessel.", "114", False),  # a sum pays for more
])
def test_an_average_per_one_thing(premise: str, step: str, figure: str, held: bool) -> None:
    q = next(q for q in quantities(step) if q.text == figure)
    assert average_per_one(q, quantities(premise), premise, step) is held


def test_the_base_of_twice_as_many() -> None:
    step = "Halden Valves recruited six engineering apprentices in 2022."
    q = next(q for q in quantities(step) if q.text == "six")
    assert multiple_base(q, APPRENTICES, step) and worked_out(q, APPRENTICES, step)
    other = "Halden Valves recruited six engineering apprentices in 2021."  # not the year compared
    assert not multiple_base(next(q for q in quantities(other) if q.text == "six"), APPRENTICES, other)


def test_the_rest_of_which() -> None:
    step = "Ridgeway delivered 3,458 babies in 2023 other than by caesarean section."
    assert worked_out(next(q for q in quantities(step) if q.text == "3,458"), BIRTHS, step)
    assert find_conflict(BIRTHS, step) == ""
    assert find_conflict(BIRTHS, "Ridgeway delivered 3,558 babies in 2023 other than by caesarean section.")


@pytest.mark.parametrize(("premise", "step", "turned"), [
    (ALLOTMENTS, "Members voted 31 to 9 against a ban on bonfires.", True),
    (ALLOTMENTS, "Members voted against banning bonfires.", True),
    (ALLOTMENTS, "Members voted to ban bonfires.", False),
    (ALLOTMENTS, "Nine members voted against the bonfire ban.", False),  # a part of the vote, not its outcome
    ("The board voted against the merger on Tuesday.", "The board voted to approve the merger.", True),
    ("Eighty members voted in favour and 30 against the plan.", "Members voted against the plan.", False),
    ("In 2019, residents of Hebden Bridge voted to ban cars from Market Street on Saturdays.",  # another vote
     "In a second referendum, residents of Hebden Bridge voted against a ban on cars on Market Street.", False),
])
def test_a_vote_given_the_other_side(premise: str, step: str, turned: bool) -> None:
    assert bool(vote_turned(premise, step)) is turned


@pytest.mark.parametrize(("premise", "step", "priced"), [
    ("From 1 April 2025, Marlow District Council will charge £1,350 for a new adult grave at Hillside Cemetery, compared "
     "with £1,150 last year, while burial of children under 16 will remain free of charge.",
     "Under the new charges, burial of children under 16 at Hillside Cemetery will cost £1,150.", True),
    ("Parking is free for the first hour.", "Parking costs £2 for three hours.", False),  # free only for a part
    ("Entry to the gallery is free, while the exhibition costs £12.", "The exhibition costs £12.", False),
    ("Entry to the Ashmore Museum is free, but tickets for its Viking exhibition cost £14 for adults.",
     "Entry to the Ashmore Museum's Viking exhibition costs £14 for adults.", False),  # the exhibition's price
    ("Swimming lessons at the leisure centre are free for children aged five and under.",
     "Swimming lessons at the leisure centre cost £7.20 per session.", False),  # free for a group
    ("The Calmly app is free to download from both app stores.", "The Calmly app's premium tier costs £4.99 a month.",
     False),
    ("Admission to the castle was free during the opening weekend in 1998.", "Admission to the castle costs £12.50.",
     False),
])
def test_a_price_for_what_is_free(premise: str, step: str, priced: bool) -> None:
    assert bool(free_priced(premise, step)) is priced


@pytest.mark.parametrize(("step", "conflict"), [
    ("The Leica camera sold for £48,000, roughly double its low estimate.", True),
    ("The Leica camera sold for twice its low estimate.", True),
    ("The Leica camera sold for three times its low estimate.", False),
    ("The Leica camera sold for more than twice its low estimate.", False),  # a bound, the model's to read
])
def test_a_multiple_of_a_base(step: str, conflict: bool) -> None:
    auction = ("At Harrow & Finch's spring sale on 14 April 2024, a 1952 Leica camera fetched £48,000, three times its "
               "low estimate, while a Georgian silver tea set failed to sell against a £20,000 reserve.")
    assert bool(times_conflict(auction, step)) is conflict


def test_a_move_from_the_later_figure_to_the_earlier() -> None:
    assert chain_turned(APPRENTICES, "First-year apprentices at Halden Valves are paid £11.20 an hour, falling to £8.50 "
                                     "after the Level 3 assessment.")
    assert chain_turned(APPRENTICES, "Halden apprentices' pay goes from £11.20 an hour to £8.50.")
    assert not chain_turned(APPRENTICES, "Halden apprentices' pay goes from £8.50 an hour to £11.20.")
    # two moves told "from … to" are turned_round's
    assert not chain_turned(ALLOTMENTS, "Annual plot rent at Brookfield will rise from £48 to £42 from January.")
    assert find_conflict(ALLOTMENTS, "Annual plot rent at Brookfield will rise from £48 to £42 from January.")
    assert not chain_turned("Fares rose from £4 to £5 in May and fell from £5 to £4 in June.",
                            "Fares fell from £5 to £4.")


def test_a_reported_clause_has_its_own_subject() -> None:
    assert find_conflict(ALLOTMENTS, "Annual plot rent will fall from £48 to £42 from January.")
    assert find_conflict(ALLOTMENTS, "Annual plot rent will rise to £48 from January.") == ""


def test_a_state_a_copula_gives_one_subject() -> None:
    lift = "On 3 February the Gletscher chairlift remained closed because of high winds."
    assert antonym_conflict(lift, "The Gletscher chairlift was open on 3 February.")
    assert antonym_conflict(lift, "The Gletscher chairlift was operating on 3 February.")
    assert antonym_conflict(lift, "The Brenner gondola was open on 3 February.") == ""  # another subject


def test_two_sides_compared_whose_words_overlap() -> None:
    audit = ("Hand hygiene audits on the trust's 31 inpatient wards averaged 94% compliance in March 2024, with the "
             "surgical wards at 97% and the medical wards at 89%.")
    assert compared_conflict(audit, "Hand hygiene compliance on the medical wards was higher than on the surgical "
                                    "wards in March 2024.")
    assert compared_conflict(audit, "Hand hygiene compliance on the surgical wards was higher than on the medical "
                                    "wards in March 2024.") == ""
    rents = ("Rents in Manchester rose from £950 to £1,100 a month last year, while Salford's reached £1,050 and rents "
             "in Bolton averaged £780.")  # Manchester's part holds a change: which figure is its rent is unsaid
    assert compared_conflict(rents, "Rents in Manchester were higher than in Salford.") == ""


def test_a_gap_the_sentence_does_not_give() -> None:
    assert gap_unstated(GRIT, "Northmoor County Council plans to add four more gritters to its fleet before next winter.")
    assert gap_unstated(GRIT, "Northmoor's gritters made 23 more precautionary runs than the winter before.") == ""
    assert gap_unstated(GRIT, "Northmoor has more than twenty gritters.") == ""  # a bound, not a gap


TRADEMARK = ("The UK Intellectual Property Office rejected Corvane's trademark application for 'GripMind' in May 2024 "
             "because an earlier mark owned by Delta Tooling was judged too similar.")
SCHEME = ("The Lower Wendle flood alleviation scheme, funded £6.2m by the Environment Agency and £1.8m by Harcombe County "
          "Council, will protect 420 homes and is due for completion in September 2026, unless a planning inquiry delays "
          "work.")


@pytest.mark.parametrize(("step", "swapped"), [
    ("Delta Tooling's application for the 'GripMind' trademark was rejected because of a similar mark owned by "
     "Corvane.", True),
    ("Corvane's application for 'GripMind' was rejected because of Delta Tooling's earlier mark.", False),
    ("Delta's mark was judged too similar to Corvane's application.", False),
])
def test_one_owners_thing_given_to_another(step: str, swapped: bool) -> None:
    assert bool(owner_swapped(TRADEMARK, step)) is swapped


def test_things_every_owner_has_are_not_read() -> None:
    assert owner_swapped("Corvane's lawyers for the hearing argued that Delta Tooling's patent was invalid.",
                         "Delta Tooling's lawyers at the hearing defended the patent.") == ""


@pytest.mark.parametrize(("step", "swapped"), [
    ("Harcombe County Council is paying £6.2m towards the Lower Wendle scheme, with the Environment Agency adding "
     "£1.8m.", True),
    ("The Environment Agency is paying £6.2m towards the Lower Wendle scheme.", False),
    ("The scheme received £6.2m from the Environment Agency.", False),
    ("Harcombe County Council is paying £1.8m towards the scheme.", False),
])
def test_one_givers_sum_given_to_another(step: str, swapped: bool) -> None:
    assert bool(sum_giver_swapped(SCHEME, step)) is swapped


@pytest.mark.parametrize(("premise", "step", "unstated"), [
    (TRADEMARK, "Corvane intends to appeal the UK Intellectual Property Office's decision on 'GripMind'.", True),
    (TRADEMARK, "Corvane's application was rejected in May 2024.", False),  # no plan; "May" is a month
    ("The scheme protects 420 homes.", "The scheme will protect homes.", False),  # the sentence's own verb
    ("The council is expected to approve the budget next week.", "The council will approve the budget.", False),
    ("Greggs said its target was 3,000 shops across the UK by the end of 2026, up from 2,473 today.",
     "Greggs plans to open more shops across the UK.", False),  # a target is a plan
])
def test_a_plan_the_sentence_does_not_tell(premise: str, step: str, unstated: bool) -> None:
    assert bool(plan_unstated(premise, step)) is unstated


@pytest.mark.parametrize(("premise", "step", "figure"), [
    ("Admissions to the unit rose from 1,200 in 2022 to 1,450 in 2023 against a target of 1,300.",
     "Admissions to the unit exceeded the target by 250 in 2023.", "250"),  # the gap of the change, not of the target
    ("Northfield Academy had 620 pupils on roll in January, compared with 540 at Southgate Primary.",
     "Southgate Primary had 80 more pupils on roll in January.", "80"),  # the step's side is the rival's
    ("Riverside Council had 188 approved fostering households at 31 March 2024, down from 203 households a year "
     "earlier.", "Riverside Council lost a net 15 approved fostering households in March 2024.", "15"),  # the year's
])
def test_a_gap_of_another_pair_side_or_time_is_not_worked_out(premise: str, step: str, figure: str) -> None:
    assert not _said(premise, step, figure)


def test_second_read_guards_of_the_multiples_and_averages() -> None:
    assert chain_turned("Brent crude rose from $78 to $92 a barrel in September before sliding back to $78 by "
                        "December.", "Brent crude peaked at $92 a barrel in September, falling to $78 by December.") == ""
    assert times_conflict("Northgate's revenue reached £36 million in 2023, three times its 2019 level.",
                          "Northgate's operating profit in 2023 was roughly double its 2019 level.") == ""
    assert times_conflict("Magistrates can impose a penalty of up to three times the unpaid duty.",
                          "Magistrates could impose a penalty of twice the unpaid duty.") == ""
    almost = "Hartwell Engineering took on 24 apprentices in 2023, almost three times as many as in 2022."
    step = "Hartwell Engineering took on eight apprentices in 2022."
    assert not multiple_base(next(q for q in quantities(step) if q.text == "eight"), almost, step)
    graduates = "Halden Valves hired six graduates in 2022."
    assert not multiple_base(next(q for q in quantities(graduates) if q.text == "six"), APPRENTICES, graduates)
    sand = ("The fleet of 26 gritters carried out 94 precautionary runs, spreading 18,600 tonnes of rock salt and 2,300 "
            "tonnes of sand.")
    step = "On average, each precautionary run spread about 198 tonnes of sand."
    assert not average_per_one(next(q for q in quantities(step) if q.text == "198"), quantities(sand), sand, step)
    vans = "The Harlan plant's 180 workers built 3,600 vans last year."
    step = "The Harlan plant's workers built 20 vans per worker each month."  # a year's figure, a month's rate
    assert not average_per_one(next(q for q in quantities(step) if q.text == "20"), quantities(vans), vans, step)
    banks = "The county's 40 food banks distributed 120,000 parcels in 2023, up from 96,000 parcels the year before."
    step = "On average, each food bank distributed 2,400 parcels the year before."
    assert not average_per_one(next(q for q in quantities(step) if q.text == "2,400"), quantities(banks), banks, step)


def test_read_after_the_sealed_tables_were_unsealed() -> None:
    study = ("A study funded by the charity Hearing Futures followed 3,200 adults aged 55 to 75 for eight years and found "
             "that those who used hearing aids had an 18% lower rate of diagnosed dementia than non-users.")
    assert find_conflict(study, "The Hearing Futures study followed 3,200 adults aged 55 to 75 for eight months.")
    assert find_conflict("The trial ran for 12 weeks.", "Patients were followed up for 12 months.") == ""  # two acts
    insolvencies = ("The Insolvency Statistics Unit reported 6,840 company insolvencies in England and Wales in the third "
                    "quarter of 2023, up 10% from the second quarter, with construction firms accounting for 1,170 of "
                    "the total.")
    assert find_conflict(insolvencies, "Company insolvencies in England and Wales fell by 10% between the second and "
                                       "third quarters of 2023.")
    assert find_conflict(insolvencies, "Company insolvencies in England and Wales rose by 10% in the third quarter of "
                                       "2023.") == ""
    appeals = ("Between April and June 2024, Eastbrook Borough Council issued 4,820 penalty charge notices, of which "
               "1,205 were appealed; 310 appeals succeeded, compared with 402 successful appeals in the same quarter of "
               "2023.")
    assert chain_turned(appeals, "Successful appeals rose from 310 to 402 between the April–June quarters of 2023 and "
                                 "2024.")
    assert chain_turned(appeals, "Successful appeals fell from 402 to 310 between the April–June quarters of 2023 and "
                                 "2024.") == ""
    assert chain_turned("Northfield Academy had 620 pupils on roll in January, compared with 540 at Southgate Primary.",
                        "Pupil numbers went from 540 to 620.") == ""  # another school, no earlier time


def test_a_unanimous_vote_and_an_overrun() -> None:
    assert vote_turned("The board voted unanimously against the merger.", "The board voted to approve the merger.")
    assert vote_turned("The board voted unanimously against the merger.", "The board voted against the merger.") == ""
    budget = "The library extension cost £2.4 million against a budget of £2 million."
    assert _said(budget, "The library extension overran its budget by £400,000.", "400,000")
    assert not _said(budget, "The library extension came in £400,000 under its budget.", "400,000")
