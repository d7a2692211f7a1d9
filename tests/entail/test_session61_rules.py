"""Readings of session 61: a winner told "ahead of" another said to be beaten by it; an "all … except" told with no
exception; a denial of the case a sentence excepts; a figure set against a norm the sentence gives by its own figure;
a percentage limit read against the share two counts give and not against another time's figure; figures reckoned by
"ahead", "still to be", "for every", "over its budget", a share's change in points from counts, a range of days and a
gap with its unit ("four tonnes less")."""

from __future__ import annotations

import pytest

from gechat.entail import both, limits, month_parts, norms, stronger, trends, wholes
from gechat.entail.arithmetic import only_worked_out, worked_out
from gechat.entail.conflicts import default_parse, find_conflict
from gechat.entail.polarity import negation_conflict
from gechat.entail.quantities import quantities
from gechat.entail.restatements import restatement

MAYOR = ("Labour's Priya Desai was elected mayor of Harwick on 2 May 2024 with 18,240 votes, ahead of Conservative Tom "
         "Hale on 15,910, on a turnout of 31.4 percent.")
PARK = ("Kestrel Falls National Park welcomed 1.2 million visitors in 2023, up from 950,000 in 2022, and all of its "
        "entrances except the northern gate at Harlow Ridge are open year-round.")
PUPILS = ("All pupils in the Dunmore school district, except those with approved medical exemptions, must sit the state "
          "reading assessment from 3 to 14 March 2025 inclusive.")
RAIN = ("Farmers in Marlow County received 38 millimetres of rain in July, less than half the 30-year July average of 81 "
        "millimetres, the regional weather service said on 2 August.")
MATHS = ("At Westbrook Academy, 142 of the 200 students who sat GCSE mathematics in summer 2024 achieved grade 4 or "
         "above, compared with 65 percent in 2023.")
TUNNEL = ("Work on the 14.5-kilometre Eastline tunnel began on 1 March 2022, and boring machines had completed 9.8 "
          "kilometres by the end of January 2024, contractor Vellum Build reported.")
MEDICINE = ("Applications to Harrowgate University's medicine course for 2025 entry closed on 15 October 2024, with 3,960 "
            "applicants competing for 180 places.")
BRIDGE = ("The Ridgeway Bridge replacement, originally budgeted at £84 million with completion in June 2025, is now "
          "expected to cost £112 million and open in March 2026, the county council said.")
TURNOUT = ("The electoral commission reported that 2,814,000 of the 4,020,000 registered voters took part in Sunday's "
           "parliamentary election, up from 61 percent in 2019.")
GRAPES = ("Heavy rain in late September delayed the grape harvest at Domaine Vasseur by 11 days, but the estate still "
          "picked 48 tonnes of fruit, compared with 52 tonnes in 2022.")


def _figure(step: str, text: str):
    return next(q for q in quantities(step) if q.text == text)


