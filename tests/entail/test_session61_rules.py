"""Readings of session 61: a winner told "ahead of" another said to be beaten by it; an "all … except" told with no
exception; a denial of the case a sentence excepts; a figure set against a norm the sentence gives by its own figure;
a percentage limit read against the share two counts give and not against another time's figure; figures reckoned by
"ahead", "still to be", "for every", "over its budget", a share's change in points from counts, a range of days and a
gap with its unit ("four tonnes less")."""

from __future__ import annotations

import pytest

from gechat.entail import limits, month_parts, norms, stronger, trends, wholes
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