@pytest.mark.parametrize("premise, step, conflicts", [
    (MAYOR, "Conservative Tom Hale won the Harwick mayoral election in May 2024.", True),
    (MAYOR, "Priya Desai won the Harwick mayoral election in May 2024.", False),
    ("Okafor won the Ward 3 seat ahead of Lund.", "Lund won the Ward 3 seat.", True),
    # the side behind won something else, which the sentence tells
    ("Okafor won the Ward 3 seat ahead of Lund, who later won the council leadership.",
     "Lund won the council leadership.", False),
])
def test_a_side_behind_the_winner_said_to_have_won(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


@pytest.mark.parametrize("premise, step, conflicts", [
    (PARK, "Every entrance to Kestrel Falls National Park is open all year round.", True),
    (PARK, "All entrances to Kestrel Falls National Park except Harlow Ridge are open all year.", False),
    (PUPILS, "Every pupil in the Dunmore district must sit the reading assessment, without exception.", True),
    # the step's "all" is of another noun, or names what the sentence does not
    ("All staff except contractors received the bonus.", "All contractors received the bonus.", False),
    ("Every member except Dale voted for the motion.", "Every member of the board voted for the motion.", False),
])
def test_an_all_with_an_exception_told_with_none(premise: str, step: str, conflicts: bool) -> None:
    assert bool(wholes.all_but_count(premise, step) not in ("", "kept")) is conflicts


def test_a_denial_of_the_excepted_case_is_no_conflict() -> None:
    assert not negation_conflict(PUPILS, "Pupils in the Dunmore district with approved medical exemptions need not sit "
                                         "the reading assessment.")
    assert negation_conflict(PUPILS, "Pupils in the Dunmore district need not sit the reading assessment.")


@pytest.mark.parametrize("premise, step, conflicts", [
    (RAIN, "July rainfall in Marlow County was above the 30-year average for the month.", True),
    (RAIN, "July rainfall in Marlow County was below the 30-year average for the month.", False),
    ("The project cost £5.2 million, against its budget of £4 million.", "The project came in under its budget.", True),
    ("The project cost £5.2 million, against its budget of £4 million.", "The project went over its budget.", False),
    # a figure of the step's own is for the other checks; a norm the sentence gives no figure for is not read
    ("The project cost £5.2 million, against its budget of £4 million.", "The project came in £1 million under its "
                                                                          "budget.", False),
    ("Rainfall was 38 mm in July, well below average.", "July rainfall was above the average.", False),
])
def test_a_figure_on_the_other_side_of_a_norm(premise: str, step: str, conflicts: bool) -> None:
    assert bool(norms.side_of_norm(premise, step)) is conflicts


def test_a_percentage_limit_against_the_share_of_two_counts() -> None:
    assert limits.limit_unstated(MATHS, "Fewer than 70 percent of Westbrook's 2024 mathematics candidates achieved "
                                        "grade 4 or above.")  # 71 percent; 65 percent was 2023's
    assert not limits.limit_unstated(MATHS, "More than 70 percent of Westbrook's 2024 mathematics candidates achieved "
                                            "grade 4 or above.")


@pytest.mark.parametrize("premise, step, figure, stated", [
    (MAYOR, "Desai finished 2,330 votes ahead of Hale in the Harwick mayoral race.", "2,330", True),
    (MAYOR, "Desai finished 2,500 votes ahead of Hale in the Harwick mayoral race.", "2,500", False),
    (TUNNEL, "At the end of January 2024, 4.7 kilometres of the Eastline tunnel were still to be bored.", "4.7", True),
    (TUNNEL, "At the end of January 2024, 5.7 kilometres of the Eastline tunnel were still to be bored.", "5.7", False),
    (MEDICINE, "There were 22 applicants for every medicine place at Harrowgate for 2025 entry.", "22", True),
    (MEDICINE, "There were 25 applicants for every medicine place at Harrowgate for 2025 entry.", "25", False),
    (BRIDGE, "The Ridgeway Bridge project is forecast to run £28 million over its original budget.", "28", True),
    (BRIDGE, "The Ridgeway Bridge project is forecast to run £28 million under its original budget.", "28", False),
    (TURNOUT, "Turnout rose by nine percentage points compared with the 2019 election.", "nine", True),
    (TURNOUT, "Turnout fell by nine percentage points compared with the 2019 election.", "nine", False),
    (MATHS, "Westbrook's share of grade 4 or above in mathematics rose by six percentage points.", "six", True),
    (PUPILS, "The Dunmore reading assessment window lasts twelve days.", "twelve", True),
    (PUPILS, "The Dunmore reading assessment window lasts eleven days.", "eleven", False),  # "inclusive"
    ("From 5 January 2025, the standard single fare will rise from £1.80 to £2.00.",
     "The standard single fare will increase by about 11 percent.", "11", True),
])
def test_a_figure_reckoned_from_the_sentences(premise: str, step: str, figure: str, stated: bool) -> None:
    assert worked_out(_figure(step, figure), premise, step) is stated


def test_a_gap_with_its_unit_is_worked_out() -> None:
    assert only_worked_out(GRAPES, "Domaine Vasseur picked four tonnes less fruit than it did in 2022.")
    assert not only_worked_out(GRAPES, "Domaine Vasseur picked six tonnes less fruit than it did in 2022.")
    assert only_worked_out(TUNNEL, "At the end of January 2024, 4.7 kilometres of the Eastline tunnel were still to be "
                                   "bored.")  # the year of a date both give is no figure of the step's own


def test_lengthen_and_shorten_are_moves() -> None:
    assert "lengthen" in trends.UP and "shorten" in trends.DOWN
    assert trends.trend_conflict("Average journey times shortened in 2024.", "Average journey times lengthened in 2024.",
                                 default_parse)


STATION = "The station was originally due to open on 3 May 2024 but will now open on 12 April 2024."


@pytest.mark.parametrize("premise, step, conflicts, holds", [
    (BRIDGE, "The Ridgeway Bridge replacement is now expected to open ahead of its original schedule.", True, False),
    (BRIDGE, "The Ridgeway Bridge replacement is now expected to open later than originally planned.", False, True),
    (STATION, "The station will open ahead of schedule.", False, True),
    (STATION, "The station's opening has been delayed.", True, False),
    (STATION, "The station will open on time.", True, False),
    # one date only: no plan moved
    ("The station will open on 12 April 2024.", "The station's opening has been delayed.", False, False),
])
def test_a_date_kept_beaten_or_missed(premise: str, step: str, conflicts: bool, holds: bool) -> None:
    assert bool(norms.schedule_turned(premise, step)) is conflicts
    assert norms.schedule_holds(premise, step) is holds


CLOSED = "Applications to Harrowgate University's medicine course for 2025 entry closed on 15 October 2024."


@pytest.mark.parametrize("premise, step, conflicts", [
    (CLOSED, "Applications to Harrowgate's medicine course closed at the end of October 2024.", True),
    (CLOSED, "Harrowgate accepted medicine applications until the end of October 2024.", True),
    (CLOSED, "Applications to Harrowgate's medicine course closed in early October 2024.", True),
    (CLOSED, "Applications to Harrowgate's medicine course closed in mid-October 2024.", False),
    (CLOSED, "Applications to Harrowgate's medicine course closed in October 2024.", False),
    (CLOSED, "Applications to Harrowgate's medicine course closed at the end of October 2023.", False),  # another year
    # another event of the month
    (CLOSED, "Interviews for Harrowgate's medicine course were held at the end of October 2024.", False),
])
def test_a_day_outside_the_part_of_the_month(premise: str, step: str, conflicts: bool) -> None:
    assert bool(month_parts.month_part_conflict(premise, step)) is conflicts


@pytest.mark.parametrize("premise, step, worked", [
    ("The library lent 48,000 books in 2022 and 52,000 books in 2023.",
     "The library lent 4,000 more books in 2023 than in 2022.", True),
    ("The library lent 48,000 books in 2022 and 52,000 books in 2023.",
     "The library lent 4,000 fewer books in 2023 than in 2022.", False),
    ("The trial enrolled 640 patients in Europe and 410 in Asia.",
     "The trial enrolled 230 more patients in Europe than in Asia.", True),
    ("The trial enrolled 640 patients in Europe and 410 in Asia.",
     "The trial enrolled 230 more patients in Asia than in Europe.", False),
    # "more" with no side named is no comparison of the two; another pair's gap is not the step's
    ("Ward A has 24 beds and Ward B has 18 beds; the hospital added 10 beds last year.",
     "The hospital added 6 more beds last year.", False),
    ("Heathrow handled 79.2 million passengers in 2023, while Gatwick handled 40.9 million and Stansted 27.9 million.",
     "Heathrow handled 13 million more passengers than Gatwick in 2023.", False),
])
def test_a_gap_goes_the_sentences_way(premise: str, step: str, worked: bool) -> None:
    assert only_worked_out(premise, step) is worked


GRANT = ("The Halvorsen Foundation awarded Brenton University a five-year grant of $12.5 million in September 2023 to "
         "fund research on drought-resistant crops, with work beginning in January 2024.")


@pytest.mark.parametrize("premise, step, unstated", [
    (GRANT, "Brenton University had previously received funding from the Halvorsen Foundation.", True),
    (GRANT, "Brenton University received funding from the Halvorsen Foundation in September 2023.", False),
    # the sentence tells of an earlier time itself
    ("The foundation renewed its grant to Brenton University in 2023.",
     "Brenton University had previously received a grant from the foundation.", False),
])
def test_an_earlier_time_the_sentence_does_not_tell(premise: str, step: str, unstated: bool) -> None:
    assert bool(stronger.earlier_added(premise, step)) is unstated


@pytest.mark.parametrize("premise, step", [
    ("Prices for the plan range from $10 to $15 a month.", "Prices for the plan rose by 50%."),  # a range, no change
    ("The airline carried 2.4 million passengers in 2022, up from 1.9 million in 2021.",
     "The airline carried 500,000 more passengers in 2021 than in 2022."),  # the step's sides turned
    ("Plant A employs 1,200 workers, Plant B 900 and Plant C 600.", "Plant A employs 300 more workers than Plant C."),
    ("Each year, 40 students join the Halden programme, which has 5 instructors.",
     "The Halden programme has 200 students in total."),  # "each" ties no count to the other
])
def test_no_figure_worked_out_from_the_wrong_pair(premise: str, step: str) -> None:
    assert not only_worked_out(premise, step)


@pytest.mark.parametrize("premise, step, restated", [
    ("Of the Tarrow plant's 1,500 employees, 60 percent work on the assembly line.",
     "900 of the Tarrow plant's employees work on the assembly line.", True),
    (MEDICINE, "There were 22 applicants for every medicine place at Harrowgate for 2025 entry.", True),
    # a word of a side or a denial is the model's to read
    ("Half of the 40 members voted for the plan.", "Twenty members voted against the plan.", False),
    ("Half of the 40 members voted for the plan.", "Twenty members did not vote for the plan.", False),
    # an age from a birth and one of two later dates: the step's event may be the other
    ("She was born on 12 June 1948, joined the firm on 3 January 1970 and became its chief executive in 2001.",
     "She was 21 years old when she became chief executive.", False),
])
def test_a_step_whose_every_new_figure_is_worked_out_restates(premise: str, step: str, restated: bool) -> None:
    assert restatement(premise, step) is restated


DOWNTIME = ("After the new robotic welding line was installed at Corvane Motors' Eastfield factory in May, the average "
            "cycle time per chassis dropped from 94 seconds to 71 seconds, although unplanned downtime rose to 6.5 "
            "hours a month from 4 hours.")
POWER = ("The average household in the district used 2,900 kWh of electricity in 2022, 8% less than in 2021, and paid an "
         "average annual bill of £1,090.")


@pytest.mark.parametrize("premise, step, conflicts", [
    (POWER, "Households in the district used about 8% more electricity in 2022 than in 2021.", True),
    (POWER, "Households in the district used about 8% less electricity in 2022 than in 2021.", False),
    ("Team A scored 12 more points than Team B.", "Team B scored 12 more points than Team A.", True),
    ("Team A scored 12 more points than Team B.", "Team A scored 12 more points than Team B did.", False),
    (DOWNTIME, "The robotic welding line at Eastfield cut unplanned downtime from 6.5 hours a month to 4 hours.", True),
    (DOWNTIME, "Unplanned downtime rose from 4 hours a month to 6.5 hours.", False),
])
def test_a_gap_or_a_change_told_the_other_way(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


@pytest.mark.parametrize("premise, step, conflicts", [
    ("Cooked rice should be cooled quickly, stored for no more than 24 hours, and reheated only once.",
     "Cooked rice can safely be reheated twice.", True),
    ("Cooked rice should be reheated only once.", "Cooked rice should be reheated once.", False),
    ("Wash the fabric by hand no more than twice a year.", "Wash the fabric by hand three times a year.", True),
    ("Wash the fabric by hand no more than twice a year.", "Wash the fabric by hand once a year.", False),  # the bound
])
def test_how_many_times(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


PORPOISES = ("Marine biologists estimate that the population of harbour porpoises in the bay is between 900 and 1,300 "
             "animals.")


def test_a_range_gives_its_near_end_as_a_limit() -> None:
    assert limits.limit_unstated(PORPOISES, "There are at least 1,300 harbour porpoises in the bay.")
    assert not limits.limit_unstated(PORPOISES, "There are at least 900 harbour porpoises in the bay.")
    assert not limits.limit_unstated(PORPOISES, "There are no more than 1,300 harbour porpoises in the bay.")


TARIFF = ("From 1 April, Brightwell Energy's standard variable tariff will charge 24.5p per kWh for electricity, down from "
          "27.4p, while the daily standing charge will rise from 53.4p to 60.1p.")


def test_both_of_two_and_what_will_move() -> None:
    assert both.each_of_both("Both red kites and barn owls increased in 2023.") == [
        "Red kites increased in 2023.", "Barn owls increased in 2023."]
    assert both.each_of_both("The company both designs and builds ships.") == []
    assert find_conflict(TARIFF, "Both the unit rate and the daily standing charge on Brightwell Energy's standard "
                                 "variable tariff will go down from 1 April.")
    assert not find_conflict(TARIFF, "Both the unit rate and the daily standing charge on Brightwell Energy's standard "
                                     "variable tariff will change from 1 April.")


HOSPICE = ("The Greyfield Children's Hospice Trust raised £2.4 million in the year to March 2024, of which 35% came from "
           "legacies, 25% from events such as the annual Harbour Run, and the remainder from regular donors and grants.")
PARCELS = ("Volunteers from the Lantern Trust packed 18,600 food parcels in December, 3,200 more than in the same month "
           "last year.")


@pytest.mark.parametrize("premise, step, figure, stated", [
    (HOSPICE, "Legacies brought in £840,000 for the hospice trust in the year to March 2024.", "840,000", True),
    (HOSPICE, "Regular donors and grants together accounted for £960,000 of the trust's income.", "960,000", True),
    (HOSPICE, "Legacies brought in £900,000 for the hospice trust in the year to March 2024.", "900,000", False),
    (PARCELS, "Lantern Trust volunteers packed 15,400 food parcels in December of the previous year.", "15,400", True),
    (PARCELS, "Lantern Trust volunteers packed 21,800 food parcels in December of the previous year.", "21,800", False),
])
def test_a_share_of_which_and_the_side_before_a_gap(premise: str, step: str, figure: str, stated: bool) -> None:
    assert worked_out(_figure(step, figure), premise, step) is stated


# session 61's second read (eval/nli/second_read_s61.jsonl): look-alikes of the readings above, mended
def _pair(premise: str, step: str) -> tuple[str, str]:
    return premise, step


@pytest.mark.parametrize("premise, step", [
    ("Tomas Reyes won the 2024 Haldon council race ahead of Clara Voss, the 2020 winner.",
     "Clara Voss won the 2020 Haldon council race."),  # #3
    ("All of the team's players except the goalkeeper trained on Monday, and all of them travelled to Leeds on Tuesday.",
     "All of the team's players travelled to Leeds on Tuesday."),  # #16
    ("Ticket prices at Halden Park rose to £45 this season, while the club's wage budget of £60 million was unchanged.",
     "The club's wage bill was above its budget."),  # #32
    ("Average house prices in Brill rose 4 percent to £312,000, above the regional average of £289,000, while rents in Brill were lower than the regional average.",
     "Rents in Brill were below the regional average."),  # #39
    ("The Harwick Museum, which originally opened in June 1985, is now expected to reopen in March 2026 after renovation.",
     "The Harwick Museum will reopen ahead of schedule."),  # #43
    ("The Corran Bridge was originally due to open in June 2025, but it is now expected to open in March 2025.",
     "The Corran Bridge will open in late March 2025."),  # #45
    ("Ferrand Ltd's shares fell 12 percent on 4 September.",
     "Ferrand Ltd's shares fell again at the end of September."),  # #56
    ("The lease on the Dorr Street depot expires on 30 June 2025.",
     "The council will vote on renewing the Dorr Street depot lease in early June 2025."),  # #57
    ("Harvest at the Vasseur estate began on 2 September.",
     "Harvest at the Vasseur estate ended in late September."),  # #58
])
def test_no_conflict_for_the_look_alikes(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""


@pytest.mark.parametrize("premise, step", [
    ("All of the Marlow Library's branches except the Eastgate branch open on Sundays.",
     "Every Marlow Library branch opens on Sundays."),  # #9
    ("Every member of the committee except its chair, Helen Brandt, voted to approve the budget.",
     "Every committee member voted to approve the budget."),  # #12
])
def test_an_all_except_read_past_the_steps_words(premise: str, step: str) -> None:
    assert find_conflict(premise, step)


@pytest.mark.parametrize("premise, step", [
    ("The Dorr Valley school district has 12,600 pupils and 700 teachers, up from 650 teachers in 2020.",
     "In 2020 the Dorr Valley school district had 18 pupils for every teacher."),  # #83
    ("The Marlow library, budgeted at £20 million, cost £18 million, while the adjacent car park cost £22 million.",
     "The Marlow library cost £2 million over its budget."),  # #87
    ("The 14.5-kilometre Eastline tunnel and its 3-kilometre service shaft are being bored together; by January 2024 crews had bored 9.8 kilometres of the tunnel.",
     "In January 2024, 11.5 kilometres of the Eastline tunnel were still to be bored."),  # #94
    ("The Harwick relay covers 42 kilometres; Amadi ran 10 kilometres and Brandt ran 18 kilometres.",
     "After Amadi ran, 24 kilometres of the Harwick relay were still to go."),  # #96
    ("The Alder Street bakery sold 1,250 loaves in March and 1,310 in April, while its Kings Road shop sold 1,190 in April.",
     "The Kings Road shop sold 60 fewer loaves than the Alder Street bakery in April."),  # #114
    ("Of the Tarrow plant's 1,500 employees in 2020, 60 percent worked on the assembly line; the plant now employs 1,800.",
     "900 of the Tarrow plant's employees now work on the assembly line."),  # #132
])
def test_no_restatement_from_the_wrong_pair_thing_or_time(premise: str, step: str) -> None:
    assert not restatement(premise, step)


@pytest.mark.parametrize("premise, step", [
    ("Sales of Orla bikes rose from 4,200 in 2022 to 5,100 in 2023, while Brisk bikes sold 3,900 in 2023.",
     "Orla sold 900 more bikes in 2023 than in 2022."),  # #110
    ("Sales of Orla bikes rose from 4,200 in 2022 to 5,100 in 2023, while Brisk bikes sold 3,900 in 2023.",
     "Orla sold 1,200 more bikes than Brisk in 2023."),  # #111
])
def test_a_gap_placed_by_name_and_year(premise: str, step: str) -> None:
    assert only_worked_out(premise, step)


def test_the_other_mends_of_the_second_read() -> None:
    assert negation_conflict("Every candidate passed the written exam apart from Noor Haddad.",
                             "Candidates other than Noor Haddad did not pass the written exam.")  # #27: the step's own exception
    assert limits.limit_unstated("At Westbrook Academy, 142 of the 200 students who sat GCSE mathematics in 2024 achieved grade 4 or above, compared with 65 percent in 2023.",
                                 "More than 70 percent of Westbrook's mathematics candidates achieved grade 4 or above in 2023.")  # #72: the baseline's year
    assert not stronger.earlier_added("Lena Marsh served as finance minister from 2016 to 2019 and became prime minister in 2022.", "Lena Marsh had previously served as finance minister.")
    assert not stronger.earlier_added("The Marlow ferry resumed sailings on 3 April after a six-month suspension.", "The Marlow ferry had previously been suspended.")


ABBEY = ("The abbey at Kelbridge, founded in 1134 by Cistercian monks, was dissolved in 1538, after which its lands were "
         "sold to the merchant Thomas Averill, whose descendants held them until 1802.")
HEARTH = ("Radiocarbon analysis of charcoal from the lowest hearth layer at Brannock Cave returned dates between 9,400 and "
          "9,100 years before present, making it roughly a thousand years older than the earliest previously known "
          "occupation in the valley.")
DELIVERED = ("Volunteers packed 18,600 food parcels in December, and all but 150 of them had been delivered to families by "
             "Christmas Eve.")


@pytest.mark.parametrize("premise, step, conflicts", [
    (ABBEY, "In 1538 Thomas Averill sold the abbey's lands to the Cistercian monks of Kelbridge.", True),
    (ABBEY, "In 1538 the abbey's lands were sold to Thomas Averill.", False),
    (HEARTH, "The lowest hearth at Brannock Cave is around a millennium later than the earliest previously known "
             "occupation in the valley.", True),
    (HEARTH, "The lowest hearth layer at Brannock Cave is about a thousand years older than the earliest previously "
             "known occupation in the valley.", False),
    (DELIVERED, "Only 150 of the December food parcels had reached families by Christmas Eve.", True),
    (DELIVERED, "All but 150 of the December food parcels had reached families by Christmas Eve.", False),
])
def test_a_receiver_a_comparison_or_a_remainder_turned(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_denial_of_the_few_all_but_leaves_out_is_no_conflict() -> None:
    assert not negation_conflict(DELIVERED, "150 of the December food parcels had not been delivered by Christmas Eve.")
    assert negation_conflict(DELIVERED, "The December food parcels had not been delivered by Christmas Eve.")


# a second reviewer's read (eval/nli/second_read_s61b.jsonl): look-alikes mended
@pytest.mark.parametrize("premise, step", [
    ("Kova's revenue in 2023 was 15% higher than in 2022, while its costs were 15% lower than in 2022.",
     "Kova's revenue in 2023 was 15% higher than in 2022."),  # #46
    ("Harl Council spent £3 million more on roads than on parks in 2023.",
     "Harl Council spent £3 million less on parks than on roads in 2023."),  # #50
    ("Membership of the Harl rowing club fell to 400 from 600 in 2020, then recovered from 400 to 600 by 2023.",
     "Membership of the Harl rowing club recovered from 400 to 600 by 2023."),  # #52
    ("The standard fare will rise to £2.00 from £1.80 in January, while the concession fare will fall from £2.00 to £1.80.",
     "The concession fare will fall from £2.00 to £1.80."),  # #55
    ("The Halvard central bank raised its rate to 5.25% from 5% in May, then cut it back from 5.25% to 5% in August.",
     "The Halvard central bank cut its rate from 5.25% to 5% in August."),  # #57
    ("The north tower is older than the main hall, but the south tower is later than the main hall.",
     "The south tower is later than the main hall."),  # #61
    ("The Rovers have won twice this season, while the Gulls have won once.",
     "The Rovers have won twice this season."),  # #65
    ("The abbey's lands were sold to Thomas Averill in 1540, and Averill sold them to the Crown in 1552.",
     "Thomas Averill sold the abbey's lands to the Crown in 1552."),  # #71
    ("The Marlow painting was lent to the Harl Gallery for its summer show.",
     "The Harl Gallery lent the Marlow painting to another museum."),  # #74
    ("All but 3 of the 40 staff at the Brill clinic were vaccinated, and only 3 staff declined the vaccine.",
     "Only 3 staff at the Brill clinic declined the vaccine."),  # #100
    ("All the museum's galleries except the Egyptian room reopened in May, and the Egyptian room reopened in June.",
     "All the museum's galleries have reopened."),  # #105
    ("The Brill fair opened on 3 October 2024, three weeks earlier than in 2023.",
     "The Brill fair opened in late October in 2023."),  # #117
    ("The Harl bridge did not reopen until more than 90 days after the flood.",
     "The Harl bridge reopened within 90 days of the flood."),  # #88
])
def test_no_conflict_for_the_second_reads_look_alikes(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""


@pytest.mark.parametrize("premise, step", [
    ("The Harl school has 600 pupils, 30 classrooms and 40 teachers.",
     "The Harl school has 20 pupils for every classroom teacher."),  # #20
    ("The Corven stadium was budgeted at £84 million, and the council's total capital budget this year is £112 million.",
     "The Corven stadium is £28 million over its budget."),  # #22
    ("The charity raised £2.4 million in 2023, of which 35% came from legacies, 25% from events and the remainder from regular donors.",
     "£840,000 came from events in 2023."),  # #23
    ("Kestrel Air carried 2.4 million passengers in 2023, up from 1.9 million in 2022, while Brill Air carried 2.1 million in 2023.",
     "Kestrel Air carried 300,000 more passengers than Brill Air in 2022."),  # #127
])
def test_no_restatement_for_the_second_reads_wrong_figures(premise: str, step: str) -> None:
    assert not restatement(premise, step)


def test_an_earlier_time_told_by_a_birth() -> None:
    assert not stronger.earlier_added("Born in Brill in 1961, Ana Ruiz moved to Tarrow in 1985.", "Ana Ruiz had previously lived in Brill before moving to Tarrow.")


STREAM = ("Streamwave, the subscription service owned by Lumen Media Group, reported 18.4 million paying subscribers at the "
          "end of June 2024, up from 15.9 million a year earlier, while average monthly viewing time per account slipped "
          "from 21 hours to 19.5 hours.")
LOANS = ("Loans from Kingsmere's 14 public libraries totalled 1.26 million in 2023, a fall of 10% on 2022, while e-book "
         "borrowing through the council's digital platform more than doubled to 310,000 loans over the same period.")
CARS = ("New car registrations in Estavia reached 142,300 in September 2024, 6% fewer than in September 2023, although "
        "battery-electric models rose to 29,900 units.")
PLACES = ("Applications to Redvale University's medicine course rose to 3,450 for entry in September 2025, but the number "
          "of places remains capped at 230.")


@pytest.mark.parametrize("premise, step, conflicts", [
    (STREAM, "Average monthly viewing per Streamwave account rose to 19.5 hours.", True),  # the reporter is no doer
    (STREAM, "Lumen Media Group is owned by Streamwave.", True),
    (STREAM, "Streamwave is owned by Lumen Media Group.", False),
    (LOANS, "E-book borrowing in Kingsmere fell in 2023 compared with 2022.", True),
    (LOANS, "Library loans in Kingsmere fell in 2023 compared with 2022.", False),
    (CARS, "New car registrations in Estavia grew by 6% year on year in September 2024.", True),
    (CARS, "New car registrations in Estavia fell by 6% year on year in September 2024.", False),
    (PLACES, "Redvale has increased the number of places on its medicine course.", True),
])
def test_the_unseen_tables_false_greens(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_sentences_own_pair_is_not_split() -> None:
    told = ("Both the preparer of the reconciliation and reviewer of the reconciliation must initial and date the "
            "reconciliations.")
    assert find_conflict(told, told) == ""  # a self-conflict of the sweep's first run
